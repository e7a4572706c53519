// Group commit on SQLite: concurrent transactions share one COMMIT (and its disk sync), yet each caller is
// told "committed" only once its rows are durable and visible to any other connection; one that fails is
// undone alone; a full disk in the middle of a group fails exactly the members that were not committed.
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedLead } from '#tests/support/lead-fixtures.ts';
import { sqliteTestDb, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from './lead-store.ts';

let db: TestDb;
let store: LeadStore;
/** A second, independent connection to the same file: sees only what is committed. */
let other: SQLite.Database;

beforeEach(async () => {
  db = sqliteTestDb();
  store = await db.open();
  other = new SQLite(db.url, { readonly: true });
});
afterEach(async () => {
  other.close();
  await store.close();
  await db.drop();
});

const committedElsewhere = (id: string) => other.prepare('SELECT COUNT(*) AS n FROM leads WHERE id = ?').get(id) as { n: number };

describe('SQLite group commit', () => {
  it('reports each of many concurrent transactions committed only when another connection can see its rows', async () => {
    const leads = Array.from({ length: 60 }, () => storedLead());
    const seenAtResolve = await Promise.all(leads.map(async (lead) => (await store.insertLead(lead)) && committedElsewhere(lead.id).n));
    expect(seenAtResolve).toEqual(leads.map(() => 1));
    expect((other.prepare('SELECT COUNT(*) AS n FROM consent_records').get() as { n: number }).n).toBe(60);
    expect((other.prepare('SELECT COUNT(*) AS n FROM delivery_jobs').get() as { n: number }).n).toBe(60);
  });

  it('undoes a failing transaction alone: the others of its group are committed', async () => {
    await sql
      .raw(
        `CREATE TRIGGER refuse_marked BEFORE INSERT ON delivery_jobs WHEN NEW.lead_id LIKE 'bad-%' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
      )
      .execute(store.db);
    const leads = Array.from({ length: 30 }, (_, i) => (i % 7 === 3 ? { ...storedLead(), id: `bad-${i}` } : storedLead()));
    const results = await Promise.allSettled(leads.map((lead) => store.insertLead(lead)));
    leads.forEach((lead, i) => {
      const bad = lead.id.startsWith('bad-');
      expect(results[i]!.status, lead.id).toBe(bad ? 'rejected' : 'fulfilled');
      // Nothing half-way: no lead row without its job, on the other connection.
      expect(committedElsewhere(lead.id).n, lead.id).toBe(bad ? 0 : 1);
    });
    expect((other.prepare('SELECT COUNT(*) AS n FROM consent_records').get() as { n: number }).n).toBe(
      leads.filter((l) => !l.id.startsWith('bad-')).length,
    );
  });

  it('fails exactly the members a full disk kept from being committed, and goes on once there is room', async () => {
    const [{ page_count: pages }] = (await sql.raw('PRAGMA page_count').execute(store.db)).rows as [{ page_count: number }];
    await sql.raw(`PRAGMA max_page_count = ${pages + 3}`).execute(store.db);
    const big = (i: number) => storedLead(Date.now(), { payload: { firstName: 'Jane', filler: `${i} `.repeat(3000) } });
    const leads = Array.from({ length: 40 }, (_, i) => big(i));
    const results = await Promise.allSettled(leads.map((lead) => store.insertLead(lead)));
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed.length).toBeGreaterThan(0);
    for (const r of failed) expect(String((r as PromiseRejectedResult).reason)).toMatch(/database or disk is full/);
    leads.forEach((lead, i) => expect(committedElsewhere(lead.id).n, lead.id).toBe(results[i]!.status === 'fulfilled' ? 1 : 0));

    await sql.raw('PRAGMA max_page_count = 1073741823').execute(store.db);
    const later = storedLead();
    expect(await store.insertLead(later)).toBe(true);
    expect(committedElsewhere(later.id).n).toBe(1);
  });
});
