// The store on SQLite and (with TEST_DATABASE_URL) the real PostgreSQL: migrations, one lead per
// submission, lead + consent + job (+ its lead.created messages) together, and job claiming that never hands one job to two workers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedLead as newLead } from '#tests/support/lead-fixtures.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import { connect } from './connect.ts';
import type { LeadStore } from './lead-store.ts';
import { migrate } from './migrate.ts';

describe.each(ENGINES)('lead store on $name', ({ make }) => {
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

  it('runs each migration once, however often it is started', async () => {
    const again = connect(db.url);
    expect(await migrate(again)).toEqual([]);
    await again.db.destroy();
  });

  it('stores a lead with its consent record and job, once per submission', async () => {
    const lead = newLead();
    expect(await store.insertLead(lead)).toBe(true);
    const again = { ...newLead(), submissionId: lead.submissionId };
    expect(await store.insertLead(again)).toBe(false);
    // Refused whole: none of the second lead's rows is left behind.
    expect(await store.findLead(again.id)).toBeUndefined();
    expect(await store.consentFor(again.id)).toBeUndefined();
    expect(await store.jobFor(again.id)).toBeUndefined();
    expect(await store.findBySubmissionId(lead.submissionId)).toMatchObject({ id: lead.id, status: 'queued', payload: lead.payload });
    expect(await store.consentFor(lead.id)).toMatchObject({
      consent_text: 'I agree.',
      trustedform_cert_url: 'https://cert.trustedform.com/abc',
      consented_at: lead.now,
    });
    expect(await store.jobFor(lead.id)).toMatchObject({ state: 'pending', attempts: 0, next_attempt_at: lead.now });
    expect((await store.listLeads()).map((l) => l.id)).toEqual([lead.id]);
  });

  it("stores lead.created's messages with the lead, and none for a lead it refuses", async () => {
    const now = Date.now();
    await store.db
      .insertInto('webhook_endpoints')
      .values({
        id: 'ep-1',
        url: 'https://hooks.example.com/in',
        events: '["lead.created"]',
        secret_sealed: 'plain:x',
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const lead = newLead();
    expect(await store.insertLead({ ...lead, announceTo: ['ep-1'] })).toBe(true);
    const again = { ...newLead(), submissionId: lead.submissionId, announceTo: ['ep-1'] };
    expect(await store.insertLead(again)).toBe(false);
    const messages = await store.db
      .selectFrom('webhook_messages')
      .select(['endpoint_id', 'event_type', 'lead_id', 'body', 'state'])
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ endpoint_id: 'ep-1', event_type: 'lead.created', lead_id: lead.id, state: 'pending' });
    const body = JSON.parse(messages[0]!.body) as { type: string; data: { lead: { id: string; createdAt: string } } };
    expect(body.type).toBe('lead.created');
    expect(body.data.lead).toMatchObject({ id: lead.id, createdAt: new Date(lead.now).toISOString() });
  });

  it('claims only due, unleased, pending jobs, and leases them on the database clock', async () => {
    const now = Date.now();
    const hour = 3_600_000;
    const due = newLead(now);
    const later = newLead(now, { job: { state: 'pending', nextAttemptAt: now + hour, leaseUntil: null } });
    const leased = newLead(now, { job: { state: 'pending', nextAttemptAt: now, leaseUntil: now + hour } });
    const held = newLead(now, { status: 'not_configured', job: { state: 'held', nextAttemptAt: now, leaseUntil: null } });
    for (const l of [due, later, leased, held]) await store.insertLead(l);
    const before = Date.now();
    const claimed = await store.claimDueJobs(30_000, 10);
    const after = Date.now();
    expect(claimed.map((c) => c.leadId)).toEqual([due.id]);
    expect(claimed[0]).toMatchObject({ payload: due.payload, attempts: 0, trigger: 'retry', serviceId: 1 });
    const job = await store.jobFor(due.id);
    // The database runs on this machine: its clock and ours agree within a second.
    expect(job!.lease_until).toBeGreaterThanOrEqual(before + 30_000 - 1000);
    expect(job!.lease_until).toBeLessThanOrEqual(after + 30_000 + 1000);
    expect(job!.lease_token).toBe(claimed[0]!.token);
    expect(await store.claimDueJobs(30_000, 10)).toEqual([]);
    // Once the lease runs out, the job is due again, under a new token.
    await store.db
      .updateTable('delivery_jobs')
      .set({ lease_until: Date.now() - 1 })
      .where('lead_id', '=', due.id)
      .execute();
    const again = await store.claimDueJobs(30_000, 10);
    expect(again.map((c) => c.leadId)).toEqual([due.id]);
    expect(again[0]!.token).not.toBe(claimed[0]!.token);
  });

  it('does not take a live lease when this process clock runs hours ahead', async () => {
    const leased = newLead(Date.now(), { job: { state: 'pending', nextAttemptAt: Date.now(), leaseUntil: Date.now() + 60_000 } });
    await store.insertLead(leased);
    const real = Date.now.bind(Date);
    const skew = vi.spyOn(Date, 'now').mockImplementation(() => real() + 5 * 3_600_000);
    try {
      expect(await store.claimDueJobs(30_000, 10)).toEqual([]);
    } finally {
      skew.mockRestore();
    }
    expect((await store.jobFor(leased.id))?.lease_until).toBe(leased.job.leaseUntil);
  });

  it('records each kind of outcome on the lead, the job and the timeline together', async () => {
    const [a, b, c] = [newLead(), newLead(), newLead()];
    for (const l of [a, b, c]) await store.insertLead(l);
    const jobs = new Map((await store.claimDueJobs(30_000, 10)).map((j) => [j.leadId, j]));
    const base = { trigger: 'retry' as const, startedAt: 1000, durationMs: 250 };
    const before = Date.now();
    expect(
      await store.recordAttempt(jobs.get(a.id)!, {
        ...base,
        attempt: 1,
        httpStatus: 200,
        response: '{"status":"ok"}',
        outcome: { kind: 'delivered' },
      }),
    ).toBe(true);
    expect(
      await store.recordAttempt(jobs.get(b.id)!, {
        ...base,
        attempt: 1,
        httpStatus: 200,
        response: '{"error":"duplicate"}',
        outcome: { kind: 'rejected', error: 'duplicate' },
      }),
    ).toBe(true);
    expect(
      await store.recordAttempt(jobs.get(c.id)!, {
        ...base,
        attempt: 2,
        httpStatus: 503,
        response: 'upstream error',
        outcome: { kind: 'retry', error: 'HTTP 503', delayMs: 60_000 },
      }),
    ).toBe(true);
    expect(await store.findLead(a.id)).toMatchObject({ status: 'delivered', deliveredAt: 1250 });
    expect(await store.jobFor(a.id)).toMatchObject({ state: 'done', attempts: 1, lease_until: null, lease_token: null });
    expect(await store.findLead(b.id)).toMatchObject({ status: 'rejected', networkError: 'duplicate' });
    expect(await store.findLead(c.id)).toMatchObject({ status: 'queued' });
    const retry = await store.jobFor(c.id);
    expect(retry).toMatchObject({ state: 'pending', attempts: 2, last_error: 'HTTP 503', lease_until: null });
    // Due again a minute from now, on the database's clock.
    expect(retry!.next_attempt_at).toBeGreaterThanOrEqual(before + 60_000 - 1000);
    expect(retry!.next_attempt_at).toBeLessThanOrEqual(Date.now() + 60_000 + 1000);
    expect(await store.attemptsFor(a.id)).toEqual([
      expect.objectContaining({
        attempt: 1,
        trigger: 'retry',
        started_at: 1000,
        duration_ms: 250,
        http_status: 200,
        response: '{"status":"ok"}',
        outcome: 'delivered',
        error: null,
      }),
    ]);
    expect(await store.attemptsFor(b.id)).toEqual([expect.objectContaining({ outcome: 'rejected', error: 'duplicate' })]);
    expect(await store.attemptsFor(c.id)).toEqual([
      expect.objectContaining({ attempt: 2, http_status: 503, outcome: 'retry', error: 'HTTP 503' }),
    ]);
  });

  it('refuses the write of a worker whose lease ran out and another worker took the job', async () => {
    const lead = newLead();
    await store.insertLead(lead);
    const [stale] = await store.claimDueJobs(30_000, 1);
    await store.db
      .updateTable('delivery_jobs')
      .set({ lease_until: Date.now() - 1 })
      .where('lead_id', '=', lead.id)
      .execute();
    const other = await db.open();
    try {
      const [current] = await other.claimDueJobs(30_000, 1);
      expect(current!.leadId).toBe(lead.id);
      const attempt = { attempt: 1, trigger: 'retry' as const, startedAt: Date.now(), durationMs: 10, httpStatus: 503, response: null };
      // The paused worker wakes up with a failure: refused, the job stays the current holder's.
      expect(await store.recordAttempt(stale!, { ...attempt, outcome: { kind: 'retry', error: 'HTTP 503', delayMs: 1000 } })).toBe(false);
      expect(await store.releaseLease(stale!)).toBe(false);
      expect((await store.jobFor(lead.id))?.lease_token).toBe(current!.token);
      expect(await other.recordAttempt(current!, { ...attempt, httpStatus: 200, outcome: { kind: 'delivered' } })).toBe(true);
      // And a stale success after the job is done changes nothing either.
      expect(await store.recordAttempt(stale!, { ...attempt, httpStatus: 200, outcome: { kind: 'delivered' } })).toBe(false);
      expect(await store.jobFor(lead.id)).toMatchObject({ state: 'done', attempts: 1 });
      expect(await store.findLead(lead.id)).toMatchObject({ status: 'delivered' });
      expect(await store.attemptsFor(lead.id)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('queues held leads for delivery, oldest first, once', async () => {
    const now = Date.now();
    const heldAt = (ageMs: number) =>
      newLead(now - ageMs, { status: 'not_configured', job: { state: 'held', nextAttemptAt: now - ageMs, leaseUntil: null } });
    const [middle, newest, oldest] = [heldAt(2000), heldAt(1000), heldAt(3000)];
    for (const l of [middle, newest, oldest]) await store.insertLead(l);
    expect(await store.claimDueJobs(30_000, 10)).toEqual([]);
    expect(await store.releaseHeldJobs(now)).toBe(3);
    expect(await store.releaseHeldJobs(now)).toBe(0);
    expect((await store.findLead(oldest.id))?.status).toBe('queued');
    expect((await store.claimDueJobs(30_000, 2)).map((j) => j.leadId)).toEqual([oldest.id, middle.id]);
    expect((await store.claimDueJobs(30_000, 2)).map((j) => j.leadId)).toEqual([newest.id]);
  });

  it("records an operator's resend as such, then goes back to retries", async () => {
    const lead = newLead();
    await store.insertLead(lead);
    await store.db.updateTable('delivery_jobs').set({ next_trigger: 'resend' }).where('lead_id', '=', lead.id).execute();
    const [job] = await store.claimDueJobs(30_000, 1);
    expect(job!.trigger).toBe('resend');
    await store.recordAttempt(job!, {
      attempt: 1,
      trigger: job!.trigger,
      startedAt: Date.now(),
      durationMs: 5,
      httpStatus: 503,
      response: null,
      outcome: { kind: 'retry', error: 'HTTP 503', delayMs: 0 },
    });
    expect((await store.attemptsFor(lead.id)).map((a) => a.trigger)).toEqual(['resend']);
    expect((await store.claimDueJobs(30_000, 1))[0]!.trigger).toBe('retry');
  });

  it('never hands the same job to two claimers at once', async () => {
    const now = Date.now();
    const leads = Array.from({ length: 40 }, () => newLead(now));
    for (const l of leads) await store.insertLead(l);
    const other = await db.open();
    const rounds = await Promise.all([0, 1, 2, 3].map((i) => (i % 2 ? other : store).claimDueJobs(30_000, 15)));
    await other.close();
    const ids = rounds.flat().map((j) => j.leadId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
  });
});
