// The audit log: who did what, when, from where. Only appended to (the database refuses changes).
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
  | 'operator-add'
  | 'operator-remove'
  | 'operator-password'
  // Privacy requests (server/routes/admin-privacy-routes.ts).
  | 'privacy-view'
  | 'privacy-export'
  | 'privacy-erase'
  | 'privacy-correct'
  | 'privacy-status'
  | 'privacy-reverse'
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

export async function listAudit(db: Kysely<Database>, cursor: string | undefined) {
  const after = decodeCursor(cursor);
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE + 1);
  if (after) query = query.where((w) => w(w.refTuple('at', 'id'), '<', w.tuple(after.at, after.id)));
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
