// Two workers on one job, the ways it happens in production, on SQLite and (with TEST_DATABASE_URL) the
// real PostgreSQL: a worker paused past its lease while another takes the job, a server whose clock runs
// hours ahead, and two servers starting at once with leads held from before a forwarding URL was set.
// Each lead is recorded once, by the lease holder, and reaches the network once where it can be helped.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { LogCapture } from '#tests/support/log-capture.ts';
import { processFixture } from '#tests/support/process-fixture.ts';
import { startServer } from '#tests/support/server-process.ts';
import { appFixture, eventually, postLead } from '#tests/support/test-app.ts';
import { SITE_CONNECTIONS } from '#server/store/connect.ts';
import { ENGINES, postgresTestDb, TEST_DATABASE_URL } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const CLOCK_SKEW = fileURLToPath(new URL('../../tests/support/clock-skew.mjs', import.meta.url));
const SIX_HOURS = 6 * 3_600_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Two workers in this process (two apps on one database), one of them paused by hand.
describe.each(ENGINES)('fencing on $name', ({ make }) => {
  const logsA = new LogCapture();
  const t = appFixture({
    make,
    env: { LEAD_FORWARD_TIMEOUT_MS: '1000', LEAD_LATE_ANSWER_MS: '8000', LOG_LEVEL: 'info' },
    logStream: logsA,
  });
  const { network } = t;

  it('a worker paused past its lease cannot overwrite the result of the worker that took the job over', async () => {
    const a = t.app;
    const b = await t.another({ logStream: undefined });

    // A's attempt will end, 2.5 s from now, in a 503: worth a retry, were it still A's job.
    network.mode = { kind: 'slow', ms: 2500, status: 503 };
    const r = await postLead(a, validLead(solar));
    expect(r.json().status).toBe('queued');
    const id = r.json().id as string;
    // B polls all along, but A's lease is live: B leaves the job alone.
    await network.waitFor(1);
    await sleep(500);
    expect(network.received).toHaveLength(1);

    // A is paused past its lease (as if its process were frozen): the lease runs out, B takes the job.
    network.mode = { kind: 'accept' };
    await a.store.db
      .updateTable('delivery_jobs')
      .set({ lease_until: Date.now() - 1 })
      .where('lead_id', '=', id)
      .execute();
    await eventually(async () => (await b.store.findLead(id))?.status === 'delivered');

    // A wakes up to its 503: the write is refused and logged, the job stays done.
    await eventually(() =>
      logsA.records().some((l) => l.msg === 'stale delivery result not recorded: the lease ran out and another worker holds the job'),
    );
    await sleep(600);
    expect(await b.store.findLead(id)).toMatchObject({ status: 'delivered' });
    expect(await b.store.jobFor(id)).toMatchObject({ state: 'done', attempts: 1 });
    expect((await b.store.attemptsFor(id)).map((x) => [x.attempt, x.trigger, x.outcome])).toEqual([[1, 'retry', 'delivered']]);
    // A's request (already sent before the pause) and B's: no third one, as A's 503 was not taken as a retry.
    expect(network.received.map((x) => x.idempotencyKey)).toEqual([id, id]);
    expect(network.accepted).toHaveLength(1);
  }, 30_000);
});

// Real server processes: one with its clock skewed.
describe.each(ENGINES)('fencing on $name', ({ make }) => {
  const t = processFixture();
  const { network } = t;

  it('a server whose clock runs six hours ahead does not take a job another server holds', async () => {
    const db = t.database(await make());
    const env = t.serverEnv(db.url, { LEAD_FORWARD_TIMEOUT_MS: '1000', LEAD_LATE_ANSWER_MS: '20000' });
    // Migrated first: two processes creating one SQLite file at the same instant is another matter.
    const store = t.store(await db.open());
    const [honest, fast] = await Promise.all([
      startServer(env),
      startServer({ ...env, NODE_OPTIONS: `--import=${CLOCK_SKEW}`, CLOCK_SKEW_MS: String(SIX_HOURS) }),
    ]);
    // The skew took: the fast server's log lines are stamped six hours ahead.
    const listening = fast.logged('Server listening at ' + fast.url)[0]!;
    expect(listening.time as number).toBeGreaterThan(Date.now() + SIX_HOURS - 60_000);

    // The network takes 3 s: the honest server's lease (on the database's clock) covers that.
    network.mode = { kind: 'slow', ms: 3000 };
    const r = await honest.postJson('/api/leads', validLead(solar));
    const { id, status } = (await r.json()) as { id: string; status: string };
    expect(status).toBe('queued');
    await eventually(async () => (await store.findLead(id))?.status === 'delivered', 30_000);
    await sleep(1000);
    expect(network.received.map((x) => x.idempotencyKey)).toEqual([id]);
    expect(fast.logged('lead delivery finished')).toHaveLength(0);
  }, 60_000);
});

