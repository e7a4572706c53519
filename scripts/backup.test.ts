// `npm run backup` against a SQLite database that keeps taking leads: the copy opens, passes SQLite's
// integrity check, holds every lead committed before the backup began, and holds each lead it has whole
// (with its consent record and delivery job). It refuses to overwrite a file, and points PostgreSQL
// users to pg_dump.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedLead } from '#tests/support/lead-fixtures.ts';
import { sqliteTestDb, type TestDb } from '#tests/support/test-db.ts';
import { connect } from '../server/store/connect.ts';
import { LeadStore } from '../server/store/lead-store.ts';

const run = promisify(execFile);
const backup = (databaseUrl: string, file: string) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', file], { env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl } });

describe('npm run backup', () => {
  let db: TestDb;
  let store: LeadStore;

  beforeEach(async () => {
    db = sqliteTestDb();
    store = await db.open();
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  it('copies the database while leads keep being written, with every lead committed before it began', async () => {
    const committed: string[] = [];
    const write = async () => {
      const lead = storedLead();
      await store.insertLead(lead);
      committed.push(lead.id);
    };
    for (let i = 0; i < 200; i++) await write();
    const before = [...committed];

    let writing = true;
    const writer = (async () => {
      while (writing) {
        await write();
        await new Promise((r) => setImmediate(r));
      }
    })();
    const file = join(db.url, '..', 'backup.db');
    const result = await backup(db.url, file);
    const duringBackup = committed.length - before.length;
    writing = false;
    await writer;

    expect(result.stdout).toMatch(/integrity ok/);
    // The site did not stop for the backup.
    expect(duringBackup).toBeGreaterThan(0);
    expect(existsSync(`${file}-wal`)).toBe(false);

    const copy = new LeadStore(connect(file));
    try {
      const ids = (await copy.listLeads()).map((l) => l.id);
      const inCopy = new Set(ids);
      expect(before.filter((id) => !inCopy.has(id))).toEqual([]);
      // Nothing in the copy that was never committed, and every lead whole.
      const all = new Set(committed);
      expect(ids.filter((id) => !all.has(id))).toEqual([]);
      const consents = await copy.db.selectFrom('consent_records').select('lead_id').execute();
      const jobs = await copy.db.selectFrom('delivery_jobs').select('lead_id').execute();
      expect(consents.map((c) => c.lead_id).sort()).toEqual([...ids].sort());
      expect(jobs.map((j) => j.lead_id).sort()).toEqual([...ids].sort());
    } finally {
      await copy.close();
    }
  });

  it('never overwrites an existing file', async () => {
    const file = join(db.url, '..', 'taken.db');
    await backup(db.url, file);
    await expect(backup(db.url, file)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('exists already') });
  });

  it('sends PostgreSQL users to pg_dump', async () => {
    await expect(backup('postgres://root@127.0.0.1:5432/test', join(db.url, '..', 'pg.db'))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('pg_dump'),
    });
  });
});
