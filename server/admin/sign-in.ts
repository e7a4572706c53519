// Sign-in with guessing made slow and short, without handing a stranger the power to lock the operator out.
//
// Every attempt first reserves its place in the database, in a short transaction of its own: it writes one
// row per limit it counts against, then counts the rows of each limit, its own included. An attempt over a
// limit takes its rows back and is answered 429 without its password being looked at; one within every
// limit commits its rows, and only then is its password verified (outside the transaction: hashing takes
// tens of milliseconds). A wrong password leaves the rows standing as the failure. Parallel attempts take
// turns at the reservation (SQLite has one writer at a time; on PostgreSQL each takes a transaction lock
// per account, per address and per pair of them first), so they cannot all read "4 failures so far" and
// all go on to guess: at most the limit of them pass, with any number of servers.
//
// Within 15 minutes:
// - an account from one address (an IPv4 address or an IPv6 /64) gets 5 failures: a guesser locks out
//   only themselves, and the operator signs in from anywhere else;
// - an address gets 20 failures over all accounts;
// - an account gets 50 failures from everywhere together. Past that ceiling only the addresses the account
//   has signed in from before (in the last 90 days) may still try, each within its own 5: guessing from many
//   addresses stays bounded, and the operator at their usual place still gets in.
// Each failure of an account is answered later than the one before. An unknown e-mail costs the same time
// as a wrong password (a decoy hash is verified) and says the same thing.
//
// An account with two-factor sign-in needs its code (or an unused recovery code) as well. The right
// password without a code is answered "needs a code" and counts neither way: its reservation is taken back,
// but it forgives no earlier failure either. A wrong code is a failure like a wrong password.
//
// The audit log lists failed sign-ins one by one up to 100 in 15 minutes, then says once that more are
// coming and are not listed; attempts refused by a limit are not listed. What a stranger typed as the
// e-mail is written only when it names an account; the password never is.
import { createHash, randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../store/schema.ts';
import { writeAudit } from './audit.ts';
import type { Operator } from './operators.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import type { TwoFactor } from './two-factor.ts';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_AND_SOURCE = 5;
export const MAX_FAILURES_PER_IP = 20;
export const MAX_FAILURES_PER_ACCOUNT = 50;
/** How long an address the account signed in from stays one it may still try from past the ceiling. */
export const KNOWN_SOURCE_MS = 90 * 86_400_000;
/** Failed sign-ins (over all accounts) listed one by one in the audit log per window; then one note that more came. */
export const LISTED_FAILURES_PER_WINDOW = 100;
/** The actor of the audit log's note that failed sign-ins are no longer listed one by one. */
export const LIMITS_ACTOR = 'sign-in limits';
/** Added per earlier failure of the account before a wrong password is answered, up to the cap. */
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_CAP_MS = 3000;

export const WRONG_CREDENTIALS = 'Wrong email or password.';
export const CODE_NEEDED = 'Enter the authentication code from your authenticator app.';
export const WRONG_CODE = 'Wrong authentication code. Enter the current code from your app, or one of your recovery codes.';
/** The audit log's actor for an e-mail that names no account: what was typed is a stranger's text. */
export const UNKNOWN_ACCOUNT = 'unknown account';

export type SignInResult =
  | { kind: 'ok'; operator: Operator }
  | { kind: 'wrong' }
  | { kind: 'limited'; retryAfterMs: number }
  /** The password was right; the account has two-factor sign-in and no code came with it. */
  | { kind: 'needs-code' }
  /** The password was right and the code wrong (counted as a failure). */
  | { kind: 'wrong-code' };

export interface Credentials {
  email: string;
  password: string;
  /** The authenticator's code or a recovery code, for an account with two-factor sign-in. */
  code?: string;
}

function hashed(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n'), 'utf8').digest('hex');
}

/** The eight 16-bit groups of an IPv6 address, or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Where an attempt comes from, as the limits count it: an IPv4 address, or an IPv6 address's /64 (one
 * home or one server gets a whole /64, so counting single IPv6 addresses would give a guesser 2^64 tries).
 */
export function sourceOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** A PostgreSQL advisory lock id (a signed 64-bit number) for a key. */
function lockId(key: string): string {
  return BigInt.asIntN(64, BigInt(`0x${key.slice(0, 16)}`)).toString();
}

export function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

interface Tally {
  count: number;
  oldest: number;
}

export class SignIn {
  private readonly postgres: boolean;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly twoFactor: TwoFactor,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** Rows of each key in the window (the caller's own reservation included). */
  private async tally(trx: Transaction<Database>, keys: string[], now: number): Promise<Map<string, Tally>> {
    const rows = await trx
      .selectFrom('sign_in_failures')
      .select((eb) => ['scope_key', eb.fn.countAll<number>().as('count'), eb.fn.min<number>('at').as('oldest')])
      .where('scope_key', 'in', keys)
      .where('at', '>', now - FAILURE_WINDOW_MS)
      .groupBy('scope_key')
      .execute();
    return new Map(rows.map((r) => [r.scope_key, { count: Number(r.count), oldest: Number(r.oldest) }]));
  }

  private async isKnownSource(trx: Transaction<Database>, pairKey: string, now: number): Promise<boolean> {
    const row = await trx
      .selectFrom('sign_in_known_sources')
      .select('source_key')
      .where('source_key', '=', pairKey)
      .where('last_success_at', '>', now - KNOWN_SOURCE_MS)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async rememberSource(pairKey: string, now: number): Promise<void> {
    await this.db
      .insertInto('sign_in_known_sources')
      .values({ source_key: pairKey, last_success_at: now })
      .onConflict((oc) => oc.column('source_key').doUpdateSet({ last_success_at: now }))
      .execute();
    await this.db
      .deleteFrom('sign_in_known_sources')
      .where('last_success_at', '<=', now - KNOWN_SOURCE_MS)
      .execute();
  }

  async attempt({ email: emailInput, password, code }: Credentials, ip: string, now = Date.now()): Promise<SignInResult> {
    const email = emailInput.trim().toLowerCase();
    const source = sourceOf(ip);
    const keys = {
      pair: hashed('account+source', email, source),
      account: hashed('account', email),
      source: hashed('source', source),
      all: hashed('all'),
    };
    const locks = [keys.pair, keys.account, keys.source];
    const reservation = Object.values(keys).map((scope_key) => ({ id: randomUUID(), scope_key, at: now }));
    const reservationIds = reservation.map((r) => r.id);

    const decision = await this.db.transaction().execute(async (trx) => {
      if (this.postgres) {
        // In one order everywhere, so two attempts never wait on each other's second lock.
        for (const lock of locks.map(lockId).sort()) await sql`SELECT pg_advisory_xact_lock(${lock}::bigint)`.execute(trx);
      }
      // Written first: on SQLite the write takes the database's write lock, so the count below cannot be
      // overtaken by another server's reservation.
      await trx.insertInto('sign_in_failures').values(reservation).execute();
      const tally = await this.tally(trx, Object.values(keys), now);
      const of = (key: string): Tally => tally.get(key) ?? { count: 1, oldest: now };
      const [pair, account, client] = [of(keys.pair), of(keys.account), of(keys.source)];
      const over: Tally[] = [];
      if (pair.count > MAX_FAILURES_PER_ACCOUNT_AND_SOURCE) over.push(pair);
      if (client.count > MAX_FAILURES_PER_IP) over.push(client);
      if (account.count > MAX_FAILURES_PER_ACCOUNT && !(await this.isKnownSource(trx, keys.pair, now))) over.push(account);
      // Refused attempts take their rows back: a guesser who keeps knocking does not extend their own lock-out.
      if (over.length > 0) await trx.deleteFrom('sign_in_failures').where('id', 'in', reservationIds).execute();
      return { over, pair, account, all: of(keys.all) };
    });
    const { over, pair, account, all } = decision;
    if (over.length > 0) {
      const retryAfterMs = Math.max(...over.map((t) => t.oldest + FAILURE_WINDOW_MS - now));
      return { kind: 'limited', retryAfterMs: Math.max(1000, retryAfterMs) };
    }

    const found = await this.db
      .selectFrom('operators')
      .select(['id', 'email', 'role', 'password_hash', 'totp_secret_sealed'])
      .where('email', '=', email)
      .executeTakeFirst();
    // An account without a password yet (invited, or reset by an admin) has an empty hash: the decoy is
    // verified instead, so it costs the usual time and says the usual thing.
    const ok = await verifyPassword(password, found?.password_hash || (await decoyHash()));
    let second: Awaited<ReturnType<TwoFactor['check']>> | undefined;
    if (found && ok && found.totp_secret_sealed !== null) {
      if (!code?.trim()) {
        await this.db.deleteFrom('sign_in_failures').where('id', 'in', reservationIds).execute();
        return { kind: 'needs-code' };
      }
      second = await this.twoFactor.check(found.id, code, now);
    }
    if (found && ok && (second === undefined || second.ok)) {
      // A success takes back its reservation and forgives this address's failures on the account (not the
      // account's from elsewhere, nor the address's on other accounts: a guesser may be trying many).
      await this.db
        .deleteFrom('sign_in_failures')
        .where((w) => w.or([w('id', 'in', reservationIds), w('scope_key', '=', keys.pair)]))
        .execute();
      await this.rememberSource(keys.pair, now);
      const detail =
        second?.ok && second.via === 'recovery-code'
          ? `with a recovery code; ${second.left} left`
          : second?.ok
            ? 'with an authentication code'
            : '';
      await writeAudit(this.db, { actor: found.email, action: 'sign-in', target: found.email, ip, detail }, now);
      return { kind: 'ok', operator: { id: found.id, email: found.email, role: found.role } };
    }

    // The reservation stays: it is the failure. Rows that aged out of the window are cleared now and then.
    await this.db
      .deleteFrom('sign_in_failures')
      .where('at', '<=', now - FAILURE_WINDOW_MS)
      .execute();
    const wrongCode = second !== undefined;
    await this.auditFailure(found?.email, ip, pair.count, all.count, now, wrongCode);
    await this.sleep(Math.min(SLOWDOWN_CAP_MS, SLOWDOWN_STEP_MS * (account.count - 1)));
    return { kind: wrongCode ? 'wrong-code' : 'wrong' };
  }

  /** One entry per failure while they are few; then one note that more came, so guessing cannot flood the log. */
  private async auditFailure(account: string | undefined, ip: string, pairCount: number, allCount: number, now: number, wrongCode = false) {
    const listed = await this.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('at', '>', now - FAILURE_WINDOW_MS)
      .where('action', '=', 'sign-in-failed')
      .executeTakeFirstOrThrow();
    const count = Number(listed.count);
    if (count > LISTED_FAILURES_PER_WINDOW) return;
    if (count === LISTED_FAILURES_PER_WINDOW) {
      await writeAudit(
        this.db,
        {
          actor: LIMITS_ACTOR,
          action: 'sign-in-failed',
          ip,
          detail: `${allCount} failed sign-ins in the last 15 minutes: the next ones are not listed one by one until there are fewer`,
        },
        now,
      );
      return;
    }
    const limitReached = pairCount >= MAX_FAILURES_PER_ACCOUNT_AND_SOURCE ? '; this address is refused for 15 minutes' : '';
    await writeAudit(
      this.db,
      {
        actor: account ?? UNKNOWN_ACCOUNT,
        action: 'sign-in-failed',
        target: account ?? '',
        ip,
        detail: (wrongCode ? 'wrong authentication code' : account ? 'wrong password' : 'no such account') + limitReached,
      },
      now,
    );
  }
}
