// The console's Accounts page (admins): the accounts, adding one by an invitation link or with a password,
// changing a role, a new set-password link, turning off someone's two-factor sign-in, removing an account,
// and requiring two-factor sign-in for everyone. Also the set-password page's two calls, which need no
// session: the link's token is what proves who may set the password. Every change is audited.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZodError, z } from 'zod';
import type {
  ConsoleSettings,
  OperatorAccount,
  OperatorAdded,
  OperatorChanged,
  OperatorList,
  PasswordLinkAnswer,
  PasswordLinkInfo,
  PasswordLinkIssued,
  PasswordSet,
} from '#domain/accounts-api.ts';
import { MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS, SET_PASSWORD_PATH } from '#domain/accounts-api.ts';
import { writeAudit } from '../admin/audit.ts';
import { requireRole, TOKEN_OPERATOR } from '../admin/auth.ts';
import { requiresTwoFactor, setRequiresTwoFactor } from '../admin/console-settings.ts';
import { LINK_GONE } from '../admin/password-links.ts';
import { OperatorError, operatorEmail, operatorRole, Operators, type Actor, type OperatorListing } from '../admin/operators.ts';
import type { TwoFactor } from '../admin/two-factor.ts';
import type { Database } from '../store/schema.ts';
import type { Kysely } from 'kysely';

const password = z
  .string({ error: 'Enter a password.' })
  .min(MIN_PASSWORD_CHARS, `The password needs at least ${MIN_PASSWORD_CHARS} characters.`)
  .max(MAX_PASSWORD_CHARS, `The password may have at most ${MAX_PASSWORD_CHARS} characters.`);
const addBody = z
  .object({
    email: z.string({ error: 'Give the e-mail address.' }).pipe(operatorEmail),
    role: operatorRole,
    /** Absent: the account gets an invitation link instead. */
    password: password.optional(),
  })
  .strict();
const idParams = z.object({ id: z.string().min(1).max(64) });
const roleBody = z.object({ role: operatorRole }).strict();
const settingsBody = z.object({ requireTwoFactor: z.boolean({ error: 'requireTwoFactor is true or false.' }) }).strict();
const token = z.string({ error: 'The link is not complete.' }).min(1, 'The link is not complete.').max(100, 'The link is not valid.');
const checkLinkBody = z.object({ token }).strict();
const useLinkBody = z.object({ token, password }).strict();

export const OWN_TWO_FACTOR_FIRST = 'Set up two-factor sign-in for your own account first (Your account), then require it for everyone.';

function linkAnswer(link: { token: string; expiresAt: number }): PasswordLinkAnswer {
  return { path: `${SET_PASSWORD_PATH}#token=${link.token}`, expiresAt: new Date(link.expiresAt).toISOString() };
}

function account(o: OperatorListing): OperatorAccount {
  return {
    id: o.id,
    email: o.email,
    role: o.role,
    createdAt: new Date(o.createdAt).toISOString(),
    passwordSet: o.passwordSet,
    twoFactor: o.twoFactor,
    link: o.link && { purpose: o.link.purpose, expiresAt: new Date(o.link.expiresAt).toISOString() },
    lastSignInAt: o.lastSignInAt === null ? null : new Date(o.lastSignInAt).toISOString(),
  };
}

/** A refusal from the accounts (exists already, the last admin, a weak password) as 409 or 400. */
function refusal(reply: FastifyReply, err: unknown, field?: string) {
  if (err instanceof OperatorError) {
    const message = err.message;
    return field ? reply.code(400).send({ error: message, fields: { [field]: message } }) : reply.code(409).send({ error: message });
  }
  if (err instanceof ZodError) return reply.code(400).send({ error: err.issues[0]?.message ?? 'The request is not valid.' });
  throw err;
}

