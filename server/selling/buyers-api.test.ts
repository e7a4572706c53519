// The buyers API through the real server on both engines: what an admin saves is answered back in dollars
// with header values masked and stored only sealed; every bound refuses with the field named; a buyer is
// activated only under a name on the partner companies list; header values need BUYER_SECRET_KEY; private
// URLs are refused unless WEBHOOK_ALLOW_PRIVATE; the return key is shown once and kept as its SHA-256; the
// test ping reaches a real fake buyer on loopback with the buyer's header and is timed; every write is audited.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { FakeBidder } from '#tests/support/fake-bidder.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { periodStart } from './zoned-time.ts';

const SECRET_KEY = 'buyers-api-test-secret-key-0123456789abcdef';
/** The shipped partner companies list: the names a visitor's consent names. */
const PARTNERS = JSON.parse(readFileSync(new URL('../../config/partner-companies.json', import.meta.url), 'utf8')) as string[];
const LISTED = PARTNERS[0]!;
const UNLISTED = 'Zebulon Quartz Roofing Unlisted LLC';
const API_KEY = 'sk_live_9f8e7d6c5b4a3210';

type Fixture = ReturnType<typeof consoleFixture>;

function call(f: Fixture, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = f.admin) {
  return f.app.inject({
    method,
    url,
    headers: method === 'GET' ? { cookie } : { cookie, ...JSON_HEADERS },
    ...(method === 'GET' ? {} : { payload: payload ?? {} }),
  });
}

const pingPost = (over: Record<string, unknown> = {}) => ({
  name: LISTED,
  mode: 'ping-post',
  postUrl: 'http://127.0.0.1:9/post',
  pingUrl: 'http://127.0.0.1:9/ping',
  ...over,
});

