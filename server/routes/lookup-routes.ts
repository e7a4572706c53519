// The wizard's step-time checks: ZIP, energy providers, e-mail domain, visitor country.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '#domain/schemas.ts';
import { emailDomain, type DomainChecker } from '../lookups/email-domain.ts';
import { searchProviders, type Provider } from '../lookups/energy-providers.ts';
import { countryOf } from '../lookups/ip-country.ts';
import { lookupZip } from '../lookups/zip-lookup.ts';

const zipParams = z.object({ zip: z.string().regex(/^\d{5}$/, MESSAGES.zipDigits) });
const providerQuery = z.object({ q: z.string().max(100, 'The search text is too long.').default('') });
const emailQuery = z.object({ email: z.string(MESSAGES.email).min(3, MESSAGES.email).max(254, MESSAGES.email) });

export function lookupRoutes(app: FastifyInstance, deps: { providers: readonly Provider[]; checkDomain: DomainChecker }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/zip/:zip', { schema: { params: zipParams } }, async (req, reply) => {
    const place = lookupZip(req.params.zip);
    if (!place) return reply.code(404).send({ error: MESSAGES.zipNotUs });
    return place;
  });

  routes.get('/api/providers', { schema: { querystring: providerQuery } }, async (req) => searchProviders(deps.providers, req.query.q));

  routes.get('/api/email-domain', { schema: { querystring: emailQuery } }, async (req, reply) => {
    const domain = emailDomain(req.query.email);
    if (!domain) return reply.code(400).send({ error: MESSAGES.email, fields: { email: MESSAGES.email } });
    const result = await deps.checkDomain(domain);
    if (result === 'unknown') return reply.code(503).send({ error: MESSAGES.emailLookupFailed });
    return result === 'valid' ? { valid: true } : { valid: false, error: MESSAGES.emailDomain };
  });

  app.get('/api/visitor', async (req) => ({ ip: req.ip, country_code: countryOf(req.ip) }));
}
