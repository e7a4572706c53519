// Saved views: a named set of the leads list's filters, per account ("Solar, failed, last 7 days"). The
// filters are kept as the list's own query string, so a view opens the same address the list would.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

export interface SavedView {
  id: string;
  name: string;
  /** The list's query string, without '?'. */
  filters: string;
  createdAt: string;
}

/** The most views one account keeps: a picker, not a database. */
export const MAX_VIEWS = 50;

export async function listViews(db: Kysely<Database>, operatorId: string): Promise<SavedView[]> {
  const rows = await db.selectFrom('saved_views').selectAll().where('operator_id', '=', operatorId).orderBy('name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, filters: r.filters, createdAt: new Date(r.created_at).toISOString() }));
}

/** Saves the view under its name, replacing the account's view of that name; undefined when the account has too many. */
export async function saveView(db: Kysely<Database>, operatorId: string, name: string, filters: string, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('saved_views')
      .select('id')
      .where('operator_id', '=', operatorId)
      .where('name', '=', name)
      .executeTakeFirst();
    if (existing) {
      await trx.updateTable('saved_views').set({ filters, created_at: now }).where('id', '=', existing.id).execute();
      return { id: existing.id, name, filters, createdAt: new Date(now).toISOString() } satisfies SavedView;
    }
    const count = await trx
      .selectFrom('saved_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('operator_id', '=', operatorId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_VIEWS) return undefined;
    const id = randomUUID();
    await trx.insertInto('saved_views').values({ id, operator_id: operatorId, name, filters, created_at: now }).execute();
    return { id, name, filters, createdAt: new Date(now).toISOString() } satisfies SavedView;
  });
}

export async function deleteView(db: Kysely<Database>, operatorId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('saved_views').where('id', '=', id).where('operator_id', '=', operatorId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
