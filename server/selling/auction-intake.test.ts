// The auction in the visitor's request, through the real server on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL, against fake buyers on loopback (real HTTP servers): who wins (contract: rank = bid × (1 −
// penalty), price paid = the bid; exclusive against the sum of the N best shared bids, exclusive on a tie),
// that a buyer answering after its time-out never wins, that a refused post hands its slot to the next bid,
// what every ping leaves out (for all 14 services), the headers and Idempotency-Key of ping and post, and
// that a post answered 5xx and retried by the outbox is one sale.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICES, findServiceByTitle } from '#domain/catalogue.ts';
import { insertBuyer, TEST_BUYER_SECRET_KEY, type TestBuyer } from '#tests/support/buyer-rows.ts';
import { FakeBuyers } from '#tests/support/fake-buyers.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, eventually, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const roofing = findServiceByTitle('Roofing')!;

const fake = new FakeBuyers();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

describe.each(ENGINES)('the auction in intake on $name', ({ make }) => {
  const t = appFixture({
    make,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', BUYER_SECRET_KEY: TEST_BUYER_SECRET_KEY, LEAD_FORWARD_TIMEOUT_MS: '3000' },
  });

  async function buyers(...list: TestBuyer[]) {
    for (const b of list) await insertBuyer(t.app.store.db, b);
    t.app.selling.directory.invalidate();
  }
  /** A ping-post buyer answering at /<id>/ping and /<id>/post, with an API key of its own. */
  const pingPost = (id: string, more: Partial<TestBuyer> = {}): TestBuyer => ({
    id,
    pingUrl: fake.pingUrl(id),
    postUrl: fake.postUrl(id),
    headers: { 'x-api-key': `key-${id}` },
    ...more,
  });
  const postBuyer = (id: string, priceCents: number, more: Partial<TestBuyer> = {}): TestBuyer => ({
    id,
    mode: 'post',
    priceCents,
    postUrl: fake.postUrl(id),
    ...more,
  });
  const sales = async (leadId: string) =>
    (
      await t.app.store.db
        .selectFrom('sales')
        .select(['buyer_id', 'state', 'price_cents'])
        .where('lead_id', '=', leadId)
        .orderBy('buyer_id')
        .execute()
    ).map((s) => [s.buyer_id, s.state, Number(s.price_cents)]);
  const entries = async (leadId: string) =>
    Object.fromEntries(
      (await t.app.store.db.selectFrom('auction_entries').selectAll().where('lead_id', '=', leadId).execute()).map((e) => [
        e.buyer_id,
        { outcome: e.outcome, reason: e.reason, bid: e.bid_cents === null ? null : Number(e.bid_cents) },
      ]),
    );
  const status = async (id: string) => (await t.app.store.findLead(id))?.status;

  it('sells to the highest net bid (penalty applied) at its own bid, and the network takes no new lead', async () => {
    // a: $30 less a 50 % penalty ranks at $15; b: $20 ranks at $20; c: a post buyer at $12.50.
    fake.set('a', { bid: 30 });
    fake.set('b', { bid: '20.00' });
    fake.set('c', {});
    await buyers(pingPost('a', { bidPenaltyBasisPoints: 5000 }), pingPost('b'), postBuyer('c', 1250));
    const r = await postLead(t.app, validLead(solar));
    expect(r.statusCode).toBe(201);
    const id = r.json().id as string;
    expect(r.json().status).toBe('delivered');
    expect(await sales(id)).toEqual([['b', 'sold', 2000]]);
    expect(await entries(id)).toEqual({
      a: { outcome: 'lost', reason: 'outbid', bid: 3000 },
      b: { outcome: 'won', reason: 'sold', bid: 2000 },
      c: { outcome: 'lost', reason: 'outbid', bid: 1250 },
    });
    expect(fake.posts().map((p) => p.buyer)).toEqual(['b']);
    // A post buyer is not pinged; the network at LEAD_FORWARD_URL gets nothing once buyers exist.
    expect(
      fake
        .pings()
        .map((p) => p.buyer)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(t.network.received).toHaveLength(0);
    expect(await status(id)).toBe('delivered');
  });

  it('finishes an auction under way before the server closes its database; the next server posts the winner', async () => {
    fake.set('slow', { bid: 20, delayMs: 800 });
    await buyers(pingPost('slow'));
    const answer = postLead(t.app, validLead(solar));
    await eventually(async () => fake.pings('slow').length === 1);

    // The server stops (a deploy) while the buyer is still answering the ping. The auction is decided
    // and recorded; its post, due after the outbox stopped, waits in the queue for the next server.
    await t.app.close();
    const r = await answer;
    expect(r.statusCode).toBe(201);
    const id = r.json().id as string;
    await t.restart();
    await eventually(async () => (await status(id)) === 'delivered');
    expect(await sales(id)).toEqual([['slow', 'sold', 2000]]);
    expect(await entries(id)).toEqual({ slow: { outcome: 'won', reason: 'sold', bid: 2000 } });
    expect(fake.posts('slow')).toHaveLength(1);
  });

  it('sends the buyer its headers with the ping and the post, the payload with its ping token, keyed <lead>:<buyer>', async () => {
    fake.set('acme', { bid: 25, token: 'tok-123' });
    await buyers(pingPost('acme', { headers: { 'X-Api-Key': 'secret-acme-key', Authorization: 'Bearer acme-bearer' } }));
    const r = await postLead(t.app, validLead(roofing));
    const id = r.json().id as string;
    const [ping] = fake.pings('acme');
    const [post] = fake.posts('acme');
    for (const sent of [ping!, post!]) {
      expect(sent.headers['x-api-key']).toBe('secret-acme-key');
      expect(sent.headers.authorization).toBe('Bearer acme-bearer');
      expect(sent.headers['content-type']).toContain('application/json');
    }
    expect(post!.headers['idempotency-key']).toBe(`${id}:acme`);
    expect(ping!.headers['idempotency-key']).toBeUndefined();
    // The section-5 payload (the network's keys and codes) plus the token the buyer bid with.
    expect(post!.body).toMatchObject({
      firstName: 'Jane',
      email: 'jane.homeowner@gmail.com',
      phone: '3105550123',
      zip: '90210',
      pingToken: 'tok-123',
    });
    expect(post!.body.category).toBe(roofing.category);
  });

  it('never lets a buyer that answers after its time-out win, however much it bids', async () => {
    fake.set('late', { bid: 90, delayMs: 700 });
    fake.set('prompt', { bid: 10, delayMs: 50 });
    await buyers(pingPost('late', { timeoutMs: 300 }), pingPost('prompt', { timeoutMs: 300 }));
    const r = await postLead(t.app, validLead(solar));
    const id = r.json().id as string;
    expect(r.json().status).toBe('delivered');
    expect(await sales(id)).toEqual([['prompt', 'sold', 1000]]);
    expect((await entries(id)).late).toEqual({ outcome: 'no_bid', reason: 'timeout', bid: null });
    expect(fake.posts('late')).toHaveLength(0);
  });

  it('gives a refused post’s slot to the next-ranked bid, and keeps the refusal', async () => {
    fake.set('first', { bid: 40 }, { kind: 'reject', status: 200, body: { error: 'Zip not covered' } });
    fake.set('second', { bid: 30 });
    fake.set('third', { bid: 20 });
    await buyers(pingPost('first'), pingPost('second'), pingPost('third'));
    const r = await postLead(t.app, validLead(solar));
    expect(r.statusCode).toBe(201);
    const id = r.json().id as string;
    expect(r.json().status).toBe('delivered');
    expect(await sales(id)).toEqual([
      ['first', 'refused', 4000],
      ['second', 'sold', 3000],
    ]);
    expect(fake.posts().map((p) => p.buyer)).toEqual(['first', 'second']);
    expect(await entries(id)).toMatchObject({ first: { outcome: 'won', reason: 'refused' }, second: { outcome: 'won', reason: 'sold' } });
    expect((await entries(id)).third).toEqual({ outcome: 'lost', reason: 'outbid', bid: 2000 });
  });

  it('answers 422 with a plain sentence when every post is refused, the buyers’ own words kept for the console', async () => {
    fake.set('one', { bid: 40 }, { kind: 'reject', status: 400, body: { error: 'Duplicate lead: phone seen in last 30 days' } });
    fake.set('two', { bid: 30 }, { kind: 'reject', status: 200, body: { error: 'Duplicate' } });
    await buyers(pingPost('one'), pingPost('two'));
    const body = validLead(solar);
    const r = await postLead(t.app, body);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      error:
        'We already received a recent request with this phone number or email, so local pros have your details and will contact you. You do not need to send it again.',
    });
    const lead = await t.app.store.findBySubmissionId(body.submissionId);
    expect(lead?.status).toBe('rejected');
    expect(lead?.networkError).toBe('Duplicate lead: phone seen in last 30 days');
    expect(await sales(lead!.id)).toEqual([
      ['one', 'refused', 4000],
      ['two', 'refused', 3000],
    ]);
    // The same submission again gets the same answer, and nothing is posted twice.
    expect((await postLead(t.app, body)).statusCode).toBe(422);
    expect(fake.posts()).toHaveLength(2);
  });

  it('thanks the visitor (unsold) when no buyer is eligible or none bids, saying why for each', async () => {
    fake.set('shy', {});
    fake.set('broken', { status: 500 });
    await buyers(
      pingPost('shy'),
      pingPost('broken'),
      pingPost('roofer', { services: ['Roofing'] }),
      pingPost('texan', { states: ['TX'] }),
      pingPost('paused', { active: false }),
      pingPost('cheap', { minBidCents: 5000 }),
    );
    fake.set('cheap', { bid: 49.99 });
    const r = await postLead(t.app, validLead(solar));
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('unsold');
    const id = r.json().id as string;
    expect(await status(id)).toBe('unsold');
    expect(await entries(id)).toEqual({
      shy: { outcome: 'no_bid', reason: 'declined', bid: null },
      broken: { outcome: 'no_bid', reason: 'error', bid: null },
      roofer: { outcome: 'skipped', reason: 'service', bid: null },
      texan: { outcome: 'skipped', reason: 'state', bid: null },
      paused: { outcome: 'skipped', reason: 'paused', bid: null },
      cheap: { outcome: 'no_bid', reason: 'below_min', bid: 4999 },
    });
    expect(
      fake
        .pings()
        .map((p) => p.buyer)
        .sort(),
    ).toEqual(['broken', 'cheap', 'shy']);
    expect(fake.posts()).toHaveLength(0);
  });

  it('retries a post answered 5xx through the outbox with the same key: one sale', async () => {
    // The retry comes at once (LEAD_RETRY_BASE_MS is 100 ms here) and takes 2 s to answer: past the visitor's answer,
    // within the 3 s an attempt listens.
    fake.set('busy', { bid: 15 }, { kind: 'fail', status: 503 }, { kind: 'slow', ms: 2000 });
    await buyers(pingPost('busy', { caps: { daily: 10 } }));
    const r = await postLead(t.app, validLead(solar));
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('queued');
    const id = r.json().id as string;
    expect(await sales(id)).toEqual([['busy', 'pending', 1500]]);
    await eventually(async () => (await status(id)) === 'delivered');
    const posts = fake.posts('busy');
    expect(posts).toHaveLength(2);
    expect(posts.map((p) => p.headers['idempotency-key'])).toEqual([`${id}:busy`, `${id}:busy`]);
    expect(posts[1]!.body.pingToken).toBe('busy-token');
    expect(await sales(id)).toEqual([['busy', 'sold', 1500]]);
    const usage = await t.app.store.db
      .selectFrom('buyer_usage')
      .select(['period', 'leads', 'cents'])
      .where('buyer_id', '=', 'busy')
      .execute();
    expect(usage.map((u) => [u.period, Number(u.leads), Number(u.cents)]).sort()).toEqual([
      ['day', 1, 1500],
      ['month', 1, 1500],
      ['week', 1, 1500],
    ]);
    expect((await entries(id)).busy).toEqual({ outcome: 'won', reason: 'sold', bid: 1500 });
  });

  it('finishes the network’s queued leads once buyers exist, while new leads go to the auction', async () => {
    t.network.mode = { kind: 'fail', status: 503 };
    const before = await postLead(t.app, validLead(solar));
    expect(before.json().status).toBe('queued');
    const queuedId = before.json().id as string;

    fake.set('newcomer', { bid: 20 });
    await buyers(pingPost('newcomer'));
    t.network.mode = { kind: 'accept' };
    await eventually(async () => (await status(queuedId)) === 'delivered');
    expect(t.network.accepted.map((x) => x.idempotencyKey)).toEqual([queuedId]);
    // The network's delivery is a sale at LEAD_PRICE (0 by default).
    expect(await sales(queuedId)).toEqual([['network', 'sold', 0]]);

    const after = await postLead(t.app, validLead(roofing, { phone: '3105550124', email: 'other.person@gmail.com' }));
    expect(after.json().status).toBe('delivered');
    expect(await sales(after.json().id as string)).toEqual([['newcomer', 'sold', 2000]]);
    expect(t.network.received.map((x) => x.idempotencyKey)).not.toContain(after.json().id);
  });

  it('does not sell a person to a buyer that bought them within the duplicate window', async () => {
    fake.set('once', { bid: 20 });
    fake.set('other', { bid: 10 });
    await buyers(pingPost('once'), pingPost('other'));
    const first = await postLead(t.app, validLead(solar));
    expect(await sales(first.json().id as string)).toEqual([['once', 'sold', 2000]]);
    // The same person (same phone, another e-mail) comes back for roofing.
    const second = await postLead(t.app, validLead(roofing, { email: 'jane.other@gmail.com' }));
    const id = second.json().id as string;
    expect(await sales(id)).toEqual([['other', 'sold', 1000]]);
    expect((await entries(id)).once).toEqual({ outcome: 'skipped', reason: 'duplicate', bid: null });
  });
});

