// The visitor's privacy rights (contract section 10): requests from /DoNotSell and /CaliforniaPolicy,
// revocations from /StopContact, and whether this browser sends Global Privacy Control. Registered in the
// JSON API scope, so the rate limit and the cross-site guard apply as to every public write.
import type { FastifyInstance } from 'fastify';
import { privacyRequestSchema, stopContactSchema } from '#domain/privacy-schemas.ts';
import { fieldErrors } from '#domain/schemas.ts';
import { newReference } from '../privacy/privacy-requests.ts';
import type { Privacy } from '../privacy/privacy.ts';

/** Sec-GPC: 1 is the Global Privacy Control signal; the header is what counts, not a script's claim. */
export function sendsGpc(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['sec-gpc'] === '1';
}

/** A bot that filled the hidden field learns nothing: it gets an answer shaped like a real one. */
const decoyReference = newReference;

export function privacyRoutes(app: FastifyInstance, privacy: Privacy) {
  app.get('/api/privacy/gpc', async (req) => ({ gpc: sendsGpc(req.headers) }));

  app.post('/api/privacy-requests', async (req, reply) => {
    const parsed = privacyRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return reply.code(422).send({ error: Object.values(fields)[0], fields });
    }
    const { website, ...request } = parsed.data;
    if (website !== '') {
      req.log.warn({ sign: 'honeypot' }, 'privacy request refused quietly: it looks automated');
      return reply.code(201).send({ reference: decoyReference() });
    }
    const { reference } = await privacy.requests.submit({ ...request, gpc: sendsGpc(req.headers) });
    req.log.info({ type: request.type }, 'privacy request stored');
    return reply.code(201).send({ reference });
  });

  app.post('/api/stop-contact', async (req, reply) => {
    const parsed = stopContactSchema.safeParse(req.body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return reply.code(422).send({ error: Object.values(fields)[0], fields });
    }
    const { website, email, phone } = parsed.data;
    if (website !== '') {
      req.log.warn({ sign: 'honeypot' }, 'revocation refused quietly: it looks automated');
      return reply.code(201).send({ reference: decoyReference() });
    }
    const { reference } = await privacy.requests.submit({
      type: 'revoke',
      name: '',
      email,
      phone,
      details: '',
      agent: '',
      gpc: sendsGpc(req.headers),
    });
    req.log.info('revocation of consent stored and applied');
    return reply.code(201).send({ reference });
  });
}
