// Opens the database named by DATABASE_URL: PostgreSQL for postgres:// URLs, SQLite for anything else
// (a path or a file: URL). Both sit behind the same Kysely instance and the same SQL.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: Dialect;
}

const INT8 = 20;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function sqlitePath(url: string): string {
  if (url === ':memory:') return url;
  return url.startsWith('file:') ? fileURLToPath(url) : resolve(url);
}

export function connect(url: string): Connection {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // A database that takes connections but does not answer fails the request (503) instead of holding it.
      connectionTimeoutMillis: 5000,
      // Epoch-millisecond BIGINT columns fit in a JS number; pg hands them over as strings by default.
      types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) } as pg.CustomTypesConfig,
    });
    // NOTE: an idle connection the database dropped (a restart, a failover) is reported here; unheard, the
    // event would crash the process. The pool discards that connection and the next query opens a new one.
    pool.on('error', () => {});
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const file = sqlitePath(url);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers proceed during a write; busy_timeout waits out a writer instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
