// One-time links to choose a password: how an admin invites a colleague or resets a forgotten password
// without ever knowing the password. The link carries a random 32-byte token; only its SHA-256 is stored,
// so the table signs no one in. A link works once, for 24 hours, and a newer link for the same account
// voids the older ones. Choosing the password ends the account's sessions; a link never signs anyone in
// by itself, so an account with two-factor sign-in still needs its code afterwards.
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, PasswordLinkPurpose } from '../store/schema.ts';
import { tokenHash } from './sessions.ts';

export const LINK_VALID_MS = 24 * 60 * 60 * 1000;
/** Used and expired links are kept this long (the console shows when an invitation ran out), then cleared. */
const KEEP_OLD_LINKS_MS = 30 * 86_400_000;

export const LINK_GONE = 'This link has expired or was used already. Ask an admin for a new one.';

export interface NewLink {
  token: string;
  expiresAt: number;
}

export interface OpenLink {
  operatorId: string;
  email: string;
  purpose: PasswordLinkPurpose;
  expiresAt: number;
}

/** Makes a link for an account, voiding its earlier ones (inside the caller's transaction). */
export async function createPasswordLink(
  trx: Transaction<Database> | Kysely<Database>,
  operatorId: string,
  purpose: PasswordLinkPurpose,
  createdBy: string,
  now = Date.now(),
): Promise<NewLink> {
  await voidPasswordLinks(trx, operatorId, now);
  await trx
    .deleteFrom('operator_password_links')
    .where('expires_at', '<', now - KEEP_OLD_LINKS_MS)
    .execute();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + LINK_VALID_MS;
  await trx
    .insertInto('operator_password_links')
    .values({
      token_hash: tokenHash(token),
      operator_id: operatorId,
      purpose,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
      created_by: createdBy,
    })
    .execute();
  return { token, expiresAt };
}

/** Uses a link up: true for the one request that got it first while it was open. */
export async function takePasswordLink(trx: Transaction<Database>, token: string, now = Date.now()): Promise<boolean> {
  const used = await trx
    .updateTable('operator_password_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Ends every open link of an account now (a new link, a password set another way). */
export async function voidPasswordLinks(trx: Transaction<Database> | Kysely<Database>, operatorId: string, now = Date.now()) {
  await trx
    .updateTable('operator_password_links')
    .set({ expires_at: now })
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** The account an unused, unexpired link is for, or undefined. */
export async function openPasswordLink(db: Kysely<Database>, token: string, now = Date.now()): Promise<OpenLink | undefined> {
  if (token.length === 0 || token.length > 100) return undefined;
  const row = await db
    .selectFrom('operator_password_links')
    .innerJoin('operators', 'operators.id', 'operator_password_links.operator_id')
    .select(['operators.id', 'operators.email', 'operator_password_links.purpose', 'operator_password_links.expires_at'])
    .where('operator_password_links.token_hash', '=', tokenHash(token))
    .where('operator_password_links.used_at', 'is', null)
    .where('operator_password_links.expires_at', '>', now)
    .executeTakeFirst();
  return row && { operatorId: row.id, email: row.email, purpose: row.purpose, expiresAt: row.expires_at };
}
