// A database that is down, hangs, fails mid-transaction or drops its connections: the visitor gets a
// 503 with a clear message (never a 500 or a hung request), nothing is written half-way, the lookups
// that need no database keep working, and the server recovers by itself once the database is back.
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { LogCapture } from '#tests/support/log-capture.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';
import { ENGINES, postgresTestDb, TEST_DATABASE_URL, type TestDb } from '#tests/support/test-db.ts';
import { connect } from '../store/connect.ts';
import { LeadStore } from '../store/lead-store.ts';
import { migrate } from '../store/migrate.ts';

const solar = findServiceByTitle('Solar')!;
const UNAVAILABLE = { error: 'The service is temporarily unavailable. Please try again in a moment.' };

/** A database at `url` that is never migrated: there may be nothing there to migrate. */
function unreachable(url: string): TestDb {
  return { url, open: async () => new LeadStore(connect(url)), drop: async () => {} };
}

async function expectLookupsWork(a: FastifyInstance) {
  for (const url of ['/api/zip/90210', '/api/providers?q=South', '/api/email-domain?email=jane@gmail.com', '/api/visitor', '/api/config']) {
    expect((await a.inject(url)).statusCode, url).toBe(200);
  }
}

describe('a PostgreSQL server that refuses connections', () => {
  const t = appFixture({ make: () => unreachable('postgres://root@127.0.0.1:1/leads') });

  it('answers a lead and a contact message 503 with a clear message, and the lookups still work', async () => {
    const app = t.app;
    const r = await postLead(app, validLead(solar));
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual(UNAVAILABLE);
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jane', email: 'jane@gmail.com', subject: 'Hi', message: 'Hello.' },
    });
    expect(contact.statusCode).toBe(503);
    expect(contact.json()).toEqual(UNAVAILABLE);
    await expectLookupsWork(app);
  });
});

describe('a PostgreSQL server that takes connections but never answers', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((s) => sockets.add(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  const t = appFixture({ make: () => unreachable(`postgres://root@127.0.0.1:${(silent.address() as AddressInfo).port}/leads`) });

  it('answers 503 within the connection time-out instead of holding the visitor', async () => {
    const app = t.app;
    const started = Date.now();
    const r = await postLead(app, validLead(solar));
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(8000);
    await expectLookupsWork(app);
  });
});

describe.each(ENGINES)('a database failing inside the lead transaction, on $name', ({ make }) => {
  const t = appFixture({ make });

  it('answers 503 and leaves no lead and no consent record behind; the same submission goes through later', async () => {
    const app = t.app;
    const store = app.store;
    // The last of the three writes fails, as a full disk or a lost connection would make it.
    if (store.dialect === 'postgres') {
      await sql
        .raw(`CREATE FUNCTION fail_job_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated fault'; END $$`)
        .execute(store.db);
      await sql
        .raw('CREATE TRIGGER fail_job_insert BEFORE INSERT ON delivery_jobs FOR EACH ROW EXECUTE FUNCTION fail_job_insert()')
        .execute(store.db);
    } else {
      await sql
        .raw(`CREATE TRIGGER fail_job_insert BEFORE INSERT ON delivery_jobs BEGIN SELECT RAISE(ABORT, 'simulated fault'); END`)
        .execute(store.db);
    }
    const body = validLead(solar);
    const r = await postLead(app, body);
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual(UNAVAILABLE);
    expect(await store.listLeads()).toEqual([]);
    expect(await store.db.selectFrom('consent_records').selectAll().execute()).toEqual([]);
    expect(await store.db.selectFrom('delivery_jobs').selectAll().execute()).toEqual([]);

    await sql.raw('DROP TRIGGER fail_job_insert' + (store.dialect === 'postgres' ? ' ON delivery_jobs' : '')).execute(store.db);
    const again = await postLead(app, body);
    expect(again.statusCode).toBe(201);
    expect((await store.listLeads()).map((l) => l.submissionId)).toEqual([body.submissionId]);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('a PostgreSQL server that drops the connections (restart, failover)', () => {
  // The server's connections carry a name of their own, so the test can end just those.
  const name = `leads-${randomBytes(4).toString('hex')}`;
  const t = appFixture({
    make: async () => {
      const db = await postgresTestDb();
      const url = new URL(db.url);
      url.searchParams.set('application_name', name);
      return {
        ...db,
        url: url.toString(),
        async open() {
          const conn = connect(url.toString());
          await migrate(conn);
          return new LeadStore(conn);
        },
      };
    },
  });

  it('does not crash the server, and the next lead is stored on a new connection', async () => {
    const app = t.app;
    expect((await postLead(app, validLead(solar))).statusCode).toBe(201);

    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // Give the pool time to hear of the dropped connections, as it would between two visitors.
    await new Promise((r) => setTimeout(r, 300));

    const r = await postLead(app, validLead(solar));
    expect(r.statusCode).toBe(201);
    expect(await app.store.listLeads()).toHaveLength(2);
  });
});

describe('a full disk under SQLite', () => {
  const logs = new LogCapture();
  const t = appFixture({ env: { LOG_LEVEL: 'info' }, logStream: logs });

  it('answers 503, logs the real cause (not a failed rollback) without personal data, and recovers once there is room', async () => {
    const app = t.app;
    const store = app.store;
    // The database may not grow by a single page: what a full disk does to SQLite.
    const [{ page_count: pages }] = (await sql.raw('PRAGMA page_count').execute(store.db)).rows as [{ page_count: number }];
    await sql.raw(`PRAGMA max_page_count = ${pages}`).execute(store.db);
    let refused: { body: ReturnType<typeof validLead>; status: number } | undefined;
    for (let i = 0; i < 50 && !refused; i++) {
      const body = validLead(solar, { requirements: 'Replace the whole roof. '.repeat(80) });
      const r = await postLead(app, body);
      if (r.statusCode !== 201) {
        refused = { body, status: r.statusCode };
        expect(r.json()).toEqual(UNAVAILABLE);
      }
    }
    expect(refused?.status).toBe(503);
    const failure = logs.records().find((l) => l.msg === 'database failure: answered 503');
    expect(failure).toMatchObject({ level: 50, err: { code: 'SQLITE_FULL', message: 'database or disk is full' } });
    expect(logs.text).not.toContain('cannot rollback');
    const body = refused!.body;
    for (const personal of [body.firstName, body.lastName, body.email, body.phone, body.streetAddress])
      expect(logs.text).not.toContain(personal);
    expect(await store.findBySubmissionId(body.submissionId)).toBeUndefined();

    await sql.raw('PRAGMA max_page_count = 1073741823').execute(store.db);
    const again = await postLead(app, body);
    expect(again.statusCode).toBe(201);
    expect(await store.findBySubmissionId(body.submissionId)).toBeDefined();
  });
});
