// What goes wrong is answered in the house shape `{ error }` with the usual security headers: a malformed
// address is the client's 400; a bug in our own code is a 500 logged at error level as a bug (so an
// operator does not mistake it for an outage), with a clear message for the visitor and no personal data.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { LogCapture } from '#tests/support/log-capture.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';

const solar = findServiceByTitle('Solar')!;
const logs = new LogCapture();
const t = appFixture({ forward: false, beforeStart: () => logs.clear() });

function expectHouseAnswer(r: LightMyRequestResponse, status: number, error: string) {
  expect(r.statusCode).toBe(status);
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  expect(r.json()).toEqual({ error });
  expect(r.headers['content-security-policy']).toContain("default-src 'self'");
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(r.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(r.headers['referrer-policy']).toBe('same-origin');
}

describe('malformed addresses', () => {
  it('are answered 400 { error } with the security headers, on pages and on the API', async () => {
    const app = t.app;
    for (const url of ['/%', '/api/zip/%ZZ', '/Services/%E0%A4%A', '/%C3%28', '/api/providers%?q=a']) {
      expectHouseAnswer(await app.inject(url), 400, 'The address is not valid.');
    }
    const post = await app.inject({ method: 'POST', url: '/api/leads%', payload: {} });
    expectHouseAnswer(post, 400, 'The address is not valid.');
  });

  it('leave well-formed escapes alone', async () => {
    const app = t.app;
    expect((await app.inject('/api/zip/%39%30%32%31%30')).json()).toMatchObject({ zip: '90210', state: 'CA' });
    expect((await app.inject('/api/providers?q=%25')).statusCode).toBe(200);
  });
});

describe('a bug in our own code', () => {
  it('is a 500 with a clear message, logged at error level as a bug, without the lead personal data', async () => {
    // The e-mail domain check is one of our parts; here it breaks the way a coding mistake would.
    const checkDomain = async (domain: string) => (undefined as unknown as { verdict(d: string): 'valid' }).verdict(domain);
    const app = await t.restart({ env: { LOG_LEVEL: 'info' }, checkDomain, logStream: logs });
    const body = validLead(solar);
    const r = await postLead(app, body);
    expectHouseAnswer(r, 500, 'Something went wrong on our side. Please try again in a moment.');
    const bug = logs.records().find((l) => l.msg === 'bug: unexpected error in our code, answered 500');
    expect(bug).toMatchObject({ level: 50, err: { type: 'TypeError' } });
    expect(logs.records().some((l) => String(l.msg).startsWith('database failure'))).toBe(false);
    for (const personal of [body.firstName, body.lastName, body.email, body.phone, body.streetAddress])
      expect(logs.text).not.toContain(personal);
  });
});
