// The store on SQLite and (with TEST_DATABASE_URL) the real PostgreSQL: migrations, one lead per
// submission, lead + consent + job together, and job claiming that never hands one job to two workers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
    expect(await store.insertLead({ ...newLead(), submissionId: lead.submissionId })).toBe(false);
    expect(await store.findBySubmissionId(lead.submissionId)).toMatchObject({ id: lead.id, status: 'queued', payload: lead.payload });
    expect(await store.consentFor(lead.id)).toMatchObject({ consent_text: 'I agree.', trustedform_cert_url: 'https://cert.trustedform.com/abc', consented_at: lead.now });
    expect(await store.jobFor(lead.id)).toMatchObject({ state: 'pending', attempts: 0, next_attempt_at: lead.now });
    expect((await store.listLeads()).map((l) => l.id)).toEqual([lead.id]);
  });

  it('claims only due, unleased, pending jobs, and leases them', async () => {
    const now = Date.now();
    const due = newLead(now);
    const later = newLead(now, { job: { state: 'pending', nextAttemptAt: now + 60_000, leaseUntil: null } });
    const leased = newLead(now, { job: { state: 'pending', nextAttemptAt: now, leaseUntil: now + 60_000 } });
    const held = newLead(now, { status: 'not_configured', job: { state: 'held', nextAttemptAt: now, leaseUntil: null } });
    for (const l of [due, later, leased, held]) await store.insertLead(l);
    const claimed = await store.claimDueJobs(now, 30_000, 10);
    expect(claimed.map((c) => c.leadId)).toEqual([due.id]);
    expect(claimed[0]!.payload).toEqual(due.payload);
    expect((await store.jobFor(due.id))?.lease_until).toBe(now + 30_000);
    expect(await store.claimDueJobs(now, 30_000, 10)).toEqual([]);
    // Once the lease runs out, the job is due again.
    expect((await store.claimDueJobs(now + 30_001, 30_000, 10)).map((c) => c.leadId)).toEqual([due.id]);
  });

  it('records each kind of outcome on the lead and the job together', async () => {
    const [a, b, c] = [newLead(), newLead(), newLead()];
    for (const l of [a, b, c]) await store.insertLead(l);
    await store.recordAttempt(a.id, 1, { kind: 'delivered' }, 1000);
    await store.recordAttempt(b.id, 1, { kind: 'rejected', error: 'duplicate' }, 1000);
    await store.recordAttempt(c.id, 2, { kind: 'retry', error: 'HTTP 503', nextAttemptAt: 5000 }, 1000);
    expect(await store.findLead(a.id)).toMatchObject({ status: 'delivered', deliveredAt: 1000 });
    expect(await store.jobFor(a.id)).toMatchObject({ state: 'done', attempts: 1, lease_until: null });
    expect(await store.findLead(b.id)).toMatchObject({ status: 'rejected', networkError: 'duplicate' });
    expect(await store.findLead(c.id)).toMatchObject({ status: 'queued' });
    expect(await store.jobFor(c.id)).toMatchObject({ state: 'pending', attempts: 2, next_attempt_at: 5000, last_error: 'HTTP 503' });
  });

  it('never hands the same job to two claimers at once', async () => {
    const now = Date.now();
    const leads = Array.from({ length: 40 }, () => newLead(now));
    for (const l of leads) await store.insertLead(l);
    const other = await db.open();
    const rounds = await Promise.all([0, 1, 2, 3].map((i) => (i % 2 ? other : store).claimDueJobs(now, 30_000, 15)));
    await other.close();
    const ids = rounds.flat().map((j) => j.leadId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(40);
  });
});
