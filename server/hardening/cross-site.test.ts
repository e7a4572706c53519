// The JSON API refuses cross-site writes, so a form or script on another site cannot post leads in a
// visitor's name: POSTs must be JSON, and an Origin, when present, must be this site or an allowed one.
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture } from '#tests/support/test-app.ts';
import { isSameSite } from '../security/cross-site-guard.ts';

const solar = findServiceByTitle('Solar')!;
const t = appFixture({
  once: true,
  forward: false,
  env: { ALLOWED_ORIGINS: 'https://www.buildmatch.example, https://buildmatch.example' },
});

const HOST = 'quotes.buildmatch.example';

function post(url: string, headers: Record<string, string>, payload: string | object = validLead(solar)) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host: HOST, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('Origin', () => {
  it('refuses a write from another site with 403 and says why, storing nothing', async () => {
    for (const url of ['/api/leads', '/api/contact']) {
      for (const origin of ['https://evil.example', 'null', `https://${HOST}.evil.example`, `http://${HOST}:8080`]) {
        const body = validLead(solar);
        const r = await post(url, { origin, 'content-type': 'application/json' }, body);
        expect(r.statusCode, `${url} from ${origin}`).toBe(403);
        expect(r.json()).toEqual({ error: 'Cross-site requests are not allowed.' });
        expect(await t.app.store.findBySubmissionId(body.submissionId)).toBeUndefined();
      }
    }
  });

  it('takes a write from the site itself, from an allowed origin, and with no Origin at all', async () => {
    for (const origin of [`https://${HOST}`, `http://${HOST}`, 'https://www.buildmatch.example', undefined]) {
      const body = validLead(solar);
      const r = await post('/api/leads', { 'content-type': 'application/json', ...(origin && { origin }) }, body);
      expect(r.statusCode, String(origin)).toBe(201);
    }
  });

  it('compares with the forwarded host behind a trusted proxy', async () => {
    // A server behind a proxy, with no other origin allowed.
    const proxied = await t.another({ env: { ALLOWED_ORIGINS: '', TRUST_PROXY: 'true' } });
    const headers = { 'content-type': 'application/json', host: 'app:3000', 'x-forwarded-host': HOST, origin: `https://${HOST}` };
    const ok = await proxied.inject({
      method: 'POST',
      url: '/api/contact',
      headers,
      payload: JSON.stringify({ name: 'Jane', email: 'jane@gmail.com', subject: 'Hi', message: 'Hello.' }),
    });
    expect(ok.statusCode).toBe(201);
    const refused = await proxied.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...headers, origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('leaves reads alone: a lookup from another site is answered', async () => {
    const r = await t.app.inject({ url: '/api/zip/90210', headers: { origin: 'https://evil.example' } });
    expect(r.statusCode).toBe(200);
  });

  it('reads default ports and letter case the way browsers do', () => {
    expect(isSameSite('http://localhost', 'localhost:80', [])).toBe(true);
    expect(isSameSite('https://Example.com', 'example.com:443', [])).toBe(true);
    expect(isSameSite('http://localhost:3000', 'localhost:3000', [])).toBe(true);
    expect(isSameSite('http://localhost:3001', 'localhost:3000', [])).toBe(false);
    expect(isSameSite('not a url', 'localhost', [])).toBe(false);
    expect(isSameSite('https://a.example', '', ['https://a.example'])).toBe(true);
  });
});

describe('Content-Type', () => {
  it('refuses a write that is not JSON with 415 and says what to send', async () => {
    const cases: [string | undefined, string][] = [
      ['text/plain', JSON.stringify(validLead(solar))],
      ['text/plain;charset=UTF-8', JSON.stringify(validLead(solar))],
      ['application/x-www-form-urlencoded', 'firstName=Jane'],
      ['multipart/form-data; boundary=x', '--x--'],
      ['application/jsonp', '{}'],
      [undefined, ''],
    ];
    const leadsBefore = (await t.app.store.listLeads()).length;
    for (const [type, payload] of cases) {
      for (const url of ['/api/leads', '/api/contact']) {
        const r = await t.app.inject({ method: 'POST', url, payload, headers: type ? { 'content-type': type } : {} });
        expect(r.statusCode, `${url} as ${type}`).toBe(415);
        expect(r.json()).toEqual({ error: 'Send the request as JSON (Content-Type: application/json).' });
      }
    }
    expect(await t.app.store.listLeads()).toHaveLength(leadsBefore);
  });

  it('takes JSON with a charset', async () => {
    const r = await post('/api/leads', { 'content-type': 'application/json; charset=utf-8' });
    expect(r.statusCode).toBe(201);
  });
});
