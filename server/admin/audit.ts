// The audit log: who did what, when, from where. Only appended to (the database refuses changes).
import type { AuditPage } from '#domain/console-api.ts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'view-lead'
  // A viewer's search of the leads (admins' are not: they see everything unmasked anyway).
  | 'search-leads'
  | 'export'
  | 'resend'
  | 'bulk-resend'
  | 'message-state'
  // Working a lead: a note written (its words stay out of the log), a disposition set; an account's own zone.
  | 'lead-note'
  | 'lead-disposition'
  | 'time-zone'
  | 'operator-add'
  | 'operator-remove'
  | 'operator-password'
  // Accounts managed in the console (server/routes/admin-account-routes.ts) and two-factor sign-in.
  | 'operator-invite'
  | 'operator-reset'
  | 'operator-role'
  | 'two-factor-on'
  | 'two-factor-reset'
  | 'setting-change'
  // Privacy requests (server/routes/admin-privacy-routes.ts).
  | 'privacy-view'
  | 'privacy-export'
  | 'privacy-erase'
  | 'privacy-correct'
  | 'privacy-status'
  | 'privacy-reverse'
  // Webhook endpoints (server/routes/admin-webhook-routes.ts); a message's body may hold a person's data.
  | 'webhook-add'
  | 'webhook-change'
  | 'webhook-remove'
  | 'webhook-rotate'
  | 'webhook-test'
  | 'webhook-resend'
  | 'webhook-view-message'
  // Returns of sold leads (server/selling/returns.ts): asked for (by an admin or the buyer), approved, refused.
  | 'return'
  | 'return-approve'
  | 'return-refuse'
  // Buyers (server/routes/admin-buyer-routes.ts): changes, a new return key, a test ping.
  | 'buyer-create'
  | 'buyer-update'
  | 'buyer-delete'
  | 'buyer-key'
  | 'buyer-test';

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  target?: string;
  /** The client IP, or "cli" for the operator command. */
  ip: string;
  detail?: string;
}

const BOUND = 500;

export async function writeAudit(db: Kysely<Database>, entry: AuditEntry, now = Date.now()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: now,
      actor: entry.actor.slice(0, 254),
      action: entry.action,
      target: (entry.target ?? '').slice(0, BOUND),
      ip: entry.ip.slice(0, 64),
      detail: (entry.detail ?? '').slice(0, BOUND),
    })
    .execute();
}

const PAGE = 50;

/** What the log is filtered by: who (exact), what (an action), and a time range [from, to). */
export interface AuditFilters {
  actor?: string;
  action?: string;
  from?: number;
  to?: number;
}

/**
 * The query for a page of the log, newest first, after the cursor: PAGE + 1 rows, the extra one saying
 * whether there is more. Each filter is served by an index that keeps its entries in (at, id) order (who,
 * what, or time alone), so a page reads about a page of entries however deep it is and however large the
 * log (measured on 1,000,000 entries in docs/performance.md; the plans are checked by audit-filters.test.ts).
 */
export function auditPageQuery(db: Kysely<Database>, cursor: string | undefined, filters: AuditFilters = {}) {
  const after = decodeCursor(cursor);
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE + 1);
  if (filters.actor !== undefined) query = query.where('actor', '=', filters.actor);
  if (filters.action !== undefined) query = query.where('action', '=', filters.action);
  if (filters.from !== undefined) query = query.where('at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('at', '<', filters.to);
  if (after) query = query.where((w) => w(w.refTuple('at', 'id'), '<', w.tuple(after.at, after.id)));
  return query;
}

export async function listAudit(db: Kysely<Database>, cursor: string | undefined, filters: AuditFilters = {}): Promise<AuditPage> {
  const query = auditPageQuery(db, cursor, filters);
  const rows = await query.execute();
  const page = rows.slice(0, PAGE);
  return {
    entries: page.map((r) => ({
      at: new Date(r.at).toISOString(),
      actor: r.actor,
      action: r.action,
      target: r.target,
      ip: r.ip,
      detail: r.detail,
    })),
    nextCursor: rows.length > PAGE ? encodeCursor(page[page.length - 1]!.at, page[page.length - 1]!.id) : null,
  };
}
