// Every request is given its site (request.site) from its host: the Host header without the port, or
// X-Forwarded-Host when the request came through a proxy TRUST_PROXY names (Fastify's request.hostname
// decides, as it does for the client's address). A host no site names is refused with 421 Misdirected
// Request, except where the answer is the deployment's and not a brand's: the health and metrics probes,
// the operator console and its API, and the buyers' API (and the hashed assets the console loads).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Site } from '#domain/site.ts';
import type { SiteRegistry } from './site-registry.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site the request's host belongs to (the first site on paths that answer on any host). */
    site: Site;
  }
}

const ANY_HOST = /^\/(healthz|readyz|metrics|admin)(\/|$)|^\/api\/(admin|buyer)(\/|$)|^\/assets\//;

export function answersOnAnyHost(path: string): boolean {
  return ANY_HOST.test(path);
}

// For what sees only Node's request (the security headers' per-site Content-Security-Policy).
const SITE_OF_RAW = new WeakMap<IncomingMessage, Site>();

export function siteOfRaw(raw: IncomingMessage): Site | undefined {
  return SITE_OF_RAW.get(raw);
}

/** Finds each request's site; registered before the security headers, which read it. */
export function resolveSites(app: FastifyInstance, sites: SiteRegistry): void {
  app.decorateRequest('site', null as unknown as Site);
  app.addHook('onRequest', async (req) => {
    const site = sites.forHost(req.hostname) ?? (answersOnAnyHost(req.url.split('?')[0] ?? '/') ? sites.first : undefined);
    if (!site) return;
    req.site = site;
    SITE_OF_RAW.set(req.raw, site);
  });
}

/** Refuses a request whose host belongs to no site (after the security headers, so the refusal has them). */
export function refuseUnknownHosts(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.site) return;
    // NOTE: the host is not echoed back: it is whatever the client wrote.
    return reply
      .code(421)
      .header('cache-control', 'no-store')
      .send({ error: 'Misdirected request: this server has no site for that host name.' });
  });
}
