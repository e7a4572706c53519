// Signing in and out of the console, and who is signed in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { writeAudit } from '../admin/audit.ts';
import { requireRole } from '../admin/auth.ts';
import { MAX_PASSWORD_LENGTH } from '../admin/passwords.ts';
import { SESSION_COOKIE, type Sessions } from '../admin/sessions.ts';
import { tooManyMessage, WRONG_CREDENTIALS, type SignIn } from '../admin/sign-in.ts';
import type { Database } from '../store/schema.ts';

const signInBody = z.object({
  email: z.string().max(254),
  password: z.string().max(MAX_PASSWORD_LENGTH),
});

function cookieOptions(req: FastifyRequest) {
  // Secure when the visitor reached us over HTTPS (directly, or through a trusted proxy).
  return { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: req.protocol === 'https' };
}

export function adminSessionRoutes(
  app: FastifyInstance,
  deps: { sessions: Sessions; signIn: SignIn; db: Kysely<Database>; mail: boolean },
) {
  app.post('/api/admin/session', async (req, reply) => {
    const parsed = signInBody.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ error: 'Give an email and a password.' });
    const result = await deps.signIn.attempt(parsed.data.email, parsed.data.password, req.ip);
    if (result.kind === 'limited') {
      return reply
        .code(429)
        .header('retry-after', Math.ceil(result.retryAfterMs / 1000))
        .send({ error: tooManyMessage(result.retryAfterMs) });
    }
    if (result.kind === 'wrong') return reply.code(401).send({ error: WRONG_CREDENTIALS });
    const token = await deps.sessions.create(result.operator.id);
    // No Max-Age: the server ends the session after 12 idle hours (sliding), which a fixed cookie life would cut short.
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(req));
    return { email: result.operator.email, role: result.operator.role };
  });

  app.delete('/api/admin/session', async (req: FastifyRequest, reply: FastifyReply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await deps.sessions.end(token);
    if (req.operator) await writeAudit(deps.db, { actor: req.operator.email, action: 'sign-out', target: req.operator.email, ip: req.ip });
    reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
    return reply.code(204).send();
  });

  app.get('/api/admin/me', { preHandler: requireRole('any') }, async (req) => {
    const op = req.operator!;
    return { email: op.email, role: op.role, mail: deps.mail };
  });
}
