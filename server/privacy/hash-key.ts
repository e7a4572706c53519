// The key the suppression list's hashes are made with. PRIVACY_HASH_KEY when the operator sets one; else a
// random key generated once and kept in the database, so every server sharing it makes the same hashes
// and a copy of the suppression list alone cannot be matched against a list of e-mails or phones.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

const NAME = 'suppression-hash-key';

export async function suppressionHashKey(db: Kysely<Database>, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  // Two servers starting at once: the first insert wins, both read the winner's key.
  await db
    .insertInto('privacy_secrets')
    .values({ name: NAME, value: randomBytes(32).toString('base64'), created_at: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('privacy_secrets').select('value').where('name', '=', NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
