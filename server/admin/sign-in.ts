// Sign-in with guessing made slow and short: every failure is recorded twice (for the account and for the
// client IP, both hashed) in the database, so all servers count the same failures. Within 15 minutes an
// account gets 5 failures and an IP 20; after that sign-in answers 429 until the oldest failure ages out.
// Each failure is answered later than the one before. An unknown e-mail costs the same time as a wrong
// password (a decoy hash is verified) and says the same thing.
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { writeAudit } from './audit.ts';
import type { Operator } from './operators.ts';
import { decoyHash, verifyPassword } from './passwords.ts';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
/** Added per earlier failure of the account before a wrong password is answered, up to the cap. */
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_CAP_MS = 3000;

export const WRONG_CREDENTIALS = 'Wrong email or password.';

export type SignInResult = { kind: 'ok'; operator: Operator } | { kind: 'wrong' } | { kind: 'limited'; retryAfterMs: number };

function scopeKey(scope: 'account' | 'ip', value: string): string {
  return createHash('sha256').update(`${scope}:${value}`, 'utf8').digest('hex');
}

export function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export class SignIn {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /** Failures of one key in the window: how many, and when the oldest of them ages out. */
  private async failures(key: string, now: number): Promise<{ count: number; oldest: number | null }> {
    const row = await this.db
      .selectFrom('sign_in_failures')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<number>('at').as('oldest')])
      .where('scope_key', '=', key)
      .where('at', '>', now - FAILURE_WINDOW_MS)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest === null ? null : Number(row.oldest) };
  }

  async attempt(emailInput: string, password: string, ip: string, now = Date.now()): Promise<SignInResult> {
    const email = emailInput.trim().toLowerCase();
    const accountKey = scopeKey('account', email);
    const ipKey = scopeKey('ip', ip);
    const [account, client] = await Promise.all([this.failures(accountKey, now), this.failures(ipKey, now)]);
    const limited = [
      account.count >= MAX_FAILURES_PER_ACCOUNT ? account.oldest : null,
      client.count >= MAX_FAILURES_PER_IP ? client.oldest : null,
    ].filter((t): t is number => t !== null);
    if (limited.length > 0) {
      const retryAfterMs = Math.max(...limited.map((oldest) => oldest + FAILURE_WINDOW_MS - now));
      await writeAudit(this.db, { actor: email, action: 'sign-in-failed', target: email, ip, detail: 'limited' }, now);
      return { kind: 'limited', retryAfterMs };
    }

    const found = await this.db
      .selectFrom('operators')
      .select(['id', 'email', 'role', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
    const ok = await verifyPassword(password, found?.password_hash ?? (await decoyHash()));
    if (found && ok) {
      // A success forgives the account's failures (not the IP's: one IP may be guessing many accounts).
      await this.db.deleteFrom('sign_in_failures').where('scope_key', '=', accountKey).execute();
      await writeAudit(this.db, { actor: found.email, action: 'sign-in', target: found.email, ip }, now);
      return { kind: 'ok', operator: { id: found.id, email: found.email, role: found.role } };
    }

    await this.db
      .insertInto('sign_in_failures')
      .values([
        { id: randomUUID(), scope_key: accountKey, at: now },
        { id: randomUUID(), scope_key: ipKey, at: now },
      ])
      .execute();
    await this.db
      .deleteFrom('sign_in_failures')
      .where('scope_key', 'in', [accountKey, ipKey])
      .where('at', '<=', now - FAILURE_WINDOW_MS)
      .execute();
    await writeAudit(
      this.db,
      { actor: email, action: 'sign-in-failed', target: email, ip, detail: found ? 'wrong password' : 'no such account' },
      now,
    );
    await this.sleep(Math.min(SLOWDOWN_CAP_MS, SLOWDOWN_STEP_MS * account.count));
    return { kind: 'wrong' };
  }
}
