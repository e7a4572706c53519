// Returns through the real API on both engines, with the contract's figures: a buyer may return a lead it
// bought within its window (7 days unless set), and, once it has 10 or more sales in the last 30 days, only
// while its returns (this one counted) stay within its maximum rate (30 % unless set); a buyer whose returns
// need approval waits for an admin. Buyers ask with their own key; admins in the console.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consoleFixture, insertConsoleLead, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { insertAuctionEntry, insertBuyer, insertSale } from '#tests/support/selling-fixtures.ts';
import { ENGINES, sqliteTestDb } from '#tests/support/test-db.ts';
import { appFixture } from '#tests/support/test-app.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The key's SHA-256 in hex: what the buyers table keeps of a buyer's key. */
const sha256 = (key: string) => createHash('sha256').update(key).digest('hex');

describe.each(ENGINES)('returns ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });

  /** A lead sold to `buyerId` for `cents`, `ago` ms ago. */
  async function soldLead(buyerId: string, cents: number, ago = HOUR): Promise<string> {
    const leadId = await insertConsoleLead(f.store, { status: 'delivered', createdAt: Date.now() - ago - 1000 });
    await insertSale(f.store.db, { leadId, buyerId, priceCents: cents, at: Date.now() - ago });
    return leadId;
  }
  const adminReturn = (leadId: string, body: object, cookie?: string) => f.post(`/api/admin/leads/${leadId}/returns`, body, cookie);
  const buyerReturn = (body: object, key?: string) =>
    f.app.inject({
      method: 'POST',
      url: '/api/buyer/returns',
      headers: { ...JSON_HEADERS, ...(key !== undefined && { authorization: `Bearer ${key}` }) },
      payload: body,
    });

  it('accepts a return within the window and refuses one after it (7 days by default, or the buyer’s own)', async () => {
    await insertBuyer(f.store.db, { id: 'win-default' });
    await insertBuyer(f.store.db, { id: 'win-two', returnWindowDays: 2 });
    const sixDays = await soldLead('win-default', 2500, 6 * DAY);
    const eightDays = await soldLead('win-default', 2500, 8 * DAY);
    const threeDays = await soldLead('win-two', 2500, 3 * DAY);

    const ok = await adminReturn(sixDays, { buyerId: 'win-default', reason: 'bad_phone' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ leadId: sixDays, buyerId: 'win-default', reason: 'bad_phone', state: 'accepted', price: 25 });

    const late = await adminReturn(eightDays, { buyerId: 'win-default', reason: 'bad_phone' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ error: 'The return window of 7 days after the sale has passed.', code: 'window' });

    const lateForTwo = await adminReturn(threeDays, { buyerId: 'win-two', reason: 'wrong_person' });
    expect(lateForTwo.statusCode).toBe(422);
    expect(lateForTwo.json().error).toBe('The return window of 2 days after the sale has passed.');
    // A refusal by the rules is not stored: nothing to approve, nothing taken out of revenue.
    const stored = await f.store.db.selectFrom('sale_returns').select('id').where('lead_id', 'in', [eightDays, threeDays]).execute();
    expect(stored).toEqual([]);
  });

  it('refuses the return that would take a buyer with 10 sales in 30 days over 30 %; below 10 sales the rate is not enforced', async () => {
    await insertBuyer(f.store.db, { id: 'rate-ten' });
    const ten: string[] = [];
    for (let i = 0; i < 10; i++) ten.push(await soldLead('rate-ten', 1000 + i, (i + 1) * HOUR));
    // 1/10, 2/10, 3/10 are within 30 %; 4/10 is over.
    for (const leadId of ten.slice(0, 3)) {
      expect((await adminReturn(leadId, { buyerId: 'rate-ten', reason: 'duplicate' })).statusCode).toBe(201);
    }
    const fourth = await adminReturn(ten[3]!, { buyerId: 'rate-ten', reason: 'duplicate' });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toEqual({
      error: "This return would take the buyer's returns over 30 % of its sales in the last 30 days.",
      code: 'rate',
    });

    // A sale older than 30 days is not among the 10: with 9 recent sales the fourth return is accepted.
    await insertBuyer(f.store.db, { id: 'rate-nine', returnWindowDays: 60 });
    const nine: string[] = [];
    for (let i = 0; i < 9; i++) nine.push(await soldLead('rate-nine', 1000, (i + 1) * HOUR));
    const old = await soldLead('rate-nine', 1000, 31 * DAY);
    for (const leadId of [...nine.slice(0, 3), old]) {
      expect((await adminReturn(leadId, { buyerId: 'rate-nine', reason: 'other' })).statusCode).toBe(201);
    }
  });

  it('counts pending returns in the rate, and holds a return for approval when the buyer’s returns need it', async () => {
    await insertBuyer(f.store.db, { id: 'careful', returnsNeedApproval: true });
    const a = await soldLead('careful', 4550);
    const b = await soldLead('careful', 1999);
    const asked = await adminReturn(a, { buyerId: 'careful', reason: 'did_not_request', note: 'Says she never filled the form.' });
    expect(asked.statusCode).toBe(201);
    const pending = asked.json();
    expect(pending).toMatchObject({ state: 'pending', price: 45.5, note: 'Says she never filled the form.', decidedAt: null });

    const waiting = await f.get('/api/admin/returns?state=pending');
    expect(waiting.json().returns).toEqual([expect.objectContaining({ id: pending.id, leadId: a, buyerName: 'careful' })]);
    // A note is free text that may name the person: a viewer, who sees personal data masked, is not shown it.
    const viewed = await f.get('/api/admin/returns?state=pending', f.viewer);
    expect(viewed.json().returns).toEqual([expect.objectContaining({ id: pending.id, note: '' })]);
    expect((await f.get(`/api/admin/leads/${a}`, f.viewer)).json().sales[0].return).toMatchObject({ state: 'pending', note: '' });

    const approved = await f.post(`/api/admin/returns/${pending.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: pending.id, state: 'accepted', decidedAt: expect.any(String) });
    expect((await f.post(`/api/admin/returns/${pending.id}/approve`, {})).json()).toEqual({ error: 'This return was accepted already.' });
    expect((await f.post(`/api/admin/returns/${pending.id}/refuse`, {})).statusCode).toBe(409);

    const other = (await adminReturn(b, { buyerId: 'careful', reason: 'bad_email' })).json();
    const refused = await f.post(`/api/admin/returns/${other.id}/refuse`, {});
    expect(refused.json()).toMatchObject({ state: 'refused' });
    // Refused by an admin is final: the sale cannot be returned again.
    const again = await adminReturn(b, { buyerId: 'careful', reason: 'bad_email' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('A return of this sale was refused by an admin.');
    expect((await f.post(`/api/admin/returns/${randomUUID()}/approve`, {})).statusCode).toBe(404);

    // Waiting returns count toward the rate as accepted ones do: with 10 sales, the fourth is refused.
    await insertBuyer(f.store.db, { id: 'careful-ten', returnsNeedApproval: true });
    const ten: string[] = [];
    for (let i = 0; i < 10; i++) ten.push(await soldLead('careful-ten', 1000, (i + 1) * HOUR));
    for (const leadId of ten.slice(0, 3)) {
      expect((await adminReturn(leadId, { buyerId: 'careful-ten', reason: 'other' })).json().state).toBe('pending');
    }
    expect((await adminReturn(ten[3]!, { buyerId: 'careful-ten', reason: 'other' })).json().code).toBe('rate');

    // Both decisions and the asks are in the audit log.
    const audit = (await f.get('/api/admin/audit')).json().entries as { action: string; target: string; detail: string }[];
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'return', target: a, detail: 'buyer careful, did_not_request: pending' }),
        expect.objectContaining({ action: 'return-approve', target: a }),
        expect.objectContaining({ action: 'return-refuse', target: b }),
      ]),
    );
  });

  it('holds the rate when every return is asked for at once: of ten asks on 10 sales, three are accepted', async () => {
    await insertBuyer(f.store.db, { id: 'rush' });
    const ten: string[] = [];
    for (let i = 0; i < 10; i++) ten.push(await soldLead('rush', 1000, (i + 1) * HOUR));
    const answers = await Promise.all(ten.map((leadId) => adminReturn(leadId, { buyerId: 'rush', reason: 'other' })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(7);
    const kept = await f.store.db.selectFrom('sale_returns').select('id').where('buyer_id', '=', 'rush').execute();
    expect(kept).toHaveLength(3);
  });

  it('returns only a sold sale, once; asks of unknown leads and buyers answer 404', async () => {
    await insertBuyer(f.store.db, { id: 'once' });
    const sold = await soldLead('once', 3000);
    const leadPending = await insertConsoleLead(f.store, { status: 'queued' });
    await insertSale(f.store.db, { leadId: leadPending, buyerId: 'once', priceCents: 3000, at: Date.now(), state: 'pending' });
    const leadRefused = await insertConsoleLead(f.store, { status: 'rejected' });
    await insertSale(f.store.db, { leadId: leadRefused, buyerId: 'once', priceCents: 3000, at: Date.now(), state: 'refused' });

    expect((await adminReturn(sold, { buyerId: 'once', reason: 'out_of_area' })).statusCode).toBe(201);
    const twice = await adminReturn(sold, { buyerId: 'once', reason: 'out_of_area' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This sale was returned already.');

    expect((await adminReturn(leadPending, { buyerId: 'once', reason: 'other' })).statusCode).toBe(409);
    expect((await adminReturn(leadRefused, { buyerId: 'once', reason: 'other' })).json()).toEqual({
      error: 'This buyer did not buy this lead.',
      code: 'no_sale',
    });
    expect((await adminReturn(sold, { buyerId: 'nobody', reason: 'other' })).statusCode).toBe(404);
    expect((await adminReturn(randomUUID(), { buyerId: 'once', reason: 'other' })).json()).toEqual({ error: 'No such lead.' });
  });

  it('lets only admins record a return, checked before the body; a reason outside the list is refused in words', async () => {
    await insertBuyer(f.store.db, { id: 'roles' });
    const leadId = await soldLead('roles', 1500);
    const anon = await f.app.inject({ method: 'POST', url: `/api/admin/leads/${leadId}/returns`, headers: JSON_HEADERS, payload: {} });
    expect(anon.statusCode).toBe(401);
    expect((await adminReturn(leadId, {}, f.viewer)).statusCode).toBe(403);
    expect((await f.post(`/api/admin/returns/${randomUUID()}/approve`, {}, f.viewer)).statusCode).toBe(403);

    const bad = await adminReturn(leadId, { buyerId: 'roles', reason: 'changed_mind' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.reason).toBe(
      'The reason is one of bad_phone, bad_email, wrong_person, did_not_request, duplicate, out_of_area, other.',
    );
    const extra = await adminReturn(leadId, { buyerId: 'roles', reason: 'other', price: 0 });
    expect(extra.statusCode).toBe(400);
  });

  it('lets a buyer return its own lead with its key: no key or a wrong one is 401, another buyer’s lead 404', async () => {
    const keyA = `bk_${randomUUID()}`;
    const keyB = `bk_${randomUUID()}`;
    await insertBuyer(f.store.db, { id: 'key-a', keyHash: sha256(keyA) });
    await insertBuyer(f.store.db, { id: 'key-b', keyHash: sha256(keyB) });
    const boughtByA = await soldLead('key-a', 2200);
    const boughtByB = await soldLead('key-b', 2200);

    const none = await buyerReturn({ leadId: boughtByA, reason: 'bad_phone' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Send your buyer key as Authorization: Bearer <key>.' });
    const wrong = await buyerReturn({ leadId: boughtByA, reason: 'bad_phone' }, `${keyA}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'This buyer key is not valid.' });
    // The key is checked before the body: a stranger learns nothing of what the body should be.
    expect((await buyerReturn({}, 'not-a-key')).statusCode).toBe(401);

    const others = await buyerReturn({ leadId: boughtByB, reason: 'bad_phone' }, keyA);
    expect(others.statusCode).toBe(404);
    expect(others.json().error).toBe('This buyer did not buy this lead.');

    const own = await buyerReturn({ leadId: boughtByA, reason: 'bad_phone' }, keyA);
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ leadId: boughtByA, reason: 'bad_phone', state: 'accepted', price: 22 });
    expect((await buyerReturn({ leadId: boughtByA, reason: 'bad_phone' }, keyA)).statusCode).toBe(409);
    expect((await buyerReturn({ leadId: boughtByB, reason: 'nope' }, keyB)).statusCode).toBe(400);

    // Asked with the key: on the record as the buyer's.
    const audit = (await f.get('/api/admin/audit')).json().entries as { actor: string; action: string; target: string }[];
    expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ actor: 'buyer key-a', action: 'return', target: boughtByA })]));
  });

  it('shows a lead’s auction, its sales and their returns on its page', async () => {
    await insertBuyer(f.store.db, { id: 'page-acme', name: 'Acme Roofing' });
    const at = Date.now() - HOUR;
    const leadId = await soldLead('page-acme', 3100);
    await insertAuctionEntry(f.store.db, {
      leadId,
      buyerId: 'page-acme',
      buyerName: 'Acme Roofing',
      outcome: 'won',
      bidCents: 3100,
      answerMs: 240,
      postStatus: 200,
      postAnswer: '{"status":"ok"}',
      at,
    });
    await insertAuctionEntry(f.store.db, { leadId, buyerId: 'page-bolt', buyerName: 'Bolt Solar', outcome: 'skipped', reason: 'cap', at });
    await adminReturn(leadId, { buyerId: 'page-acme', reason: 'wrong_person' });

    for (const cookie of [f.admin, f.viewer]) {
      const lead = (await f.get(`/api/admin/leads/${leadId}`, cookie)).json();
      expect(lead.auction).toEqual([
        {
          buyerId: 'page-acme',
          buyerName: 'Acme Roofing',
          outcome: 'won',
          reason: null,
          bid: 31,
          answerMs: 240,
          postStatus: 200,
          postAnswer: '{"status":"ok"}',
          at: new Date(at).toISOString(),
        },
        {
          buyerId: 'page-bolt',
          buyerName: 'Bolt Solar',
          outcome: 'skipped',
          reason: 'cap',
          bid: null,
          answerMs: null,
          postStatus: null,
          postAnswer: null,
          at: new Date(at).toISOString(),
        },
      ]);
      expect(lead.sales).toEqual([
        expect.objectContaining({
          buyerId: 'page-acme',
          buyerName: 'Acme Roofing',
          price: 31,
          state: 'sold',
          return: expect.objectContaining({ reason: 'wrong_person', state: 'accepted', price: 31 }),
        }),
      ]);
    }
  });
});

describe('buyer returns are rate-limited per address', () => {
  const t = appFixture({ make: sqliteTestDb, once: true, env: { RATE_LIMIT_WRITES_PER_MINUTE: '3' } });

  it('answers 429 past the limit, wrong keys included', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/buyer/returns',
        headers: { ...JSON_HEADERS, authorization: 'Bearer guess' },
        payload: { leadId: 'x', reason: 'other' },
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(401);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests/);
  });
});