describe.skipIf(!TEST_DATABASE_URL)('two servers starting at once on one PostgreSQL with held leads', () => {
  const t = processFixture();
  const { network } = t;

  it('deliver every held lead exactly once between them', async () => {
    const db = t.database(await postgresTestDb());
    const store = t.store(await db.open());
    const now = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const id = randomUUID();
      ids.push(id);
      const at = now - (60 - i) * 1000;
      await store.insertLead({
        id,
        submissionId: randomUUID(),
        serviceId: solar.id,
        status: 'not_configured',
        payload: { firstName: 'Jane', lastName: `Held ${i}`, category: solar.category },
        consent: {
          text: 'I agree.',
          version: 'v1',
          at,
          ip: '127.0.0.1',
          userAgent: 'test',
          pageUrl: '',
          certificateUrl: '',
          leadIdToken: '',
        },
        job: { state: 'held', nextAttemptAt: at, leaseUntil: null },
        now: at,
      });
    }
    const env = t.serverEnv(db.url);
    const servers = await Promise.all([startServer(env), startServer(env)]);
    await network.waitFor(60, 30_000, () => network.accepted);
    await sleep(1500);
    const keys = network.received.map((x) => x.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...ids].sort());
    // Released once in all, by whichever server came first.
    const released = servers.flatMap((s) => s.logged('held leads queued for delivery now that LEAD_FORWARD_URL is set'));
    expect(released.reduce((n, rec) => n + (rec.released as number), 0)).toBe(60);
    const leads = await eventually(async () => {
      const all = await store.listLeads();
      return all.every((l) => l.status === 'delivered') ? all : undefined;
    });
    expect(leads).toHaveLength(60);
  }, 60_000);
});

// A burst of leads can leave no free connection for a moment, or two sales' report rows can deadlock: the
// buyer has answered, so its answer is written as soon as the database takes it, not left to the lease.
describe.skipIf(!TEST_DATABASE_URL)('an outcome the database refuses for a moment, on PostgreSQL', () => {
  const t = appFixture({
    make: () => postgresTestDb(),
    env: { LEAD_FORWARD_TIMEOUT_MS: '1000', LEAD_LATE_ANSWER_MS: '8000' },
  });
  const { network } = t;

  it('is written once a connection is free again, and the lead is posted once', async () => {
    const app = t.app;
    // The network answers 2 s after the post; meanwhile every connection of the site's pool is taken, for
    // longer than a query waits for one (5 s), so the first try to write the answer fails.
    network.mode = { kind: 'slow', ms: 2000 };
    const r = await postLead(app, validLead(solar));
    expect(r.json().status).toBe('queued');
    const id = r.json().id as string;
    await network.waitFor(1);
    let release!: () => void;
    const gate = new Promise<void>((res) => (release = res));
    const holders = Array.from({ length: SITE_CONNECTIONS }, () => app.store.db.connection().execute(() => gate));
    await sleep(9000);
    release();
    await Promise.all(holders);

    // Written within seconds, not after the lease (8 s of listening and 30 s more).
    await eventually(async () => (await app.store.findLead(id))?.status === 'delivered', 6000);
    expect((await app.store.attemptsFor(id)).map((x) => [x.attempt, x.trigger, x.outcome])).toEqual([[1, 'first', 'delivered']]);
    expect(network.received.map((x) => x.idempotencyKey)).toEqual([id]);
  }, 40_000);
});
