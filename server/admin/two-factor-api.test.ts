// Two-factor sign-in through the real API on both engines: setting it up with a code, signing in with a
// code and with a recovery code, a used recovery code and a replayed code refused, wrong codes counted as
// failed sign-ins, and `Require two-factor sign-in` giving an account without it a session that can only
// set it up. The codes are computed by the test from RFC 6238 with node:crypto (tests/support/rfc6238.ts),
// not with the product's library.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_TOKEN, consoleFixture, JSON_HEADERS, sessionCookie, type ConsoleFixture } from '#tests/support/console-fixture.ts';
import { codeAt, totp } from '#tests/support/rfc6238.ts';
import { ENGINES } from '#tests/support/test-db.ts';

/** A new account of the block's database, signed in (no two-factor yet), from its own address. */
async function newOperator(f: ConsoleFixture, role: 'admin' | 'viewer' = 'viewer') {
  const email = `op-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'a long enough passphrase';
  await f.operators.add(email, role, password, { name: 'cli:test', ip: 'cli' });
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const signIn = (body: Record<string, string> = {}) =>
    f.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: JSON_HEADERS,
      remoteAddress: ip,
      payload: { email, password, ...body },
    });
  const cookie = sessionCookie(await signIn());
  return { email, password, ip, cookie, signIn };
}

async function enrol(f: ConsoleFixture, cookie: string) {
  const begun = await f.post('/api/admin/me/totp', {}, cookie);
  expect(begun.statusCode).toBe(200);
  const { secret, otpauthUrl } = begun.json() as { secret: string; otpauthUrl: string };
  const confirmed = await f.post('/api/admin/me/totp/confirm', { code: codeAt(secret, Date.now()) }, cookie);
  expect(confirmed.statusCode).toBe(200);
  return { secret, otpauthUrl, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}

async function auditOf(f: ConsoleFixture, actor: string) {
  const r = await f.app.inject({
    url: `/api/admin/audit?actor=${encodeURIComponent(actor)}`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(r.statusCode).toBe(200);
  return (r.json() as { entries: { action: string; detail: string; target: string }[] }).entries;
}

describe('the test computes RFC 6238 codes itself', () => {
  it('matches the RFC 6238 test vectors for SHA-1 (8 digits) and their last 6 digits', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    expect(totp(key, 59_000, 8)).toBe('94287082');
    expect(totp(key, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totp(key, 20_000_000_000_000, 8)).toBe('65353130');
    expect(totp(key, 59_000)).toBe('287082');
  });
});

describe.each(ENGINES)('two-factor sign-in ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });

  it('sets up with a secret and an otpauth:// address, confirms with a code, then needs a code to sign in', async () => {
    const op = await newOperator(f);
    const before = await f.get('/api/admin/me/totp', op.cookie);
    expect(before.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

    const begun = await f.post('/api/admin/me/totp', {}, op.cookie);
    const { secret, otpauthUrl } = begun.json() as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toContain(op.email);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');

    // Not on until confirmed: the password alone still signs in.
    expect((await op.signIn()).statusCode).toBe(200);
    const wrong = await f.post(
      '/api/admin/me/totp/confirm',
      { code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000' },
      op.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { code: expect.any(String) } });

    const confirmCode = codeAt(secret, Date.now());
    const confirmed = await f.post('/api/admin/me/totp/confirm', { code: confirmCode }, op.cookie);
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect((await f.get('/api/admin/me/totp', op.cookie)).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    // Stored sealed and hashed: neither the secret nor a recovery code is in the database as such.
    const row = await f.store.db.selectFrom('operators').selectAll().where('email', '=', op.email).executeTakeFirstOrThrow();
    expect(row.totp_secret_sealed).not.toContain(secret);
    const hashes = await f.store.db.selectFrom('operator_recovery_codes').select('code_hash').where('operator_id', '=', row.id).execute();
    expect(hashes).toHaveLength(10);
    for (const h of hashes) expect(recoveryCodes.map((c) => c.replace(/-/g, ''))).not.toContain(h.code_hash);

    const noCode = await op.signIn();
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ error: expect.any(String), needsCode: true });
    expect(noCode.headers['set-cookie']).toBeUndefined();

    // The code used to confirm is not accepted again (same step); the next step's code is, once.
    expect((await op.signIn({ code: confirmCode })).statusCode).toBe(401);
    const next = codeAt(secret, Date.now() + 30_000);
    const ok = await op.signIn({ code: next });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: op.email, role: 'viewer' });
    expect((await f.get('/api/admin/me', sessionCookie(ok))).statusCode).toBe(200);
    const replay = await op.signIn({ code: next });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ needsCode: true });

    const entries = await auditOf(f, op.email);
    expect(entries.map((e) => e.action)).toContain('two-factor-on');
    expect(entries.find((e) => e.action === 'sign-in')?.detail).toBe('with an authentication code');
  });

  it('signs in with an unused recovery code once; a used one is refused', async () => {
    const op = await newOperator(f);
    const { recoveryCodes } = await enrol(f, op.cookie);
    const [first, second] = recoveryCodes as [string, string];
    const withFirst = await op.signIn({ code: first.toLowerCase() });
    expect(withFirst.statusCode).toBe(200);
    const again = await op.signIn({ code: first });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ needsCode: true });
    expect((await op.signIn({ code: second.replace(/-/g, '') })).statusCode).toBe(200);
    expect((await f.get('/api/admin/me/totp', op.cookie)).json()).toMatchObject({ recoveryCodesLeft: 8 });
    const signIns = (await auditOf(f, op.email)).filter((e) => e.action === 'sign-in');
    expect(signIns[0]!.detail).toBe('with a recovery code; 8 left');
  });

  it('counts wrong codes as failed sign-ins: audited, and the sixth try from one address is refused 429', async () => {
    const op = await newOperator(f);
    const { secret } = await enrol(f, op.cookie);
    const wrong = (n: number) => String((Number(codeAt(secret, Date.now())) + 1 + n) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const r = await op.signIn({ code: wrong(i * 7919) });
      expect(r.statusCode, `try ${i + 1}`).toBe(401);
      expect(r.json()).toMatchObject({ needsCode: true });
    }
    const failures = (await auditOf(f, op.email)).filter((e) => e.action === 'sign-in-failed');
    expect(failures).toHaveLength(5);
    expect(failures[0]!.detail).toContain('wrong authentication code');
    // Counted like wrong passwords: even the right code is refused from this address now.
    const limited = await op.signIn({ code: codeAt(secret, Date.now() + 30_000) });
    expect(limited.statusCode).toBe(429);
  }, 30_000);

  it('asks the right password for a code, but a wrong password with any code is just a wrong password', async () => {
    const op = await newOperator(f);
    const { secret } = await enrol(f, op.cookie);
    const r = await f.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: JSON_HEADERS,
      remoteAddress: op.ip,
      payload: { email: op.email, password: 'not the password at all', code: codeAt(secret, Date.now() + 30_000) },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ error: 'Wrong email or password.' });
    // The code was not spent on a wrong password.
    expect((await op.signIn({ code: codeAt(secret, Date.now() + 30_000) })).statusCode).toBe(200);
  });

  it('turns off with `npm run operator -- reset-2fa` code path and from the Accounts page; audited', async () => {
    const op = await newOperator(f);
    await enrol(f, op.cookie);
    await f.operators.resetTwoFactor({ email: op.email }, { name: 'cli:test', ip: 'cli' });
    expect((await op.signIn()).statusCode).toBe(200);
    const again = await newOperator(f);
    await enrol(f, again.cookie);
    const id = (await f.operators.findByEmail(again.email))!.id;
    const r = await f.post(`/api/admin/operators/${id}/reset-2fa`, {});
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ operator: { email: again.email, twoFactor: false } });
    expect((await again.signIn()).statusCode).toBe(200);
    expect((await auditOf(f, 'cli:test')).some((e) => e.action === 'two-factor-reset' && e.target === op.email)).toBe(true);
    expect((await auditOf(f, ADMIN.email)).some((e) => e.action === 'two-factor-reset' && e.target === again.email)).toBe(true);
  });

  it('`Require two-factor sign-in`: refused until the admin has it; then an account without it gets a session that can only set it up', async () => {
    const admin = await newOperator(f, 'admin');
    const refused = await f.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...JSON_HEADERS, cookie: admin.cookie },
      payload: { requireTwoFactor: true },
    });
    expect(refused.statusCode).toBe(409);
    await enrol(f, admin.cookie);
    const on = await f.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...JSON_HEADERS, cookie: admin.cookie },
      payload: { requireTwoFactor: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ requireTwoFactor: true });
    try {
      const viewer = await newOperator(f);
      expect((await f.get('/api/admin/me', viewer.cookie)).json()).toMatchObject({ email: viewer.email, enrolOnly: true });
      const leads = await f.get('/api/admin/leads', viewer.cookie);
      expect(leads.statusCode).toBe(403);
      expect(leads.json()).toMatchObject({ needsEnrolment: true });
      expect((await f.get('/api/admin/dashboard', viewer.cookie)).statusCode).toBe(403);
      expect((await f.get('/api/admin/me/totp', viewer.cookie)).json()).toMatchObject({ enabled: false, required: true });
      // The admin's own session, with two-factor on, is a whole session.
      expect((await f.get('/api/admin/leads', admin.cookie)).statusCode).toBe(200);

      await enrol(f, viewer.cookie);
      // The same session is whole once it is set up.
      const me = (await f.get('/api/admin/me', viewer.cookie)).json() as Record<string, unknown>;
      expect(me.enrolOnly).toBeUndefined();
      expect((await f.get('/api/admin/leads', viewer.cookie)).statusCode).toBe(200);
      expect((await auditOf(f, admin.email)).find((e) => e.action === 'setting-change')).toMatchObject({
        target: 'Require two-factor sign-in',
        detail: 'on',
      });
    } finally {
      await f.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: { ...JSON_HEADERS, authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { requireTwoFactor: false },
      });
    }
  });

  it('keeps the ADMIN_TOKEN out of two-factor setup (it is not an account) and needs a session for it', async () => {
    const token = await f.app.inject({
      method: 'POST',
      url: '/api/admin/me/totp',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: {},
    });
    expect(token.statusCode).toBe(403);
    const none = await f.app.inject({
      method: 'POST',
      url: '/api/admin/me/totp/confirm',
      headers: JSON_HEADERS,
      payload: { code: 'x'.repeat(500) },
    });
    expect(none.statusCode).toBe(401);
  });
});
