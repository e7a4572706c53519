// The console API's funnel-insight answers (docs/admin-api.md), defined once for the server's routes and the
// console. The reports' own rows are domain/insight-report.ts, which server/insight/ computes. Only types;
// nothing here reaches a bundle.
import type { FunnelReport, SourceRow } from '../insight-report.ts';

/** GET /api/admin/funnel: the report with the days it covers, in the operator's zone (steps are counted by UTC hour). */
export type FunnelAnswer = FunnelReport & { from: string; to: string; timeZone: string };

/** GET /api/admin/sources: the rows with the days they cover, in the operator's zone. */
export interface SourcesAnswer {
  sources: SourceRow[];
  from: string;
  to: string;
  timeZone: string;
}

/** GET /api/admin/leads/:id/insight: a lead's quality flags and duplicate links. */
export interface LeadInsight {
  flags: { flag: string; label: string }[];
  /** The earlier lead this one repeats, or null. */
  duplicateOf: { id: string; createdAt: string } | null;
  /** Later leads that repeat this one (the first few). */
  duplicates: { id: string; createdAt: string }[];
}
