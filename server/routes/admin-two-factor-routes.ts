// Setting up two-factor sign-in for one's own account: its state, a new secret for the authenticator, and
// the confirmation by its first code, which turns it on and hands out the ten recovery codes once. Open to
// a session that may only do this (two-factor sign-in required and not set up yet).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { TotpConfirmed, TotpEnrolment, TwoFactorState } from '#domain/accounts-api.ts';
import { writeAudit } from '../admin/audit.ts';
import { requireRole, TOKEN_OPERATOR } from '../admin/auth.ts';
import { requiresTwoFactor } from '../admin/console-settings.ts';
import type { TwoFactor } from '../admin/two-factor.ts';
import type { Database } from '../store/schema.ts';

const confirmBody = z
  .object({ code: z.string({ error: 'Enter the 6-digit code from your app.' }).max(20, 'Enter the 6-digit code from your app.') })
  .strict();

export const NOT_AN_ACCOUNT = 'The ADMIN_TOKEN is not an account: sign in as a person to set up two-factor sign-in.';
export const WRONG_SETUP_CODE = 'That code does not match. Enter the 6-digit code your app shows now.';
export const NOTHING_TO_CONFIRM = 'Start the setup first: there is no new authenticator waiting for its code.';

export function adminTwoFactorRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; twoFactor: TwoFactor }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const person = {
    preValidation: [
      requireRole('enrolment'),
      async (req: FastifyRequest, reply: FastifyReply) => {
        if (req.operator?.id === TOKEN_OPERATOR.id) return reply.code(403).send({ error: NOT_AN_ACCOUNT });
      },
    ],
  };

  routes.get('/api/admin/me/totp', person, async (req): Promise<TwoFactorState> => {
    const status = await deps.twoFactor.status(req.operator!.id);
    return {
      enabled: status.enabled,
      enabledAt: status.enabledAt === null ? null : new Date(status.enabledAt).toISOString(),
      recoveryCodesLeft: status.recoveryCodesLeft,
      required: await requiresTwoFactor(deps.db),
    };
  });

  routes.post('/api/admin/me/totp', person, async (req): Promise<TotpEnrolment> => deps.twoFactor.begin(req.operator!));

  routes.post(
    '/api/admin/me/totp/confirm',
    { ...person, schema: { body: confirmBody } },
    async (req, reply): Promise<TotpConfirmed | undefined> => {
      const op = req.operator!;
      const before = await deps.twoFactor.status(op.id);
      const result = await deps.twoFactor.confirm(op.id, req.body.code);
      if (result === 'nothing-to-confirm') return reply.code(409).send({ error: NOTHING_TO_CONFIRM });
      if (result === 'wrong-code') return reply.code(400).send({ error: WRONG_SETUP_CODE, fields: { code: WRONG_SETUP_CODE } });
      await writeAudit(deps.db, {
        actor: op.email,
        action: 'two-factor-on',
        target: op.email,
        ip: req.ip,
        detail: before.enabled ? 'new authenticator; the earlier recovery codes no longer work' : 'set up, with 10 recovery codes',
      });
      return { recoveryCodes: result };
    },
  );
}
