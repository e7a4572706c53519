// The sign-in limits under attack, through the real API on both engines: parallel guesses cannot slip past
// the limit (each attempt is reserved in the database before its password is checked), a guesser locks out
// only their own address and not the operator elsewhere, guessing from many addresses stays bounded by the
// account's ceiling (past which only an address the operator signed in from before may try), an IPv6 /64
// counts as one address, and failed sign-ins cannot flood the audit log or write a stranger's text into it.
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_TOKEN, consoleFixture, JSON_HEADERS, type ConsoleFixture } from '#tests/support/console-fixture.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { writeAudit } from './audit.ts';

// The limits the console promises (README, "Sessions and sign-in"): in 15 minutes, 5 failures per account
// from one address, 20 per address, 50 per account from everywhere.
const PER_ACCOUNT_AND_ADDRESS = 5;
const PER_ACCOUNT = 50;
/** How the audit log names an e-mail that belongs to no account (what was typed is never written). */
const UNKNOWN_ACCOUNT = 'unknown account';
const TOO_MANY = /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/;

function attempt(f: ConsoleFixture, email: string, password: string, remoteAddress: string): Promise<LightMyRequestResponse> {
  return f.app.inject({ method: 'POST', url: '/api/admin/session', headers: JSON_HEADERS, payload: { email, password }, remoteAddress });
}

function statuses(rs: LightMyRequestResponse[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of rs) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
}

function expectRefused(r: LightMyRequestResponse) {
  expect(r.statusCode).toBe(429);
  expect(r.json().error).toMatch(TOO_MANY);
  expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
}

