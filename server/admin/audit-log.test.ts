// The audit log is only ever appended to: the database itself refuses every way of changing, deleting or
// replacing an entry (SQLite's INSERT OR REPLACE and REPLACE INTO included, which delete the old row without
// firing a DELETE trigger), on SQLite and (with TEST_DATABASE_URL) on the real PostgreSQL.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { listAudit, writeAudit } from './audit.ts';

const REFUSED = /audit log cannot be changed/;

describe.each(ENGINES)('the audit log on $name', ({ name, make }) => {
  let db: TestDb;
  let store: LeadStore;
  let id: string;

  beforeEach(async () => {
    db = await make();
    store = await db.open();
    await writeAudit(store.db, {
      actor: 'admin@example.com',
      action: 'export',
      target: 'leads.csv',
      ip: '198.51.100.4',
      detail: '120 leads',
    });
    id = (await store.db.selectFrom('audit_log').select('id').executeTakeFirstOrThrow()).id;
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  async function entries() {
    return (await listAudit(store.db, undefined)).entries;
  }

  it('takes new entries', async () => {
    await writeAudit(store.db, { actor: 'viewer@example.com', action: 'view-lead', target: 'L-7KQ2-M9XD', ip: '198.51.100.5' });
    expect((await entries()).map((e) => e.action)).toEqual(['view-lead', 'export']);
  });

  it('refuses to replace an entry with one of the same id, whatever the conflict clause says', async () => {
    const before = await entries();
    const forged = sql`(${id}, 1, 'someone else', 'sign-in', '', '127.0.0.1', 'nothing to see')`;
    const attempts =
      name === 'sqlite'
        ? [
            sql`INSERT OR REPLACE INTO audit_log (id, at, actor, action, target, ip, detail) VALUES ${forged}`,
            sql`REPLACE INTO audit_log (id, at, actor, action, target, ip, detail) VALUES ${forged}`,
            sql`INSERT INTO audit_log (id, at, actor, action, target, ip, detail) VALUES ${forged} ON CONFLICT (id) DO UPDATE SET actor = excluded.actor, detail = excluded.detail`,
          ]
        : [
            sql`INSERT INTO audit_log (id, at, actor, action, target, ip, detail) VALUES ${forged} ON CONFLICT (id) DO UPDATE SET actor = excluded.actor, detail = excluded.detail`,
          ];
    for (const attempt of attempts) await expect(attempt.execute(store.db)).rejects.toThrow(REFUSED);
    expect(await entries()).toEqual(before);
  });

  it('refuses to change or delete an entry', async () => {
    const before = await entries();
    await expect(store.db.updateTable('audit_log').set({ actor: 'someone else' }).execute()).rejects.toThrow(REFUSED);
    await expect(store.db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(REFUSED);
    expect(await entries()).toEqual(before);
  });
});
