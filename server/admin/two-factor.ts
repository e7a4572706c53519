// Two-factor sign-in for an operator: setting it up (a new secret, confirmed by its first code, then ten
// recovery codes), checking the second factor at sign-in, and turning it off for a lost authenticator.
//
// Every use is a conditional write, so two requests carrying one code cannot both get in: a code is
// accepted only for a step later than the last one accepted, and a recovery code only while it is unused.
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { newRecoveryCodes, readRecoveryCode, recoveryCodeHash } from './recovery-codes.ts';
import { matchingStep, newTotpSecret, otpauthUrl, readTotpCode } from './totp.ts';
import type { TotpSecrets } from './totp-secrets.ts';

export type SecondFactor = { ok: true; via: 'code' } | { ok: true; via: 'recovery-code'; left: number } | { ok: false };

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: number | null;
  recoveryCodesLeft: number;
}

export class TwoFactor {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secrets: TotpSecrets,
    /** The name an authenticator app lists the account under: the console's (server/sites/console-brand.ts). */
    private readonly issuer: string,
  ) {}

  async status(operatorId: string): Promise<TwoFactorStatus> {
    const row = await this.db
      .selectFrom('operators')
      .select(['totp_secret_sealed', 'totp_enabled_at'])
      .where('id', '=', operatorId)
      .executeTakeFirst();
    const enabled = Boolean(row?.totp_secret_sealed);
    return {
      enabled,
      enabledAt: enabled ? (row?.totp_enabled_at ?? null) : null,
      recoveryCodesLeft: enabled ? await this.codesLeft(operatorId) : 0,
    };
  }

  /**
   * A new secret for the operator's authenticator, kept aside until a code from it confirms it: a setup
   * left half done changes nothing, and one already on keeps working until the new one is confirmed.
   */
  async begin(operator: { id: string; email: string }): Promise<{ secret: string; otpauthUrl: string }> {
    const secret = newTotpSecret();
    await this.db
      .updateTable('operators')
      .set({ totp_pending_sealed: await this.secrets.seal(secret) })
      .where('id', '=', operator.id)
      .execute();
    return { secret, otpauthUrl: otpauthUrl(secret, operator.email, this.issuer) };
  }

  /**
   * Confirms the secret begin() gave with a code from it: two-factor sign-in is on from now (replacing an
   * earlier authenticator), with ten new recovery codes (any earlier ones stop working). The codes are
   * returned once and only their hashes kept.
   */
  async confirm(operatorId: string, input: string, now = Date.now()): Promise<string[] | 'nothing-to-confirm' | 'wrong-code'> {
    const row = await this.db.selectFrom('operators').select('totp_pending_sealed').where('id', '=', operatorId).executeTakeFirst();
    const pending = row?.totp_pending_sealed;
    if (!pending) return 'nothing-to-confirm';
    const code = readTotpCode(input);
    const step = code === undefined ? undefined : matchingStep(await this.secrets.open(pending), code, now);
    if (step === undefined) return 'wrong-code';
    const codes = newRecoveryCodes();
    const confirmed = await this.db.transaction().execute(async (trx) => {
      // Only the secret that was checked: a second setup started meanwhile replaced it.
      const done = await trx
        .updateTable('operators')
        .set({ totp_secret_sealed: pending, totp_pending_sealed: null, totp_enabled_at: now, totp_last_step: step })
        .where('id', '=', operatorId)
        .where('totp_pending_sealed', '=', pending)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
      await trx
        .insertInto('operator_recovery_codes')
        .values(codes.map((c) => ({ operator_id: operatorId, code_hash: recoveryCodeHash(c), created_at: now, used_at: null })))
        .execute();
      return true;
    });
    return confirmed ? codes : 'wrong-code';
  }

  /**
   * The second factor of a sign-in: a code from the authenticator (of a step not used before) or an unused
   * recovery code, which is used up by being accepted.
   */
  async check(operatorId: string, input: string, now = Date.now()): Promise<SecondFactor> {
    const row = await this.db.selectFrom('operators').select(['totp_secret_sealed']).where('id', '=', operatorId).executeTakeFirst();
    const sealed = row?.totp_secret_sealed;
    if (!sealed) return { ok: false };
    const code = readTotpCode(input);
    if (code) {
      const secret = await this.secrets.open(sealed);
      const step = matchingStep(secret, code, now);
      if (step === undefined) return { ok: false };
      // A secret sealed under the database's key moves to BUYER_SECRET_KEY once that is set.
      const resealed = this.secrets.isCurrent(sealed) ? {} : { totp_secret_sealed: await this.secrets.seal(secret) };
      const taken = await this.db
        .updateTable('operators')
        .set({ totp_last_step: step, ...resealed })
        .where('id', '=', operatorId)
        .where((w) => w.or([w('totp_last_step', 'is', null), w('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1 ? { ok: true, via: 'code' } : { ok: false };
    }
    const recovery = readRecoveryCode(input);
    if (!recovery) return { ok: false };
    const used = await this.db
      .updateTable('operator_recovery_codes')
      .set({ used_at: now })
      .where('operator_id', '=', operatorId)
      .where('code_hash', '=', recoveryCodeHash(recovery))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return { ok: false };
    return { ok: true, via: 'recovery-code', left: await this.codesLeft(operatorId) };
  }

  private async codesLeft(operatorId: string): Promise<number> {
    const row = await this.db
      .selectFrom('operator_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('operator_id', '=', operatorId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

/** Turns two-factor sign-in off (a lost authenticator): the secret and the recovery codes are gone. False when it was off. */
export async function turnOffTwoFactor(db: Kysely<Database>, operatorId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('operators')
      .set({ totp_secret_sealed: null, totp_pending_sealed: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', operatorId)
      .where('totp_secret_sealed', 'is not', null)
      .executeTakeFirst();
    await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
    return Number(done.numUpdatedRows) === 1;
  });
}