async function auditEntries(f: ConsoleFixture) {
  const out: { actor: string; action: string; target: string; ip: string; detail: string }[] = [];
  let cursor: string | null = null;
  do {
    const r: LightMyRequestResponse = await f.app.inject({
      url: `/api/admin/audit${cursor ? `?cursor=${cursor}` : ''}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(r.statusCode).toBe(200);
    out.push(...r.json().entries);
    cursor = r.json().nextCursor;
  } while (cursor);
  return out;
}

describe.each(ENGINES)('sign-in limits under attack ($name)', ({ make }) => {
  const f = consoleFixture({ make });
  const cli = { name: 'cli:test', ip: 'cli' };

  it('50 parallel wrong passwords from two addresses: at most 5 per address are checked, the rest get 429; the operator elsewhere still signs in', async () => {
    const account = 'parallel@example.com';
    const password = 'the operator passphrase';
    await f.operators.add(account, 'admin', password, cli);
    const attackers = ['203.0.113.10', '203.0.113.20'];
    const first = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(f, account, `wrong guess ${i}`, attackers[i % 2]!)));
    const counted = statuses(first);
    expect(Object.keys(counted).sort()).toEqual(['401', '429']);
    expect(counted[401]).toBeLessThanOrEqual(2 * PER_ACCOUNT_AND_ADDRESS);
    for (const address of attackers) {
      const checked = first.filter((r, i) => attackers[i % 2] === address && r.statusCode === 401);
      expect(checked.length, address).toBeLessThanOrEqual(PER_ACCOUNT_AND_ADDRESS);
    }
    first.filter((r) => r.statusCode === 429).forEach(expectRefused);

    // The operator, from a third address, with the right password: in, while the attacker is refused.
    const operator = await attempt(f, account, password, '198.51.100.77');
    expect(operator.statusCode).toBe(200);
    expect(String(operator.headers['set-cookie'])).toMatch(/^admin_session=/);

    // The attacker's further guesses (the right password among them) stay refused.
    const more = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(f, account, i === 7 ? password : `more guess ${i}`, attackers[i % 2]!)),
    );
    more.forEach(expectRefused);
    const failures = (await auditEntries(f)).filter((e) => e.action === 'sign-in-failed' && e.actor === account);
    expect(failures.length).toBeLessThanOrEqual(2 * PER_ACCOUNT_AND_ADDRESS);
  }, 60_000);

  it('guessing from many addresses stops at the account ceiling; past it only an address the operator signed in from before gets in', async () => {
    const account = 'ceiling@example.com';
    const password = 'the ceiling passphrase';
    await f.operators.add(account, 'admin', password, cli);
    const home = '198.51.100.1';
    expect((await attempt(f, account, password, home)).statusCode).toBe(200);

    // 15 addresses, 6 guesses each, all at once: 90 guesses against a ceiling of 50.
    const addresses = Array.from({ length: 15 }, (_, i) => `192.0.2.${100 + i}`);
    const guesses = await Promise.all(
      Array.from({ length: 90 }, (_, i) => attempt(f, account, `distributed guess ${i}`, addresses[i % addresses.length]!)),
    );
    const counted = statuses(guesses);
    expect(counted[401]).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(counted[429]).toBeGreaterThanOrEqual(90 - PER_ACCOUNT);
    guesses.filter((r) => r.statusCode === 429).forEach(expectRefused);

    // A new address is refused now, even with the right password (what the ceiling costs: see docs/reliability.md)...
    expectRefused(await attempt(f, account, password, '198.51.100.2'));
    // ...and guessing from yet more addresses stays refused...
    const fresh = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(f, account, `fresh guess ${i}`, `192.0.2.${200 + i}`)));
    fresh.forEach(expectRefused);
    // ...but the operator at home signs in.
    expect((await attempt(f, account, password, home)).statusCode).toBe(200);
  }, 90_000);

  it('counts an IPv6 /64 as one address, and limits it on the account without touching the next /64', async () => {
    const account = 'v6@example.com';
    await f.operators.add(account, 'viewer', 'the v6 passphrase', cli);
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS; i++) {
      const r = await attempt(f, account, 'wrong password here', `2001:db8:aa:bb::${(i + 1).toString(16)}`);
      expect(r.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expectRefused(await attempt(f, account, 'the v6 passphrase', '2001:db8:aa:bb:1234:5678:9abc:def0'));
    expect((await attempt(f, account, 'the v6 passphrase', '2001:db8:aa:bc::1')).statusCode).toBe(200);
  }, 60_000);
});

describe.each(ENGINES)('failed sign-ins in the audit log ($name)', ({ make }) => {
  const f = consoleFixture({ make });

  it('never writes the e-mail a stranger typed for no account, nor any password', async () => {
    const typed = `<img src=x onerror=alert(1)>${'A'.repeat(150)}@evil.example`;
    const secret = 'hunter2 is my secret password';
    expect((await attempt(f, typed, secret, '203.0.113.50')).statusCode).toBe(401);
    expect((await attempt(f, 'admin@example.com', secret, '203.0.113.50')).statusCode).toBe(401);
    const entries = await auditEntries(f);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('onerror');
    expect(text).not.toContain('AAAAAAAA');
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('hunter2');
    const failures = entries.filter((e) => e.action === 'sign-in-failed' && e.ip === '203.0.113.50');
    expect(failures).toEqual([
      {
        at: expect.any(String),
        actor: 'admin@example.com',
        action: 'sign-in-failed',
        target: 'admin@example.com',
        ip: '203.0.113.50',
        detail: 'wrong password',
      },
      {
        at: expect.any(String),
        actor: 'unknown account',
        action: 'sign-in-failed',
        target: '',
        ip: '203.0.113.50',
        detail: 'no such account',
      },
    ]);
  });

  it('writes no entry per refused attempt', async () => {
    // One address hammering one account: 5 checked and listed, 25 refused and not.
    for (let i = 0; i < 30; i++) await attempt(f, 'hammered@example.com', `guess ${i}`, '203.0.113.60');
    const hammered = (await auditEntries(f)).filter((e) => e.ip === '203.0.113.60');
    expect(hammered).toHaveLength(PER_ACCOUNT_AND_ADDRESS);
    expect(hammered[0]!.detail).toBe('no such account; this address is refused for 15 minutes');
  }, 60_000);

  it('lists at most 100 failed sign-ins in 15 minutes, then says once that more are not listed', async () => {
    const listed = async () => (await auditEntries(f)).filter((e) => e.action === 'sign-in-failed').length;
    // As if many failures had come from many places in the last minutes: the log lists 99 of them.
    const already = await listed();
    for (let i = already; i < 99; i++) {
      await writeAudit(f.store.db, { actor: UNKNOWN_ACCOUNT, action: 'sign-in-failed', ip: `10.9.0.${i}`, detail: 'no such account' });
    }
    expect(await listed()).toBe(99);
    for (let i = 0; i < 6; i++)
      expect((await attempt(f, `spray-${i}@example.com`, 'wrong password', `10.8.0.${i + 1}`)).statusCode).toBe(401);
    const failed = (await auditEntries(f)).filter((e) => e.action === 'sign-in-failed');
    expect(failed).toHaveLength(101);
    expect(failed[0]).toMatchObject({ actor: 'sign-in limits', detail: expect.stringMatching(/not listed one by one/) });
    expect(failed[1]).toMatchObject({ actor: UNKNOWN_ACCOUNT, ip: '10.8.0.1' });
  }, 60_000);
});
