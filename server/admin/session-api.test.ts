// Console accounts and sessions through the real API on both engines: sign-in and its cookie, 401 without
// a session, the bearer token, sign-out, idle expiry, sign-out everywhere on a password change, the
// sign-in limits per account and per IP, the cross-site guard on admin writes, and the audit entries.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  ADMIN_TOKEN,
  consoleFixture,
  JSON_HEADERS,
  sessionCookie,
  VIEWER,
  type ConsoleFixture,
} from '#tests/support/console-fixture.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const ENDPOINTS: [string, string][] = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/leads'],
  ['GET', '/api/admin/leads/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/admin/leads/00000000-0000-4000-8000-000000000000/resend'],
  ['POST', '/api/admin/leads/resend'],
  ['GET', '/api/admin/leads.csv'],
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/messages'],
  ['POST', '/api/admin/messages/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/audit'],
];

async function auditActions(f: ConsoleFixture): Promise<{ actor: string; action: string; target: string; ip: string; detail: string }[]> {
  const r = await f.app.inject({ url: '/api/admin/audit', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(r.statusCode).toBe(200);
  return r.json().entries;
}

describe.each(ENGINES)('console sessions ($name)', ({ make }) => {
  const f = consoleFixture({ make });

  it('answers 401 on every endpoint without a session, and with an unknown cookie or a wrong token', async () => {
    for (const [method, url] of ENDPOINTS) {
      for (const headers of [{}, { cookie: 'admin_session=made-up' }, { authorization: 'Bearer not-the-token-at-all' }]) {
        const r = await f.app.inject({
          method: method as 'GET',
          url,
          headers: { ...JSON_HEADERS, ...headers },
          ...(method === 'POST' && { payload: {} }),
        });
        expect(r.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(r.json()).toEqual({ error: expect.any(String) });
      }
    }
  });

  it('signs in with the right password: 200 {email, role}, an HttpOnly SameSite=Strict cookie, and /me knows who it is', async () => {
    const r = await f.signIn('  Admin@Example.com ', ADMIN.password);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ email: ADMIN.email, role: 'admin' });
    const set = String(r.headers['set-cookie']);
    expect(set).toMatch(/^admin_session=[A-Za-z0-9_-]{43};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    expect(set).toContain('Path=/');
    expect(set).not.toContain('Secure');
    const me = await f.app.inject({ url: '/api/admin/me', headers: { cookie: sessionCookie(r) } });
    expect(me.statusCode).toBe(200);
    // The zone its dates are shown in: the console's (CONSOLE_TIME_ZONE, New York by default) until the account sets one.
    expect(me.json()).toEqual({
      email: ADMIN.email,
      role: 'admin',
      mail: false,
      timeZone: 'America/New_York',
      ownTimeZone: null,
      consoleTimeZone: 'America/New_York',
    });
    const viewer = await f.app.inject({ url: '/api/admin/me', headers: { cookie: await f.viewerCookie() } });
    expect(viewer.json()).toMatchObject({ email: VIEWER.email, role: 'viewer' });
  });

  it('stores only the SHA-256 of the session token', async () => {
    const token = (await f.adminCookie()).split('=')[1]!;
    const rows = await f.store.db.selectFrom('admin_sessions').select('token_hash').execute();
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(token);
  });

  describe('behind a trusted proxy', () => {
    const proxied = consoleFixture({ make, env: { TRUST_PROXY: 'true' } });

    it('marks the cookie Secure when the request came over HTTPS through the trusted proxy', async () => {
      const r = await proxied.signIn(ADMIN.email, ADMIN.password, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
      expect(r.statusCode).toBe(200);
      expect(String(r.headers['set-cookie'])).toContain('Secure');
    });

    it('names the cookie __Host-admin_session over HTTPS (Secure, Path=/, no Domain), and reads no other name there', async () => {
      const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
      const r = await proxied.signIn(ADMIN.email, ADMIN.password, https);
      expect(r.statusCode).toBe(200);
      const set = String(r.headers['set-cookie']);
      expect(set).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43};/);
      expect(set).toContain('Secure');
      expect(set).toContain('Path=/');
      expect(set).toContain('HttpOnly');
      expect(set).toContain('SameSite=Strict');
      expect(set).not.toMatch(/domain=/i);
      const token = set.split(';')[0]!.split('=')[1]!;
      const me = (cookie: string) => proxied.app.inject({ url: '/api/admin/me', headers: { ...https, cookie } });
      expect((await me(`__Host-admin_session=${token}`)).statusCode).toBe(200);
      // A cookie without the prefix could have been planted by a sibling subdomain or a plain-http page:
      // over HTTPS it signs no one in, even with a live session's token.
      expect((await me(`admin_session=${token}`)).statusCode).toBe(401);
      const out = await proxied.app.inject({
        method: 'DELETE',
        url: '/api/admin/session',
        headers: { ...https, ...JSON_HEADERS, cookie: `__Host-admin_session=${token}` },
        payload: {},
      });
      expect(out.statusCode).toBe(204);
      expect(String(out.headers['set-cookie'])).toMatch(/^__Host-admin_session=;.*Max-Age=0.*Secure/);
      expect((await me(`__Host-admin_session=${token}`)).statusCode).toBe(401);
    });
  });

  it('answers a wrong password and an unknown account the same way: 401 "Wrong email or password."', async () => {
    const wrong = await f.signIn(VIEWER.email, 'not the password at all', { 'x-test': '1' });
    const unknown = await f.signIn('nobody@example.com', 'not the password at all');
    for (const r of [wrong, unknown]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ error: 'Wrong email or password.' });
      expect(r.headers['set-cookie']).toBeUndefined();
    }
  });

  it('lets a script in with ADMIN_TOKEN as an admin named "token"', async () => {
    const r = await f.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ email: 'token', role: 'admin' });
  });

  it('signs out: 204, the cookie cleared, the session gone from the database', async () => {
    const cookie = await f.adminCookie();
    const out = await f.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie, ...JSON_HEADERS }, payload: {} });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^admin_session=;.*Max-Age=0/);
    expect((await f.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
    const hash = createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
    expect(
      await f.store.db.selectFrom('admin_sessions').select('token_hash').where('token_hash', '=', hash).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('ends a session after 12 hours without a request, and keeps one that was used within them', async () => {
    const idle = await f.adminCookie();
    const used = await f.adminCookie();
    const hashOf = (c: string) => createHash('sha256').update(c.split('=')[1]!).digest('hex');
    const hours = (h: number) => Date.now() - h * 3_600_000;
    // Time passes: one session was last used 12 h and a minute ago, the other 11 h 59 min ago.
    await f.store.db
      .updateTable('admin_sessions')
      .set({ last_seen_at: hours(12) - 60_000 })
      .where('token_hash', '=', hashOf(idle))
      .execute();
    await f.store.db
      .updateTable('admin_sessions')
      .set({ last_seen_at: hours(12) + 60_000 })
      .where('token_hash', '=', hashOf(used))
      .execute();
    expect((await f.app.inject({ url: '/api/admin/me', headers: { cookie: idle } })).statusCode).toBe(401);
    expect((await f.app.inject({ url: '/api/admin/me', headers: { cookie: used } })).statusCode).toBe(200);
    // The use just now moved its deadline: it is good for another 12 hours.
    const row = await f.store.db
      .selectFrom('admin_sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashOf(used))
      .executeTakeFirstOrThrow();
    expect(Date.now() - row.last_seen_at).toBeLessThan(60_000);
  });

  it('signs the operator out everywhere when the password changes (the CLI code path), and the new password works', async () => {
    const a = await f.viewerCookie();
    const b = await f.viewerCookie();
    await f.operators.setPassword(VIEWER.email, 'a brand new passphrase', { name: 'cli:test', ip: 'cli' });
    for (const cookie of [a, b]) expect((await f.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await f.signIn(VIEWER.email, VIEWER.password)).statusCode).toBe(401);
    expect((await f.signIn(VIEWER.email, 'a brand new passphrase')).statusCode).toBe(200);
    await f.operators.setPassword(VIEWER.email, VIEWER.password, { name: 'cli:test', ip: 'cli' });
  });

  it('refuses a password under 12 characters and a second account with the same e-mail', async () => {
    await expect(f.operators.add('short@example.com', 'viewer', 'eleven char', { name: 'cli:test', ip: 'cli' })).rejects.toThrow(
      'at least 12',
    );
    await expect(
      f.operators.add(ADMIN.email.toUpperCase(), 'viewer', 'long enough password', { name: 'cli:test', ip: 'cli' }),
    ).rejects.toThrow('exists');
  });

  it('refuses cross-site admin writes: another Origin gets 403, a non-JSON body 415', async () => {
    const cookie = await f.adminCookie();
    const evil = await f.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { ...JSON_HEADERS, origin: 'https://evil.example' },
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(evil.statusCode).toBe(403);
    const form = await f.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
    const resend = await f.app.inject({
      method: 'POST',
      url: '/api/admin/leads/resend',
      headers: { cookie, ...JSON_HEADERS, origin: 'https://evil.example' },
      payload: {},
    });
    expect(resend.statusCode).toBe(403);
    expect((await f.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('limits failed sign-ins per account: slower each time, then 429 with a clear message, even for the right password', async () => {
    const account = 'limited@example.com';
    await f.operators.add(account, 'viewer', 'the right passphrase', { name: 'cli:test', ip: 'cli' });
    const ip = { remoteAddress: '198.51.100.7' };
    const took: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const r = await f.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: JSON_HEADERS,
        payload: { email: account, password: `wrong guess ${i}` },
        ...ip,
      });
      took.push(Date.now() - started);
      expect(r.statusCode).toBe(401);
    }
    // Each failure is answered later than the one before: at least 250 ms per earlier failure.
    took.forEach((ms, earlier) => expect(ms, `failure ${earlier + 1}`).toBeGreaterThanOrEqual(250 * earlier));
    const locked = await f.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: JSON_HEADERS,
      payload: { email: account, password: 'the right passphrase' },
      ...ip,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'Too many sign-in attempts. Try again in 15 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The limit is the account's from that address: a guesser there cannot lock the operator out, whose
    // right password from another address still works (server/admin/sign-in-limits.test.ts: under attack).
    const elsewhere = await f.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: JSON_HEADERS,
      payload: { email: account, password: 'the right passphrase' },
      remoteAddress: '198.51.100.8',
    });
    expect(elsewhere.statusCode).toBe(200);
    // ...while the guessing address stays refused, the right password included.
    const stillLocked = await f.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: JSON_HEADERS,
      payload: { email: account, password: 'the right passphrase' },
      ...ip,
    });
    expect(stillLocked.statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await f.signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    // 15 minutes later the failures have aged out and the right password works.
    await f.store.db
      .updateTable('sign_in_failures')
      .set({ at: Date.now() - 15 * 60_000 - 1000 })
      .execute();
    const later = await f.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: JSON_HEADERS,
      payload: { email: account, password: 'the right passphrase' },
      ...ip,
    });
    expect(later.statusCode).toBe(200);
  });

  it('limits failed sign-ins per IP: 20 failures over many accounts, then 429 from that IP only', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 20; i++) {
      const r = await f.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: JSON_HEADERS,
        payload: { email: `guess${i}@example.com`, password: 'password1234' },
        remoteAddress: ip,
      });
      expect(r.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await f.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: JSON_HEADERS,
      payload: { email: ADMIN.email, password: ADMIN.password },
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    const other = await f.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: JSON_HEADERS,
      payload: { email: ADMIN.email, password: ADMIN.password },
      remoteAddress: '192.0.2.45',
    });
    expect(other.statusCode).toBe(200);
    // The failures table holds neither the addresses nor the e-mails.
    const keys = (await f.store.db.selectFrom('sign_in_failures').select('scope_key').execute()).map((r) => r.scope_key).join(' ');
    expect(keys).not.toContain(ip);
    expect(keys).not.toContain('guess');
  }, 30_000);

  it('writes sign-in, sign-in-failed, sign-out and account changes to the audit log, which the database will not let change', async () => {
    await f.signIn(ADMIN.email, 'a wrong password', {});
    const cookie = await f.adminCookie();
    await f.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie, ...JSON_HEADERS }, payload: {} });
    await f.operators.add('audited@example.com', 'viewer', 'audited passphrase', { name: 'cli:root', ip: 'cli' });
    await f.operators.setPassword('audited@example.com', 'another passphrase', { name: 'cli:root', ip: 'cli' });
    await f.operators.remove('audited@example.com', { name: 'cli:root', ip: 'cli' });
    const entries = await auditActions(f);
    const has = (action: string, actor: string, ip?: string) =>
      entries.some((e) => e.action === action && e.actor === actor && (ip === undefined || e.ip === ip));
    expect(has('sign-in-failed', ADMIN.email, '127.0.0.1')).toBe(true);
    expect(has('sign-in', ADMIN.email, '127.0.0.1')).toBe(true);
    expect(has('sign-out', ADMIN.email)).toBe(true);
    for (const action of ['operator-add', 'operator-password', 'operator-remove']) {
      expect(
        entries.find((e) => e.action === action && e.target === 'audited@example.com'),
        action,
      ).toMatchObject({ actor: 'cli:root', ip: 'cli' });
    }
    // Newest first.
    expect(entries[0]!.action).toBe('operator-remove');
    await expect(f.store.db.updateTable('audit_log').set({ actor: 'someone else' }).execute()).rejects.toThrow(
      /audit log cannot be changed/,
    );
    await expect(f.store.db.deleteFrom('audit_log').execute()).rejects.toThrow(/audit log cannot be changed/);
  });
});
