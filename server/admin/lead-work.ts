// What an operator records on leads as they work them: notes and a disposition (their own label: new,
// contacted, qualified, sold, returned, bad). Both are kept as the lead's history in lead_notes, oldest
// first, so the lead's page shows who wrote or changed what, and when.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadDisposition, LeadHistoryEntry, LeadNote } from '#domain/lead-summary.ts';
import type { Database } from '../store/schema.ts';

/** The most leads one bulk change may name: a page of the list, a few times over. */
export const MAX_BULK_LEADS = 1000;

export async function addNote(db: Kysely<Database>, leadId: string, author: string, text: string, now = Date.now()): Promise<LeadNote> {
  const note = { id: randomUUID(), lead_id: leadId, kind: 'note' as const, author, text, created_at: now };
  await db.insertInto('lead_notes').values(note).execute();
  return { id: note.id, at: new Date(now).toISOString(), author, text };
}

/**
 * Sets the disposition of the leads that exist among `ids` and records each change in their history;
 * a lead that already has it is left alone. The ids changed, in the order given.
 */
export async function setDisposition(
  db: Kysely<Database>,
  ids: readonly string[],
  disposition: LeadDisposition,
  author: string,
  now = Date.now(),
): Promise<{ changed: { id: string; was: LeadDisposition }[]; found: number }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('leads').select(['id', 'disposition']).where('id', 'in', ids).execute();
    const changed = rows.filter((r) => r.disposition !== disposition).map((r) => ({ id: r.id, was: r.disposition }));
    if (changed.length > 0) {
      await trx
        .updateTable('leads')
        .set({ disposition })
        .where(
          'id',
          'in',
          changed.map((c) => c.id),
        )
        .execute();
      await trx
        .insertInto('lead_notes')
        .values(
          changed.map((c) => ({
            id: randomUUID(),
            lead_id: c.id,
            kind: 'disposition' as const,
            author,
            text: disposition,
            created_at: now,
          })),
        )
        .execute();
    }
    return { changed, found: rows.length };
  });
}

/** A lead's history, oldest first: every note and every change of disposition. */
export async function leadHistory(db: Kysely<Database>, leadId: string): Promise<LeadHistoryEntry[]> {
  const rows = await db.selectFrom('lead_notes').selectAll().where('lead_id', '=', leadId).orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, at: new Date(r.created_at).toISOString(), author: r.author, text: r.text }));
}