describe.each(ENGINES)('shared against exclusive on $name (LEAD_MAX_SALES=2)', ({ make }) => {
  const t = appFixture({
    make,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', BUYER_SECRET_KEY: TEST_BUYER_SECRET_KEY, LEAD_MAX_SALES: '2', LEAD_FORWARD_TIMEOUT_MS: '3000' },
  });
  async function buyers(...list: TestBuyer[]) {
    for (const b of list) await insertBuyer(t.app.store.db, b);
    t.app.selling.directory.invalidate();
  }
  const pingPost = (id: string, more: Partial<TestBuyer> = {}): TestBuyer => ({
    id,
    pingUrl: fake.pingUrl(id),
    postUrl: fake.postUrl(id),
    ...more,
  });
  const soldTo = async (leadId: string) =>
    (
      await t.app.store.db
        .selectFrom('sales')
        .select(['buyer_id', 'price_cents'])
        .where('lead_id', '=', leadId)
        .where('state', '=', 'sold')
        .orderBy('buyer_id')
        .execute()
    ).map((s) => [s.buyer_id, Number(s.price_cents)]);

  it('shares the lead when the two best shared bids sum to more than the best exclusive one', async () => {
    fake.set('a', { bid: 30 });
    fake.set('b', { bid: 20 });
    fake.set('c', { bid: 15 });
    await buyers(pingPost('a'), pingPost('b'), pingPost('c'));
    const r = await postLead(t.app, validLead(solar));
    expect(await soldTo(r.json().id as string)).toEqual([
      ['a', 3000],
      ['b', 2000],
    ]);
  });

  it('sells exclusively when the exclusive bid is larger than the shared sum', async () => {
    fake.set('solo', { bid: 45 });
    fake.set('b', { bid: 20 });
    fake.set('c', { bid: 15 });
    await buyers(pingPost('solo', { exclusiveOnly: true }), pingPost('b'), pingPost('c'));
    const r = await postLead(t.app, validLead(solar));
    expect(await soldTo(r.json().id as string)).toEqual([['solo', 4500]]);
    expect(fake.posts().map((p) => p.buyer)).toEqual(['solo']);
  });

  it('sells exclusively on a tie', async () => {
    fake.set('solo', { bid: 35 });
    fake.set('b', { bid: 20 });
    fake.set('c', { bid: 15 });
    await buyers(pingPost('solo', { exclusiveOnly: true }), pingPost('b'), pingPost('c'));
    const r = await postLead(t.app, validLead(solar));
    expect(await soldTo(r.json().id as string)).toEqual([['solo', 3500]]);
  });

  it('sells to one buyer only when the visitor sent Global Privacy Control', async () => {
    fake.set('a', { bid: 30 });
    fake.set('b', { bid: 20 });
    await buyers(pingPost('a'), pingPost('b'));
    const r = await postLead(t.app, validLead(solar), { 'sec-gpc': '1' });
    expect(await soldTo(r.json().id as string)).toEqual([['a', 3000]]);
  });

  it('fills a refused shared slot with the next shared bid', async () => {
    fake.set('a', { bid: 30 });
    fake.set('b', { bid: 20 }, { kind: 'reject', status: 422, body: { error: 'Not interested' } });
    fake.set('c', { bid: 15 });
    await buyers(pingPost('a'), pingPost('b'), pingPost('c'));
    const r = await postLead(t.app, validLead(solar));
    expect(r.json().status).toBe('delivered');
    expect(await soldTo(r.json().id as string)).toEqual([
      ['a', 3000],
      ['c', 1500],
    ]);
  });
});

