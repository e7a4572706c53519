// Migration 023 on a database that already holds leads, sales and returns: sale_hours starts with their
// sums in each lead's UTC hour (sold sales and accepted returns only; a rejected lead is no accepted lead),
// the revenue report over an operator's day reads them, and the triggers count what is sold afterwards.
import { describe, expect, it } from 'vitest';
import { ENGINES, withDatabaseThrough } from '#tests/support/test-db.ts';
import { revenueReport } from '../selling/revenue-report.ts';
import { migrate } from './migrate.ts';

const HOUR = 3_600_000;
/** 20 November 2026, 00:00 UTC, in whole hours. */
const NOV_20 = Date.UTC(2026, 10, 20) / HOUR;

describe.each(ENGINES)('migration 023 on stored sales, on $name', ({ make }) => {
  it('fills sale_hours from the leads, sales and returns already there', async () => {
    await withDatabaseThrough(make, '022_funnel_hours', async (conn) => {
      const db = conn.db;
      const lead = (
        id: string,
        at: string,
        service_id: number,
        source: string,
        state: string,
        status: 'delivered' | 'rejected',
        site = 'default',
        lang: 'en' | 'es' = 'en',
      ) =>
        db
          .insertInto('leads')
          .values({
            id,
            submission_id: `sub-${id}`,
            service_id,
            status,
            payload: '{}',
            network_error: status === 'rejected' ? 'Zip code not serviced' : null,
            created_at: Date.parse(at),
            updated_at: Date.parse(at),
            delivered_at: null,
            source,
            state,
            site_id: site,
            lang,
          })
          .execute();
      const sale = (lead_id: string, buyer_id: string, price_cents: number, state: 'sold' | 'pending' | 'refused') =>
        db
          .insertInto('sales')
          .values({
            lead_id,
            buyer_id,
            price_cents,
            state,
            reserved_at: 1,
            settled_at: 2,
            day_start: 0,
            week_start: 0,
            month_start: 0,
            ping_token: null,
          })
          .execute();
      const ret = (id: string, lead_id: string, buyer_id: string, price_cents: number, state: 'accepted' | 'refused' | 'pending') =>
        db
          .insertInto('sale_returns')
          .values({
            id,
            lead_id,
            buyer_id,
            reason: 'other',
            note: '',
            state,
            requested_by: buyer_id,
            price_cents,
            created_at: 3,
            decided_at: null,
          })
          .execute();

      await lead('l1', '2026-11-20T10:15:00Z', 1, 'google', 'CA', 'delivered');
      await sale('l1', 'buyer-a', 2500, 'sold');
      await sale('l1', 'buyer-b', 1800, 'sold');
      await ret('r1', 'l1', 'buyer-a', 2500, 'accepted');
      await lead('l2', '2026-11-20T10:40:00Z', 3, 'direct', 'NV', 'delivered', 'solar', 'es');
      await sale('l2', 'buyer-a', 3000, 'sold');
      await sale('l2', 'buyer-b', 1500, 'refused');
      await ret('r2', 'l2', 'buyer-a', 3000, 'refused');
      // Rejected, with a sale still pending: nothing of it counts.
      await lead('l3', '2026-11-20T11:05:00Z', 1, 'google', 'CA', 'rejected');
      await sale('l3', 'buyer-b', 1000, 'pending');
      await lead('l4', '2026-11-21T02:00:00Z', 1, 'google', 'TX', 'delivered');
      await sale('l4', 'buyer-c', 4000, 'sold');
      await ret('r4', 'l4', 'buyer-c', 4000, 'pending');

      expect(await migrate(conn, '023_sale_hours')).toEqual(['023_sale_hours']);

      const rows = await db
        .selectFrom('sale_hours')
        .selectAll()
        .orderBy('dimension')
        .orderBy('hour')
        .orderBy('site_id')
        .orderBy('group_key')
        .execute();
      // [dimension, hour from 20 Nov 00:00 UTC, site, language, key, leads, sold, revenue, returned, returned cents]
      expect(
        rows.map((r) => [
          r.dimension,
          Number(r.hour) - NOV_20,
          r.site_id,
          r.lang,
          r.group_key,
          ...[r.leads, r.sold, r.revenue_cents, r.returned, r.returned_cents].map(Number),
        ]),
      ).toEqual([
        ['buyer', 10, 'default', 'en', 'buyer-a', 0, 1, 2500, 1, 2500],
        ['buyer', 10, 'default', 'en', 'buyer-b', 0, 1, 1800, 0, 0],
        ['buyer', 10, 'solar', 'es', 'buyer-a', 0, 1, 3000, 0, 0],
        ['buyer', 26, 'default', 'en', 'buyer-c', 0, 1, 4000, 0, 0],
        ['day', 10, 'default', 'en', '', 1, 2, 4300, 1, 2500],
        ['day', 10, 'solar', 'es', '', 1, 1, 3000, 0, 0],
        ['day', 26, 'default', 'en', '', 1, 1, 4000, 0, 0],
        ['service', 10, 'default', 'en', '1', 1, 2, 4300, 1, 2500],
        ['service', 10, 'solar', 'es', '3', 1, 1, 3000, 0, 0],
        ['service', 26, 'default', 'en', '1', 1, 1, 4000, 0, 0],
        ['source', 10, 'default', 'en', 'google', 1, 2, 4300, 1, 2500],
        ['source', 10, 'solar', 'es', 'direct', 1, 1, 3000, 0, 0],
        ['source', 26, 'default', 'en', 'google', 1, 1, 4000, 0, 0],
        ['state', 10, 'default', 'en', 'CA', 1, 2, 4300, 1, 2500],
        ['state', 10, 'solar', 'es', 'NV', 1, 1, 3000, 0, 0],
        ['state', 26, 'default', 'en', 'TX', 1, 1, 4000, 0, 0],
      ]);

      // 20 November in Los Angeles (08:00 UTC the 20th to 08:00 UTC the 21st) holds l1, l2 and l4 (18:00 there).
      const day = { from: Date.parse('2026-11-20T08:00:00Z'), to: Date.parse('2026-11-21T08:00:00Z'), timeZone: 'America/Los_Angeles' };
      const byDay = await revenueReport(db, { ...day, groupBy: 'day' });
      expect(byDay.rows).toEqual([{ key: '2026-11-20', leads: 3, sold: 4, revenue: 113, returned: 25, net: 88, epl: 29.33 }]);
      expect(byDay.totals).toEqual({ key: 'total', leads: 3, sold: 4, revenue: 113, returned: 25, net: 88, epl: 29.33 });
      // A buyer's rows count the leads it bought; the total counts the day's accepted leads.
      expect((await revenueReport(db, { ...day, groupBy: 'buyer' })).totals).toEqual(byDay.totals);
      expect((await revenueReport(db, { ...day, groupBy: 'buyer', site: 'solar' })).rows).toEqual([
        { key: 'buyer-a', leads: 1, sold: 1, revenue: 30, returned: 0, net: 30, epl: 30 },
      ]);

      // Sold after the migration: the triggers count it.
      await sale('l4', 'buyer-a', 500, 'sold');
      expect((await revenueReport(db, { ...day, groupBy: 'day' })).totals).toEqual({
        key: 'total',
        leads: 3,
        sold: 5,
        revenue: 118,
        returned: 25,
        net: 93,
        epl: 31,
      });
    });
  });
});
