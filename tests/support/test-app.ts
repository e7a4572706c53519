// The real server (buildApp) on a real database, wired to a fake network and a fake DNS on loopback.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { FakeDns } from './fake-dns.ts';
import { FakeNetwork } from './fake-network.ts';
import { sqliteTestDb, type TestDb } from './test-db.ts';

export interface TestAppOptions {
  db: TestDb;
  dnsServer: string;
  forwardUrl?: string;
  env?: Record<string, string>;
  /** Where the app's log lines go; give LOG_LEVEL in `env` too, as the default is silent. */
  logStream?: { write(line: string): void };
  /** Parts a test replaces (a broken e-mail domain check, the operator's conversion tags). */
  checkDomain?: AppOptions['checkDomain'];
  conversionTags?: AppOptions['conversionTags'];
}

export async function testApp({ db, dnsServer, forwardUrl, env = {}, ...parts }: TestAppOptions): Promise<FastifyInstance> {
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
  const app = await buildApp({ config, store: await db.open(), pollMs: 50, ...parts });
  app.worker.start();
  return app;
}

export interface AppFixture {
  /** This test's app and database (read them inside a test or hook, not when the file loads). */
  readonly app: FastifyInstance;
  readonly db: TestDb;
  /** The fake contractor network, reset and started before each test, stopped after it. */
  readonly network: FakeNetwork;
  /** The fake DNS, one for the whole file. */
  readonly dns: FakeDns;
  /**
   * Closes this test's app (if it is not closed already) and starts another on the same database, as a
   * restarted server would: with more variables, or with no forwarding URL.
   */
  restart(change?: AppChange): Promise<FastifyInstance>;
  /** Starts one more app on this test's database, as a second server beside the first (closed when the test ends). */
  another(change?: AppChange): Promise<FastifyInstance>;
}

/**
 * How an app started by restart() or another() differs from the fixture's: more variables, no forwarding
 * URL, or other parts (`logStream: undefined` for no log stream).
 */
export interface AppChange extends Pick<TestAppOptions, 'logStream' | 'checkDomain' | 'conversionTags'> {
  env?: Record<string, string>;
  forward?: boolean;
}

export interface AppFixtureOptions extends Omit<TestAppOptions, 'db' | 'dnsServer' | 'forwardUrl' | 'env'> {
  /** More variables, read when each app starts (a function, for a port known only then). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The database for each test; SQLite by default, `make` from ENGINES for both engines. */
  make?: () => TestDb | Promise<TestDb>;
  /** Runs before each test (clear a log capture, say). */
  beforeStart?: () => void;
  /** One app and database for all the tests of the block (faster; its tests must not depend on each other). */
  once?: boolean;
  /** false: no LEAD_FORWARD_URL (leads are held, not_configured), unless a restart says otherwise. */
  forward?: boolean;
}

/**
 * The setup every server test shares: registers the hooks that give each test a fresh app on a fresh
 * database, wired to the fake network and DNS, and close and drop all of it afterwards.
 */
export function appFixture({
  make = sqliteTestDb,
  beforeStart,
  once = false,
  forward: forwards = true,
  ...options
}: AppFixtureOptions = {}): AppFixture {
  const dns = new FakeDns();
  const network = new FakeNetwork();
  let app: FastifyInstance | undefined;
  let db: TestDb | undefined;
  const others: FastifyInstance[] = [];
  const baseEnv = () => (typeof options.env === 'function' ? options.env() : options.env);
  const start = async (database: TestDb, { env = {}, forward = forwards, ...more }: AppChange = {}) =>
    testApp({
      ...options,
      ...more,
      env: { ...baseEnv(), ...env },
      db: database,
      dnsServer: dns.server,
      forwardUrl: forward ? network.url : undefined,
    });
  const up = async () => {
    await network.start();
    db = await make();
    app = await start(db);
  };
  const down = async () => {
    await app?.close();
    await network.stop();
    await db?.drop();
    app = undefined;
    db = undefined;
  };
  beforeAll(async () => {
    await dns.start();
    if (once) await up();
  });
  afterAll(async () => {
    if (once) await down();
    await dns.stop();
  });
  beforeEach(async () => {
    beforeStart?.();
    network.reset();
    if (!once) await up();
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    if (!once) await down();
  });
  return {
    get app() {
      if (!app) throw new Error('the app exists only inside a test');
      return app;
    },
    get db() {
      if (!db) throw new Error('the database exists only inside a test');
      return db;
    },
    network,
    dns,
    async restart(change) {
      if (!db) throw new Error('restart() runs inside a test');
      // Closing a closed app is a no-op, so a test may close it itself first (to change something between).
      await app?.close();
      app = await start(db, change);
      return app;
    },
    async another(change) {
      if (!db) throw new Error('another() runs inside a test');
      const other = await start(db, change);
      others.push(other);
      return other;
    },
  };
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
