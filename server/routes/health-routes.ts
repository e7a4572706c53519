// For a load balancer and a monitoring system: GET /healthz (the process is up), GET /readyz (the
// database answers and every migration is applied, else 503) and GET /metrics (Prometheus text, to
// `Authorization: Bearer <ADMIN_TOKEN>` or a client on this machine; 401 otherwise). Also times every
// request for the http_request_duration_seconds histogram.
import { readdirSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { deliveryQueueDepth, deliveryQueueOldestAge, httpRequestSeconds, registry } from '../metrics.ts';
import { checkBearer } from '../security/bearer-token.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { migrationsFor } from '../store/migrate.ts';

const MIGRATIONS = readdirSync(new URL('../store/migrations/', import.meta.url));
const READY_TIMEOUT_MS = 2000;

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));
}

/**
 * A scraper on this machine, talking to us directly. NOTE: a reverse proxy on the same machine connects
 * from loopback too, so a request that came through one (it says whom it forwards) does not count.
 */
function isLocalClient(req: FastifyRequest): boolean {
  const forwarded =
    req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined;
  return !forwarded && isLoopback(req.socket.remoteAddress) && isLoopback(req.ip);
}

/** What keeps the server from being ready, or undefined when it is. */
async function notReady(store: LeadStore): Promise<string | undefined> {
  const applied = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(store.db);
  const done = new Set(applied.rows.map((r) => r.version));
  const missing = migrationsFor(store.dialect, MIGRATIONS).filter((m) => !done.has(m.version));
  return missing.length > 0 ? `migrations not applied: ${missing.map((m) => m.version).join(', ')}` : undefined;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function healthRoutes(app: FastifyInstance, deps: { store: LeadStore; adminToken: string | undefined }) {
  const { store, adminToken } = deps;

  app.addHook('onResponse', async (req, reply) => {
    // The route's pattern, never the raw URL: bounded label values and no personal data in them.
    const route = req.routeOptions.url ?? 'unmatched';
    httpRequestSeconds.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    let problem: string | undefined;
    try {
      problem = await withTimeout(notReady(store), READY_TIMEOUT_MS);
    } catch (err) {
      problem = 'the database does not answer';
      req.log.warn({ err: { message: err instanceof Error ? err.message : String(err) } }, 'not ready: the database does not answer');
    }
    if (problem) return reply.code(503).send({ status: 'unavailable', error: problem });
    return reply.send({ status: 'ready' });
  });

  app.get('/metrics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!checkBearer(req.headers.authorization, adminToken) && !isLocalClient(req)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Metrics need the operator token.' });
    }
    try {
      const queue = await withTimeout(store.queueStats(), READY_TIMEOUT_MS);
      deliveryQueueDepth.set({ state: 'pending' }, queue.pending);
      deliveryQueueDepth.set({ state: 'held' }, queue.held);
      deliveryQueueOldestAge.set(queue.oldestPendingMs / 1000);
    } catch (err) {
      // The rest still tells the operator something; the queue gauges keep their last values.
      req.log.warn({ err: { message: err instanceof Error ? err.message : String(err) } }, 'metrics: could not read the delivery queue');
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
