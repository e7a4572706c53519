// The operator console's API tests share this: appFixture's real app on a real database (SQLite, or
// PostgreSQL with TEST_DATABASE_URL) with its fake network and DNS, one for the block, and operators
// created through the same code the `npm run operator` command uses. Each cookie comes from a real sign-in.
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { Operators } from '#server/admin/operators.ts';
import type { LeadDetails, LeadStore, NewLead } from '#server/store/lead-store.ts';
import type { LeadStatus } from '#server/store/schema.ts';
import type { FakeNetwork } from './fake-network.ts';
import { storedLead } from './lead-fixtures.ts';
import { appFixture, type AppChange } from './test-app.ts';
import type { TestDb } from './test-db.ts';

export const ADMIN_TOKEN = 'console-test-token-0123456789';
export const ADMIN = { email: 'admin@example.com', password: 'correct horse battery' };
export const VIEWER = { email: 'viewer@example.com', password: 'viewer passphrase 1' };
/** Requests the app's cross-site guard lets through: JSON, from the site itself. */
export const JSON_HEADERS = { 'content-type': 'application/json' };

export interface ConsoleFixture {
  readonly app: FastifyInstance;
  readonly store: LeadStore;
  readonly network: FakeNetwork;
  readonly db: TestDb;
  readonly operators: Operators;
  /** The cookie header of the admin's and the viewer's session, signed in once for the block (`signedIn`). */
  readonly admin: string;
  readonly viewer: string;
  /** GET and POST (JSON) as the block's admin, or with another cookie. */
  get(url: string, cookie?: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: object, cookie?: string): Promise<LightMyRequestResponse>;
  /** The cookie header of a fresh admin session. */
  adminCookie(): Promise<string>;
  viewerCookie(): Promise<string>;
  signIn(email: string, password: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** One more app on the block's database (closed after the test), e.g. behind a proxy. */
  another(change?: AppChange): Promise<FastifyInstance>;
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const set = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('admin_session='));
  if (!set) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return set.split(';')[0]!;
}

export interface ConsoleFixtureOptions {
  /** The block's database: SQLite by default, `make` from ENGINES for both engines. */
  make?: () => TestDb | Promise<TestDb>;
  /** More variables, read when the app starts (a function, for a port known only then). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** false: no LEAD_FORWARD_URL (leads are held, not_configured). */
  forward?: boolean;
  /** Sign the admin and the viewer in before the block's tests (`admin`, `viewer`). */
  signedIn?: boolean;
}

/**
 * Registers the hooks that give a block of console tests one app on one database, with an admin and a
 * viewer operator (and, with `signedIn`, their sessions), closed and dropped after the block.
 */
export function consoleFixture({ make, env = {}, forward, signedIn = false }: ConsoleFixtureOptions = {}): ConsoleFixture {
  const t = appFixture({ make, once: true, forward, env: () => ({ ADMIN_TOKEN, ...(typeof env === 'function' ? env() : env) }) });
  let operators: Operators | undefined;
  const sessions = { admin: '', viewer: '' };
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/admin/session', headers: { ...JSON_HEADERS, ...headers }, payload: { email, password } });
  const adminCookie = async () => sessionCookie(await signIn(ADMIN.email, ADMIN.password));
  const viewerCookie = async () => sessionCookie(await signIn(VIEWER.email, VIEWER.password));
  beforeAll(async () => {
    operators = new Operators(t.app.store.db);
    const cli = { name: 'cli-test', ip: 'cli' };
    await operators.add(ADMIN.email, 'admin', ADMIN.password, cli);
    await operators.add(VIEWER.email, 'viewer', VIEWER.password, cli);
    if (signedIn) {
      sessions.admin = await adminCookie();
      sessions.viewer = await viewerCookie();
    }
  });
  const session = (who: 'admin' | 'viewer') => {
    if (!sessions[who]) throw new Error(`no ${who} session: give consoleFixture signedIn: true`);
    return sessions[who];
  };
  return {
    get app() {
      return t.app;
    },
    get store() {
      return t.app.store;
    },
    network: t.network,
    get db() {
      return t.db;
    },
    get operators() {
      if (!operators) throw new Error('the operators exist only inside a test');
      return operators;
    },
    get admin() {
      return session('admin');
    },
    get viewer() {
      return session('viewer');
    },
    get: (url, cookie = session('admin')) => t.app.inject({ url, headers: { cookie } }),
    post: (url, payload, cookie = session('admin')) => t.app.inject({ method: 'POST', url, headers: { cookie, ...JSON_HEADERS }, payload }),
    adminCookie,
    viewerCookie,
    signIn,
    another: (change) => t.another(change),
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
  // Intake stores the address and ZIP the visitor typed both in the payload and in the lead's own columns.
  const payload = base.payload;
  const details: LeadDetails = {
    address: String(payload.address ?? ''),
    zip: String(payload.zip ?? ''),
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
