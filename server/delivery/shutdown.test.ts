// Closing the app while a delivery hangs, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL: the
// close is bounded by the grace period, the visitor still gets an answer, the job is handed back
// untried, and the next server delivers it once. (process-faults.test.ts does this with SIGTERM.)
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, eventually, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;

describe.each(ENGINES)('closing the app mid-delivery on $name', ({ make }) => {
  const t = appFixture({ make, env: { LEAD_FORWARD_TIMEOUT_MS: '30000', SHUTDOWN_GRACE_MS: '300' } });
  const { network } = t;

  it('hands a hanging attempt back to the queue after the grace period, and the next server delivers it once', async () => {
    network.mode = { kind: 'hang' };
    const first = t.app;
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
    const next = await t.restart();
    await eventually(async () => (await next.store.findLead(id))?.status === 'delivered');
    // The interrupted attempt was not counted: the network never answered it.
    expect((await next.store.jobFor(id))?.attempts).toBe(1);
    expect(network.accepted.map((a) => a.idempotencyKey)).toEqual([id]);
  });
});
