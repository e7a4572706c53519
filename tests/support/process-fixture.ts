// The setup the server-process tests share (signals, crashes, several servers on one database): a fake
// network and DNS for the whole file, and after each test every server process killed, the test's own
// store closed, its database dropped and the network back to a fresh one on the same port.
// Kept apart from server-process.ts, which the browser tests' global setup imports without Vitest.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { FakeDns } from './fake-dns.ts';
import { FakeNetwork } from './fake-network.ts';
import { killAll } from './server-process.ts';
import type { TestDb } from './test-db.ts';

interface Closable {
  close(): Promise<void>;
}

export interface ProcessFixture {
  readonly dns: FakeDns;
  /** Started once, so its port (the servers' LEAD_FORWARD_URL) stays the same while it goes down and up. */
  readonly network: FakeNetwork;
  /** This test's database, dropped when the test ends (after its servers and store are gone). */
  database<T extends TestDb>(db: T): T;
  /** A store the test opened for its own checks, closed when the test ends. */
  store<S extends Closable>(store: S): S;
  /** The variables a server needs to run on this database with the fake network and DNS, plus `extra`. */
  serverEnv(databaseUrl: string, extra?: Record<string, string>): Record<string, string>;
}

export function processFixture(): ProcessFixture {
  const dns = new FakeDns();
  const network = new FakeNetwork();
  let db: TestDb | undefined;
  let store: Closable | undefined;
  beforeAll(async () => {
    await dns.start();
    await network.start();
  });
  afterAll(async () => {
    await network.stop();
    await dns.stop();
  });
  afterEach(async () => {
    await killAll();
    await store?.close();
    store = undefined;
    await db?.drop();
    db = undefined;
    // Hanging requests dropped, up and accepting again.
    await network.stop();
    network.reset();
    await network.start();
  });
  return {
    dns,
    network,
    database(d) {
      db = d;
      return d;
    },
    store(s) {
      store = s;
      return s;
    },
    serverEnv: (databaseUrl, extra = {}) => ({
      DATABASE_URL: databaseUrl,
      LEAD_FORWARD_URL: network.url,
      LEAD_RETRY_BASE_MS: '100',
      DNS_SERVERS: dns.server,
      ...extra,
    }),
  };
}