describe('the ping through the real server', () => {
  const t = appFixture({
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', BUYER_SECRET_KEY: TEST_BUYER_SECRET_KEY, TRUST_PROXY: 'true' },
    once: true,
  });
  const PERSONAL = {
    firstName: 'Zelda',
    lastName: 'Quimbyfield',
    email: 'zelda.quimby@gmail.com',
    phone: '3105550187',
    streetAddress: '4417 Wisteria Lane',
    requirements: 'Please call after my shift, gate code 9912',
  };
  // A US address (the server refuses leads from elsewhere), sent through the one proxy it trusts.
  const IP = '8.8.4.4';
  const USER_AGENT = 'Mozilla/5.0 (PingThroughServer)';

  it.each(SERVICES.map((s) => [s.title, s] as const))(
    '%s: no name, e-mail, phone, street, IP, user agent or free text',
    async (_title, service) => {
      fake.set('pinged', {});
      const id = `pinged-${service.id}`;
      await insertBuyer(t.app.store.db, {
        id,
        pingUrl: fake.pingUrl('pinged'),
        postUrl: fake.postUrl('pinged'),
        services: [service.title],
      });
      t.app.selling.directory.invalidate();
      const lead = validLead(service, PERSONAL);
      const answers = { ...lead.answers };
      for (const q of service.questions) if (q.kind === 'text') answers[q.id] = 'my neighbour Bob Smith told me';
      const body = { ...lead, answers, tracking: { ...lead.tracking, userAgent: USER_AGENT } };
      const r = await postLead(t.app, body, { 'x-forwarded-for': IP });
      expect(r.statusCode).toBe(201);
      const [ping] = fake.pings('pinged');
      expect(ping, 'the buyer was pinged').toBeDefined();
      const json = JSON.stringify(ping!.body);
      for (const value of [...Object.values(PERSONAL), 'Quimbyfield', '5550187', 'Wisteria', 'Bob Smith', IP, USER_AGENT]) {
        expect(json, `ping of ${service.title} contains ${value}`).not.toContain(value);
      }
      expect(json).not.toMatch(/@/);
      expect(ping!.body).toMatchObject({ service: service.title, category: service.category, state: 'CA', zip: '90210' });
      // Only this service's buyer is pinged; it is paused again for the next service.
      await t.app.store.db.updateTable('buyers').set({ active: 0 }).where('id', '=', id).execute();
    },
  );
});
