// Selling from end to end, the way an operator meets it, on both engines: buyers made through the console's
// API, visitors' leads through the real intake, fake buyers on loopback (real HTTP servers) that bid, answer
// late and refuse posts, returns asked by a buyer with its own key and by an admin, and then the revenue
// report. Its figures must equal, to the cent, what the fake buyers accepted less what came back; they are
// written out by hand below from the bids the fake buyers were told to make.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { FakeBuyers } from '#tests/support/fake-buyers.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const roofing = findServiceByTitle('Roofing')!;
/** Buyers are activated only under names from the shipped partner companies list. */
const PARTNERS = [
  ...new Set(JSON.parse(readFileSync(new URL('../../config/partner-companies.json', import.meta.url), 'utf8')) as string[]),
];

const fake = new FakeBuyers();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

describe.each(ENGINES)('selling from end to end on $name', ({ make }) => {
  const f = consoleFixture({
    make,
    signedIn: true,
    env: { BUYER_SECRET_KEY: 'end-to-end-secret-key-0123456789abcdef', WEBHOOK_ALLOW_PRIVATE: 'true', LEAD_FORWARD_TIMEOUT_MS: '3000' },
  });
  const call = (method: 'POST' | 'PATCH', url: string, payload: object, headers: Record<string, string> = { cookie: f.admin }) =>
    f.app.inject({ method, url, headers: { ...headers, ...JSON_HEADERS }, payload });
  const id: Record<'alpha' | 'bravo' | 'fixed', string> = { alpha: '', bravo: '', fixed: '' };
  const leads: string[] = [];

  async function addBuyer(name: string, body: object): Promise<string> {
    const r = await call('POST', '/api/admin/buyers', { name, active: true, ...body });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id as string;
  }

  /** One visitor's lead (each a different person, so no duplicate rule applies); its answer's status. */
  async function visitor(n: number, service = solar): Promise<string> {
    const r = await postLead(f.app, validLead(service, { email: `owner${n}.home@gmail.com`, phone: `310555010${n}` }));
    expect(r.statusCode, r.body).toBe(201);
    leads.push(r.json().id as string);
    return r.json().status as string;
  }

  beforeAll(async () => {
    id.alpha = await addBuyer(PARTNERS[0]!, {
      mode: 'ping-post',
      pingUrl: fake.pingUrl('alpha'),
      postUrl: fake.postUrl('alpha'),
      timeoutMs: 400,
    });
    id.bravo = await addBuyer(PARTNERS[1]!, {
      mode: 'ping-post',
      pingUrl: fake.pingUrl('bravo'),
      postUrl: fake.postUrl('bravo'),
      timeoutMs: 400,
    });
    id.fixed = await addBuyer(PARTNERS[2]!, { mode: 'post', price: '15.00', postUrl: fake.postUrl('fixed') });
  });

  it('sells four leads, takes two returns, and reports exactly the bids accepted less the returns', async () => {
    fake.reset(); // the fake buyers serve both engines' runs
    fake.set('fixed', {});
    // 1: alpha outbids bravo and the $15.00 post buyer: sold to alpha at $31.07.
    fake.set('alpha', { bid: '31.07' });
    fake.set('bravo', { bid: 29.99 });
    expect(await visitor(1)).toBe('delivered');
    // 2: alpha bids most but refuses the post; its slot goes to bravo at $22.50.
    fake.set('alpha', { bid: 40 }, { kind: 'reject', status: 400, body: { error: 'Zip not covered' } });
    fake.set('bravo', { bid: '22.50' });
    expect(await visitor(2, roofing)).toBe('delivered');
    // 3: bravo's $99 comes after its 400 ms: alpha wins at $18.20.
    fake.set('alpha', { bid: 18.2 });
    fake.set('bravo', { bid: 99, delayMs: 900 });
    expect(await visitor(3)).toBe('delivered');
    // 4: neither pinged buyer bids: the post buyer's $15.00.
    fake.set('alpha', {});
    fake.set('bravo', {});
    expect(await visitor(4, roofing)).toBe('delivered');

    // What each fake buyer took (a post answered 2xx), in order.
    expect(fake.posts('alpha').map((p) => p.body.email)).toEqual([
      'owner1.home@gmail.com',
      'owner2.home@gmail.com',
      'owner3.home@gmail.com',
    ]);
    expect(fake.posts('bravo').map((p) => p.body.email)).toEqual(['owner2.home@gmail.com']);
    expect(fake.posts('fixed').map((p) => p.body.email)).toEqual(['owner4.home@gmail.com']);

    // alpha returns the first lead with its own key; an admin returns bravo's; alpha cannot return the
    // second lead, which it refused and never bought.
    const key = (await call('POST', `/api/admin/buyers/${id.alpha}/key`, {})).json().key as string;
    const asAlpha = { authorization: `Bearer ${key}` };
    const own = await call('POST', '/api/buyer/returns', { leadId: leads[0], reason: 'bad_phone' }, asAlpha);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ state: 'accepted', price: 31.07 });
    expect((await call('POST', '/api/buyer/returns', { leadId: leads[1], reason: 'bad_phone' }, asAlpha)).statusCode).toBe(404);
    const admins = await call('POST', `/api/admin/leads/${leads[1]}/returns`, { buyerId: id.bravo, reason: 'duplicate' });
    expect(admins.statusCode, admins.body).toBe(201);
    expect(admins.json().state).toBe('accepted');

    const byBuyer = (await f.get('/api/admin/revenue?groupBy=buyer')).json();
    const row = (buyer: string) => byBuyer.rows.find((r: { key: string }) => r.key === buyer);
    expect(row(id.alpha)).toEqual({ key: id.alpha, leads: 2, sold: 2, revenue: 49.27, returned: 31.07, net: 18.2, epl: 9.1 });
    expect(row(id.bravo)).toEqual({ key: id.bravo, leads: 1, sold: 1, revenue: 22.5, returned: 22.5, net: 0, epl: 0 });
    expect(row(id.fixed)).toEqual({ key: id.fixed, leads: 1, sold: 1, revenue: 15, returned: 0, net: 15, epl: 15 });
    const totals = { key: 'total', leads: 4, sold: 4, revenue: 86.77, returned: 53.57, net: 33.2, epl: 8.3 };
    expect(byBuyer.totals).toEqual(totals);
    // Any grouping adds up to the same totals.
    for (const groupBy of ['day', 'service', 'source', 'state']) {
      expect((await f.get(`/api/admin/revenue?groupBy=${groupBy}`)).json().totals, groupBy).toEqual(totals);
    }
    const byService = (await f.get('/api/admin/revenue?groupBy=service')).json().rows;
    expect(byService.find((r: { key: string }) => r.key === 'Solar')).toMatchObject({ leads: 2, sold: 2, revenue: 49.27, returned: 31.07 });
    expect(byService.find((r: { key: string }) => r.key === 'Roofing')).toMatchObject({ leads: 2, sold: 2, revenue: 37.5, returned: 22.5 });
  });
});
