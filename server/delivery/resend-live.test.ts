// An operator's resend while an attempt is still waiting for the network's answer, through the real app on
// SQLite and (with TEST_DATABASE_URL) PostgreSQL, against a fake network that holds its answer. Clearing a
// live lease would send the lead a second time while the first request is still being answered: the
// resend is refused (409) and the network gets the lead once. Every request the network received is on
// the lead's timeline, also one whose lease ran out before its answer came (it is marked as not counted).
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { consoleFixture } from '#tests/support/console-fixture.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { eventually, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Delivery {
  trigger: string;
  outcome: string;
  counted: boolean;
  buyerId: string;
}

describe.each(ENGINES)('resend during a live attempt on $name', ({ make }) => {
  // The visitor waits 1 s; an attempt listens for the network's answer up to 8 s.
  const f = consoleFixture({ make, signedIn: true, env: { LEAD_FORWARD_TIMEOUT_MS: '1000', LEAD_LATE_ANSWER_MS: '8000' } });
  const page = async (id: string) => (await f.get(`/api/admin/leads/${id}`)).json() as { status: string; deliveries: Delivery[] };
  const sentFor = (id: string) => f.network.received.filter((r) => r.idempotencyKey === id);

  it('is refused with 409 while the network holds its answer, and the network receives the lead once', async () => {
    f.network.mode = { kind: 'slow', ms: 3000 };
    const r = await postLead(f.app, validLead(solar));
    expect(r.json().status).toBe('queued');
    const id = r.json().id as string;
    await f.network.waitFor(1);

    const resend = await f.post(`/api/admin/leads/${id}/resend`, {});
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({
      error: 'A delivery attempt for this lead is under way. Wait for its answer, then resend if it is still needed.',
    });
    // Forcing does not get past it either.
    expect((await f.post(`/api/admin/leads/${id}/resend`, { force: true })).statusCode).toBe(409);

    const done = await eventually(async () => {
      const p = await page(id);
      return p.status === 'delivered' ? p : undefined;
    }, 15_000);
    // Past where a resend's attempt would have come (the worker polls every 50 ms).
    await sleep(800);
    expect(sentFor(id)).toHaveLength(1);
    expect(done.deliveries.map((d) => [d.trigger, d.outcome, d.counted, d.buyerId])).toEqual([['first', 'delivered', true, 'network']]);
    // Nothing was queued again, and no resend was written to the audit log.
    expect((await f.app.store.jobFor(id))?.state).toBe('done');
  }, 30_000);

  it('once the lease has run out, resends; the timeline then holds both requests the network received', async () => {
    f.network.mode = { kind: 'slow', ms: 3000 };
    const r = await postLead(f.app, validLead(solar));
    const id = r.json().id as string;
    await f.network.waitFor(1);
    // The worker holding the attempt is taken to be dead: its lease ends (as after a frozen process), and
    // the job is not due yet, so that only the operator's resend takes it up.
    await f.store.db
      .updateTable('delivery_jobs')
      .set({ lease_until: Date.now() - 1, next_attempt_at: Date.now() + 3_600_000 })
      .where('lead_id', '=', id)
      .execute();
    f.network.mode = { kind: 'accept' };
    const resend = await f.post(`/api/admin/leads/${id}/resend`, {});
    expect(resend.statusCode).toBe(202);
    await eventually(async () => (await page(id)).status === 'delivered', 15_000);

    // The first request's late answer comes in after the resend's: it is recorded, not counted.
    const timeline = await eventually(async () => {
      const p = await page(id);
      return p.deliveries.length === 2 ? p.deliveries : undefined;
    }, 15_000);
    expect(sentFor(id)).toHaveLength(2);
    expect(timeline.map((d) => [d.trigger, d.outcome, d.counted])).toEqual([
      ['first', 'delivered', false],
      ['resend', 'delivered', true],
    ]);
    expect(await f.app.store.jobFor(id)).toMatchObject({ state: 'done', attempts: 1 });
  }, 30_000);
});
