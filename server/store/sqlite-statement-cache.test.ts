import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.ts';

describe('the SQLite statement cache', () => {
  let raw: SQLite.Database;
  beforeEach(() => {
    raw = new SQLite(':memory:');
    raw.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    raw.prepare('INSERT INTO t (name) VALUES (?), (?), (?)').run('a', 'b', 'c');
  });
  afterEach(() => raw.close());

  it('compiles a text once and hands the same statement back for it', () => {
    const db = withStatementCache(raw);
    const first = db.prepare('SELECT name FROM t WHERE id = ?');
    expect(first.all([2])).toEqual([{ name: 'b' }]);
    expect(db.prepare('SELECT name FROM t WHERE id = ?')).toBe(first);
    expect(db.prepare('SELECT name FROM t WHERE id = ?').all([3])).toEqual([{ name: 'c' }]);
  });

  it('compiles another while the cached one is still iterating rows', () => {
    const db = withStatementCache(raw);
    const text = 'SELECT name FROM t ORDER BY id';
    const rows = db.prepare(text).iterate([]);
    expect(rows.next().value).toEqual({ name: 'a' });
    // The same text again mid-stream: better-sqlite3 refuses a busy statement, so this must be a new one.
    expect(db.prepare(text).all([])).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect([...rows]).toEqual([{ name: 'b' }, { name: 'c' }]);
  });

  it('keeps at most its size, dropping the text least recently used', () => {
    const db = withStatementCache(raw, 2);
    const one = db.prepare('SELECT 1 AS n');
    const two = db.prepare('SELECT 2 AS n');
    expect(db.prepare('SELECT 1 AS n')).toBe(one); // now the most recent
    db.prepare('SELECT 3 AS n'); // pushes out "SELECT 2"
    expect(db.prepare('SELECT 1 AS n')).toBe(one);
    expect(db.prepare('SELECT 2 AS n')).not.toBe(two);
  });

  it('still reads right after a migration changes the table under a cached statement', () => {
    const db = withStatementCache(raw);
    expect(db.prepare('SELECT * FROM t WHERE id = ?').all([1])).toEqual([{ id: 1, name: 'a' }]);
    raw.exec("ALTER TABLE t ADD COLUMN lang TEXT NOT NULL DEFAULT 'en'");
    expect(db.prepare('SELECT * FROM t WHERE id = ?').all([1])).toEqual([{ id: 1, name: 'a', lang: 'en' }]);
  });
});
