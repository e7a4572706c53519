// Accounts managed in the console through the real API on both engines: an invitation link that works once
// and for 24 hours only, an account added with a password, a role change, a reset link that ends the old
// password and every session, a removal that ends the sessions, the last admin kept, viewers refused, and
// every change in the audit log.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_TOKEN, consoleFixture, JSON_HEADERS, sessionCookie, type ConsoleFixture } from '#tests/support/console-fixture.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const HOUR = 3_600_000;
const fresh = () => `new-${randomUUID().slice(0, 8)}@example.com`;

function send(f: ConsoleFixture, method: 'PATCH' | 'DELETE' | 'POST', url: string, payload: object, cookie = f.admin) {
  return f.app.inject({ method, url, headers: { ...JSON_HEADERS, cookie }, payload });
}

async function auditOf(f: ConsoleFixture, query: string) {
  const r = await f.app.inject({ url: `/api/admin/audit?${query}`, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(r.statusCode).toBe(200);
  return (r.json() as { entries: { actor: string; action: string; target: string; detail: string }[] }).entries;
}

const tokenOf = (path: string) => {
  expect(path).toMatch(/^\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/);
  return path.split('#token=')[1]!;
};

describe.each(ENGINES)('accounts in the console ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });

  it('invites by a one-time link: valid 24 hours, no sign-in until the password is chosen, then it works once', async () => {
    const email = fresh();
    const before = Date.now();
    const added = await f.post('/api/admin/operators', { email: email.toUpperCase(), role: 'viewer' });
    expect(added.statusCode).toBe(201);
    const body = added.json() as { operator: Record<string, unknown>; link: { path: string; expiresAt: string } };
    expect(body.operator).toMatchObject({ email, role: 'viewer', passwordSet: false, twoFactor: false, lastSignInAt: null });
    const expires = Date.parse(body.link.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    const token = tokenOf(body.link.path);
    // Only the token's hash is stored.
    const stored = await f.store.db.selectFrom('operator_password_links').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const list = (await f.get('/api/admin/operators')).json() as { operators: { email: string; link: unknown }[] };
    expect(list.operators.find((o) => o.email === email)).toMatchObject({ link: { purpose: 'invite', expiresAt: body.link.expiresAt } });

    // An empty password signs nobody in.
    expect((await f.signIn(email, '')).statusCode).toBe(401);

    const check = await f.app.inject({ method: 'POST', url: '/api/admin/password-links/check', headers: JSON_HEADERS, payload: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email, purpose: 'invite', expiresAt: body.link.expiresAt });

    const use = (password: string) =>
      f.app.inject({ method: 'POST', url: '/api/admin/password-links/use', headers: JSON_HEADERS, payload: { token, password } });
    const short = await use('too short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fields: { password: expect.stringContaining('12') } });
    const set = await use('my own good passphrase');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ email });
    expect(set.headers['set-cookie']).toBeUndefined();
    const again = await use('someone elses passphrase');
    expect(again.statusCode).toBe(410);
    expect(
      (await f.app.inject({ method: 'POST', url: '/api/admin/password-links/check', headers: JSON_HEADERS, payload: { token } }))
        .statusCode,
    ).toBe(410);

    expect((await f.signIn(email, 'someone elses passphrase')).statusCode).toBe(401);
    expect((await f.signIn(email, 'my own good passphrase')).statusCode).toBe(200);
    const entries = await auditOf(f, `actor=${encodeURIComponent(email)}`);
    expect(entries.find((e) => e.action === 'operator-password')).toMatchObject({
      target: email,
      detail: 'chosen with an invitation link',
    });
    expect((await auditOf(f, `action=operator-add&actor=${encodeURIComponent(ADMIN.email)}`)).some((e) => e.target === email)).toBe(true);
  });

  it('refuses an invitation link after 24 hours', async () => {
    const email = fresh();
    const invited = await f.operators.invite(email, 'viewer', { name: 'cli:test', ip: 'cli' });
    const dayLater = Date.now() + 24 * HOUR + 1000;
    expect(await f.operators.checkPasswordLink(invited.token, dayLater)).toBeUndefined();
    expect(await f.operators.usePasswordLink(invited.token, 'a late passphrase here', '198.51.100.7', dayLater)).toBeUndefined();
    // Still good just before.
    expect(await f.operators.checkPasswordLink(invited.token, Date.now() + 23 * HOUR)).toMatchObject({ email });
  });

  it('a new link voids the older one', async () => {
    const email = fresh();
    const first = tokenOf(
      ((await f.post('/api/admin/operators', { email, role: 'viewer' })).json() as { link: { path: string } }).link.path,
    );
    const id = (await f.operators.findByEmail(email))!.id;
    const renewed = await f.post(`/api/admin/operators/${id}/password-link`, {});
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ purpose: 'invite' });
    const second = tokenOf((renewed.json() as { link: { path: string } }).link.path);
    const use = (token: string) =>
      f.app.inject({
        method: 'POST',
        url: '/api/admin/password-links/use',
        headers: JSON_HEADERS,
        payload: { token, password: 'the chosen passphrase' },
      });
    expect((await use(first)).statusCode).toBe(410);
    expect((await use(second)).statusCode).toBe(200);
  });

  it('adds an account with a password, which signs in at once', async () => {
    const email = fresh();
    const r = await f.post('/api/admin/operators', { email, role: 'admin', password: 'a set passphrase 1' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ operator: { email, role: 'admin', passwordSet: true }, link: null });
    expect((await f.signIn(email, 'a set passphrase 1')).statusCode).toBe(200);
    expect((await f.post('/api/admin/operators', { email, role: 'viewer' })).statusCode).toBe(409);
    const bad = await f.post('/api/admin/operators', { email: 'not an address', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'role']);
  });

  it('resets a password with a link: the old password and every session end at once; audited', async () => {
    const email = fresh();
    await f.operators.add(email, 'viewer', 'the old passphrase', { name: 'cli:test', ip: 'cli' });
    const cookie = sessionCookie(await f.signIn(email, 'the old passphrase'));
    const id = (await f.operators.findByEmail(email))!.id;
    const r = await f.post(`/api/admin/operators/${id}/password-link`, {});
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ purpose: 'reset', operator: { passwordSet: false, link: { purpose: 'reset' } } });
    expect((await f.get('/api/admin/me', cookie)).statusCode).toBe(401);
    expect((await f.signIn(email, 'the old passphrase')).statusCode).toBe(401);
    const token = tokenOf((r.json() as { link: { path: string } }).link.path);
    const set = await f.app.inject({
      method: 'POST',
      url: '/api/admin/password-links/use',
      headers: JSON_HEADERS,
      payload: { token, password: 'the new passphrase' },
    });
    expect(set.statusCode).toBe(200);
    expect((await f.signIn(email, 'the new passphrase')).statusCode).toBe(200);
    const entries = await auditOf(f, `action=operator-reset`);
    expect(entries.find((e) => e.target === email)).toMatchObject({ actor: ADMIN.email });
  });

  it('changes a role (audited, in force at once) and removes an account (sessions end, audited)', async () => {
    const email = fresh();
    await f.operators.add(email, 'viewer', 'a viewer passphrase', { name: 'cli:test', ip: 'cli' });
    const cookie = sessionCookie(await f.signIn(email, 'a viewer passphrase'));
    const id = (await f.operators.findByEmail(email))!.id;
    expect((await f.get('/api/admin/operators', cookie)).statusCode).toBe(403);

    const promoted = await send(f, 'PATCH', `/api/admin/operators/${id}`, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ operator: { email, role: 'admin' } });
    expect((await f.get('/api/admin/operators', cookie)).statusCode).toBe(200);
    expect((await auditOf(f, 'action=operator-role')).find((e) => e.target === email)).toMatchObject({
      actor: ADMIN.email,
      detail: 'viewer to admin',
    });

    const removed = await send(f, 'DELETE', `/api/admin/operators/${id}`, {});
    expect(removed.statusCode).toBe(204);
    expect((await f.get('/api/admin/me', cookie)).statusCode).toBe(401);
    expect((await f.signIn(email, 'a viewer passphrase')).statusCode).toBe(401);
    expect((await auditOf(f, 'action=operator-remove')).find((e) => e.target === email)).toMatchObject({ actor: ADMIN.email });
    expect((await send(f, 'DELETE', `/api/admin/operators/${id}`, {})).statusCode).toBe(404);
  });

  it('never removes or demotes the last admin', async () => {
    // Every admin but the block's own is made a viewer first, so it is the last.
    for (const o of (await f.operators.listDetailed()).filter((o) => o.role === 'admin' && o.email !== ADMIN.email)) {
      expect((await send(f, 'PATCH', `/api/admin/operators/${o.id}`, { role: 'viewer' })).statusCode).toBe(200);
    }
    const id = (await f.operators.findByEmail(ADMIN.email))!.id;
    const demote = await send(f, 'PATCH', `/api/admin/operators/${id}`, { role: 'viewer' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatch(/last admin/);
    const remove = await send(f, 'DELETE', `/api/admin/operators/${id}`, {});
    expect(remove.statusCode).toBe(409);
    expect((await f.get('/api/admin/me')).statusCode).toBe(200);
    // Two admins removing each other at once: one of them stays.
    const other = fresh();
    await f.operators.add(other, 'admin', 'second admin passphrase', { name: 'cli:test', ip: 'cli' });
    const otherId = (await f.operators.findByEmail(other))!.id;
    const otherCookie = sessionCookie(await f.signIn(other, 'second admin passphrase'));
    const [a, b] = await Promise.all([
      send(f, 'DELETE', `/api/admin/operators/${otherId}`, {}),
      send(f, 'DELETE', `/api/admin/operators/${id}`, {}, otherCookie),
    ]);
    // One removal goes through; the other finds its target the last admin (409), or its own session ended
    // by the first (401), depending on which got to the database first.
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    expect((await f.operators.listDetailed()).filter((o) => o.role === 'admin')).toHaveLength(1);
    if (b.statusCode === 204) {
      // The block's admin was removed: put it back for the tests after this one.
      await f.operators.add(ADMIN.email, 'admin', ADMIN.password, { name: 'cli:test', ip: 'cli' });
    }
  });

  it('keeps the accounts API to admins: 401 without a session, 403 for a viewer, before the body is read', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/admin/operators'],
      ['POST', '/api/admin/operators'],
      ['PATCH', '/api/admin/operators/x'],
      ['DELETE', '/api/admin/operators/x'],
      ['POST', '/api/admin/operators/x/password-link'],
      ['POST', '/api/admin/operators/x/reset-2fa'],
      ['GET', '/api/admin/settings'],
      ['PATCH', '/api/admin/settings'],
    ];
    const viewer = await f.viewerCookie();
    for (const [method, url] of calls) {
      for (const [cookie, status] of [
        ['', 401],
        [viewer, 403],
      ] as const) {
        const r = await f.app.inject({
          method: method as 'GET',
          url,
          headers: { ...JSON_HEADERS, ...(cookie && { cookie }) },
          ...(method !== 'GET' && { payload: { junk: true } }),
        });
        expect(r.statusCode, `${method} ${url} ${status}`).toBe(status);
      }
    }
  });
});
