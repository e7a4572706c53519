// Kysely types of the funnel-insight tables (migrations 009 and 013), kept beside the code that uses them so the
// shared schema.ts stays untouched; `insightDb()` gives a Kysely that knows both.
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

export type FunnelKind = 'view' | 'submit';

export interface FunnelCountsTable {
  /** UTC date, YYYY-MM-DD. */
  day: string;
  service_id: number;
  step: number;
  source: string;
  kind: FunnelKind;
  count: number;
}

export interface FunnelSeenTable {
  submission_hash: string;
  /** -1 with kind 'trap': the bot trap caught this submission. */
  step: number;
  kind: FunnelKind | 'trap';
  day: string;
  service_id: number;
  source: string;
  expires_at: number;
}

/** The sources counted on a UTC day (their number is bounded per day). */
export interface FunnelSourcesTable {
  day: string;
  source: string;
}

export interface LeadInsightTable {
  lead_id: string;
  created_at: number;
  /** utm_campaign of the visit, '' when none. */
  campaign: string;
  /** The earlier lead with the same phone or e-mail within DUPLICATE_WINDOW_DAYS. */
  duplicate_of: string | null;
  disposable_email: number;
  odd_phone: number;
  too_fast: number;
  repeated_name: number;
}

export interface AlertSendsTable {
  kind: string;
  last_sent_at: number;
}

// A type alias, not an interface: withTables() needs its implicit index signature.
export type InsightTables = {
  funnel_counts: FunnelCountsTable;
  funnel_seen: FunnelSeenTable;
  funnel_sources: FunnelSourcesTable;
  lead_insight: LeadInsightTable;
  alert_sends: AlertSendsTable;
};

export type InsightDatabase = Database & InsightTables;

export function insightDb(db: Kysely<Database>): Kysely<InsightDatabase> {
  return db.withTables<InsightTables>();
}

/** The UTC day of an epoch-millisecond time, as the counters key it. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** aff_id, else utm_source, else 'direct': the same rule the leads' source column follows. */
export function sourceOf(tracking: { aff_id?: string; utm_source?: string }): string {
  return tracking.aff_id || tracking.utm_source || 'direct';
}
