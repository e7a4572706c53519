// The retention job on both engines: personal data leaves leads and messages older than
// LEAD_RETENTION_DAYS, consent records go after five years and not a day before, the app's normal paths
// still cannot delete a consent record, and two servers never run the job at once.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedLead } from '#tests/support/lead-fixtures.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from '#server/store/lead-store.ts';
import { RetentionJob } from './retention.ts';

const DAY = 86_400_000;
const log = pino({ level: 'silent' });

describe.each(ENGINES)('retention ($name)', ({ make }) => {
  let db: TestDb;
  let store: LeadStore;
  const job = () => new RetentionJob(store.db, store.dialect, { leadRetentionDays: 1095, log });
  const lead = (id: string) => store.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function insert(ageDays: number): Promise<string> {
    const at = Date.now() - ageDays * DAY;
    const l = storedLead(at, {
      payload: {
        firstName: 'Old',
        lastName: 'Customer',
        email: 'old.customer@gmail.com',
        phone: '3105550199',
        address: '1 Main St',
        category: 20,
        state: 'CA',
      },
      job: { state: 'done', nextAttemptAt: at, leaseUntil: null },
      status: 'delivered',
    });
    await store.insertLead({
      ...l,
      details: {
        host: 'localhost',
        firstName: 'Old',
        lastName: 'Customer',
        email: 'old.customer@gmail.com',
        phone: '3105550199',
        city: 'Fresno',
        state: 'CA',
        source: 'AFF1',
        tracking: { aff_id: 'AFF1', gclid: 'CLICK' },
        answers: { requirements: 'Call after 5.' },
      },
    });
    return l.id;
  }

  beforeAll(async () => {
    db = await make();
    store = await db.open();
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('erases leads past LEAD_RETENTION_DAYS, deletes consent records past five years, leaves the rest', async () => {
    const recent = await insert(30);
    const threeYears = await insert(1100); // past 1095 days: personal data goes, consent (under 5 years) stays
    const sixYears = await insert(6 * 365 + 2); // both go
    const almostFive = await insert(5 * 365 - 3); // consent still inside five years
    await store.insertContactMessage({
      id: randomUUID(),
      name: 'Old Writer',
      email: 'old.writer@gmail.com',
      subject: 'Hi',
      message: 'Call me',
      now: Date.now() - 1200 * DAY,
    });

    const result = await job().run();
    expect(result).toMatchObject({ leadsErased: 3, messagesErased: 1, consentsDeleted: 1 });

    expect(await lead(recent)).toMatchObject({ first_name: 'Old', email: 'old.customer@gmail.com', erased_at: null });
    for (const id of [threeYears, sixYears, almostFive]) {
      const row = await lead(id);
      expect(row).toMatchObject({
        first_name: '',
        last_name: '',
        email: '',
        phone: '',
        city: '',
        state: 'CA',
        source: 'AFF1',
        status: 'delivered',
      });
      expect(row.payload).not.toMatch(/Customer|old\.customer|3105550199|Main St/);
      expect(JSON.parse(row.tracking)).toEqual({ aff_id: 'AFF1', gclid: '' });
      expect(JSON.parse(row.answers)).toEqual({ requirements: '' });
    }
    expect(await store.consentFor(recent)).toBeDefined();
    expect(await store.consentFor(threeYears)).toBeDefined();
    expect(await store.consentFor(almostFive)).toBeDefined();
    expect(await store.consentFor(sixYears)).toBeUndefined();

    const runs = await job().recentRuns();
    expect(runs[0]).toMatchObject({ leads_erased: 3, messages_erased: 1, consents_deleted: 1, error: null });
    expect(runs[0]!.finished_at).not.toBeNull();

    // A second run finds nothing left to do.
    expect(await job().run()).toMatchObject({ leadsErased: 0, messagesErased: 0, consentsDeleted: 0 });
  });

  it('the database still refuses any other delete of a consent record, old or young', async () => {
    const young = await insert(10);
    const old = await insert(6 * 365 + 2);
    await expect(store.db.deleteFrom('consent_records').where('lead_id', '=', young).execute()).rejects.toThrow(
      /consent records cannot be/,
    );
    await expect(store.db.deleteFrom('consent_records').where('lead_id', '=', old).execute()).rejects.toThrow(/consent records cannot be/);
    // Even a permit cannot reach a record younger than five years.
    const tryYoung = store.db.transaction().execute(async (trx) => {
      await trx.insertInto('consent_deletion_permits').values({ id: randomUUID(), before_ms: Date.now() }).execute();
      await trx.deleteFrom('consent_records').where('lead_id', '=', young).execute();
    });
    await expect(tryYoung).rejects.toThrow(/consent records/);
    expect(await store.consentFor(young)).toBeDefined();
    await expect(store.db.updateTable('consent_records').set({ ip: '0.0.0.0' }).where('lead_id', '=', old).execute()).rejects.toThrow(
      /consent records cannot be/,
    );
  });

  it('two servers at once: one runs, the other finds the lease taken', async () => {
    // Server A is held inside its run (at its last step) so that B surely tries while A holds the lease;
    // two runs started together could otherwise both pass, one after the other, on a fast machine.
    let inside!: () => void;
    let letGo!: () => void;
    const aInside = new Promise<void>((r) => (inside = r));
    const aMayFinish = new Promise<void>((r) => (letGo = r));
    const a = new RetentionJob(store.db, store.dialect, {
      leadRetentionDays: 1095,
      log,
      pruneMailCounts: async () => {
        inside();
        await aMayFinish;
        return 0;
      },
    });
    const aRun = a.run();
    await aInside;
    const [b, c] = await Promise.all([job().run(), job().run()]);
    expect(b).toBeUndefined();
    expect(c).toBeUndefined();
    letGo();
    expect(await aRun).toBeDefined();
    // The lease is given back after the run: the next one may go.
    expect(await job().run()).toBeDefined();
  });
});
