// What the console's lead page shows of a lead's insight: its quality flags, the earlier lead it
// duplicates, and the later leads that duplicate it.
import type { Kysely } from 'kysely';
import type { LeadInsight } from '#domain/console-api/insight.ts';
import type { Database } from '../store/schema.ts';
import { FLAG_LABELS, FLAGS } from './quality-flags.ts';

const LATER_SHOWN = 20;

export async function leadInsight(db: Kysely<Database>, leadId: string): Promise<LeadInsight | undefined> {
  const row = await db.selectFrom('lead_insight').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
  if (!row) return undefined;
  const earlier = row.duplicate_of
    ? await db.selectFrom('leads').select(['id', 'created_at']).where('id', '=', row.duplicate_of).executeTakeFirst()
    : undefined;
  const later = await db
    .selectFrom('lead_insight')
    .select(['lead_id', 'created_at'])
    .where('duplicate_of', '=', leadId)
    .orderBy('created_at')
    .limit(LATER_SHOWN)
    .execute();
  return {
    flags: FLAGS.filter((flag) => row[flag] === 1).map((flag) => ({ flag, label: FLAG_LABELS[flag] })),
    duplicateOf: earlier ? { id: earlier.id, createdAt: new Date(earlier.created_at).toISOString() } : null,
    duplicates: later.map((l) => ({ id: l.lead_id, createdAt: new Date(l.created_at).toISOString() })),
  };
}
