// Console sessions, stored in the database so several servers share them. The cookie carries a random
// 32-byte token; only its SHA-256 is stored. A session ends after 12 hours without a request (each
// request moves the deadline), on sign-out, on a password change and when the operator is removed.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { requiresTwoFactor } from './console-settings.ts';
import type { Operator } from './operators.ts';

/**
 * The session cookie's name. Over HTTPS it carries the `__Host-` prefix: the browser then takes it only
 * when Secure, Path=/ and without Domain, so no sibling subdomain and no plain-http page of the site can
 * plant or overwrite it (a planted cookie could sign the operator into an attacker's session), and over
 * HTTPS only that name is read. Over plain http (`npm start` on localhost, tests, a LAN address) the
 * prefix would need Secure, which browsers refuse from http origins other than localhost, so sign-in
 * would silently fail there; such a connection offers nothing the prefix could protect (anyone on the
 * path reads and writes every cookie), so it keeps the plain name.
 */
export const SESSION_COOKIE = 'admin_session';
export const SECURE_SESSION_COOKIE = '__Host-admin_session';

/** The cookie a request over HTTPS (directly or through a trusted proxy) or over plain http uses. */
export function sessionCookieName(https: boolean): string {
  return https ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not mean a write per request. */
const TOUCH_EVERY_MS = 60 * 1000;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export class Sessions {
  constructor(private readonly db: Kysely<Database>) {}

  async create(operatorId: string, now = Date.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('admin_sessions')
      .values({ token_hash: tokenHash(token), operator_id: operatorId, created_at: now, last_seen_at: now })
      .execute();
    // Expired sessions of anyone are cleared now and then, here rather than on a timer.
    await this.db
      .deleteFrom('admin_sessions')
      .where('last_seen_at', '<', now - SESSION_IDLE_MS)
      .execute();
    return token;
  }

  /**
   * The operator a token signs in, sliding its idle deadline; undefined when unknown or expired. When
   * two-factor sign-in is required and the account has not set it up, the session may only do that
   * (enrolOnly): decided on each request, so turning the requirement on applies to sessions already open.
   */
  async resolve(token: string, now = Date.now()): Promise<Operator | undefined> {
    if (token.length === 0 || token.length > 100) return undefined;
    const hash = tokenHash(token);
    const row = await this.db
      .selectFrom('admin_sessions')
      .innerJoin('operators', 'operators.id', 'admin_sessions.operator_id')
      .select([
        'operators.id',
        'operators.email',
        'operators.role',
        'operators.totp_secret_sealed',
        'operators.time_zone',
        'admin_sessions.last_seen_at',
      ])
      .where('admin_sessions.token_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.last_seen_at < now - SESSION_IDLE_MS) {
      await this.db.deleteFrom('admin_sessions').where('token_hash', '=', hash).execute();
      return undefined;
    }
    if (now - row.last_seen_at > TOUCH_EVERY_MS) {
      await this.db.updateTable('admin_sessions').set({ last_seen_at: now }).where('token_hash', '=', hash).execute();
    }
    const enrolOnly = row.totp_secret_sealed === null && (await requiresTwoFactor(this.db));
    return { id: row.id, email: row.email, role: row.role, timeZone: row.time_zone, ...(enrolOnly && { enrolOnly }) };
  }

  async end(token: string): Promise<void> {
    await this.db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash(token)).execute();
  }
}
