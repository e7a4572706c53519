// The real server (buildApp) on a real database, wired to a fake network and a fake DNS on loopback.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { TestDb } from './test-db.ts';

export interface TestAppOptions {
  db: TestDb;
  dnsServer: string;
  forwardUrl?: string;
  env?: Record<string, string>;
  /** Where the app's log lines go; give LOG_LEVEL in `env` too, as the default is silent. */
  logStream?: { write(line: string): void };
}

export async function testApp({ db, dnsServer, forwardUrl, env = {}, logStream }: TestAppOptions): Promise<FastifyInstance> {
  const config = loadConfig({
    DATABASE_URL: db.url,
    LEAD_FORWARD_URL: forwardUrl,
    LEAD_FORWARD_TIMEOUT_MS: '1000',
    // A short late-answer window, so a hanging network is retried within a test's time.
    LEAD_LATE_ANSWER_MS: '1500',
    LEAD_RETRY_BASE_MS: '100',
    LEAD_AFFID: 'OP-AFF',
    LEAD_RID: 'OP-RID',
    LEAD_TID: 'OP-TID',
    DNS_SERVERS: dnsServer,
    STATIC_DIR: 'no-static-dir-in-api-tests',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000',
    ...env,
  });
  const app = await buildApp({ config, store: await db.open(), pollMs: 50, logStream });
  app.worker.start();
  return app;
}

export function postLead(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/leads', payload: body as object, headers });
}

export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
