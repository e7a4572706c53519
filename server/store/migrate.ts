// Runs the plain-SQL migrations in server/store/migrations in name order, each in its own transaction,
// once. Called at start; a failure stops the server loudly.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Connection } from './connect.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

function statements(text: string): string[] {
  return text
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function migrate({ db, dialect }: Connection): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`.execute(db);
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    await db.transaction().execute(async (trx) => {
      // NOTE: several servers may start at once on one PostgreSQL; the lock makes them take turns.
      if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(727274)`.execute(trx);
      const done = await trx.selectFrom('schema_migrations').select('version').where('version', '=', version).executeTakeFirst();
      if (done) return;
      for (const stmt of statements(readFileSync(new URL(file, MIGRATIONS_DIR), 'utf8'))) {
        await sql.raw(stmt).execute(trx);
      }
      await trx.insertInto('schema_migrations').values({ version, applied_at: Date.now() }).execute();
      applied.push(version);
    });
  }
  return applied;
}
