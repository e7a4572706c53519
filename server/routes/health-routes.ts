// For a load balancer and a monitoring system: GET /healthz (the process is up), GET /readyz (the
// database answers and every migration is applied, else 503) and GET /metrics (Prometheus text, to
// `Authorization: Bearer <ADMIN_TOKEN>`; 401 otherwise). With METRICS_PORT set, a listener of its own on
// 127.0.0.1 serves /metrics without the token to scrapers on this machine. Also times every request for the
// http_request_duration_seconds histogram.
//
// NOTE: the site's own port no longer lets loopback clients in without the token. A reverse proxy on the
// same machine connects from loopback too, and one that adds no X-Forwarded-For (or strips it) made every
// visitor on the internet a "local client". Only a listener nobody proxies to (bound to 127.0.0.1, on a port
// the operator chose for it) can tell a local scraper from the internet.
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { deliveryQueueDepth, deliveryQueueOldestAge, httpRequestSeconds, registry } from '../metrics.ts';
import { checkBearer } from '../security/bearer-token.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { migrationsFor } from '../store/migrate.ts';

const MIGRATIONS = readdirSync(new URL('../store/migrations/', import.meta.url));
const READY_TIMEOUT_MS = 2000;

/** The address of METRICS_PORT's listener: this machine only. */
export const LOCAL_METRICS_HOST = '127.0.0.1';

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

/** The metrics as Prometheus text, with the delivery queue's gauges read fresh. */
async function metricsText(store: LeadStore, log: FastifyBaseLogger): Promise<string> {
  try {
    const queue = await withTimeout(store.queueStats(), READY_TIMEOUT_MS);
    deliveryQueueDepth.set({ state: 'pending' }, queue.pending);
    deliveryQueueDepth.set({ state: 'held' }, queue.held);
    deliveryQueueOldestAge.set(queue.oldestPendingMs / 1000);
  } catch (err) {
    // The rest still tells the operator something; the queue gauges keep their last values.
    log.warn({ err: { message: err instanceof Error ? err.message : String(err) } }, 'metrics: could not read the delivery queue');
  }
  return registry.metrics();
}

/**
 * METRICS_PORT's listener: GET /metrics on 127.0.0.1 without the token, nothing else. Opened when the app is
 * ready (a port already taken fails the start loudly) and closed with it.
 */
function localMetricsListener(app: FastifyInstance, port: number, store: LeadStore) {
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    const listener = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'GET' || path !== '/metrics') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Only GET /metrics is served here.' }));
        return;
      }
      metricsText(store, app.log).then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
        () => res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Metrics are unavailable.' })),
      );
    });
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, LOCAL_METRICS_HOST, () => resolve());
    });
    server = listener;
  });
  app.addHook('onClose', async () => {
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
}

export function healthRoutes(
  app: FastifyInstance,
  deps: { store: LeadStore; adminToken: string | undefined; metricsPort?: number | undefined },
) {
  const { store, adminToken } = deps;
  if (deps.metricsPort !== undefined) localMetricsListener(app, deps.metricsPort, store);

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
    if (!checkBearer(req.headers.authorization, adminToken)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Metrics need the operator token.' });
    }
    return reply.header('content-type', registry.contentType).send(await metricsText(store, req.log));
  });
}
