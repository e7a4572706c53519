// Signing in and out of the console, and who is signed in.
import type { Me } from '#domain/console-api.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { writeAudit } from '../admin/audit.ts';
import { requireRole } from '../admin/auth.ts';
import { operatorTimeZone } from '../admin/operator-zone.ts';
import { MAX_PASSWORD_LENGTH } from '../admin/passwords.ts';
import { sessionCookieName, type Sessions } from '../admin/sessions.ts';
import { CODE_NEEDED, tooManyMessage, WRONG_CODE, WRONG_CREDENTIALS, type SignIn } from '../admin/sign-in.ts';
import type { Database } from '../store/schema.ts';
import type { SignedIn } from '#domain/console-api.ts';

// One message for whatever is wrong: the form has just the two fields (and the code when asked for it).
const GIVE_BOTH = 'Give an email and a password.';
const signInBody = z.object(
  {
    email: z.string(GIVE_BOTH).max(254, GIVE_BOTH),
    password: z.string(GIVE_BOTH).max(MAX_PASSWORD_LENGTH, GIVE_BOTH),
    /** The authenticator's code or a recovery code, for an account with two-factor sign-in. */
    code: z.string(GIVE_BOTH).max(40, GIVE_BOTH).optional(),
  },
  { error: GIVE_BOTH },
);

/**
 * The session cookie's name and attributes: over HTTPS (directly, or through a trusted proxy) `__Host-`
 * prefixed and Secure, with Path=/ and no Domain as the prefix demands; over plain http the plain name
 * (server/admin/sessions.ts says why).
 */
function sessionCookie(req: FastifyRequest) {
  const https = req.protocol === 'https';
  return { name: sessionCookieName(https), options: { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: https } };
}

export function adminSessionRoutes(
  app: FastifyInstance,
  deps: { sessions: Sessions; signIn: SignIn; db: Kysely<Database>; mail: boolean; consoleTimeZone: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/api/admin/session', { schema: { body: signInBody } }, async (req, reply) => {
    const result = await deps.signIn.attempt(req.body, req.ip);
    if (result.kind === 'limited') {
      return reply
        .code(429)
        .header('retry-after', Math.ceil(result.retryAfterMs / 1000))
        .send({ error: tooManyMessage(result.retryAfterMs) });
    }
    if (result.kind === 'wrong') return reply.code(401).send({ error: WRONG_CREDENTIALS });
    if (result.kind === 'needs-code') return reply.code(401).send({ error: CODE_NEEDED, needsCode: true });
    if (result.kind === 'wrong-code') return reply.code(401).send({ error: WRONG_CODE, needsCode: true });
    const token = await deps.sessions.create(result.operator.id);
    // No Max-Age: the server ends the session after 12 idle hours (sliding), which a fixed cookie life would cut short.
    const cookie = sessionCookie(req);
    reply.setCookie(cookie.name, token, cookie.options);
    return { email: result.operator.email, role: result.operator.role } satisfies SignedIn;
  });

  app.delete('/api/admin/session', async (req: FastifyRequest, reply: FastifyReply) => {
    const cookie = sessionCookie(req);
    const token = req.cookies[cookie.name];
    if (token) await deps.sessions.end(token);
    if (req.operator) await writeAudit(deps.db, { actor: req.operator.email, action: 'sign-out', target: req.operator.email, ip: req.ip });
    reply.clearCookie(cookie.name, cookie.options);
    return reply.code(204).send();
  });

  // A session that may only set up two-factor sign-in is told so (`enrolOnly: true`), and the console shows just that.
  app.get('/api/admin/me', { preHandler: requireRole('enrolment') }, async (req): Promise<Me> => {
    const op = req.operator!;
    // timeZone: the zone every date is shown in; ownTimeZone: the account's setting (null: the console's).
    return {
      email: op.email,
      role: op.role,
      mail: deps.mail,
      timeZone: operatorTimeZone(op, deps),
      ownTimeZone: op.timeZone ?? null,
      consoleTimeZone: deps.consoleTimeZone,
      ...(op.enrolOnly && { enrolOnly: true }),
    };
  });
}
