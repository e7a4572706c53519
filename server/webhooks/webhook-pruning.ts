// Finished webhook messages do not stay forever: 30 days after a message was delivered or given up, it
// and its attempts are deleted (the receivers have had it; the console's history is for working out what
// went wrong lately). Messages still waiting are kept whatever their age, since an endpoint turned off
// sends them when it is turned on again. Run by the daily retention job, in batches.
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

export const WEBHOOK_HISTORY_DAYS = 30;
const BATCH = 500;

/** Deletes messages finished before `cutoff` with their attempts; the number of messages deleted. */
export async function pruneWebhookMessages(db: Kysely<Database>, cutoff: number): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = (
      await db
        .selectFrom('webhook_messages')
        .select('id')
        .where('state', 'in', ['delivered', 'failed'])
        .where('finished_at', '<', cutoff)
        .limit(BATCH)
        .execute()
    ).map((r) => r.id);
    if (ids.length === 0) return total;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('webhook_attempts').where('message_id', 'in', ids).execute();
      await trx.deleteFrom('webhook_messages').where('id', 'in', ids).execute();
    });
    total += ids.length;
  }
}
