// Console-wide settings an admin changes from the console, kept in the database so every server reads the
// same. Read on each request that needs one (a one-row lookup by its key), so a change applies at once.
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

const REQUIRE_TWO_FACTOR = 'require-two-factor';

export async function requiresTwoFactor(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('console_settings').select('value').where('name', '=', REQUIRE_TWO_FACTOR).executeTakeFirst();
  return row?.value === 'true';
}

export async function setRequiresTwoFactor(db: Kysely<Database>, on: boolean, by: string, now = Date.now()): Promise<void> {
  const value = on ? 'true' : 'false';
  await db
    .insertInto('console_settings')
    .values({ name: REQUIRE_TWO_FACTOR, value, updated_at: now, updated_by: by })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now, updated_by: by }))
    .execute();
}
