// `npm run backup -- <file>`: a consistent copy of the SQLite database (DATABASE_URL, default
// ./data/leads.db) while the site runs, through SQLite's online backup API: the copy is one committed
// state of the database, never a half-written one, and the site keeps taking leads meanwhile.
// PostgreSQL is backed up with pg_dump instead (see the README).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { isPostgresUrl, sqlitePath } from '../server/store/connect.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const target = process.argv[2];
if (!target) fail('Usage: npm run backup -- <file>   (copies the SQLite database named by DATABASE_URL, default ./data/leads.db)');
const url = process.env.DATABASE_URL?.trim() || './data/leads.db';
if (isPostgresUrl(url)) fail('DATABASE_URL names a PostgreSQL database: back it up with pg_dump (see "Backups" in the README).');
const source = sqlitePath(url);
const copy = resolve(target);
if (!existsSync(source)) fail(`No database at ${source}.`);
// NOTE: never overwrite: a mistyped name must not replace an earlier backup.
if (existsSync(copy)) fail(`${copy} exists already: choose a new file name.`);

const db = new SQLite(source, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const started = Date.now();
// After a first small step, the rest in one step: a step reads one snapshot, and a write by the site
// between steps would make SQLite start the copy over.
await db.backup(copy, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
db.close();

const check = new SQLite(copy, { fileMustExist: true });
// One self-contained file (the source runs in WAL mode, which the copy would inherit).
check.pragma('journal_mode = DELETE');
const integrity = check.pragma('integrity_check', { simple: true });
const leads = (check.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
check.close();
if (integrity !== 'ok') fail(`The copy at ${copy} failed its integrity check (${String(integrity)}); keep the previous backup.`);
console.log(`Backed up ${source} to ${copy}: ${leads} leads, integrity ok, ${Date.now() - started} ms.`);
