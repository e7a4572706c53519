// The revenue report through the real API on both engines, for an operator in Los Angeles: for every
// grouping, revenue is exactly the prices sold, less the accepted returns, to the cent; a lead at 23:30 on
// the 19th there is the 19th's, though it is the 20th in UTC. Expected figures are written out by hand
// from the sales made here.
import { beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { consoleFixture, insertConsoleLead } from '#tests/support/console-fixture.ts';
import { insertBuyer, insertSale } from '#tests/support/selling-fixtures.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const HOUR = 3_600_000;
const roofing = findServiceByTitle('Roofing')!.id;
const solar = findServiceByTitle('Solar')!.id;

describe.each(ENGINES)('revenue report ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true, env: { CONSOLE_TIME_ZONE: 'America/Los_Angeles' } });
  const ids: Record<string, string> = {};
  const RANGE = 'from=2026-11-19&to=2026-11-21';
  const report = async (query: string, cookie?: string) => {
    const r = await f.get(`/api/admin/revenue?${query}`, cookie);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  beforeAll(async () => {
    await insertBuyer(f.store.db, { id: 'acme', name: 'Acme Roofing' });
    await insertBuyer(f.store.db, { id: 'bolt', name: 'Bolt Solar', returnsNeedApproval: true });
    const lead = (iso: string, serviceId: number, source: string, state: string, status: 'delivered' | 'rejected' = 'delivered') =>
      insertConsoleLead(f.store, { createdAt: Date.parse(iso), serviceId, status, details: { source, state } });
    // 23:30 on the 19th in Los Angeles (PST, UTC-8) is 07:30 on the 20th in UTC.
    ids.l1 = await lead('2026-11-20T07:30:00Z', roofing, 'google', 'CA');
    ids.l2 = await lead('2026-11-20T18:00:00Z', solar, 'facebook', 'NV');
    // 16:59 on the 20th there, 00:59 on the 21st in UTC.
    ids.l3 = await lead('2026-11-21T00:59:00Z', roofing, 'facebook', 'CA');
    ids.l4 = await lead('2026-11-20T20:00:00Z', solar, 'google', 'CA');
    // Refused by every buyer, its visitor sent back to correct it: not an accepted lead.
    ids.rejected = await lead('2026-11-20T21:00:00Z', solar, 'google', 'CA', 'rejected');
    // The 22nd there: outside the range asked for.
    ids.later = await lead('2026-11-22T20:00:00Z', roofing, 'google', 'CA');

    const soldAt = Date.now() - HOUR;
    await insertSale(f.store.db, { leadId: ids.l1, buyerId: 'acme', priceCents: 2999, at: soldAt });
    await insertSale(f.store.db, { leadId: ids.l1, buyerId: 'bolt', priceCents: 1001, at: soldAt });
    await insertSale(f.store.db, { leadId: ids.l2, buyerId: 'bolt', priceCents: 4550, at: soldAt });
    await insertSale(f.store.db, { leadId: ids.l3, buyerId: 'acme', priceCents: 1234, at: soldAt });
    // A post still waiting for the buyer's answer is not revenue.
    await insertSale(f.store.db, { leadId: ids.l4, buyerId: 'acme', priceCents: 999, at: soldAt, state: 'pending' });
    await insertSale(f.store.db, { leadId: ids.later, buyerId: 'acme', priceCents: 10000, at: soldAt });

    // Acme's return of the first lead is accepted; Bolt's of the second waits for an admin.
    expect((await f.post(`/api/admin/leads/${ids.l1}/returns`, { buyerId: 'acme', reason: 'bad_phone' })).json().state).toBe('accepted');
    expect((await f.post(`/api/admin/leads/${ids.l2}/returns`, { buyerId: 'bolt', reason: 'duplicate' })).json().state).toBe('pending');
  });

  it('by day in the operator’s zone: a lead at 23:30 local is that day’s', async () => {
    const r = await report(`${RANGE}&groupBy=day`);
    expect(r).toMatchObject({ from: '2026-11-19', to: '2026-11-21', timeZone: 'America/Los_Angeles' });
    expect(r.rows).toEqual([
      { key: '2026-11-19', leads: 1, sold: 2, revenue: 40, returned: 29.99, net: 10.01, epl: 10.01 },
      { key: '2026-11-20', leads: 3, sold: 2, revenue: 57.84, returned: 0, net: 57.84, epl: 19.28 },
    ]);
    expect(r.totals).toEqual({ key: 'total', leads: 4, sold: 4, revenue: 97.84, returned: 29.99, net: 67.85, epl: 16.96 });
  });

  it('by source, service and state', async () => {
    expect((await report(`${RANGE}&groupBy=source`)).rows).toEqual([
      { key: 'facebook', leads: 2, sold: 2, revenue: 57.84, returned: 0, net: 57.84, epl: 28.92 },
      { key: 'google', leads: 2, sold: 2, revenue: 40, returned: 29.99, net: 10.01, epl: 5.01 },
    ]);
    expect((await report(`${RANGE}&groupBy=service`)).rows).toEqual([
      { key: 'Solar', leads: 2, sold: 1, revenue: 45.5, returned: 0, net: 45.5, epl: 22.75 },
      { key: 'Roofing', leads: 2, sold: 3, revenue: 52.34, returned: 29.99, net: 22.35, epl: 11.18 },
    ]);
    expect((await report(`${RANGE}&groupBy=state`)).rows).toEqual([
      { key: 'NV', leads: 1, sold: 1, revenue: 45.5, returned: 0, net: 45.5, epl: 45.5 },
      { key: 'CA', leads: 3, sold: 3, revenue: 52.34, returned: 29.99, net: 22.35, epl: 7.45 },
    ]);
  });

  it('by buyer (the leads each bought), with the buyers’ names; an approved return comes off its buyer’s net', async () => {
    const before = await report(`${RANGE}&groupBy=buyer`);
    expect(before.rows).toEqual([
      { key: 'bolt', leads: 2, sold: 2, revenue: 55.51, returned: 0, net: 55.51, epl: 27.76 },
      { key: 'acme', leads: 2, sold: 2, revenue: 42.33, returned: 29.99, net: 12.34, epl: 6.17 },
    ]);
    expect(before.buyers).toEqual({ acme: 'Acme Roofing', bolt: 'Bolt Solar' });

    const [pending] = (await f.get('/api/admin/returns?state=pending')).json().returns;
    expect((await f.post(`/api/admin/returns/${pending.id}/approve`, {})).statusCode).toBe(200);
    const after = await report(`${RANGE}&groupBy=buyer`);
    expect(after.rows).toEqual([
      { key: 'acme', leads: 2, sold: 2, revenue: 42.33, returned: 29.99, net: 12.34, epl: 6.17 },
      { key: 'bolt', leads: 2, sold: 2, revenue: 55.51, returned: 45.5, net: 10.01, epl: 5.01 },
    ]);
    expect(after.totals).toEqual({ key: 'total', leads: 4, sold: 4, revenue: 97.84, returned: 75.49, net: 22.35, epl: 5.59 });
    const byDay = await report(`${RANGE}&groupBy=day`);
    expect(byDay.rows[1]).toEqual({ key: '2026-11-20', leads: 3, sold: 2, revenue: 57.84, returned: 45.5, net: 12.34, epl: 4.11 });
  });

  it('covers the last 30 days up to today in the operator’s zone by default; viewers may read it; bad values are 400', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    const r = await report('', f.viewer);
    expect(r.to).toBe(today);
    expect((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000).toBe(29);

    const week = await f.get('/api/admin/revenue?groupBy=week');
    expect(week.statusCode).toBe(400);
    expect(week.json().fields.groupBy).toBe('Group by one of day, service, source, buyer, state.');
    expect((await f.get('/api/admin/revenue?from=2026-02-30')).statusCode).toBe(400);
    expect((await f.get('/api/admin/revenue?from=2026-11-21&to=2026-11-19')).json()).toEqual({
      error: 'The first day is after the last.',
      fields: { from: 'The first day is after the last.' },
    });
    expect((await f.app.inject({ url: '/api/admin/revenue?groupBy=week' })).statusCode).toBe(401);
  });

  it('the dashboard shows today’s sales and net revenue, today being the operator’s', async () => {
    const leadId = await insertConsoleLead(f.store, { createdAt: Date.now() - 60_000, status: 'delivered' });
    await insertSale(f.store.db, { leadId, buyerId: 'acme', priceCents: 1250, at: Date.now() - 30_000 });
    const d = (await f.get('/api/admin/dashboard')).json();
    expect(d.revenueToday).toEqual({ sold: 1, revenue: 12.5, returned: 0, net: 12.5 });
  });
});
