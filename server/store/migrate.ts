// Runs the plain-SQL migrations in server/store/migrations in name order, each version in its own
// transaction, once. Called at start; a failure stops the server loudly. `NNN_name.sql` is portable SQL and
// runs on both engines. What cannot be written portably (triggers, engine-only types) goes beside it in
// `NNN_name.sqlite.sql` / `NNN_name.postgres.sql`: an engine runs the portable file first, then its own,
// under the one version name, so the shared DDL is written once. (A version may also be engine files only,
// as the early migrations are.)
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Connection, Dialect } from './connect.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

function statements(text: string): string[] {
  return text
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

const DIALECT_FILE = /^(.+)\.(sqlite|postgres)\.sql$/;

/** The migration files this engine runs, in order, with the version each records (portable file first). */
export function migrationsFor(dialect: Dialect, files: readonly string[]): { file: string; version: string }[] {
  const rank = (file: string) => (DIALECT_FILE.test(file) ? 1 : 0);
  return files
    .filter((f) => f.endsWith('.sql'))
    .flatMap((file) => {
      const specific = DIALECT_FILE.exec(file);
      if (!specific) return [{ file, version: file.replace(/\.sql$/, '') }];
      return specific[2] === dialect ? [{ file, version: specific[1]! }] : [];
    })
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : rank(a.file) - rank(b.file)));
}

/** The versions in order, each with the files that make it up. */
function versionsFor(dialect: Dialect, files: readonly string[]): { version: string; files: string[] }[] {
  const out: { version: string; files: string[] }[] = [];
  for (const { file, version } of migrationsFor(dialect, files)) {
    const last = out[out.length - 1];
    if (last?.version === version) last.files.push(file);
    else out.push({ version, files: [file] });
  }
  return out;
}

/** Runs the versions not applied yet; `through` stops after that version (tests build an older schema with it). */
export async function migrate({ db, dialect }: Pick<Connection, 'db' | 'dialect'>, through?: string): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`.execute(db);
  const applied: string[] = [];
  for (const { version, files } of versionsFor(dialect, readdirSync(MIGRATIONS_DIR))) {
    if (through !== undefined && version > through) break;
    await db.transaction().execute(async (trx) => {
      // NOTE: several servers may start at once on one PostgreSQL; the lock makes them take turns.
      if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(727274)`.execute(trx);
      // NOTE: on SQLite a transaction that reads first and writes later cannot wait for another writer
      // (it would hold a stale snapshot): two servers starting on a new file failed with "database is
      // locked". A write that changes nothing takes the write lock first, so the busy timeout applies.
      else await sql`DELETE FROM schema_migrations WHERE version IS NULL`.execute(trx);
      const done = await trx.selectFrom('schema_migrations').select('version').where('version', '=', version).executeTakeFirst();
      if (done) return;
      for (const file of files) {
        for (const stmt of statements(readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'))) {
          await sql.raw(stmt).execute(trx);
        }
      }
      await trx.insertInto('schema_migrations').values({ version, applied_at: Date.now() }).execute();
      applied.push(version);
    });
  }
  return applied;
}
