// Every endpoint of the contract, good and bad input: bad input gets a 4xx with a clear error, never a 5xx.
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';

const solar = findServiceByTitle('Solar')!;
const movers = findServiceByTitle('Movers')!;
// One app for the whole file (its tests do not depend on each other), without a forwarding URL, so leads
// are held; and one behind a proxy (TRUST_PROXY) on its own database.
const direct = appFixture({ once: true, forward: false });
const behindProxy = appFixture({ once: true, forward: false, env: { TRUST_PROXY: 'true' } });

describe('GET /api/zip/:zip', () => {
  it('answers state code, state name and city', async () => {
    const r = await direct.app.inject('/api/zip/90210');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ zip: '90210', state: 'CA', stateName: 'California', city: 'Beverly Hills' });
  });
  it('404 for an unknown zip, 400 for a malformed one', async () => {
    expect((await direct.app.inject('/api/zip/00000')).statusCode).toBe(404);
    expect((await direct.app.inject('/api/zip/00000')).json()).toEqual({ error: 'Invalid zip code (not US).' });
    for (const bad of ['1234', 'abcde', '123456', '%27%3B--']) {
      const r = await direct.app.inject(`/api/zip/${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error).toBe('Zip code must be exactly 5 digits');
    }
  });
});

describe('GET /api/providers', () => {
  it('answers at most 20 {id, name}, names starting with the query first', async () => {
    const r = await direct.app.inject('/api/providers?q=ener');
    expect(r.statusCode).toBe(200);
    const list = r.json() as { id: number; name: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'name']);
    expect(list[0]!.name.toLowerCase().startsWith('ener')).toBe(true);
  });
  it('answers [] without a query and 400 for an over-long one', async () => {
    expect((await direct.app.inject('/api/providers')).json()).toEqual([]);
    expect((await direct.app.inject(`/api/providers?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/email-domain', () => {
  it('answers valid for a domain with MX records', async () => {
    expect((await direct.app.inject('/api/email-domain?email=jane@gmail.com')).json()).toEqual({ valid: true });
  });
  it('answers invalid for a domain that does not exist', async () => {
    expect((await direct.app.inject('/api/email-domain?email=jane@no-such-domain-zz.com')).json()).toEqual({
      valid: false,
      error: 'Invalid email domain.',
    });
  });
  it('answers 400 without a usable address', async () => {
    for (const q of ['', '?email=', '?email=nope', '?email=jane@localhost']) {
      expect((await direct.app.inject(`/api/email-domain${q}`)).statusCode, q).toBe(400);
    }
  });
  it('answers 503 when the resolver does not answer', async () => {
    direct.dns.hang = true;
    const r = await direct.app.inject('/api/email-domain?email=jane@yahoo.com');
    direct.dns.hang = false;
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ error: 'Could not validate email domain' });
  });
});

describe('GET /api/visitor', () => {
  it('answers the client IP and its country; loopback counts as US', async () => {
    expect((await direct.app.inject({ url: '/api/visitor', remoteAddress: '127.0.0.1' })).json()).toEqual({
      ip: '127.0.0.1',
      country_code: 'US',
    });
  });
  it('takes the IP from X-Forwarded-For only with TRUST_PROXY', async () => {
    const headers = { 'x-forwarded-for': '81.2.69.142' };
    expect((await behindProxy.app.inject({ url: '/api/visitor', headers })).json()).toEqual({ ip: '81.2.69.142', country_code: 'GB' });
    expect((await direct.app.inject({ url: '/api/visitor', headers })).json().ip).toBe('127.0.0.1');
  });
});

describe('GET /api/config', () => {
  it('tells the browser which consent scripts to load', async () => {
    expect((await direct.app.inject('/api/config')).json()).toEqual({ trustedFormScriptUrl: null, leadIdScriptUrl: null });
  });
});

