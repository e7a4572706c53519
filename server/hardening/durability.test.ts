// A SQLite commit that answered 201 survives a power loss (docs/reliability.md): WAL with synchronous=FULL
// syncs the log at every commit (NORMAL may lose the last commits when the machine, not just the process,
// goes down). SQLite reports FULL as 2 (https://www.sqlite.org/pragma.html#pragma_synchronous).
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { storedLead } from '#tests/support/lead-fixtures.ts';
import { sqliteTestDb, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from '../store/lead-store.ts';

let db: TestDb;
let store: LeadStore;
afterEach(async () => {
  await store.close();
  await db.drop();
});

describe('SQLite durability', () => {
  it('runs every connection in WAL mode with synchronous=FULL, and a committed lead is in the file', async () => {
    db = sqliteTestDb();
    store = await db.open();
    const pragma = async (name: string) => Object.values((await sql.raw(`PRAGMA ${name}`).execute(store.db)).rows[0] as object)[0];
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('journal_mode')).toBe('wal');

    const lead = storedLead();
    await store.insertLead(lead);
    await store.close();
    // Read back through a connection of its own, as the server restarted would.
    store = await db.open();
    expect((await store.findLead(lead.id))?.submissionId).toBe(lead.submissionId);
  });
});
