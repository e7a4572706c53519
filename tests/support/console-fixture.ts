// The operator console's API tests share this: a real app on a real database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL), a fake network and DNS on loopback, and operators created through the same code the
// `npm run operator` command uses. Each `as*` helper signs in for real and returns the cookie to send.
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { Operators } from '#server/admin/operators.ts';
import type { LeadStore } from '#server/store/lead-store.ts';
import { FakeDns } from './fake-dns.ts';
import { FakeNetwork } from './fake-network.ts';
import { testApp } from './test-app.ts';
import type { TestDb } from './test-db.ts';

export const ADMIN_TOKEN = 'console-test-token-0123456789';
export const ADMIN = { email: 'admin@example.com', password: 'correct horse battery' };
export const VIEWER = { email: 'viewer@example.com', password: 'viewer passphrase 1' };
/** Requests the app's cross-site guard lets through: JSON, from the site itself. */
export const JSON_HEADERS = { 'content-type': 'application/json' };

export interface ConsoleFixture {
  app: FastifyInstance;
  store: LeadStore;
  network: FakeNetwork;
  db: TestDb;
  operators: Operators;
  /** The cookie header of a fresh admin session. */
  adminCookie(): Promise<string>;
  viewerCookie(): Promise<string>;
  signIn(email: string, password: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const set = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('admin_session='));
  if (!set) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return set.split(';')[0]!;
}

export async function consoleFixture(db: TestDb, env: Record<string, string> = {}): Promise<ConsoleFixture> {
  const dns = await new FakeDns().start();
  const network = await new FakeNetwork().start();
  const app = await testApp({ db, dnsServer: dns.server, forwardUrl: network.url, env: { ADMIN_TOKEN, ...env } });
  const store = app.store;
  const operators = new Operators(store.db);
  const cli = { name: 'cli-test', ip: 'cli' };
  await operators.add(ADMIN.email, 'admin', ADMIN.password, cli);
  await operators.add(VIEWER.email, 'viewer', VIEWER.password, cli);
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/admin/session', headers: { ...JSON_HEADERS, ...headers }, payload: { email, password } });
  return {
    app,
    store,
    network,
    db,
    operators,
    signIn,
    adminCookie: async () => sessionCookie(await signIn(ADMIN.email, ADMIN.password)),
    viewerCookie: async () => sessionCookie(await signIn(VIEWER.email, VIEWER.password)),
    async close() {
      await app.close();
      await network.stop();
      await dns.stop();
      await db.drop();
    },
  };
}