describe.each(ENGINES)('buyers API ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true, env: { BUYER_SECRET_KEY: SECRET_KEY, WEBHOOK_ALLOW_PRIVATE: 'true' } });
  const bidder = new FakeBidder();
  beforeAll(async () => {
    await bidder.start();
  });
  afterAll(async () => {
    await bidder.stop();
  });

  it('creates a buyer: defaults filled, dollars answered as numbers, header values masked and stored sealed', async () => {
    const r = await call(
      f,
      'POST',
      '/api/admin/buyers',
      pingPost({
        minBid: '2.50',
        headers: { 'X-Api-Key': API_KEY },
        services: ['Solar', 'Roofing'],
        states: ['TX'],
        radius: { zip: '75201', miles: 40 },
        schedule: { mon: [[8, 17]], sat: [] },
        timeZone: 'America/Chicago',
        caps: { daily: 10, monthly: 200 },
        budget: { monthly: '1500.25', daily: 99.99 },
        bidPenaltyPercent: 12.5,
        maxReturnRate: 0.25,
        priority: 3,
      }),
    );
    expect(r.statusCode).toBe(201);
    const b = r.json();
    expect(b).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      name: LISTED,
      active: false,
      mode: 'ping-post',
      postUrl: 'http://127.0.0.1:9/post',
      pingUrl: 'http://127.0.0.1:9/ping',
      price: 0,
      minBid: 2.5,
      timeoutMs: 1000,
      headers: { 'x-api-key': '••••3210' },
      services: ['Solar', 'Roofing'],
      states: ['TX'],
      zips: [],
      radius: { zip: '75201', miles: 40 },
      sites: [],
      schedule: { mon: [[8, 17]], sat: [] },
      timeZone: 'America/Chicago',
      caps: { daily: 10, weekly: null, monthly: 200 },
      budget: { daily: 99.99, weekly: null, monthly: 1500.25 },
      exclusiveOnly: false,
      priority: 3,
      bidPenaltyPercent: 12.5,
      returnWindowDays: 7,
      maxReturnRate: 0.25,
      returnsNeedApproval: false,
      hasKey: false,
      partnerListed: true,
      today: { leads: 0, spent: 0 },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(r.body).not.toContain(API_KEY);
    // Stored in cents and basis points; the header value only sealed.
    const row = await f.store.db.selectFrom('buyers').selectAll().where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(Number(row.min_bid_cents)).toBe(250);
    expect(Number(row.bid_penalty_bp)).toBe(1250);
    expect(Number(row.max_return_rate_bp)).toBe(2500);
    expect(JSON.parse(row.rules).budgetCents).toEqual({ daily: 9999, monthly: 150025 });
    expect(row.headers_sealed).not.toContain(API_KEY);
    expect(Object.keys(JSON.parse(row.headers_sealed))).toEqual(['x-api-key']);

    const one = await call(f, 'GET', `/api/admin/buyers/${b.id}`);
    expect(one.json()).toEqual(b);
    const list = await call(f, 'GET', '/api/admin/buyers');
    expect(list.json().buyers.find((x: { id: string }) => x.id === b.id)).toEqual(b);
    expect(list.body).not.toContain(API_KEY);
  });

  it.each([
    ['a bid with three decimals', { minBid: '12.345' }, 'minBid'],
    ['a negative price', { price: -1 }, 'price'],
    ['a ping deadline over LEAD_FORWARD_TIMEOUT_MS (1000 here)', { timeoutMs: 1001 }, 'timeoutMs'],
    ['an unknown state', { states: ['TX', 'XX'] }, 'states.1'],
    ['an unknown service', { services: ['Jetpacks'] }, 'services.0'],
    ['a radius around a ZIP that does not exist', { radius: { zip: '00000', miles: 10 } }, 'radius.zip'],
    ['a ZIP list and a radius', { zips: ['75201'], radius: { zip: '75201', miles: 10 } }, 'zips'],
    ['a schedule range that ends before it starts', { schedule: { mon: [[17, 8]] } }, 'schedule.mon.0'],
    ['a schedule hour past 24', { schedule: { tue: [[8, 25]] } }, 'schedule.tue.0.1'],
    ['a day that is not a weekday', { schedule: { someday: [[8, 9]] } }, 'schedule'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a name too long', { name: 'A'.repeat(121) }, 'name'],
    ['a header the server sets itself', { headers: { 'Content-Type': 'text/plain' } }, 'headers.Content-Type'],
    ['a header value with a line break', { headers: { 'X-Key': 'abc\r\nX-Evil: 1' } }, 'headers.X-Key'],
    ['too many ZIP codes', { zips: Array.from({ length: 2001 }, (_, i) => String(10000 + i)) }, 'zips'],
    ['a penalty over 100 %', { bidPenaltyPercent: 101 }, 'bidPenaltyPercent'],
    ['a return rate over 1', { maxReturnRate: 1.5 }, 'maxReturnRate'],
    ['a cap that is not a whole number', { caps: { daily: 2.5 } }, 'caps.daily'],
    ['an unknown field', { colour: 'blue' }, '_'],
    ['a ping-post buyer without a ping URL', { pingUrl: null }, 'pingUrl'],
    ['a post URL that is not http', { postUrl: 'ftp://buyer.example/leads' }, 'postUrl'],
  ])('refuses %s with the field named', async (_what, change, field) => {
    const before = await f.store.db.selectFrom('buyers').select('id').execute();
    const r = await call(f, 'POST', '/api/admin/buyers', pingPost(change));
    expect(r.statusCode).toBe(400);
    const body = r.json();
    expect(body.fields).toHaveProperty([field]);
    expect(body.error).toEqual(expect.any(String));
    expect(await f.store.db.selectFrom('buyers').select('id').execute()).toHaveLength(before.length);
  });

  it('needs a name, a mode and a post URL to create, and answers 404 for a buyer that does not exist', async () => {
    const r = await call(f, 'POST', '/api/admin/buyers', {});
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().fields).sort()).toEqual(['mode', 'name', 'postUrl']);
    expect((await call(f, 'GET', '/api/admin/buyers/nope')).statusCode).toBe(404);
    expect((await call(f, 'PATCH', '/api/admin/buyers/nope', { priority: 1 })).statusCode).toBe(404);
  });

  it('activates a buyer only under a name on the partner companies list', async () => {
    const refused = await call(f, 'POST', '/api/admin/buyers', pingPost({ name: UNLISTED, active: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.name).toMatch(/not on the partner companies list \(config\/partner-companies\.json\)/);

    const paused = await call(f, 'POST', '/api/admin/buyers', pingPost({ name: UNLISTED }));
    expect(paused.statusCode).toBe(201);
    expect(paused.json()).toMatchObject({ active: false, partnerListed: false });
    const id = paused.json().id;
    const activate = await call(f, 'PATCH', `/api/admin/buyers/${id}`, { active: true });
    expect(activate.statusCode).toBe(400);
    expect(activate.json().error).toMatch(/partner companies list/);

    // Renamed to a listed name (case and spacing as people type them), it may be activated.
    const spaced = `  ${LISTED.toUpperCase().replace(' ', '   ')} `;
    const renamed = await call(f, 'PATCH', `/api/admin/buyers/${id}`, { name: spaced, active: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ active: true, partnerListed: true });
    // An active buyer renamed off the list is refused too.
    const off = await call(f, 'PATCH', `/api/admin/buyers/${id}`, { name: UNLISTED });
    expect(off.statusCode).toBe(400);
    const paused2 = await call(f, 'PATCH', `/api/admin/buyers/${id}`, { active: false });
    expect(paused2.json().active).toBe(false);
  });

  it('changes headers: null keeps a stored value, a new value replaces it, a name left out is removed', async () => {
    const b = (
      await call(f, 'POST', '/api/admin/buyers', pingPost({ headers: { 'X-Api-Key': API_KEY, 'X-Account': 'acct-000123456' } }))
    ).json();
    const keep = await call(f, 'PATCH', `/api/admin/buyers/${b.id}`, { headers: { 'X-Api-Key': null, 'X-Account': 'acct-000999888' } });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().headers).toEqual({ 'x-api-key': '••••3210', 'x-account': '••••9888' });
    const dropped = await call(f, 'PATCH', `/api/admin/buyers/${b.id}`, { headers: { 'x-api-key': null } });
    expect(dropped.json().headers).toEqual({ 'x-api-key': '••••3210' });
    const nothingToKeep = await call(f, 'PATCH', `/api/admin/buyers/${b.id}`, { headers: { 'X-Other': null } });
    expect(nothingToKeep.statusCode).toBe(400);
    expect(nothingToKeep.json().fields).toHaveProperty(['headers.X-Other']);
    // A short value is masked whole.
    const short = await call(f, 'PATCH', `/api/admin/buyers/${b.id}`, { headers: { 'X-Pin': '1234' } });
    expect(short.json().headers).toEqual({ 'x-pin': '••••' });
  });

  it('switching to post drops the ping URL; a post buyer given one is refused', async () => {
    const b = (await call(f, 'POST', '/api/admin/buyers', pingPost())).json();
    const post = await call(f, 'PATCH', `/api/admin/buyers/${b.id}`, { mode: 'post', price: 30 });
    expect(post.json()).toMatchObject({ mode: 'post', pingUrl: null, price: 30 });
    const refused = await call(f, 'PATCH', `/api/admin/buyers/${b.id}`, { pingUrl: 'http://127.0.0.1:9/ping' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('pingUrl');
  });

  it('makes a return key shown once and stored as its SHA-256; a new key replaces the old', async () => {
    const b = (await call(f, 'POST', '/api/admin/buyers', pingPost())).json();
    const first = await call(f, 'POST', `/api/admin/buyers/${b.id}/key`);
    expect(first.statusCode).toBe(200);
    const key1 = first.json().key as string;
    expect(key1.length).toBeGreaterThanOrEqual(40);
    const hash = async () =>
      (await f.store.db.selectFrom('buyers').select('key_hash').where('id', '=', b.id).executeTakeFirstOrThrow()).key_hash;
    expect(await hash()).toBe(createHash('sha256').update(key1).digest('hex'));
    const shown = await call(f, 'GET', `/api/admin/buyers/${b.id}`);
    expect(shown.json().hasKey).toBe(true);
    expect(shown.body).not.toContain(key1);
    expect((await call(f, 'GET', '/api/admin/buyers')).body).not.toContain(key1);

    const key2 = (await call(f, 'POST', `/api/admin/buyers/${b.id}/key`)).json().key as string;
    expect(key2).not.toBe(key1);
    expect(await hash()).toBe(createHash('sha256').update(key2).digest('hex'));
  });

  it("test-pings a real buyer with its header and deadline, timed, and reads the bid; the buyer's failures are answers", async () => {
    const b = (
      await call(
        f,
        'POST',
        '/api/admin/buyers',
        pingPost({
          pingUrl: bidder.url,
          headers: { 'X-Api-Key': API_KEY },
          services: ['Roofing'],
          zips: ['10001'],
          minBid: 5,
          timeoutMs: 400,
        }),
      )
    ).json();
    bidder.received.length = 0;
    bidder.answer = { status: 200, body: { accepted: true, bid: '12.50', token: 'tok-1' }, delayMs: 150 };
    const bid = await call(f, 'POST', `/api/admin/buyers/${b.id}/test`);
    expect(bid.statusCode).toBe(200);
    const answer = bid.json();
    expect(answer).toMatchObject({ status: 200, bid: 12.5, answer: '{"accepted":true,"bid":"12.50","token":"tok-1"}' });
    expect(answer.ms).toBeGreaterThanOrEqual(150);
    expect(answer.ms).toBeLessThan(400);
    expect(bidder.received).toHaveLength(1);
    const ping = bidder.received[0]!;
    expect(ping.headers['x-api-key']).toBe(API_KEY);
    expect(ping.headers['content-type']).toBe('application/json');
    // The contract's ping shape for the buyer's own service and ZIP, no one's personal data.
    expect(ping.body).toMatchObject({ pingId: expect.stringMatching(/^test-/), service: 'Roofing', state: 'NY', zip: '10001' });
    expect(Object.keys(ping.body)).not.toEqual(expect.arrayContaining(['firstName']));
    for (const personal of ['firstName', 'lastName', 'email', 'phone', 'address', 'ipaddress', 'browser']) {
      expect(ping.body).not.toHaveProperty(personal);
    }
    expect(answer.ping).toEqual(ping.body);

    bidder.answer = { status: 200, body: { accepted: true, bid: 4.99 } };
    const low = (await call(f, 'POST', `/api/admin/buyers/${b.id}/test`)).json();
    expect(low.bid).toBeUndefined();
    expect(low.outcome).toMatch(/under the minimum bid of \$5\.00/);

    bidder.answer = { status: 500, body: 'upstream exploded' };
    const failed = await call(f, 'POST', `/api/admin/buyers/${b.id}/test`);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: 500, answer: 'upstream exploded' });

    bidder.answer = { status: 200, body: { accepted: true, bid: 20 }, delayMs: 2000 };
    const slow = await call(f, 'POST', `/api/admin/buyers/${b.id}/test`);
    expect(slow.statusCode).toBe(200);
    expect(slow.json()).toMatchObject({ status: null, answer: 'no answer within 400 ms' });
    expect(slow.json().ms).toBeGreaterThanOrEqual(400);
    expect(slow.json().ms).toBeLessThan(1900);

    // Nothing listening: an answer too, not a 5xx.
    await call(f, 'PATCH', `/api/admin/buyers/${b.id}`, { pingUrl: 'http://127.0.0.1:9/ping' });
    const down = await call(f, 'POST', `/api/admin/buyers/${b.id}/test`);
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: null, answer: expect.stringMatching(/^no connection/) });
  });

  it('does not test a post buyer (a made-up lead is never posted)', async () => {
    const b = (await call(f, 'POST', '/api/admin/buyers', { name: LISTED, mode: 'post', postUrl: bidder.url, price: 25 })).json();
    bidder.received.length = 0;
    const r = await call(f, 'POST', `/api/admin/buyers/${b.id}/test`);
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toMatch(/post buyer is not pinged/);
    expect(bidder.received).toHaveLength(0);
  });

  it("shows today's sales from the buyer's usage in its own zone", async () => {
    const b = (await call(f, 'POST', '/api/admin/buyers', pingPost({ timeZone: 'America/Los_Angeles' }))).json();
    const now = Date.now();
    const today = periodStart(now, 'day', 'America/Los_Angeles');
    const yesterday = periodStart(today - 3_600_000, 'day', 'America/Los_Angeles');
    await f.store.db
      .insertInto('buyer_usage')
      .values([
        { buyer_id: b.id, period: 'day', period_start: today, leads: 3, cents: 4550 },
        { buyer_id: b.id, period: 'day', period_start: yesterday, leads: 9, cents: 9000 },
        { buyer_id: b.id, period: 'month', period_start: periodStart(now, 'month', 'America/Los_Angeles'), leads: 12, cents: 13550 },
      ])
      .execute();
    const shown = (await call(f, 'GET', '/api/admin/buyers')).json().buyers.find((x: { id: string }) => x.id === b.id);
    expect(shown.today).toEqual({ leads: 3, spent: 45.5 });
  });

  it('deletes a buyer without sales, refuses one with sales (409: pause it instead)', async () => {
    const gone = (await call(f, 'POST', '/api/admin/buyers', pingPost())).json();
    const del = await call(f, 'DELETE', `/api/admin/buyers/${gone.id}`);
    expect(del.statusCode).toBe(204);
    expect((await call(f, 'GET', `/api/admin/buyers/${gone.id}`)).statusCode).toBe(404);
    expect((await call(f, 'DELETE', `/api/admin/buyers/${gone.id}`)).statusCode).toBe(404);

    const sold = (await call(f, 'POST', '/api/admin/buyers', pingPost())).json();
    await f.store.db
      .insertInto('sales')
      .values({
        lead_id: 'lead-1',
        buyer_id: sold.id,
        price_cents: 1250,
        state: 'sold',
        reserved_at: Date.now(),
        settled_at: Date.now(),
        day_start: 0,
        week_start: 0,
        month_start: 0,
        ping_token: null,
      })
      .execute();
    const refused = await call(f, 'DELETE', `/api/admin/buyers/${sold.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/pause it instead/);
    expect((await call(f, 'GET', `/api/admin/buyers/${sold.id}`)).statusCode).toBe(200);
  });

  it('is for admins only: 401 without a session, 403 for a viewer, before the body is looked at', async () => {
    const anon = await f.app.inject({ method: 'POST', url: '/api/admin/buyers', headers: JSON_HEADERS, payload: { colour: 1 } });
    expect(anon.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/admin/buyers'],
      ['POST', '/api/admin/buyers'],
      ['PATCH', '/api/admin/buyers/x'],
      ['DELETE', '/api/admin/buyers/x'],
      ['POST', '/api/admin/buyers/x/key'],
      ['POST', '/api/admin/buyers/x/test'],
    ] as const) {
      const r = await call(f, method, url, { colour: 1 }, f.viewer);
      expect(r.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('writes every change, key and test to the audit log, never a header value', async () => {
    const b = (await call(f, 'POST', '/api/admin/buyers', pingPost({ pingUrl: bidder.url, headers: { 'X-Api-Key': API_KEY } }))).json();
    bidder.answer = { status: 200, body: { accepted: false } };
    await call(f, 'PATCH', `/api/admin/buyers/${b.id}`, { priority: 5, headers: { 'X-Api-Key': 'sk_live_replaced_777' } });
    await call(f, 'POST', `/api/admin/buyers/${b.id}/key`);
    await call(f, 'POST', `/api/admin/buyers/${b.id}/test`);
    await call(f, 'DELETE', `/api/admin/buyers/${b.id}`);
    const rows = await f.store.db.selectFrom('audit_log').selectAll().where('target', '=', `buyer:${b.id}`).orderBy('at').execute();
    expect(rows.map((r) => r.action)).toEqual(['buyer-create', 'buyer-update', 'buyer-key', 'buyer-test', 'buyer-delete']);
    for (const r of rows) expect(r.actor).toBe(ADMIN.email);
    expect(rows[1]!.detail).toBe(`${LISTED}: headers, priority`);
    expect(rows[3]!.detail).toMatch(/^.+: 200 in \d+ ms; No bid: the buyer answered accepted: false\.$/);
    const all = JSON.stringify(rows);
    expect(all).not.toContain(API_KEY);
    expect(all).not.toContain('sk_live_replaced_777');
  });
});

describe.each(ENGINES)('buyers API without BUYER_SECRET_KEY or WEBHOOK_ALLOW_PRIVATE ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });

  it('refuses header values and says to set BUYER_SECRET_KEY; a buyer without headers is saved', async () => {
    const r = await call(f, 'POST', '/api/admin/buyers', {
      name: LISTED,
      mode: 'post',
      postUrl: 'http://93.184.215.14/leads',
      headers: { 'X-Api-Key': API_KEY },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields.headers).toMatch(/set BUYER_SECRET_KEY/);
    const ok = await call(f, 'POST', '/api/admin/buyers', { name: LISTED, mode: 'post', postUrl: 'http://93.184.215.14/leads' });
    expect(ok.statusCode).toBe(201);
  });

  it.each([
    ['loopback', 'http://127.0.0.1:8080/ping'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['a private network', 'https://10.1.2.3/ping'],
    ['IPv6 loopback', 'http://[::1]:8080/ping'],
    ['localhost', 'http://localhost:8080/ping'],
  ])('refuses a ping URL on %s', async (_what, url) => {
    const r = await call(f, 'POST', '/api/admin/buyers', {
      name: LISTED,
      mode: 'ping-post',
      postUrl: 'http://93.184.215.14/leads',
      pingUrl: url,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields.pingUrl).toBe(
      'This address is on a private network. Use a public URL (or set WEBHOOK_ALLOW_PRIVATE=true for a test setup).',
    );
  });
});
