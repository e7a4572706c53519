// The network's delivered attempt as the outbox writes it, on SQLite and (with TEST_DATABASE_URL) the real
// PostgreSQL: on PostgreSQL in one statement (recordDeliveryAtOnce), elsewhere and whenever an endpoint asked
// for lead.sold in the attempt's transaction. Either way the lease holder's answer makes the lead
// delivered and one sale at LEAD_PRICE, dated in the operator's zone, holding one sale slot; a stale
// answer (the lease ran out and another worker holds the job) changes nothing but the timeline.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedLead } from '#tests/support/lead-fixtures.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import type { ClaimedJob, FinishedAttempt, LeadStore } from '../store/lead-store.ts';
import { recordDeliveryAtOnce, settleAttempts } from './sale-settlement.ts';
import { SalesLedger } from './sales-ledger.ts';

/** 12:00 in Los Angeles on Friday 27 November 2026 (PST, UTC-8). */
const ANSWERED_AT = Date.parse('2026-11-27T20:00:00Z');
const LEAD_PRICE_CENTS = 1250;

describe.each(ENGINES)('the network’s delivered attempt on $name', ({ name, make }) => {
  let db: TestDb;
  let store: LeadStore;

  beforeEach(async () => {
    db = await make();
    store = await db.open();
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  function outbox() {
    const deps = {
      ledger: new SalesLedger(store.db),
      dialect: store.dialect,
      networkPriceCents: LEAD_PRICE_CENTS,
      timeZone: 'America/Los_Angeles',
    };
    const settle = settleAttempts(deps);
    const atOnce = recordDeliveryAtOnce(store.db, deps);
    const taken: boolean[] = [];
    // What DeliveryWorker does with an answered attempt.
    const write = async (job: ClaimedJob, attempt: FinishedAttempt) => {
      const once = await atOnce?.(job, attempt);
      taken.push(once !== undefined);
      return once ?? store.recordAttempt(job, attempt, (trx) => settle(trx, job, attempt));
    };
    return { write, taken };
  }

  const delivered: FinishedAttempt = {
    attempt: 1,
    trigger: 'first',
    startedAt: ANSWERED_AT - 300,
    durationMs: 300,
    httpStatus: 200,
    response: '{"ok":true}',
    outcome: { kind: 'delivered' },
  };

  async function leadWithJob(): Promise<string> {
    const lead = storedLead(ANSWERED_AT - 1000);
    await store.insertLead(lead);
    return lead.id;
  }

  const sales = async (leadId: string) =>
    (await store.db.selectFrom('sales').selectAll().where('lead_id', '=', leadId).execute()).map((s) => ({
      buyer: s.buyer_id,
      state: s.state,
      cents: Number(s.price_cents),
      at: Number(s.settled_at),
      day: new Date(Number(s.day_start)).toISOString(),
      week: new Date(Number(s.week_start)).toISOString(),
      month: new Date(Number(s.month_start)).toISOString(),
    }));
  const slots = async (leadId: string) =>
    Number((await store.db.selectFrom('leads').select('sales_reserved').where('id', '=', leadId).executeTakeFirstOrThrow()).sales_reserved);

  it('makes the lead delivered and one sale at LEAD_PRICE in the operator’s day, week and month', async () => {
    const id = await leadWithJob();
    const [job] = await store.claimDueJobs(30_000, 1);
    const { write, taken } = outbox();

    expect(await write(job!, delivered)).toBe(true);
    // PostgreSQL writes it in one statement; SQLite in the transaction.
    expect(taken).toEqual([name === 'postgres']);
    expect(await store.findLead(id)).toMatchObject({ status: 'delivered', networkError: null });
    expect(await store.jobFor(id)).toMatchObject({ state: 'done', attempts: 1, lease_token: null });
    expect((await store.attemptsFor(id)).map((a) => [a.attempt, a.outcome, a.http_status])).toEqual([[1, 'delivered', 200]]);
    expect(await sales(id)).toEqual([
      {
        buyer: 'network',
        state: 'sold',
        cents: LEAD_PRICE_CENTS,
        at: ANSWERED_AT,
        // Los Angeles midnights: Friday's (PST), Monday 23 November's, and 1 November's (still PDT, UTC-7).
        day: '2026-11-27T08:00:00.000Z',
        week: '2026-11-23T08:00:00.000Z',
        month: '2026-11-01T07:00:00.000Z',
      },
    ]);
    expect(await slots(id)).toBe(1);
  });

  it('changes nothing but the timeline for a stale answer, after another worker took the job', async () => {
    const id = await leadWithJob();
    const [stale] = await store.claimDueJobs(30_000, 1);
    await store.db
      .updateTable('delivery_jobs')
      .set({ lease_until: Date.now() - 1 })
      .where('lead_id', '=', id)
      .execute();
    const [current] = await store.claimDueJobs(30_000, 1);
    expect(current!.token).not.toBe(stale!.token);
    const { write } = outbox();

    expect(await write(stale!, delivered)).toBe(false);
    expect(await store.findLead(id)).toMatchObject({ status: 'queued' });
    expect(await store.jobFor(id)).toMatchObject({ state: 'pending', attempts: 0, lease_token: current!.token });
    expect(await sales(id)).toEqual([]);
    expect(await slots(id)).toBe(0);
    // On the timeline, as a request whose answer did not count.
    const timeline = await store.db.selectFrom('delivery_attempts').select(['outcome', 'counted']).where('lead_id', '=', id).execute();
    expect(timeline.map((a) => [a.outcome, Number(a.counted)])).toEqual([['delivered', 0]]);

    // The holder's own answer still counts, once.
    expect(await write(current!, { ...delivered, trigger: 'retry' })).toBe(true);
    expect(await sales(id)).toHaveLength(1);
    expect(await slots(id)).toBe(1);
  });

  it('writes lead.sold with the sale when an endpoint asked for it', async () => {
    const id = await leadWithJob();
    await store.db
      .insertInto('webhook_endpoints')
      .values({
        id: 'ep_sold',
        url: 'https://hooks.example.com/sold',
        events: JSON.stringify(['lead.sold']),
        active: 1,
        secret_sealed: 'sealed',
        previous_secret_sealed: null,
        previous_secret_until: null,
        disabled_reason: null,
        disabled_at: null,
        failing_since: null,
        created_at: ANSWERED_AT,
        updated_at: ANSWERED_AT,
      })
      .execute();
    const [job] = await store.claimDueJobs(30_000, 1);
    const { write, taken } = outbox();

    expect(await write(job!, delivered)).toBe(true);
    expect(taken).toEqual([false]);
    const messages = await store.db
      .selectFrom('webhook_messages')
      .select(['endpoint_id', 'event_type', 'body'])
      .where('lead_id', '=', id)
      .execute();
    expect(messages.map((m) => [m.endpoint_id, m.event_type])).toEqual([['ep_sold', 'lead.sold']]);
    expect(JSON.parse(messages[0]!.body).data.sale).toEqual({ buyer: 'Network', price: 12.5 });
    expect(await sales(id)).toHaveLength(1);
  });
});
