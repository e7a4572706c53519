// Delivery jobs keyed by (lead, buyer), on SQLite and (with TEST_DATABASE_URL) the real PostgreSQL: a
// second buyer's job for a lead stands beside the network's, the same pair twice is refused by the
// database, each job is claimed, fenced and recorded on its own; and a database made at the schema before
// buyers (migration 009) with a lead in it migrates to jobs of the buyer `network` and to a lead whose
// address, ZIP, city and state are its own columns, filled from the payload it was sent with.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedLead as newLead } from '#tests/support/lead-fixtures.ts';
import { ENGINES, type TestDb, withDatabaseThrough } from '#tests/support/test-db.ts';
import { LeadStore } from './lead-store.ts';
import { migrate } from './migrate.ts';

const attempt = (httpStatus: number) => ({
  attempt: 1,
  trigger: 'retry' as const,
  startedAt: Date.now(),
  durationMs: 5,
  httpStatus,
  response: null,
});

describe.each(ENGINES)('jobs per lead and buyer on $name', ({ make }) => {
  let db: TestDb;
  let store: LeadStore;

  beforeEach(async () => {
    db = await make();
    store = await db.open();
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  it("a lead's job for another buyer stands beside the network's; the same pair twice is refused", async () => {
    const lead = newLead();
    await store.insertLead(lead);
    await store.insertJob(lead.id, 'acme-roofing', { state: 'pending', nextAttemptAt: lead.now, now: lead.now });
    expect((await store.jobsFor(lead.id)).map((j) => j.buyer_id).sort()).toEqual(['acme-roofing', 'network']);
    await expect(store.insertJob(lead.id, 'acme-roofing', { state: 'pending', nextAttemptAt: lead.now, now: lead.now })).rejects.toThrow();
    await expect(store.insertJob(lead.id, 'network', { state: 'pending', nextAttemptAt: lead.now, now: lead.now })).rejects.toThrow();
    expect(await store.jobsFor(lead.id)).toHaveLength(2);
  });

  it("claims, fences and records each buyer's job on its own", async () => {
    const lead = newLead();
    await store.insertLead(lead);
    await store.insertJob(lead.id, 'acme-roofing', { state: 'pending', nextAttemptAt: lead.now, now: lead.now });

    // A server that delivers to the network only leaves the other buyer's job alone.
    const [network] = await store.claimDueJobs(30_000, 10, ['network']);
    expect(network).toMatchObject({ leadId: lead.id, buyerId: 'network' });
    expect(await store.claimDueJobs(30_000, 10, ['network'])).toEqual([]);
    const [acme] = await store.claimDueJobs(30_000, 10);
    expect(acme).toMatchObject({ leadId: lead.id, buyerId: 'acme-roofing' });

    // The other job's token does not open this one.
    expect(await store.recordAttempt({ ...network!, token: acme!.token }, { ...attempt(200), outcome: { kind: 'delivered' } })).toBe(false);
    expect(await store.recordAttempt(acme!, { ...attempt(503), outcome: { kind: 'retry', error: 'HTTP 503', delayMs: 60_000 } })).toBe(
      true,
    );
    expect(await store.recordAttempt(network!, { ...attempt(200), outcome: { kind: 'delivered' } })).toBe(true);
    expect(await store.jobFor(lead.id)).toMatchObject({ state: 'done', attempts: 1, lease_token: null });
    expect(await store.jobFor(lead.id, 'acme-roofing')).toMatchObject({ state: 'pending', attempts: 1, last_error: 'HTTP 503' });

    // Each request is on the timeline with its buyer; the one refused by the fence is there as not counted.
    const timeline = await store.timelineFor(lead.id);
    expect(timeline.map((a) => [a.buyer_id, a.outcome, a.counted]).sort()).toEqual([
      ['acme-roofing', 'retry', 1],
      ['network', 'delivered', 0],
      ['network', 'delivered', 1],
    ]);
    expect((await store.attemptsFor(lead.id)).map((a) => a.counted)).toEqual([1, 1]);
  });

  it('a resend leaves a lead alone while one of its jobs is leased, and takes it once the lease has run out', async () => {
    const lead = newLead();
    await store.insertLead(lead);
    const [job] = await store.claimDueJobs(30_000, 1);
    expect(await store.queueResend([lead.id])).toEqual({ queued: [], live: [lead.id] });
    expect((await store.jobFor(lead.id))?.lease_token).toBe(job!.token);
    await store.db
      .updateTable('delivery_jobs')
      .set({ lease_until: Date.now() - 1 })
      .where('lead_id', '=', lead.id)
      .execute();
    expect(await store.queueResend([lead.id])).toEqual({ queued: [lead.id], live: [] });
    expect(await store.jobFor(lead.id)).toMatchObject({ state: 'pending', lease_token: null, next_trigger: 'resend' });
  });
});

describe.each(ENGINES)('migrating a database made before buyers on $name', ({ make }) => {
  it('gives its jobs and attempts to the buyer network and fills the lead columns from the payload', async () => {
    await withDatabaseThrough(make, '009_funnel_insight', async (conn) => {
      const old = conn.db;
      const id = randomUUID();
      const now = Date.now();
      const payload = { firstName: 'Jane', address: '9641 Sunset Blvd', city: 'Beverly Hills', state: 'CA', zip: '90210', category: 20 };
      // As the server before this change stored it: city and state '' as in leads older than migration 004.
      await sql`INSERT INTO leads (id, submission_id, service_id, status, payload, created_at, updated_at)
        VALUES (${id}, ${randomUUID()}, 1, 'queued', ${JSON.stringify(payload)}, ${now}, ${now})`.execute(old);
      await sql`INSERT INTO delivery_jobs (lead_id, state, attempts, next_attempt_at, created_at)
        VALUES (${id}, 'pending', 1, ${now}, ${now})`.execute(old);
      await sql`INSERT INTO delivery_attempts (id, lead_id, attempt, trigger, started_at, duration_ms, outcome)
        VALUES (${randomUUID()}, ${id}, 1, 'first', ${now}, 10, 'retry')`.execute(old);
      // A lead whose personal data was erased keeps its blanks.
      const erased = randomUUID();
      await sql`INSERT INTO leads (id, submission_id, service_id, status, payload, created_at, updated_at, erased_at)
        VALUES (${erased}, ${randomUUID()}, 1, 'delivered', ${JSON.stringify({ ...payload, address: '', city: '', zip: '' })}, ${now}, ${now}, ${now})`.execute(
        old,
      );

      expect(await migrate(conn)).toContain('014_buyer_seam');
      const store = new LeadStore(conn);
      expect(await old.selectFrom('leads').select(['address', 'zip', 'city', 'state']).where('id', '=', id).executeTakeFirst()).toEqual({
        address: '9641 Sunset Blvd',
        zip: '90210',
        city: 'Beverly Hills',
        state: 'CA',
      });
      expect(await old.selectFrom('leads').select(['address', 'zip', 'city']).where('id', '=', erased).executeTakeFirst()).toEqual({
        address: '',
        zip: '',
        city: '',
      });
      expect(await store.jobFor(id)).toMatchObject({ buyer_id: 'network', state: 'pending', attempts: 1 });
      expect(await store.timelineFor(id)).toEqual([expect.objectContaining({ buyer_id: 'network', counted: 1, outcome: 'retry' })]);
      // The migrated job is claimed as the network's, and the lead can now take a job for another buyer.
      expect((await store.claimDueJobs(30_000, 10, ['network'])).map((j) => [j.leadId, j.buyerId])).toEqual([[id, 'network']]);
      await store.insertJob(id, 'acme-roofing', { state: 'held', nextAttemptAt: now, now });
      await expect(store.insertJob(id, 'network', { state: 'held', nextAttemptAt: now, now })).rejects.toThrow();
    });
  });
});
