// `npm run backup` against a SQLite database that keeps taking leads: the copy opens, passes SQLite's
// integrity check, holds every lead committed before the backup began, and holds each lead it has whole
// (with its consent record and delivery job). It refuses to overwrite a file, and points PostgreSQL
// users to pg_dump. The README's line works on a fresh checkout (the folder is made), every bad argument
// gets one line, and the README's restore is carried out: the backup checked, copied in, checked again,
// and a real server started on it.
import { execFile } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedLead } from '#tests/support/lead-fixtures.ts';
import { killAll, startServer } from '#tests/support/server-process.ts';
import { sqliteTestDb, type TestDb } from '#tests/support/test-db.ts';
import { connect } from '../server/store/connect.ts';
import { LeadStore } from '../server/store/lead-store.ts';

const run = promisify(execFile);
const backupArgs = (databaseUrl: string, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
    env: { PATH: process.env.PATH, ENV_FILE: '', DATABASE_URL: databaseUrl },
  });
const backup = (databaseUrl: string, file: string) => backupArgs(databaseUrl, [file]);
/** The one line a refusal prints, and its exit code. */
const refusal = (databaseUrl: string, args: string[]) =>
  backupArgs(databaseUrl, args).then(
    (ok) => ({ code: 0, stderr: ok.stderr }),
    (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
  );

describe('npm run backup', () => {
  let db: TestDb;
  let store: LeadStore;

  beforeEach(async () => {
    db = sqliteTestDb();
    store = await db.open();
  });
  afterEach(async () => {
    await killAll();
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

  it('backs up into a folder that does not exist yet, and the README restore brings every lead back, checked', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      const lead = storedLead();
      await store.insertLead(lead);
      ids.push(lead.id);
    }
    const file = join(db.url, '..', 'backups', 'nightly', 'leads-2026-11-27.db');
    const made = await backup(db.url, file);
    expect(made.stdout).toMatch(/^Backed up .* 25 leads .*integrity ok/);

    // The README's restore: check the backup, stop the server (here: the store), move the database
    // aside, copy the backup in, check it again, start.
    expect((await backupArgs(db.url, ['--verify', file])).stdout).toMatch(
      /: integrity ok, 25 leads \(newest \d{4}-\d\d-\d\d \d\d:\d\d UTC\), \d+ migrations applied\./,
    );
    await store.insertLead(storedLead()); // taken after the backup: not in it
    await store.close();
    const restored = join(db.url, '..', 'restored', 'leads.db');
    mkdirSync(dirname(restored), { recursive: true });
    copyFileSync(file, restored);
    expect((await backupArgs(restored, ['--verify', restored])).stdout).toContain('integrity ok, 25 leads');

    const server = await startServer({ DATABASE_URL: restored }, { timeoutMs: 60_000 });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    store = new LeadStore(connect(restored));
    expect((await store.listLeads()).map((l) => l.id).sort()).toEqual([...ids].sort());
  }, 120_000);

  it('finds a damaged backup, a file that is no database, and a database of something else', async () => {
    for (let i = 0; i < 5; i++) await store.insertLead(storedLead());
    const file = join(db.url, '..', 'damaged.db');
    await backup(db.url, file);
    // Overwrite the leads table's first page, as a bad disk or a cut copy would.
    const probe = new SQLite(file, { readonly: true });
    const { rootpage } = probe.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'leads'").get() as { rootpage: number };
    const pageSize = probe.pragma('page_size', { simple: true }) as number;
    probe.close();
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (rootpage - 1) * pageSize);
    closeSync(fd);
    const damaged = await refusal(db.url, ['--verify', file]);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(
      new RegExp(
        `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (failed SQLite's integrity check|is damaged|is not a SQLite database).*\n$`,
      ),
    );

    const text = join(db.url, '..', 'notes.txt');
    copyFileSync(join(import.meta.dirname, 'backup.ts'), text);
    expect(await refusal(db.url, ['--verify', text])).toEqual({ code: 1, stderr: `${text} is not a SQLite database.\n` });
    expect(readFileSync(text, 'utf8')).toContain('npm run backup');
  }, 60_000);

  it('answers every bad argument in one line, without a stack trace', async () => {
    const folder = join(db.url, '..');
    const cases: [string[], RegExp][] = [
      [[], /^Usage: npm run backup -- <file>/],
      [['--verify'], /^Name the file to check: npm run backup -- --verify <file>$/],
      [['--bogus', 'x.db'], /^Unknown option '--bogus'\. Usage: npm run backup -- <file>/],
      [['a.db', 'b.db'], /^One file at a time; got 2: a\.db b\.db$/],
      [[folder], /is a folder: name a file in it\.$/],
      [[db.url], /^The backup cannot be the database itself: name another file\.$/],
      [[join(db.url, 'under-a-file.db')], /^Cannot make the folder .*: .* is a file\.$/],
      [['--verify', join(folder, 'missing.db')], /^No file at .*missing\.db\.$/],
      [['--verify', folder], /is a folder, not a backup file\.$/],
    ];
    for (const [args, message] of cases) {
      const out = await refusal(db.url, args);
      expect(out.code, args.join(' ')).toBe(1);
      const lines = out.stderr.trimEnd().split('\n');
      expect(lines, args.join(' ')).toHaveLength(1);
      expect(lines[0], args.join(' ')).toMatch(message);
    }
    const noDatabase = await refusal(join(folder, 'none.db'), [join(folder, 'x.db')]);
    expect(noDatabase).toEqual({ code: 1, stderr: `No database at ${join(folder, 'none.db')} (DATABASE_URL): nothing to back up.\n` });
  }, 180_000);
});
