// Who is asking: an operator signed in with the session cookie, or a script with ADMIN_TOKEN (an admin
// named "token"). Routes then say which role they need: none gets 401, the wrong role 403.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorRole } from '../store/schema.ts';
import { checkBearer } from '../security/bearer-token.ts';
import type { Operator } from './operators.ts';
import { sessionCookieName, type Sessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | undefined;
  }
}

export const TOKEN_OPERATOR: Operator = { id: 'token', email: 'token', role: 'admin' };

export const NOT_SIGNED_IN = 'Sign in to use the console.';
export const NOT_ALLOWED = 'Your role may not do this.';
export const ENROL_FIRST = 'Set up two-factor sign-in to use the console.';

export function identify(sessions: Sessions, adminToken: string | undefined) {
  return async function identifyOperator(req: FastifyRequest) {
    if (req.headers.authorization !== undefined) {
      req.operator = checkBearer(req.headers.authorization, adminToken) ? TOKEN_OPERATOR : undefined;
      return;
    }
    const token = req.cookies[sessionCookieName(req.protocol === 'https')];
    req.operator = token ? await sessions.resolve(token) : undefined;
  };
}

/**
 * A preHandler: the request needs an operator, and with `role: 'admin'` an admin. A session that may only
 * set up two-factor sign-in gets 403 `{ error, needsEnrolment: true }` here; `'enrolment'` lets it through
 * (who am I, setting up two-factor sign-in).
 */
export function requireRole(role: OperatorRole | 'any' | 'enrolment') {
  return async function checkRole(req: FastifyRequest, reply: FastifyReply) {
    if (!req.operator) return reply.code(401).send({ error: NOT_SIGNED_IN });
    if (req.operator.enrolOnly && role !== 'enrolment') return reply.code(403).send({ error: ENROL_FIRST, needsEnrolment: true });
    if (role === 'admin' && req.operator.role !== 'admin') return reply.code(403).send({ error: NOT_ALLOWED });
  };
}

/** Viewers get personal data masked. */
export function isMasked(req: FastifyRequest): boolean {
  return req.operator?.role !== 'admin';
}
