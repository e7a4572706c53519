// The revenue report on both engines equals, to the cent, what was sold less what was returned, grouped as
// an operator asks; the day is the operator's own (a lead at 23:30 in Los Angeles is that day's there).
// Expected figures are written out from the sales made here, not computed by the report's code.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedLead } from '#tests/support/lead-fixtures.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { revenueReport } from './revenue-report.ts';
import { SalesLedger } from './sales-ledger.ts';

const LA = 'America/Los_Angeles';

describe.each(ENGINES)('revenue on $name', ({ make }) => {
  let db: TestDb;
  let store: LeadStore;
  let ledger: SalesLedger;

  beforeEach(async () => {
    db = await make();
    store = await db.open();
    ledger = new SalesLedger(store.db);
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  async function lead(
    atIso: string,
    source: string,
    state: string,
    serviceId: number,
    status: 'queued' | 'rejected' = 'queued',
  ): Promise<string> {
    const at = Date.parse(atIso);
    const l = storedLead(at, { serviceId, status });
    l.details = {
      host: 'localhost',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      phone: '3105550100',
      city: 'X',
      state,
      source,
      tracking: {},
      answers: {},
    };
    await store.insertLead(l);
    return l.id;
  }
  async function sell(leadId: string, buyerId: string, cents: number, at: number) {
    const buyer = { id: buyerId, timeZone: LA, caps: {}, budgetCents: {} };
    expect(await ledger.reserve({ leadId, buyer, priceCents: cents, maxSales: 2, at })).toEqual({ ok: true });
    await ledger.settle(leadId, buyerId, 'sold', at);
  }

  it('sums sales less accepted returns to the cent, by day in the operator zone, source, buyer and service', async () => {
    // 23:30 on 26 November in Los Angeles (07:30 UTC the 27th) and 10:00 on the 27th there.
    const late = await lead('2026-11-27T07:30:00Z', 'google', 'CA', 3);
    const next = await lead('2026-11-27T18:00:00Z', 'facebook', 'NV', 3);
    const unsold = await lead('2026-11-27T19:00:00Z', 'facebook', 'CA', 2);
    // Every buyer refused this one and its visitor was sent back to correct it: not an accepted lead.
    await lead('2026-11-27T20:00:00Z', 'facebook', 'CA', 2, 'rejected');
    await sell(late, 'acme', 2999, Date.parse('2026-11-27T07:31:00Z'));
    await sell(late, 'bolt', 1001, Date.parse('2026-11-27T07:31:00Z'));
    await sell(next, 'acme', 4550, Date.parse('2026-11-27T18:01:00Z'));
    // A pending (unanswered) post is not revenue.
    expect(
      await ledger.reserve({
        leadId: unsold,
        buyer: { id: 'acme', timeZone: LA, caps: {}, budgetCents: {} },
        priceCents: 999,
        maxSales: 1,
        at: Date.parse('2026-11-27T19:00:01Z'),
      }),
    ).toEqual({ ok: true });
    // bolt returned its $10.01 lead, accepted; acme asked for one that is still pending: not taken out.
    await store.db
      .insertInto('sale_returns')
      .values({
        id: 'r1',
        lead_id: late,
        buyer_id: 'bolt',
        reason: 'bad_phone',
        note: '',
        state: 'accepted',
        requested_by: 'bolt',
        price_cents: 1001,
        created_at: Date.now(),
        decided_at: Date.now(),
      })
      .execute();
    await store.db
      .insertInto('sale_returns')
      .values({
        id: 'r2',
        lead_id: next,
        buyer_id: 'acme',
        reason: 'other',
        note: '',
        state: 'pending',
        requested_by: 'acme',
        price_cents: 4550,
        created_at: Date.now(),
        decided_at: null,
      })
      .execute();

    const range = { from: Date.parse('2026-11-20T00:00:00Z'), to: Date.parse('2026-12-01T00:00:00Z'), timeZone: LA };
    const byDay = await revenueReport(store.db, { ...range, groupBy: 'day' });
    expect(byDay.rows).toEqual([
      { key: '2026-11-26', leads: 1, sold: 2, revenue: 40, returned: 10.01, net: 29.99, epl: 29.99 },
      { key: '2026-11-27', leads: 2, sold: 1, revenue: 45.5, returned: 0, net: 45.5, epl: 22.75 },
    ]);
    expect(byDay.totals).toEqual({ key: 'total', leads: 3, sold: 3, revenue: 85.5, returned: 10.01, net: 75.49, epl: 25.16 });

    const bySource = await revenueReport(store.db, { ...range, groupBy: 'source' });
    expect(bySource.rows).toEqual([
      { key: 'facebook', leads: 2, sold: 1, revenue: 45.5, returned: 0, net: 45.5, epl: 22.75 },
      { key: 'google', leads: 1, sold: 2, revenue: 40, returned: 10.01, net: 29.99, epl: 29.99 },
    ]);
    const byBuyer = await revenueReport(store.db, { ...range, groupBy: 'buyer' });
    expect(byBuyer.rows).toEqual([
      { key: 'acme', leads: 2, sold: 2, revenue: 75.49, returned: 0, net: 75.49, epl: 37.75 },
      { key: 'bolt', leads: 1, sold: 1, revenue: 10.01, returned: 10.01, net: 0, epl: 0 },
    ]);
    const byService = await revenueReport(store.db, { ...range, groupBy: 'service' });
    expect(byService.rows.map((r) => [r.key, r.net])).toEqual([
      ['Roofing', 75.49],
      ['Windows', 0],
    ]);
  });
});
