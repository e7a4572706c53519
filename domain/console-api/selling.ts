// The console API's return answers and bodies (docs/admin-api.md), defined once for the server's routes and
// the console. The report, sale and return shapes themselves are domain/selling-report.ts. Only types;
// nothing here reaches a bundle.
import type { ReturnReason, SaleReturn } from '../selling-report.ts';

/** A return as the list of returns shows it: with the lead's reference and the buyer's name. */
export type ListedReturn = SaleReturn & { leadReference: string | null; buyerName: string };

/** GET /api/admin/returns. */
export interface ReturnList {
  returns: ListedReturn[];
}

/** What POST /api/admin/leads/:id/returns takes. */
export interface NewReturn {
  buyerId: string;
  reason: ReturnReason;
  note: string;
}
