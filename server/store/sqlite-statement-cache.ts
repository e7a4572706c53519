// better-sqlite3 compiles a statement's SQL on every prepare(), and Kysely's SQLite driver prepares each
// statement every time it runs one. A lead runs the same few statements as the one before it, so compiling
// them again was the server's single largest cost under load (measured with node --cpu-prof during
// `npm run bench:intake`: 15 % of its CPU time in prepare()). This gives Kysely the same database with a
// prepare() that returns the statement already compiled for that SQL text.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * The compiled statements of the most recently used SQL texts, at most `size` of them (a statement with a
 * list of values has a text per list length, so the texts are not a closed set). A cached statement still
 * iterating rows (a stream) cannot run a second time at once: another is compiled for that call. SQLite
 * compiles a cached statement again by itself when a migration has changed the schema under it.
 */
export function withStatementCache(db: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => void db.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached?.busy) return db.prepare(sql);
      // Map keeps insertion order: moved to the end, the least recently used text is the first key.
      if (cached) cache.delete(sql);
      const stmt = cached ?? db.prepare(sql);
      cache.set(sql, stmt);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return stmt;
    },
  };
}
