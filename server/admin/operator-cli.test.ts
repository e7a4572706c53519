// `npm run operator` as an operator runs it: a real child process on a real database, the password as one
// line of standard input, then the account signs in through the real API.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { ENGINES } from '#tests/support/test-db.ts';

describe.each(ENGINES)('npm run operator ($name)', ({ make }) => {
  const f = consoleFixture({ make });
  const run = (args: string[], input = '') =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: f.db.url },
      timeout: 60_000,
    });

  it('adds, lists, changes the password of and removes an operator; each change is audited as "cli"', async () => {
    const add = run(['add', '--email', 'Ops@Example.com', '--role', 'viewer'], 'a strong passphrase\n');
    expect(add.stderr).toBe('');
    expect(add.status).toBe(0);
    expect(add.stdout).toContain('Added ops@example.com (viewer).');
    const listed = run(['list']);
    expect(listed.stdout).toMatch(/^ops@example\.com\tviewer\tsince \d{4}-\d\d-\d\d$/m);

    const signIn = (password: string) =>
      f.app.inject({ method: 'POST', url: '/api/admin/session', headers: JSON_HEADERS, payload: { email: 'ops@example.com', password } });
    const first = await signIn('a strong passphrase');
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;

    const changed = run(['password', '--email', 'ops@example.com'], 'another strong one\n');
    expect(changed.status).toBe(0);
    expect((await f.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await signIn('another strong one')).statusCode).toBe(200);

    expect(run(['remove', '--email', 'ops@example.com']).status).toBe(0);
    expect((await signIn('another strong one')).statusCode).toBe(401);

    const audit = await f.store.db
      .selectFrom('audit_log')
      .select(['action', 'ip', 'target'])
      .where('ip', '=', 'cli')
      .where('target', '=', 'ops@example.com')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['operator-add', 'operator-password', 'operator-remove']);
  }, 120_000);

  it('refuses a short password, an unknown role, a missing e-mail and an unknown command, with a message and exit code 2', () => {
    const cases: [string[], string, RegExp][] = [
      [['add', '--email', 'x@example.com', '--role', 'admin'], 'too short\n', /at least 12 characters/],
      [['add', '--email', 'x@example.com', '--role', 'owner'], 'long enough password\n', /admin or viewer/],
      [['remove'], '', /needs --email/],
      [['promote', '--email', 'x@example.com'], '', /Unknown command/],
    ];
    for (const [args, input, message] of cases) {
      const r = run(args, input);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
  }, 120_000);
});
