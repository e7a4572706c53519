// The operator console's API tests share this: a real app on a real database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL), a fake network and DNS on loopback, and operators created through the same code the
// `npm run operator` command uses. Each `as*` helper signs in for real and returns the cookie to send.
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { Operators } from '#server/admin/operators.ts';
import type { LeadDetails, LeadStore, NewLead } from '#server/store/lead-store.ts';
import type { LeadStatus } from '#server/store/schema.ts';
import { FakeDns } from './fake-dns.ts';
import { FakeNetwork } from './fake-network.ts';
import { storedLead } from './lead-fixtures.ts';
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

export interface FixtureOptions {
  env?: Record<string, string>;
  /** false: no LEAD_FORWARD_URL (leads are held, not_configured). */
  forward?: boolean;
}

export async function consoleFixture(db: TestDb, { env = {}, forward = true }: FixtureOptions = {}): Promise<ConsoleFixture> {
  const dns = await new FakeDns().start();
  const network = await new FakeNetwork().start();
  const app = await testApp({ db, dnsServer: dns.server, forwardUrl: forward ? network.url : undefined, env: { ADMIN_TOKEN, ...env } });
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

export interface ConsoleLead {
  id?: string;
  serviceId?: number;
  status?: LeadStatus;
  createdAt?: number;
  deliveredAt?: number | null;
  details?: Partial<LeadDetails>;
  payload?: Record<string, unknown>;
}

/**
 * A lead written straight to the store, as intake would have stored it, for states the wizard cannot
 * produce on demand (a lead that failed for good, one from 40 days ago) and for volume.
 */
export async function insertConsoleLead(store: LeadStore, lead: ConsoleLead = {}): Promise<string> {
  const now = lead.createdAt ?? Date.now();
  const status = lead.status ?? 'queued';
  const base: NewLead = storedLead(now, {
    ...(lead.id && { id: lead.id }),
    serviceId: lead.serviceId ?? 1,
    status,
    payload: lead.payload ?? { firstName: 'Jane', lastName: 'Homeowner', address: '9641 Sunset Blvd', zip: '90210' },
    // Finished leads have a finished job, as the worker leaves them; others wait far in the future so the
    // test's worker leaves them alone.
    job: { state: status === 'queued' ? 'pending' : 'done', nextAttemptAt: Date.now() + 86_400_000, leaseUntil: null },
  });
  const details: LeadDetails = {
    host: 'localhost',
    firstName: 'Jane',
    lastName: 'Homeowner',
    email: 'jane.homeowner@gmail.com',
    phone: '3105550123',
    city: 'Beverly Hills',
    state: 'CA',
    source: 'direct',
    tracking: {},
    answers: {},
    ...lead.details,
  };
  await store.insertLead({ ...base, details });
  if (lead.deliveredAt !== undefined) {
    await store.db.updateTable('leads').set({ delivered_at: lead.deliveredAt }).where('id', '=', base.id).execute();
  }
  return base.id;
}
