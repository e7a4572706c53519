// Operator accounts: used by the command line (add, list, remove, password, reset-2fa), by the console's
// Accounts page and by sign-in. Every change is written to the audit log; a password change or a removal
// ends the operator's sessions everywhere.
import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database, OperatorRole, PasswordLinkPurpose } from '../store/schema.ts';
import { writeAudit } from './audit.ts';
import {
  createPasswordLink,
  openPasswordLink,
  takePasswordLink,
  voidPasswordLinks,
  type NewLink,
  type OpenLink,
} from './password-links.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.ts';
import { turnOffTwoFactor } from './two-factor.ts';

export const ROLES = ['admin', 'viewer'] as const satisfies readonly OperatorRole[];

export const operatorEmail = z.string().trim().toLowerCase().max(254).pipe(z.email('Give a valid e-mail address.'));
export const operatorRole = z.enum(ROLES, { error: 'The role is admin or viewer.' });

export function checkPassword(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export interface Operator {
  id: string;
  email: string;
  role: OperatorRole;
  /**
   * Two-factor sign-in is required for everyone and this account has not set it up: the session may only
   * do that (and sign out). Never true for the ADMIN_TOKEN.
   */
  enrolOnly?: boolean;
  /** The account's own IANA time zone; null or absent: the console's (CONSOLE_TIME_ZONE). */
  timeZone?: string | null;
}

/** An account as the console's Accounts page lists it. */
export interface OperatorListing extends Operator {
  createdAt: number;
  /** False for an invited account whose link is not used yet, or one whose password an admin reset. */
  passwordSet: boolean;
  twoFactor: boolean;
  /** The account's newest link that is not used yet (it may have expired). */
  link: { purpose: PasswordLinkPurpose; expiresAt: number } | null;
  lastSignInAt: number | null;
}

export const LAST_ADMIN = 'This is the last admin: make another operator an admin first.';

export class OperatorError extends Error {}

/** Who made a change, for the audit log: the CLI (the OS user) or an operator in the console. */
export interface Actor {
  name: string;
  ip: string;
}

export class Operators {
  constructor(private readonly db: Kysely<Database>) {}

  async findByEmail(email: string) {
    return this.db.selectFrom('operators').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  }

  async list(): Promise<(Operator & { createdAt: number })[]> {
    const rows = await this.db.selectFrom('operators').select(['id', 'email', 'role', 'created_at']).orderBy('email').execute();
    return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, createdAt: r.created_at }));
  }

  async add(emailInput: string, roleInput: string, password: string, by: Actor): Promise<Operator> {
    const email = operatorEmail.parse(emailInput);
    const role = operatorRole.parse(roleInput);
    const weak = checkPassword(password);
    if (weak) throw new OperatorError(weak);
    if (await this.findByEmail(email)) throw new OperatorError(`An operator ${email} exists already.`);
    const now = Date.now();
    const id = randomUUID();
    await this.db
      .insertInto('operators')
      .values({ id, email, role, password_hash: await hashPassword(password), created_at: now, password_changed_at: now })
      .execute();
    await writeAudit(this.db, { actor: by.name, action: 'operator-add', target: email, ip: by.ip, detail: `role ${role}` });
    return { id, email, role };
  }

  async remove(emailInput: string, by: Actor): Promise<void> {
    const email = operatorEmail.parse(emailInput);
    const found = await this.findByEmail(email);
    if (!found) throw new OperatorError(`No operator ${email}.`);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('admin_sessions').where('operator_id', '=', found.id).execute();
      await trx.deleteFrom('operators').where('id', '=', found.id).execute();
    });
    await writeAudit(this.db, { actor: by.name, action: 'operator-remove', target: email, ip: by.ip });
  }

  /** Sets a new password and signs the operator out everywhere. */
  async setPassword(emailInput: string, password: string, by: Actor): Promise<void> {
    const email = operatorEmail.parse(emailInput);
    const weak = checkPassword(password);
    if (weak) throw new OperatorError(weak);
    const found = await this.findByEmail(email);
    if (!found) throw new OperatorError(`No operator ${email}.`);
    const hash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('operators').set({ password_hash: hash, password_changed_at: Date.now() }).where('id', '=', found.id).execute();
      await trx.deleteFrom('admin_sessions').where('operator_id', '=', found.id).execute();
      // A link still open would let its holder replace the password just set.
      await voidPasswordLinks(trx, found.id);
    });
    await writeAudit(this.db, { actor: by.name, action: 'operator-password', target: email, ip: by.ip, detail: 'sessions ended' });
  }

  /** The accounts with what the Accounts page shows of each (one query per account for the last sign-in, off an index). */
  async listDetailed(): Promise<OperatorListing[]> {
    const rows = await this.db
      .selectFrom('operators')
      .select(['id', 'email', 'role', 'created_at', 'password_hash', 'totp_secret_sealed'])
      .orderBy('email')
      .execute();
    const links = await this.db
      .selectFrom('operator_password_links')
      .select(['operator_id', 'purpose', 'expires_at', 'created_at'])
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
    return Promise.all(
      rows.map(async (r) => {
        const link = r.password_hash === '' ? links.find((l) => l.operator_id === r.id) : undefined;
        const signedIn = await this.db
          .selectFrom('audit_log')
          .select('at')
          .where('actor', '=', r.email)
          .where('action', '=', 'sign-in')
          .orderBy('at', 'desc')
          .limit(1)
          .executeTakeFirst();
        return {
          id: r.id,
          email: r.email,
          role: r.role,
          createdAt: r.created_at,
          passwordSet: r.password_hash !== '',
          twoFactor: r.totp_secret_sealed !== null,
          link: link ? { purpose: link.purpose, expiresAt: link.expires_at } : null,
          lastSignInAt: signedIn?.at ?? null,
        };
      }),
    );
  }

  async findById(id: string) {
    return this.db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Adds an account with no password yet and a one-time link (24 h) for its owner to choose one. Until then
   * nobody can sign in to it.
   */
  async invite(emailInput: string, roleInput: string, by: Actor, now = Date.now()): Promise<{ operator: Operator } & NewLink> {
    const email = operatorEmail.parse(emailInput);
    const role = operatorRole.parse(roleInput);
    if (await this.findByEmail(email)) throw new OperatorError(`An operator ${email} exists already.`);
    const id = randomUUID();
    const link = await this.db.transaction().execute(async (trx) => {
      // An empty hash matches no password (sign-in then checks a decoy hash, taking the usual time).
      await trx.insertInto('operators').values({ id, email, role, password_hash: '', created_at: now, password_changed_at: now }).execute();
      return createPasswordLink(trx, id, 'invite', by.name, now);
    });
    await writeAudit(
      this.db,
      { actor: by.name, action: 'operator-add', target: email, ip: by.ip, detail: `role ${role}; invitation link valid 24 hours` },
      now,
    );
    return { operator: { id, email, role }, ...link };
  }

  /**
   * A new one-time link for the account's owner to choose a password. A reset also ends the old password
   * and every session at once (whoever knew the old password is out); for an invitation not used yet it
   * is simply a new invitation.
   */
  async passwordLink(id: string, by: Actor, now = Date.now()): Promise<NewLink & { purpose: PasswordLinkPurpose; email: string }> {
    const found = await this.findById(id);
    if (!found) throw new NoSuchOperatorError();
    const purpose: PasswordLinkPurpose = found.password_hash === '' && !(await this.everSetPassword(id)) ? 'invite' : 'reset';
    const link = await this.db.transaction().execute(async (trx) => {
      if (purpose === 'reset') {
        await trx.updateTable('operators').set({ password_hash: '', password_changed_at: now }).where('id', '=', id).execute();
        await trx.deleteFrom('admin_sessions').where('operator_id', '=', id).execute();
      }
      return createPasswordLink(trx, id, purpose, by.name, now);
    });
    await writeAudit(
      this.db,
      {
        actor: by.name,
        action: purpose === 'invite' ? 'operator-invite' : 'operator-reset',
        target: found.email,
        ip: by.ip,
        detail: purpose === 'invite' ? 'new invitation link valid 24 hours' : 'password cleared, sessions ended; reset link valid 24 hours',
      },
      now,
    );
    return { ...link, purpose, email: found.email };
  }

  private async everSetPassword(id: string): Promise<boolean> {
    const used = await this.db
      .selectFrom('operator_password_links')
      .select('token_hash')
      .where('operator_id', '=', id)
      .where((w) => w.or([w('used_at', 'is not', null), w('purpose', '=', 'reset')]))
      .executeTakeFirst();
    return used !== undefined;
  }

  /** The account a password link is for, while the link is open. */
  async checkPasswordLink(token: string, now = Date.now()): Promise<OpenLink | undefined> {
    return openPasswordLink(this.db, token, now);
  }

  /**
   * Sets the password a link was made for and uses the link up: of two requests with one link only the
   * first gets through. Undefined when the link is unknown, used or expired. Signs nobody in.
   */
  async usePasswordLink(token: string, password: string, ip: string, now = Date.now()): Promise<OpenLink | undefined> {
    const weak = checkPassword(password);
    if (weak) throw new OperatorError(weak);
    const link = await openPasswordLink(this.db, token, now);
    if (!link) return undefined;
    // Hashed first: it takes tens of milliseconds, too long to hold a write transaction open for.
    const hash = await hashPassword(password);
    const done = await this.db.transaction().execute(async (trx) => {
      if (!(await takePasswordLink(trx, token, now))) return false;
      await trx.updateTable('operators').set({ password_hash: hash, password_changed_at: now }).where('id', '=', link.operatorId).execute();
      await trx.deleteFrom('admin_sessions').where('operator_id', '=', link.operatorId).execute();
      await voidPasswordLinks(trx, link.operatorId, now);
      return true;
    });
    if (!done) return undefined;
    await writeAudit(
      this.db,
      {
        actor: link.email,
        action: 'operator-password',
        target: link.email,
        ip,
        detail: link.purpose === 'invite' ? 'chosen with an invitation link' : 'chosen with a reset link; sessions ended',
      },
      now,
    );
    return link;
  }

  /**
   * Changes an account's role. The console never leaves itself without an admin: the last one cannot be
   * made a viewer (checked in the same write, so two admins demoting each other at once cannot both succeed).
   */
  async changeRole(id: string, roleInput: string, by: Actor): Promise<Operator> {
    const role = operatorRole.parse(roleInput);
    const found = await this.findById(id);
    if (!found) throw new NoSuchOperatorError();
    if (found.role === role) return { id, email: found.email, role };
    const changed = await this.keepingAnAdmin(async (trx) => {
      let update = trx.updateTable('operators').set({ role }).where('id', '=', id);
      if (role !== 'admin') update = update.where((w) => this.anotherAdmin(w, id));
      const r = await update.executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    });
    if (!changed) throw new OperatorError(LAST_ADMIN);
    await writeAudit(this.db, {
      actor: by.name,
      action: 'operator-role',
      target: found.email,
      ip: by.ip,
      detail: `${found.role} to ${role}`,
    });
    return { id, email: found.email, role };
  }

  /**
   * Removes an account from the console: its sessions end at once. Not the last admin. (The command line's
   * remove() may: whoever has the shell can add an admin back at any moment; a person in the console could not.)
   */
  async removeKeepingAnAdmin(id: string, by: Actor): Promise<string> {
    const found = await this.findById(id);
    if (!found) throw new NoSuchOperatorError();
    await this.keepingAnAdmin(async (trx) => {
      await trx.deleteFrom('admin_sessions').where('operator_id', '=', id).execute();
      const r = await trx
        .deleteFrom('operators')
        .where('id', '=', id)
        .where((w) => w.or([w('role', '!=', 'admin'), this.anotherAdmin(w, id)]))
        .executeTakeFirst();
      // Nothing removed: throwing rolls the sessions' deletion back with the transaction.
      if (Number(r.numDeletedRows) !== 1) throw new OperatorError(LAST_ADMIN);
    });
    await writeAudit(this.db, { actor: by.name, action: 'operator-remove', target: found.email, ip: by.ip, detail: 'sessions ended' });
    return found.email;
  }

  /** Turns two-factor sign-in off for a lost authenticator; the owner sets it up again at their next sign-in. */
  async resetTwoFactor(emailOrId: { email: string } | { id: string }, by: Actor): Promise<string> {
    const found = 'id' in emailOrId ? await this.findById(emailOrId.id) : await this.findByEmail(operatorEmail.parse(emailOrId.email));
    if (!found)
      throw 'id' in emailOrId ? new NoSuchOperatorError() : new OperatorError(`No operator ${emailOrId.email.trim().toLowerCase()}.`);
    if (!(await turnOffTwoFactor(this.db, found.id))) throw new OperatorError(`${found.email} has no two-factor sign-in to reset.`);
    await writeAudit(this.db, {
      actor: by.name,
      action: 'two-factor-reset',
      target: found.email,
      ip: by.ip,
      detail: 'authenticator and recovery codes removed',
    });
    return found.email;
  }

  /** Another admin than `id` exists (a condition for the same statement). */
  private anotherAdmin(w: ExpressionBuilder<Database, 'operators'>, id: string) {
    return w.exists(w.selectFrom('operators as other').select('other.id').where('other.role', '=', 'admin').where('other.id', '!=', id));
  }

  /**
   * Runs a change that must leave at least one admin. SQLite runs one write at a time, so the condition
   * inside the statement holds; PostgreSQL's READ COMMITTED would let two such transactions each see the
   * other's row still there, so they take turns on one lock first.
   */
  private async keepingAnAdmin<T>(change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (this.db.getExecutor().adapter instanceof PostgresAdapter) await sql`SELECT pg_advisory_xact_lock(727275)`.execute(trx);
      return change(trx);
    });
  }
}

export class NoSuchOperatorError extends Error {
  readonly statusCode = 404;
  constructor() {
    super('No such operator.');
  }
}
