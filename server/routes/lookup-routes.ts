// The wizard's step-time checks: ZIP, energy providers, e-mail domain, visitor country.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '#domain/schemas.ts';
import { emailDomain, type DomainChecker } from '../lookups/email-domain.ts';
import { searchProviders, type Provider } from '../lookups/energy-providers.ts';
import { countryOf } from '../lookups/ip-country.ts';
import { lookupZip } from '../lookups/zip-lookup.ts';

const zipParams = z.object({ zip: z.string().regex(/^\d{5}$/) });
const providerQuery = z.object({ q: z.string().max(100).default('') });
const emailQuery = z.object({ email: z.string().min(3).max(254) });

export function lookupRoutes(app: FastifyInstance, deps: { providers: readonly Provider[]; checkDomain: DomainChecker }) {
  app.get('/api/zip/:zip', async (req, reply) => {
    const params = zipParams.safeParse(req.params);
    if (!params.success) return reply.code(400).send({ error: MESSAGES.zipDigits, fields: { zip: MESSAGES.zipDigits } });
    const place = lookupZip(params.data.zip);
    if (!place) return reply.code(404).send({ error: MESSAGES.zipNotUs });
    return place;
  });

  app.get('/api/providers', async (req, reply) => {
    const query = providerQuery.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ error: 'The search text is too long.' });
    return searchProviders(deps.providers, query.data.q);
  });

  app.get('/api/email-domain', async (req, reply) => {
    const query = emailQuery.safeParse(req.query);
    const domain = query.success ? emailDomain(query.data.email) : undefined;
    if (!domain) return reply.code(400).send({ error: MESSAGES.email, fields: { email: MESSAGES.email } });
    const result = await deps.checkDomain(domain);
    if (result === 'unknown') return reply.code(503).send({ error: MESSAGES.emailLookupFailed });
    return result === 'valid' ? { valid: true } : { valid: false, error: MESSAGES.emailDomain };
  });

  app.get('/api/visitor', async (req) => ({ ip: req.ip, country_code: countryOf(req.ip) }));
}
