// Sales reserved in the database, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a lead's slots, one sale
// per buyer, a buyer's caps and budgets in its own zone's periods, a refusal giving its place back. The
// concurrency case is the one a read-then-write would lose: 500 leads offered at once, through two separate
// connections to one database (two servers), to a buyer capped at 50 a day: exactly 50 are taken.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedLead } from '#tests/support/lead-fixtures.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { SalesLedger, type ReserveRequest } from './sales-ledger.ts';

const AT = Date.parse('2026-11-27T18:00:00Z'); // Friday, 10:00 in Los Angeles
const buyer = (over: Partial<ReserveRequest['buyer']> = {}): ReserveRequest['buyer'] => ({
  id: 'acme',
  timeZone: 'America/Los_Angeles',
  caps: {},
  budgetCents: {},
  ...over,
});

describe.each(ENGINES)('the sales ledger on $name', ({ make }) => {
  let db: TestDb;
  let store: LeadStore;
  let ledger: SalesLedger;
  const others: LeadStore[] = [];

  async function lead(): Promise<string> {
    const l = storedLead(AT);
    await store.insertLead(l);
    return l.id;
  }

  beforeEach(async () => {
    db = await make();
    store = await db.open();
    ledger = new SalesLedger(store.db);
  });
  afterEach(async () => {
    for (const o of others.splice(0)) await o.close();
    await store.close();
    await db.drop();
  });

  it('sells a lead to each buyer once, and never past its slots', async () => {
    const id = await lead();
    const req = (buyerId: string, maxSales: number) => ({ leadId: id, buyer: buyer({ id: buyerId }), priceCents: 2500, maxSales, at: AT });
    expect(await ledger.reserve(req('a', 2))).toEqual({ ok: true });
    expect(await ledger.reserve(req('a', 2))).toEqual({ ok: false, reason: 'already' });
    expect(await ledger.reserve(req('b', 2))).toEqual({ ok: true });
    expect(await ledger.reserve(req('c', 2))).toEqual({ ok: false, reason: 'slots' });
    // A refused post gives its slot back; the refusing buyer is not offered the lead again.
    expect(await ledger.settle(id, 'b', 'refused', AT + 1)).toBe(true);
    expect(await ledger.reserve(req('c', 2))).toEqual({ ok: true });
    expect(await ledger.reserve(req('b', 2))).toEqual({ ok: false, reason: 'slots' });
  });

  it("holds a buyer's daily cap in its own day, and a budget to the cent", async () => {
    const capped = buyer({ caps: { daily: 2 } });
    for (let i = 0; i < 2; i++)
      expect(await ledger.reserve({ leadId: await lead(), buyer: capped, priceCents: 100, maxSales: 1, at: AT })).toEqual({ ok: true });
    expect(await ledger.reserve({ leadId: await lead(), buyer: capped, priceCents: 100, maxSales: 1, at: AT })).toEqual({
      ok: false,
      reason: 'cap',
    });
    // 23:59 the same Friday in Los Angeles is still that day; 00:00 Saturday there is a new one.
    expect(
      await ledger.reserve({ leadId: await lead(), buyer: capped, priceCents: 100, maxSales: 1, at: Date.parse('2026-11-28T07:59:00Z') }),
    ).toEqual({ ok: false, reason: 'cap' });
    expect(
      await ledger.reserve({ leadId: await lead(), buyer: capped, priceCents: 100, maxSales: 1, at: Date.parse('2026-11-28T08:00:00Z') }),
    ).toEqual({ ok: true });

    // $50.00 a week: $25.00 + $24.99 fit, another $0.02 does not, $0.01 does.
    const budgeted = buyer({ id: 'thrifty', budgetCents: { weekly: 5000 } });
    for (const cents of [2500, 2499])
      expect(await ledger.reserve({ leadId: await lead(), buyer: budgeted, priceCents: cents, maxSales: 1, at: AT })).toEqual({ ok: true });
    expect(await ledger.reserve({ leadId: await lead(), buyer: budgeted, priceCents: 2, maxSales: 1, at: AT })).toEqual({
      ok: false,
      reason: 'budget',
    });
    expect(await ledger.reserve({ leadId: await lead(), buyer: budgeted, priceCents: 1, maxSales: 1, at: AT })).toEqual({ ok: true });
  });

  it('a refused reservation takes nothing: the slot and the room stay free', async () => {
    const capped = buyer({ caps: { daily: 1 } });
    const first = await lead();
    expect(await ledger.reserve({ leadId: first, buyer: capped, priceCents: 100, maxSales: 1, at: AT })).toEqual({ ok: true });
    const second = await lead();
    expect(await ledger.reserve({ leadId: second, buyer: capped, priceCents: 100, maxSales: 1, at: AT })).toEqual({
      ok: false,
      reason: 'cap',
    });
    // The second lead's slot was not kept by the failed attempt: another buyer can take it.
    expect(await ledger.reserve({ leadId: second, buyer: buyer({ id: 'other' }), priceCents: 100, maxSales: 1, at: AT })).toEqual({
      ok: true,
    });
    // A failed post gives the cap back; a sold one keeps it; settling twice changes nothing.
    expect(await ledger.settle(first, 'acme', 'failed', AT)).toBe(true);
    expect(await ledger.settle(first, 'acme', 'sold', AT)).toBe(false);
    expect(await ledger.reserve({ leadId: await lead(), buyer: capped, priceCents: 100, maxSales: 1, at: AT })).toEqual({ ok: true });
  });

  it('500 leads at once against a cap of 50: exactly 50 reserved (through two connections on PostgreSQL)', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 500; i++) ids.push(await lead());
    // Two pools on one PostgreSQL are two servers. A SQLite file has one writer per process: a second
    // connection in this process would wait for the first synchronously and never let it finish.
    const ledgers = [ledger];
    if (store.dialect === 'postgres') {
      const second = await db.open();
      others.push(second);
      ledgers.push(new SalesLedger(second.db));
    }
    const capped = buyer({ caps: { daily: 50 }, budgetCents: { monthly: 1_000_000 } });
    // 40 reservations in flight at any moment (each pool has 10 connections): every one of them races the
    // others for the same buyer's usage rows, without queueing past the pool's wait for a connection.
    const results: Awaited<ReturnType<SalesLedger['reserve']>>[] = [];
    let next = 0;
    const lane = async (n: number) => {
      while (next < ids.length) {
        const leadId = ids[next++]!;
        results.push(await ledgers[n % ledgers.length]!.reserve({ leadId, buyer: capped, priceCents: 1999, maxSales: 1, at: AT }));
      }
    };
    await Promise.all(Array.from({ length: 40 }, (_, n) => lane(n)));
    expect(results).toHaveLength(500);
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'cap')).toBe(true);
    const sales = await store.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sales.n)).toBe(50);
    const usage = await store.db.selectFrom('buyer_usage').selectAll().where('period', '=', 'month').executeTakeFirstOrThrow();
    expect({ leads: Number(usage.leads), cents: Number(usage.cents) }).toEqual({ leads: 50, cents: 50 * 1999 });
  }, 60_000);
});
