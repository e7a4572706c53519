// The console's resend of a lead sold by auction, through the real app on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL against fake buyers on loopback: without a body the lead's pending and failed posts go again
// (same Idempotency-Key, one sale), with { buyerId } the lead is posted to that buyer (409 once it bought
// it), and nothing is resent while a post is still waiting for its answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { insertBuyer, TEST_BUYER_SECRET_KEY, type TestBuyer } from '#tests/support/buyer-rows.ts';
import { consoleFixture } from '#tests/support/console-fixture.ts';
import { FakeBuyers } from '#tests/support/fake-buyers.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { eventually, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const fake = new FakeBuyers();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

describe.each(ENGINES)('resending a lead sold by auction on $name', ({ make }) => {
  // Retries far apart, so that only a resend brings a post back within a test; a post listens 6 s.
  const f = consoleFixture({
    make,
    signedIn: true,
    env: {
      WEBHOOK_ALLOW_PRIVATE: 'true',
      BUYER_SECRET_KEY: TEST_BUYER_SECRET_KEY,
      LEAD_FORWARD_TIMEOUT_MS: '3000',
      LEAD_LATE_ANSWER_MS: '6000',
      LEAD_RETRY_BASE_MS: '600000',
    },
  });
  let phone = 3105550100;
  /** Each test's lead is another person, so no buyer skips it as a duplicate of an earlier test's. */
  const lead = () => validLead(solar, { phone: String(++phone), email: `person${phone}@gmail.com` });

  beforeEach(async () => {
    fake.reset();
    await f.store.db.deleteFrom('buyers').execute();
  });
  /** Ping-post buyers answering at /<id>/ping and /<id>/post. */
  async function buyers(...list: (Partial<TestBuyer> & { id: string })[]) {
    for (const b of list) await insertBuyer(f.store.db, { pingUrl: fake.pingUrl(b.id), postUrl: fake.postUrl(b.id), ...b });
    f.app.selling.directory.invalidate();
  }
  const sales = async (leadId: string) =>
    (
      await f.store.db
        .selectFrom('sales')
        .select(['buyer_id', 'state', 'price_cents'])
        .where('lead_id', '=', leadId)
        .orderBy('buyer_id')
        .execute()
    ).map((s) => [s.buyer_id, s.state, Number(s.price_cents)]);
  const statusOf = async (id: string) => (await f.store.findLead(id))?.status;
  const resend = (id: string, body: object = {}) => f.post(`/api/admin/leads/${id}/resend`, body);

  it('posts to a named buyer, pinging it afresh, and refuses a second post once it bought the lead', async () => {
    fake.set('ask', {});
    await buyers({ id: 'ask' });
    const r = await postLead(f.app, lead());
    expect(r.json().status).toBe('unsold');
    const id = r.json().id as string;

    fake.set('ask', { bid: 12 });
    const first = await resend(id, { buyerId: 'ask' });
    expect(first.statusCode).toBe(202);
    await eventually(async () => (await statusOf(id)) === 'delivered');
    expect(await sales(id)).toEqual([['ask', 'sold', 1200]]);
    const posts = fake.posts('ask');
    expect(posts.map((p) => p.headers['idempotency-key'])).toEqual([`${id}:ask`]);
    expect(posts[0]!.body.pingToken).toBe('ask-token');

    const again = await resend(id, { buyerId: 'ask' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This buyer bought this lead already.' });
    expect((await resend(id, { buyerId: 'nobody' })).statusCode).toBe(404);
    expect(fake.posts('ask')).toHaveLength(1);
  });

  it('without a body, posts a pending post again now: same key, one sale', async () => {
    fake.set('busy', { bid: 15 }, { kind: 'fail', status: 503 }, { kind: 'accept' });
    await buyers({ id: 'busy' });
    const r = await postLead(f.app, lead());
    expect(r.json().status).toBe('queued');
    const id = r.json().id as string;
    expect(await sales(id)).toEqual([['busy', 'pending', 1500]]);

    const res = await resend(id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'queued', buyers: ['busy'] });
    await eventually(async () => (await statusOf(id)) === 'delivered');
    expect(fake.posts('busy').map((p) => p.headers['idempotency-key'])).toEqual([`${id}:busy`, `${id}:busy`]);
    expect(await sales(id)).toEqual([['busy', 'sold', 1500]]);
    // Nothing is left to resend.
    expect((await resend(id)).statusCode).toBe(409);
  });

  it('without a body, offers a failed post again, taking its place under the cap anew', async () => {
    fake.set('gone', { bid: 20 }, { kind: 'fail', status: 503 });
    await buyers({ id: 'gone', caps: { daily: 5 } });
    const r = await postLead(f.app, lead());
    const id = r.json().id as string;
    // Three days of retries in a moment: the outbox gives up, which settles the sale failed.
    await f.store.db
      .updateTable('delivery_jobs')
      .set({ created_at: Date.now() - 4 * 86_400_000, next_attempt_at: 0 })
      .where('lead_id', '=', id)
      .execute();
    void f.app.worker.poll();
    await eventually(async () => (await statusOf(id)) === 'failed');
    expect(await sales(id)).toEqual([['gone', 'failed', 2000]]);
    const day = async () =>
      Number(
        (
          await f.store.db
            .selectFrom('buyer_usage')
            .select('leads')
            .where('buyer_id', '=', 'gone')
            .where('period', '=', 'day')
            .executeTakeFirst()
        )?.leads,
      );
    expect(await day()).toBe(0);

    fake.set('gone', { bid: 20 }, { kind: 'accept' });
    expect((await resend(id)).statusCode).toBe(202);
    await eventually(async () => (await statusOf(id)) === 'delivered');
    expect(await sales(id)).toEqual([['gone', 'sold', 2000]]);
    expect(await day()).toBe(1);
  });

  it('is refused with 409 while a post is still waiting for its answer', async () => {
    fake.set('slow', { bid: 15 }, { kind: 'slow', ms: 4500 });
    await buyers({ id: 'slow' });
    const r = await postLead(f.app, lead());
    expect(r.json().status).toBe('queued');
    const id = r.json().id as string;
    for (const body of [{}, { buyerId: 'slow' }]) {
      const res = await resend(id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'A delivery attempt for this lead is under way. Wait for its answer, then resend if it is still needed.',
      });
    }
    await eventually(async () => (await statusOf(id)) === 'delivered', 15_000);
    expect(fake.posts('slow')).toHaveLength(1);
  }, 30_000);
});
