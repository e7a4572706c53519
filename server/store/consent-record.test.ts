// The consent record is written once with its lead and then kept as it is: the database itself refuses
// to change or delete it, on SQLite and (with TEST_DATABASE_URL) on the real PostgreSQL.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedLead } from '#tests/support/lead-fixtures.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from './lead-store.ts';
import { migrationsFor } from './migrate.ts';

describe('migration files', () => {
  it('runs the portable files on both engines and each engine-specific file only on its engine', () => {
    const files = ['002_b.postgres.sql', '001_a.sql', '002_b.sqlite.sql', 'README.md', '003_c.sql'];
    expect(migrationsFor('sqlite', files)).toEqual([
      { file: '001_a.sql', version: '001_a' },
      { file: '002_b.sqlite.sql', version: '002_b' },
      { file: '003_c.sql', version: '003_c' },
    ]);
    expect(migrationsFor('postgres', files).map((m) => m.file)).toEqual(['001_a.sql', '002_b.postgres.sql', '003_c.sql']);
  });

  it('runs the portable DDL of a version once, then the engine-specific triggers, under one version name', () => {
    const files = ['004_d.sqlite.sql', '004_d.postgres.sql', '004_d.sql', '005_e.sql'];
    expect(migrationsFor('sqlite', files)).toEqual([
      { file: '004_d.sql', version: '004_d' },
      { file: '004_d.sqlite.sql', version: '004_d' },
      { file: '005_e.sql', version: '005_e' },
    ]);
    expect(migrationsFor('postgres', files).map((m) => m.file)).toEqual(['004_d.sql', '004_d.postgres.sql', '005_e.sql']);
  });
});

describe.each(ENGINES)('consent records on $name', ({ make }) => {
  let db: TestDb;
  let store: LeadStore;
  let leadId: string;

  beforeEach(async () => {
    db = await make();
    store = await db.open();
    const lead = storedLead();
    leadId = lead.id;
    await store.insertLead(lead);
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  it('refuses to change a consent record once written', async () => {
    const before = await store.consentFor(leadId);
    await expect(
      store.db.updateTable('consent_records').set({ consent_text: 'I agree to anything.' }).where('lead_id', '=', leadId).execute(),
    ).rejects.toThrow(/consent records cannot be changed/);
    await expect(store.db.updateTable('consent_records').set({ ip: '10.0.0.1' }).execute()).rejects.toThrow(
      /consent records cannot be changed/,
    );
    expect(await store.consentFor(leadId)).toEqual(before);
  });

  it('refuses to delete a consent record', async () => {
    await expect(store.db.deleteFrom('consent_records').where('lead_id', '=', leadId).execute()).rejects.toThrow(
      /consent records cannot be/,
    );
    await expect(store.db.deleteFrom('consent_records').execute()).rejects.toThrow(/consent records cannot be/);
    if (store.dialect === 'postgres')
      await expect(sql`TRUNCATE consent_records CASCADE`.execute(store.db)).rejects.toThrow(/consent records cannot be/);
    expect(await store.consentFor(leadId)).toMatchObject({ consent_text: 'I agree.' });
  });

  it('refuses to replace a consent record, however the insert is worded', async () => {
    const before = await store.consentFor(leadId);
    const columns = sql`(lead_id, consent_text, consent_version, consented_at, ip, user_agent, page_url, trustedform_cert_url, leadid_token)`;
    const values = sql`(${leadId}, ${'I agree to anything.'}, ${'v0'}, ${1}, ${'10.0.0.1'}, ${'forged'}, ${''}, ${''}, ${''})`;
    const attempts =
      store.dialect === 'sqlite'
        ? [
            sql`INSERT OR REPLACE INTO consent_records ${columns} VALUES ${values}`,
            sql`REPLACE INTO consent_records ${columns} VALUES ${values}`,
            sql`INSERT INTO consent_records ${columns} VALUES ${values} ON CONFLICT (lead_id) DO UPDATE SET consent_text = excluded.consent_text`,
          ]
        : [
            sql`INSERT INTO consent_records ${columns} VALUES ${values} ON CONFLICT (lead_id) DO UPDATE SET consent_text = excluded.consent_text`,
          ];
    for (const attempt of attempts) await expect(attempt.execute(store.db)).rejects.toThrow(/consent records cannot be/);
    expect(await store.consentFor(leadId)).toEqual(before);
  });

  it('lets the lead and its delivery job change as delivery goes on', async () => {
    const [job] = await store.claimDueJobs(30_000, 1);
    await store.recordAttempt(job!, {
      attempt: 1,
      trigger: 'first',
      startedAt: Date.now(),
      durationMs: 5,
      httpStatus: 200,
      response: '{}',
      outcome: { kind: 'delivered' },
    });
    expect((await store.findLead(leadId))?.status).toBe('delivered');
    const count = await store.db
      .selectFrom('consent_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
