// Several servers starting at once on a new SQLite file each run the migrations: none may fail with
// "database is locked", and each migration is applied exactly once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function migrateInProcess(file: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/migrate-once.ts', file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

const versions = (file: string) =>
  new SQLite(file, { readonly: true }).prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all() as string[];

describe('migrations on SQLite', () => {
  it('four processes migrating one new file at once all succeed, and each migration is applied once', async () => {
    const alone = join(dir, 'alone.db');
    expect(await migrateInProcess(alone)).toEqual({ code: 0, stderr: '' });

    const shared = join(dir, 'shared.db');
    const results = await Promise.all([1, 2, 3, 4].map(() => migrateInProcess(shared)));
    for (const r of results) expect(r).toEqual({ code: 0, stderr: '' });
    // The same versions as one process alone applies, none twice (version is the primary key).
    expect(versions(shared)).toEqual(versions(alone));
    expect(versions(shared).length).toBeGreaterThan(5);
  }, 60_000);
});