export function adminAccountRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; twoFactor: TwoFactor }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const operators = new Operators(deps.db);
  // Checked before the body, so a viewer or a stranger learns nothing from a validation answer.
  const admins = { preValidation: requireRole('admin') };
  const actor = (req: { operator?: { email: string }; ip: string }): Actor => ({ name: req.operator!.email, ip: req.ip });
  const listed = async (id: string) => {
    const found = (await operators.listDetailed()).find((o) => o.id === id);
    if (!found) throw new Error('the account just written is not in the list');
    return account(found);
  };

  routes.get('/api/admin/operators', admins, async (): Promise<OperatorList> => ({
    operators: (await operators.listDetailed()).map(account),
  }));

  routes.post('/api/admin/operators', { ...admins, schema: { body: addBody } }, async (req, reply): Promise<OperatorAdded | undefined> => {
    const { email, role, password: chosen } = req.body;
    try {
      if (chosen !== undefined) {
        const added = await operators.add(email, role, chosen, actor(req));
        reply.code(201);
        return { operator: await listed(added.id), link: null };
      }
      const invited = await operators.invite(email, role, actor(req));
      reply.code(201);
      return { operator: await listed(invited.operator.id), link: linkAnswer(invited) };
    } catch (err) {
      return refusal(reply, err);
    }
  });

  routes.patch(
    '/api/admin/operators/:id',
    { ...admins, schema: { params: idParams, body: roleBody } },
    async (req, reply): Promise<OperatorChanged | undefined> => {
      try {
        const changed = await operators.changeRole(req.params.id, req.body.role, actor(req));
        return { operator: await listed(changed.id) };
      } catch (err) {
        return refusal(reply, err);
      }
    },
  );

  routes.post(
    '/api/admin/operators/:id/password-link',
    { ...admins, schema: { params: idParams } },
    async (req): Promise<PasswordLinkIssued> => {
      const link = await operators.passwordLink(req.params.id, actor(req));
      return { purpose: link.purpose, link: linkAnswer(link), operator: await listed(req.params.id) };
    },
  );

  routes.post(
    '/api/admin/operators/:id/reset-2fa',
    { ...admins, schema: { params: idParams } },
    async (req, reply): Promise<OperatorChanged | undefined> => {
      try {
        await operators.resetTwoFactor({ id: req.params.id }, actor(req));
        return { operator: await listed(req.params.id) };
      } catch (err) {
        return refusal(reply, err);
      }
    },
  );

  routes.delete('/api/admin/operators/:id', { ...admins, schema: { params: idParams } }, async (req, reply) => {
    try {
      await operators.removeKeepingAnAdmin(req.params.id, actor(req));
      return reply.code(204).send();
    } catch (err) {
      return refusal(reply, err);
    }
  });

  routes.get('/api/admin/settings', admins, async (): Promise<ConsoleSettings> => ({ requireTwoFactor: await requiresTwoFactor(deps.db) }));

  routes.patch(
    '/api/admin/settings',
    { ...admins, schema: { body: settingsBody } },
    async (req, reply): Promise<ConsoleSettings | undefined> => {
      const on = req.body.requireTwoFactor;
      // An admin without it would lock their own session to the setup page the moment they saved.
      if (on && req.operator!.id !== TOKEN_OPERATOR.id && !(await deps.twoFactor.status(req.operator!.id)).enabled) {
        return reply.code(409).send({ error: OWN_TWO_FACTOR_FIRST });
      }
      if (on !== (await requiresTwoFactor(deps.db))) {
        await setRequiresTwoFactor(deps.db, on, req.operator!.email);
        await writeAudit(deps.db, {
          actor: req.operator!.email,
          action: 'setting-change',
          target: 'Require two-factor sign-in',
          ip: req.ip,
          detail: on ? 'on' : 'off',
        });
      }
      return { requireTwoFactor: on };
    },
  );

  // The set-password page. POST, so the token never sits in an address (server logs, history).
  routes.post(
    '/api/admin/password-links/check',
    { schema: { body: checkLinkBody } },
    async (req, reply): Promise<PasswordLinkInfo | undefined> => {
      const link = await operators.checkPasswordLink(req.body.token);
      if (!link) return reply.code(410).send({ error: LINK_GONE });
      return { email: link.email, purpose: link.purpose, expiresAt: new Date(link.expiresAt).toISOString() };
    },
  );

  routes.post('/api/admin/password-links/use', { schema: { body: useLinkBody } }, async (req, reply): Promise<PasswordSet | undefined> => {
    try {
      const link = await operators.usePasswordLink(req.body.token, req.body.password, req.ip);
      if (!link) return reply.code(410).send({ error: LINK_GONE });
      return { email: link.email };
    } catch (err) {
      return refusal(reply, err, 'password');
    }
  });
}
