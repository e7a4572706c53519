// funnel_days (migration 024) holds funnel_counts summed per UTC day: after every kind of write to the
// hourly counts (a new counter, the upsert adding to one, a takeback, a direct change of its key, pruning)
// and after a rebuild it equals a fresh sum of the hourly rows, on both engines; a database at 023 with
// counts in it gets the same sums when it migrates.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { addFunnelCounts, pruneFunnelCounts, rebuildFunnelDays } from '#server/insight/funnel-events.ts';
import { migrate } from '#server/store/migrate.ts';
import type { FunnelCountsTable } from '#server/store/schema.ts';
import { funnelDaysRollup as rollup, funnelHoursByDay as freshSum } from '#tests/support/funnel-day-sums.ts';
import { ENGINES, withDatabaseThrough, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from '#server/store/lead-store.ts';

const H = (iso: string) => Date.parse(iso) / 3_600_000;

function row(hour: number, count: number, over: Partial<FunnelCountsTable> = {}): FunnelCountsTable {
  return { hour, service_id: 1, step: 0, source: 'direct', kind: 'view', site_id: 'default', count, ...over };
}

describe.each(ENGINES)('funnel_days ($name)', ({ make }) => {
  let t: TestDb | undefined;
  let store: LeadStore | undefined;
  afterEach(async () => {
    await store?.db.destroy();
    await t?.drop();
    store = undefined;
    t = undefined;
  });

  it('equals a fresh sum of funnel_counts after inserts, upserts, takebacks, key changes, pruning and a rebuild', async () => {
    t = await make();
    store = await t.open();
    const db = store.db;
    const day1 = H('2026-11-10T00:00:00Z');
    await addFunnelCounts(db, [row(day1 + 1, 3), row(day1 + 23, 2), row(day1 + 24, 5), row(day1 + 5, 4, { kind: 'submit', step: 6 })]);
    expect(await rollup(db)).toEqual({
      [`${day1 / 24}|1|0|direct|view|default`]: 5,
      [`${day1 / 24}|1|6|direct|submit|default`]: 4,
      [`${day1 / 24 + 1}|1|0|direct|view|default`]: 5,
    });
    // The upsert adds to a counter; a takeback is the same upsert by -1.
    await addFunnelCounts(db, [row(day1 + 1, 7), row(day1 + 24, -1), row(day1 + 2, 1, { source: 'google', site_id: 'b' })]);
    expect((await rollup(db))[`${day1 / 24}|1|0|direct|view|default`]).toBe(12);
    expect((await rollup(db))[`${day1 / 24 + 1}|1|0|direct|view|default`]).toBe(4);
    expect(await rollup(db)).toEqual(await freshSum(db));
    // A counter moved to another day and service by hand.
    await db
      .updateTable('funnel_counts')
      .set({ hour: day1 + 30, service_id: 2 })
      .where('hour', '=', day1 + 23)
      .execute();
    expect(await rollup(db)).toEqual(await freshSum(db));
    expect((await rollup(db))[`${day1 / 24}|1|0|direct|view|default`]).toBe(10);
    // Pruning the first day leaves nothing of it in the rollup, not even zero rows.
    await pruneFunnelCounts(db, '2026-11-11');
    expect(await rollup(db)).toEqual(await freshSum(db));
    const left = await db.selectFrom('funnel_days').select('day').distinct().execute();
    expect(left.map((r) => Number(r.day))).toEqual([day1 / 24 + 1]);
    // A rollup changed by hand is made right by the rebuild.
    await db.updateTable('funnel_days').set({ count: 999 }).execute();
    await rebuildFunnelDays(db, store.dialect);
    expect(await rollup(db)).toEqual(await freshSum(db));
    expect(await rollup(db)).toEqual({ [`${day1 / 24 + 1}|1|0|direct|view|default`]: 4, [`${day1 / 24 + 1}|2|0|direct|view|default`]: 2 });
  });

  it('a database at 023 with counts in it gets their daily sums when it migrates', async () => {
    await withDatabaseThrough(make, '023_sale_hours', async (conn) => {
      const day1 = H('2026-11-10T00:00:00Z');
      await sql`INSERT INTO funnel_counts (hour, service_id, step, source, kind, count, site_id) VALUES
        (${day1}, 1, 0, 'direct', 'view', 3, 'default'), (${day1 + 12}, 1, 0, 'direct', 'view', 4, 'default'),
        (${day1 + 24}, 1, 0, 'direct', 'view', 6, 'default'), (${day1 + 3}, 3, 2, 'google', 'submit', 1, 'b')`.execute(conn.db);
      await migrate(conn);
      expect(await rollup(conn.db)).toEqual({
        [`${day1 / 24}|1|0|direct|view|default`]: 7,
        [`${day1 / 24 + 1}|1|0|direct|view|default`]: 6,
        [`${day1 / 24}|3|2|google|submit|b`]: 1,
      });
      // And the triggers keep it from then on.
      await addFunnelCounts(conn.db, [row(day1 + 13, 2)]);
      expect((await rollup(conn.db))[`${day1 / 24}|1|0|direct|view|default`]).toBe(9);
    });
  });
});
