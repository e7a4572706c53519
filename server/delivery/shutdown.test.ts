// Closing the app while a delivery hangs, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL: the
// close is bounded by the grace period, the visitor still gets an answer, the job is handed back
// untried, and the next server delivers it once. (process-faults.test.ts does this with SIGTERM.)
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { FakeDns } from '#tests/support/fake-dns.ts';
import { FakeNetwork } from '#tests/support/fake-network.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { eventually, postLead, testApp } from '#tests/support/test-app.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;

describe.each(ENGINES)('closing the app mid-delivery on $name', ({ make }) => {
  const dns = new FakeDns();
  const network = new FakeNetwork();
  let db: TestDb;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    await dns.start();
  });
  afterAll(async () => {
    await dns.stop();
  });
  beforeEach(async () => {
    network.reset();
    await network.start();
    db = await make();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await network.stop();
    await db.drop();
  });

  it('hands a hanging attempt back to the queue after the grace period, and the next server delivers it once', async () => {
    network.mode = { kind: 'hang' };
    const env = { LEAD_FORWARD_TIMEOUT_MS: '30000', SHUTDOWN_GRACE_MS: '300' };
    const first = await testApp({ db, dnsServer: dns.server, forwardUrl: network.url, env });
    const answer = postLead(first, validLead(solar));
    await network.waitFor(1);

    const closing = Date.now();
    await first.close();
    expect(Date.now() - closing).toBeLessThan(3000);
    const r = await answer;
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('queued');
    const id = r.json().id as string;

    network.mode = { kind: 'accept' };
    app = await testApp({ db, dnsServer: dns.server, forwardUrl: network.url, env });
    await eventually(async () => (await app!.store.findLead(id))?.status === 'delivered');
    // The interrupted attempt was not counted: the network never answered it.
    expect((await app.store.jobFor(id))?.attempts).toBe(1);
    expect(network.accepted.map((a) => a.idempotencyKey)).toEqual([id]);
  });
});
