// The console API's buyer answers and bodies (docs/admin-api.md, "Buyers"), defined once for the server's
// routes and the console. The buyer itself is domain/buyer-answer.ts, which the buyer store builds. Only
// types; nothing here reaches a bundle.
import type { BuyerAnswer } from '../buyer-answer.ts';

/** GET /api/admin/buyers. */
export interface BuyerList {
  buyers: BuyerAnswer[];
}

/** What POST and PATCH take: any of the buyer's own fields as the answer gives them; a header value of null
 * keeps the stored one (the answer only ever shows them masked). */
export type BuyerChange = Partial<
  Omit<BuyerAnswer, 'id' | 'headers' | 'hasKey' | 'partnerListed' | 'today' | 'createdAt' | 'updatedAt'>
> & {
  headers?: Record<string, string | null>;
};

/** POST /api/admin/buyers/:id/key: the new return key, shown this once. */
export interface BuyerKey {
  key: string;
}

/** POST /api/admin/buyers/:id/test: a ping for a made-up lead and what the buyer answered. */
export interface TestPing {
  /** The HTTP status, or null when nothing came back. */
  status: number | null;
  /** The buyer's answer (cut short), or what went wrong in plain words. */
  answer: string;
  /** From sending to the end of the answer (or to giving up). */
  ms: number;
  /** The bid in dollars, when the buyer bid at or above its minimum. */
  bid?: number;
  /** What the auction would make of it, in plain words. */
  outcome: string;
  /** The ping as sent (it holds no personal data). */
  ping: Record<string, unknown>;
}
