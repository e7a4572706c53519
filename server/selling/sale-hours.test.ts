// sale_hours stays exact whatever writes the leads, sales and returns: after inserts (several sales of one
// lead in one statement), a sale settled, refused or repriced, returns accepted, refused, reopened and
// removed, leads moved to another hour, service, source, state, site or language, rejected and accepted
// again, erased and removed, its rows hold what the rows of leads, sales and sale_returns themselves add up
// to (summed here, in the test, from the raw rows), and `npm run reports:rebuild` (rebuildSaleHours) leaves
// the same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBulkLeads } from '#tests/support/bulk-leads.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import { eraseLeads } from '../privacy/erasure.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { rebuildSaleHours } from './sale-hours.ts';

const LEADS = 400;
const BUYERS = ['buyer-a', 'buyer-b', 'buyer-c'];

type Sums = { leads: number; sold: number; revenue_cents: number; returned: number; returned_cents: number };

describe.each(ENGINES)('sale_hours ($name)', ({ make }) => {
  let t: TestDb;
  let store: LeadStore;
  beforeAll(async () => {
    t = await make();
    store = await t.open();
  });
  afterAll(async () => {
    await store.close();
    await t.drop();
  });

  /** The table's rows that hold anything, keyed by dimension, hour, site, language and key. */
  const kept = async () => {
    const rows = await store.db.selectFrom('sale_hours').selectAll().execute();
    const out: Record<string, Sums> = {};
    for (const r of rows) {
      const sums = {
        leads: Number(r.leads),
        sold: Number(r.sold),
        revenue_cents: Number(r.revenue_cents),
        returned: Number(r.returned),
        returned_cents: Number(r.returned_cents),
      };
      if (Object.values(sums).every((v) => v === 0)) continue;
      out[JSON.stringify([r.dimension, Number(r.hour), r.site_id, r.lang, r.group_key])] = sums;
    }
    return out;
  };

  /** The same sums from the raw rows, added up here rather than by any query of the code under test. */
  const fromRows = async () => {
    const leads = await store.db.selectFrom('leads').selectAll().execute();
    const sales = await store.db.selectFrom('sales').selectAll().execute();
    const returns = await store.db.selectFrom('sale_returns').selectAll().execute();
    const out: Record<string, Sums> = {};
    const add = (key: unknown[], d: Partial<Sums>) => {
      const k = JSON.stringify(key);
      const s = (out[k] ??= { leads: 0, sold: 0, revenue_cents: 0, returned: 0, returned_cents: 0 });
      for (const [f, v] of Object.entries(d)) s[f as keyof Sums] += v;
    };
    const byId = new Map(leads.map((l) => [l.id, l]));
    const groups = (l: (typeof leads)[number]) => {
      const at = [Math.floor(Number(l.created_at) / 3_600_000), l.site_id, l.lang];
      return [
        ['day', ...at, ''],
        ['service', ...at, String(l.service_id)],
        ['source', ...at, l.source],
        ['state', ...at, l.state],
      ];
    };
    for (const l of leads) if (l.status !== 'rejected') for (const g of groups(l)) add(g, { leads: 1 });
    for (const s of sales) {
      const l = byId.get(s.lead_id);
      if (!l || s.state !== 'sold') continue;
      const r = returns.find((x) => x.lead_id === s.lead_id && x.buyer_id === s.buyer_id && x.state === 'accepted');
      const d = {
        sold: 1,
        revenue_cents: Number(s.price_cents),
        returned: r ? 1 : 0,
        returned_cents: r ? Number(r.price_cents) : 0,
      };
      for (const g of groups(l)) add(g, d);
      add(['buyer', Math.floor(Number(l.created_at) / 3_600_000), l.site_id, l.lang, s.buyer_id], d);
    }
    return out;
  };

  it('holds what the leads, sales and returns add up to, through every kind of change, and a rebuild', async () => {
    await insertBulkLeads(store.db, LEADS, { days: 10 });
    const leads = await store.db.selectFrom('leads').select(['id', 'created_at']).orderBy('id').execute();
    const ids = leads.map((l) => l.id);
    // Other states, sites and languages for some leads before anything is sold.
    await store.db.updateTable('leads').set({ state: 'NV' }).where('id', 'in', ids.slice(0, 60)).execute();
    await store.db.updateTable('leads').set({ site_id: 'solar', lang: 'es' }).where('id', 'in', ids.slice(40, 100)).execute();

    // Sales: one buyer per lead for most, three for every fifth lead, all in one statement per batch; some
    // pending (not counted until settled), some refused or failed (never counted).
    const states = ['sold', 'sold', 'sold', 'pending', 'refused', 'failed'] as const;
    const sales = leads.flatMap((l, i) =>
      (i % 5 === 0 ? BUYERS : [BUYERS[i % 3]!]).map((buyer_id, j) => ({
        lead_id: l.id,
        buyer_id,
        price_cents: 1000 + ((i * 37 + j * 11) % 4000),
        state: states[(i + j) % states.length]!,
        reserved_at: l.created_at + 1000,
        settled_at: l.created_at + 2000,
        day_start: 0,
        week_start: 0,
        month_start: 0,
        ping_token: null,
      })),
    );
    for (let i = 0; i < sales.length; i += 150)
      await store.db
        .insertInto('sales')
        .values(sales.slice(i, i + 150))
        .execute();
    // Returns of every fourth sold sale: accepted, refused or waiting.
    const sold = sales.filter((s) => s.state === 'sold');
    const returnStates = ['accepted', 'accepted', 'refused', 'pending'] as const;
    const returns = sold
      .filter((_, i) => i % 4 === 0)
      .map((s, i) => ({
        id: `ret-${i}`,
        lead_id: s.lead_id,
        buyer_id: s.buyer_id,
        reason: 'wrong_number',
        note: '',
        state: returnStates[i % returnStates.length]!,
        requested_by: 'buyer',
        price_cents: s.price_cents,
        created_at: s.settled_at + 1000,
        decided_at: null,
      }));
    await store.db.insertInto('sale_returns').values(returns).execute();

    // Sales settle (pending -> sold), are refused after all, repriced, removed; a lead's sales change in one
    // statement.
    await store.db
      .updateTable('sales')
      .set({ state: 'sold' })
      .where('state', '=', 'pending')
      .where('lead_id', 'in', ids.slice(0, 200))
      .execute();
    await store.db.updateTable('sales').set({ state: 'refused' }).where('lead_id', 'in', ids.slice(200, 215)).execute();
    await store.db.updateTable('sales').set({ price_cents: 777 }).where('lead_id', 'in', ids.slice(215, 240)).execute();
    await store.db.updateTable('sales').set({ settled_at: 5 }).where('lead_id', 'in', ids.slice(240, 260)).execute();
    await store.db.deleteFrom('sales').where('lead_id', 'in', ids.slice(260, 270)).execute();
    // Returns decided, reversed, repriced, removed.
    const ret = (from: number, to: number) => returns.slice(from, to).map((r) => r.id);
    await store.db
      .updateTable('sale_returns')
      .set({ state: 'accepted' })
      .where('state', '=', 'pending')
      .where('id', 'in', ret(0, 20))
      .execute();
    await store.db.updateTable('sale_returns').set({ state: 'refused' }).where('id', 'in', ret(20, 26)).execute();
    await store.db.updateTable('sale_returns').set({ price_cents: 1 }).where('id', 'in', ret(26, 32)).execute();
    await store.db.deleteFrom('sale_returns').where('id', 'in', ret(32, 36)).execute();
    // Leads rejected, accepted again, moved to another hour, service, source, state, site or language.
    await store.db.updateTable('leads').set({ status: 'rejected' }).where('id', 'in', ids.slice(270, 290)).execute();
    await store.db.updateTable('leads').set({ status: 'queued' }).where('id', 'in', ids.slice(280, 285)).execute();
    await store.db.updateTable('leads').set({ status: 'delivered' }).where('id', 'in', ids.slice(285, 300)).execute();
    await store.db
      .updateTable('leads')
      .set((eb) => ({ created_at: eb('created_at', '+', 5 * 3_600_000) }))
      .where('id', 'in', ids.slice(300, 310))
      .execute();
    await store.db.updateTable('leads').set({ service_id: 1, source: 'moved' }).where('id', 'in', ids.slice(310, 320)).execute();
    await store.db.updateTable('leads').set({ state: 'TX', site_id: 'roof', lang: 'en' }).where('id', 'in', ids.slice(40, 50)).execute();
    // Erased (the lead stays, with its sales), and removed outright (its sales and returns left behind).
    await store.db.transaction().execute((trx) => eraseLeads(trx, ids.slice(320, 330), Date.now()));
    await store.db.deleteFrom('leads').where('id', 'in', ids.slice(330, 335)).execute();
    // A sale and a return of a removed lead count nothing, then or later.
    await store.db.updateTable('sales').set({ price_cents: 9 }).where('lead_id', 'in', ids.slice(330, 335)).execute();

    const direct = await fromRows();
    // The scenario reached what it was meant to: sold sales, accepted returns and several sites.
    const totals = Object.entries(direct).filter(([k]) => JSON.parse(k)[0] === 'day');
    expect(totals.reduce((n, [, s]) => n + s.sold, 0)).toBeGreaterThan(200);
    expect(totals.reduce((n, [, s]) => n + s.returned, 0)).toBeGreaterThan(20);
    expect(new Set(totals.map(([k]) => JSON.parse(k)[2]))).toEqual(new Set(['default', 'solar', 'roof']));
    const before = await kept();
    expect(before).toEqual(direct);

    // A rebuild from the rows leaves the same sums.
    await rebuildSaleHours(store.db, store.dialect);
    expect(await kept()).toEqual(before);
  });
});
