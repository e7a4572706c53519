// Migration 022 on a database whose funnel counts were kept by UTC day: no count is lost, each day's
// counts go to that day's 12:00 UTC hour (so that day shows them in full in any zone from UTC-12 to UTC+11), a step seen before the
// migration is still taken back when the bot trap catches its submission, and counting goes on by the hour.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES, withDatabaseThrough } from '#tests/support/test-db.ts';
import { forgetTrappedSubmission } from '../insight/funnel-events.ts';
import { funnelReport } from '../insight/funnel-report.ts';
import { zonedReportFilters } from '../insight/report-filters.ts';
import { migrate } from './migrate.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOON = 12 * HOUR;
/** 20 November 2026, 00:00 UTC. */
const NOV_20 = Date.UTC(2026, 10, 20);

describe.each(ENGINES)('migration 022 on day counts, on $name', ({ make }) => {
  it("moves each day's counts to its 12:00 UTC hour, keeps them all, and the trap still takes a seen step back", async () => {
    await withDatabaseThrough(make, '021_report_hours', async (conn) => {
      const db = conn.db;
      const submissionId = randomUUID();
      // Hashed as the product documents it (SHA-256 of the lower-cased id), written as the server then did.
      const hash = createHash('sha256').update(submissionId.toLowerCase()).digest('hex');
      await sql`INSERT INTO funnel_counts (day, service_id, step, source, kind, count, site_id) VALUES
        ('2026-11-20', 1, 0, 'direct', 'view', 7, 'default'),
        ('2026-11-20', 1, 1, 'direct', 'view', 5, 'default'),
        ('2026-11-20', 1, 0, 'AFF1', 'view', 3, 'solar'),
        ('2026-11-21', 1, 0, 'direct', 'view', 2, 'default')`.execute(db);
      await sql`INSERT INTO funnel_seen (submission_hash, step, kind, day, service_id, source, expires_at, site_id)
        VALUES (${hash}, 1, 'view', '2026-11-20', 1, 'direct', ${Date.now() + DAY}, 'default')`.execute(db);

      expect(await migrate(conn)).toContain('022_funnel_hours');

      const rows = await db.selectFrom('funnel_counts').selectAll().orderBy('hour').orderBy('step').orderBy('source').execute();
      expect(rows.map((r) => [Number(r.hour) * HOUR, r.step, r.source, r.kind, Number(r.count), r.site_id])).toEqual([
        [NOV_20 + NOON, 0, 'AFF1', 'view', 3, 'solar'],
        [NOV_20 + NOON, 0, 'direct', 'view', 7, 'default'],
        [NOV_20 + NOON, 1, 'direct', 'view', 5, 'default'],
        [NOV_20 + DAY + NOON, 0, 'direct', 'view', 2, 'default'],
      ]);
      const seen = await db.selectFrom('funnel_seen').selectAll().execute();
      expect(seen.map((s) => [Number(s.hour) * HOUR, s.step])).toEqual([[NOV_20 + NOON, 1]]);
      expect(Object.keys(seen[0]!)).not.toContain('day');

      // The report over 20 November (a UTC day) shows that day's counts in full, and the 21st its own.
      const day = (from: number, serviceId?: number) => funnelReport(db, { serviceId, source: undefined, from, to: from });
      const nov20 = await day(NOV_20, 1);
      expect(nov20.starts).toBe(10);
      expect(nov20.steps[1]!.views).toBe(5);
      expect((await day(NOV_20 + DAY, 1)).starts).toBe(2);
      // So does an operator's own 20 November, west or east of UTC (Los Angeles, Tokyo).
      for (const timeZone of ['America/Los_Angeles', 'Asia/Tokyo']) {
        const zoned = zonedReportFilters({ service: 1, from: NOV_20, to: NOV_20 }, timeZone);
        if (typeof zoned === 'string') throw new Error(zoned);
        expect((await funnelReport(db, zoned)).starts, timeZone).toBe(10);
      }

      // The seen step is taken back from the counter it went to, now that counter's hour.
      await forgetTrappedSubmission(db, submissionId);
      expect((await day(NOV_20, 1)).steps[1]!.views).toBe(4);

      // Two counters of one hour, service, step, source and kind but another site stay two rows; the same
      // key again is refused.
      const key = { hour: NOV_20 / HOUR + 13, service_id: 1, step: 0, source: 'direct', kind: 'view' as const, count: 1 };
      await db
        .insertInto('funnel_counts')
        .values([
          { ...key, site_id: 'default' },
          { ...key, site_id: 'solar' },
        ])
        .execute();
      await expect(
        db
          .insertInto('funnel_counts')
          .values({ ...key, site_id: 'solar' })
          .execute(),
      ).rejects.toThrow();
      expect((await day(NOV_20, 1)).starts).toBe(12);
    });
  });
});