describe('POST /api/leads', () => {
  it('stores a valid lead with status not_configured when no network is set', async () => {
    const body = validLead(solar);
    const r = await postLead(direct.app, body);
    expect(r.statusCode).toBe(201);
    const { id, status } = r.json();
    expect(status).toBe('not_configured');
    const lead = await direct.app.store.findLead(id);
    expect(lead?.status).toBe('not_configured');
    expect(lead?.payload.ElectricalEnergyProvider).toBe('Southern California Edison');
    const consent = await direct.app.store.consentFor(id);
    expect(consent).toMatchObject({
      consent_text: body.tcpaText,
      ip: '127.0.0.1',
      user_agent: 'Mozilla/5.0 (test)',
      page_url: body.tracking.url,
    });
    expect((await direct.app.store.jobFor(id))?.state).toBe('held');
  });

  it('records a Global Privacy Control signal with the consent', async () => {
    const plain = await postLead(direct.app, validLead(solar));
    const gpc = await postLead(direct.app, validLead(solar), { 'sec-gpc': '1' });
    expect((await direct.app.store.consentFor(plain.json().id))?.gpc_signal).toBe(0);
    expect((await direct.app.store.consentFor(gpc.json().id))?.gpc_signal).toBe(1);
  });

  it('answers the same submission once', async () => {
    const body = validLead(movers);
    const [a, b] = await Promise.all([postLead(direct.app, body), postLead(direct.app, body)]);
    const c = await postLead(direct.app, body);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    const all = await direct.app.store.listLeads();
    expect(all.filter((l) => l.submissionId === body.submissionId)).toHaveLength(1);
  });

  const bad: [string, (b: ReturnType<typeof validLead>) => unknown, string, string?][] = [
    ['an unknown service', (b) => ({ ...b, serviceId: 99 }), 'Unknown service', 'serviceId'],
    ['no service', (b) => ({ ...b, serviceId: undefined }), 'Unknown service', 'serviceId'],
    ['a missing first name', (b) => ({ ...b, firstName: '' }), 'First name is required', 'firstName'],
    ['a bad e-mail', (b) => ({ ...b, email: 'jane@' }), 'Invalid email address', 'email'],
    ['an e-mail domain that does not exist', (b) => ({ ...b, email: 'jane@no-such-domain-zz.com' }), 'Invalid email domain.', 'email'],
    ['a short phone', (b) => ({ ...b, phone: '31055' }), 'Phone number must be exactly 10 digits', 'phone'],
    ['a non-US area code', (b) => ({ ...b, phone: '4165550123' }), 'Invalid US area code', 'phone'],
    ['a zip of another state', (b) => ({ ...b, state: 'NY' }), 'Invalid zip code for selected state.', 'zipCode'],
    ['an unknown zip', (b) => ({ ...b, zipCode: '00000' }), 'Invalid zip code (not US).', 'zipCode'],
    [
      'an unknown provider',
      (b) => ({ ...b, answers: { ...b.answers, energyProvider: 'Acme Power' } }),
      'Please select a valid energy provider from the suggestions.',
      'answers.energyProvider',
    ],
    [
      'an answer not in the options',
      (b) => ({ ...b, answers: { ...b.answers, monthlyBill: '$5' } }),
      'This field is required.',
      'answers.monthlyBill',
    ],
    ['no agreement', (b) => ({ ...b, agreement: false }), 'You must agree to the terms and conditions', 'agreement'],
    ['no browser info', (b) => ({ ...b, tracking: { ...b.tracking, userAgent: '' } }), 'Browser info is required', 'tracking.userAgent'],
    ['a bad submission id', (b) => ({ ...b, submissionId: 'x' }), 'Invalid submission id', 'submissionId'],
    [
      'a consent text the site never showed',
      (b) => ({ ...b, tcpaText: 'I agree to nothing.' }),
      'The consent text has changed. Please reload the page and submit again.',
    ],
  ];
  it.each(bad)('refuses %s with 422 and the message to show', async (_name, change, error, field) => {
    const r = await postLead(direct.app, change(validLead(solar)));
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toBe(error);
    if (field) expect(r.json().fields[field]).toBe(error);
  });

  it('refuses a lead from outside the US', async () => {
    const r = await postLead(behindProxy.app, validLead(solar), { 'x-forwarded-for': '81.2.69.142' });
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toBe('This service is only for US citizens.');
  });

  it('answers 4xx, never 5xx, to bodies that are not leads', async () => {
    const cases = [
      { payload: 'not json', headers: { 'content-type': 'application/json' } },
      { payload: '', headers: { 'content-type': 'application/json' } },
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      { payload: 'null', headers: { 'content-type': 'application/json' } },
      { payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const c of cases) {
      const r = await direct.app.inject({ method: 'POST', url: '/api/leads', ...c });
      expect(r.statusCode, c.payload).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, c.payload).toBeLessThan(500);
      expect(typeof r.json().error).toBe('string');
    }
  });

  it('answers 413 to a body over 64 KiB', async () => {
    const r = await postLead(direct.app, { ...validLead(solar), requirements: 'x'.repeat(70 * 1024) });
    expect(r.statusCode).toBe(413);
    expect(r.json().error).toBe('The request is too large.');
  });
});

describe('POST /api/contact', () => {
  it('stores a message', async () => {
    const r = await direct.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jane', email: 'jane@gmail.com', subject: 'Hello', message: 'A question about my quote.' },
    });
    expect(r.statusCode).toBe(201);
    const row = await direct.app.store.db.selectFrom('contact_messages').selectAll().where('id', '=', r.json().id).executeTakeFirst();
    expect(row).toMatchObject({ name: 'Jane', subject: 'Hello' });
  });
  it('answers 422 with field errors', async () => {
    const r = await direct.app.inject({ method: 'POST', url: '/api/contact', payload: { name: '', email: 'x' } });
    expect(r.statusCode).toBe(422);
    expect(r.json().fields).toMatchObject({ name: 'Please enter your name', email: 'Invalid email address' });
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const r = await direct.app.inject('/api/nope');
    expect(r.statusCode).toBe(404);
    expect(r.json().error).toContain('Not found');
  });
});
