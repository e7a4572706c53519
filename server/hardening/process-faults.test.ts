// Real server processes, stopped the hard ways: SIGTERM while a delivery hangs, kill -9 with a lead
// still queued, and two servers sharing one PostgreSQL with 200 queued leads. Each lead reaches the
// network exactly once (one accepted request per Idempotency-Key, and no more accepted requests).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import type { ReceivedLead } from '#tests/support/fake-network.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { processFixture } from '#tests/support/process-fixture.ts';
import { startServer, type ServerProcess } from '#tests/support/server-process.ts';
import { eventually } from '#tests/support/test-app.ts';
import { postgresTestDb, sqliteTestDb, TEST_DATABASE_URL } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const t = processFixture();
const { network } = t;

function postLead(server: ServerProcess, body: unknown): Promise<Response> {
  return server.postJson('/api/leads', body);
}

/** Exactly once: one accepted request per lead, each lead's id as its key, nothing accepted twice. */
function expectDeliveredOnce(accepted: ReceivedLead[], leadIds: string[]) {
  const keys = accepted.map((r) => r.idempotencyKey);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.length).toBe(leadIds.length);
  expect([...keys].sort()).toEqual([...leadIds].sort());
}

/** Waits for `count` accepted requests, then a while longer, so a late duplicate would show. */
async function settleAccepted(count: number, timeoutMs = 20_000): Promise<ReceivedLead[]> {
  await network.waitFor(count, timeoutMs, () => network.accepted);
  await new Promise((r) => setTimeout(r, 1500));
  return network.accepted;
}

describe('a server stopped with SIGTERM while a delivery hangs', () => {
  it('answers the visitor, hands the job back within the grace period, and the next server delivers it once', async () => {
    const db = t.database(sqliteTestDb());
    network.mode = { kind: 'hang' };
    // An attempt may take 30 s, but a shutdown waits only 1 s for it.
    const env = t.serverEnv(db.url, { LEAD_FORWARD_TIMEOUT_MS: '30000', SHUTDOWN_GRACE_MS: '1000' });
    const first = await startServer(env);
    const answer = postLead(first, validLead(solar));
    await network.waitFor(1);

    const signalled = Date.now();
    first.kill('SIGTERM');
    const { code } = await first.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(8000);
    // The visitor's request was under way when the signal came: it is answered, and the lead is kept.
    const r = await answer;
    expect(r.status).toBe(201);
    const { id, status } = (await r.json()) as { id: string; status: string };
    expect(status).toBe('queued');
    expect(first.logged('lead delivery interrupted by shutdown: handed back to the queue')).toHaveLength(1);

    const store = t.store(await db.open());
    expect(await store.jobFor(id)).toMatchObject({ state: 'pending', attempts: 0, lease_until: null });

    network.mode = { kind: 'accept' };
    await startServer(env);
    // From the moment it listens: on a loaded machine the start itself can take more than ten seconds.
    const restarted = Date.now();
    const accepted = await settleAccepted(1);
    // Handed back, not left leased: the job is taken at once, not after its 60 s lease would run out.
    expect(accepted[0]!.at - restarted).toBeLessThan(10_000);
    expectDeliveredOnce(accepted, [id]);
    expect((await store.findLead(id))?.status).toBe('delivered');
  }, 45_000);
});

describe('a server killed with kill -9 while a lead is queued', () => {
  it('loses nothing: the restarted server delivers the lead exactly once', async () => {
    const db = t.database(sqliteTestDb());
    await network.stop();
    const env = t.serverEnv(db.url, { LEAD_FORWARD_TIMEOUT_MS: '2000' });
    const first = await startServer(env);
    const r = await postLead(first, validLead(solar));
    expect(r.status).toBe(201);
    const { id, status } = (await r.json()) as { id: string; status: string };
    expect(status).toBe('queued');

    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    await network.start();
    await startServer(env);
    expectDeliveredOnce(await settleAccepted(1), [id]);
    const store = t.store(await db.open());
    expect((await store.findLead(id))?.status).toBe('delivered');
  }, 45_000);
});

describe.skipIf(!TEST_DATABASE_URL)('two servers on one PostgreSQL with 200 queued leads', () => {
  it('deliver each lead exactly once between them', async () => {
    const db = t.database(await postgresTestDb());
    const store = t.store(await db.open());
    const now = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const id = randomUUID();
      ids.push(id);
      await store.insertLead({
        id,
        submissionId: randomUUID(),
        serviceId: solar.id,
        status: 'queued',
        payload: { firstName: 'Jane', lastName: `Queued ${i}`, category: solar.category },
        consent: {
          text: 'I agree.',
          version: 'v1',
          at: now,
          ip: '127.0.0.1',
          userAgent: 'test',
          pageUrl: '',
          certificateUrl: '',
          leadIdToken: '',
        },
        job: { state: 'pending', nextAttemptAt: now, leaseUntil: null },
        now,
      });
    }

    const env = t.serverEnv(db.url, { LEAD_FORWARD_TIMEOUT_MS: '2000' });
    const servers = await Promise.all([startServer(env), startServer(env)]);
    expectDeliveredOnce(await settleAccepted(200, 40_000), ids);
    expect(network.received).toHaveLength(200);

    const byServer = servers.map((s) => s.logged('lead delivery finished').length);
    expect(byServer[0]! + byServer[1]!).toBe(200);
    // Both took part, or this would not show that they share the queue without overlap.
    expect(Math.min(...byServer)).toBeGreaterThan(0);
    const statuses = await eventually(async () => {
      const leads = await store.listLeads();
      return leads.every((l) => l.status === 'delivered') ? leads : undefined;
    });
    expect(statuses).toHaveLength(200);
  }, 60_000);
});
