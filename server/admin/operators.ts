// Operator accounts: used by the command line (add, list, remove, password) and by sign-in. Every change
// is written to the audit log; a password change or a removal ends the operator's sessions everywhere.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, OperatorRole } from '../store/schema.ts';
import { writeAudit } from './audit.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.ts';

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
}

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
    });
    await writeAudit(this.db, { actor: by.name, action: 'operator-password', target: email, ip: by.ip, detail: 'sessions ended' });
  }
}
