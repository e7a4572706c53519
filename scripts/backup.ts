// `npm run backup -- <file>`: a consistent copy of the SQLite database (DATABASE_URL, default
// ./data/leads.db) while the site runs, through SQLite's online backup API: the copy is one committed
// state of the database, never a half-written one, and the site keeps taking leads meanwhile. The
// file's folder is made if it does not exist yet.
// `npm run backup -- --verify <file>`: checks a backup (or a restored database) before it is trusted:
// SQLite's integrity check, the foreign keys, and that it holds this site's tables; prints what it holds.
// PostgreSQL is backed up with pg_dump instead (see the README). Every refusal is one line, exit code 1.
import './load-env.ts';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { isPostgresUrl, sqlitePath } from '../server/store/connect.ts';

const USAGE =
  'Usage: npm run backup -- <file>   (copies the SQLite database named by DATABASE_URL, default ./data/leads.db)\n' +
  '       npm run backup -- --verify <file>   (checks a backup before you restore it)';

/** A refusal the person running the command can act on: printed as one line, never as a stack trace. */
class BackupError extends Error {}

function parse(): { mode: 'backup' | 'verify'; file: string } {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { verify: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (err) {
    // parseArgs' own message ("Unknown option '--x'. To specify a positional argument ...") is long: its first sentence is enough.
    throw new BackupError(`${(err as Error).message.split('. ')[0]}. ${USAGE.split('\n')[0]}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length === 0)
    throw new BackupError(values.verify ? 'Name the file to check: npm run backup -- --verify <file>' : USAGE.split('\n')[0]!);
  if (positionals.length > 1) throw new BackupError(`One file at a time; got ${positionals.length}: ${positionals.join(' ')}`);
  const file = positionals[0]!;
  if (file.trim() === '') throw new BackupError('The file name is empty.');
  return { mode: values.verify ? 'verify' : 'backup', file: resolve(file) };
}

/** SQLite's own messages, said in the terms of this command. */
function sqliteMessage(err: unknown, file: string): string {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'SQLITE_NOTADB') return `${file} is not a SQLite database.`;
  if (code === 'SQLITE_CORRUPT') return `${file} is damaged (${(err as Error).message}).`;
  if (code.startsWith('SQLITE_CANTOPEN')) return `${file} cannot be opened.`;
  return `${file}: ${(err as Error).message}`;
}

interface Contents {
  leads: number;
  newest: number | null;
  migrations: number;
}

/** The checks a backup must pass; throws BackupError naming the first that fails. */
function verify(file: string): Contents {
  if (!existsSync(file)) throw new BackupError(`No file at ${file}.`);
  if (statSync(file).isDirectory()) throw new BackupError(`${file} is a folder, not a backup file.`);
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') {
      // SQLite lists what it found a line each, under a heading: the first finding is enough to say here.
      const finding = String(integrity)
        .split('\n')
        .map((l) => l.trim())
        .find((l) => l && !l.startsWith('***'));
      throw new BackupError(`${file} failed SQLite's integrity check (${finding ?? 'no detail'}).`);
    }
    const brokenLinks = db.pragma('foreign_key_check') as unknown[];
    if (brokenLinks.length > 0) throw new BackupError(`${file} has ${brokenLinks.length} rows pointing at rows it does not hold.`);
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name),
    );
    const missing = ['leads', 'consent_records', 'delivery_jobs', 'schema_migrations'].filter((t) => !tables.has(t));
    if (missing.length > 0) throw new BackupError(`${file} is not a database of this site (no ${missing.join(', ')} table).`);
    const leads = db.prepare('SELECT count(*) AS n, max(created_at) AS newest FROM leads').get() as { n: number; newest: number | null };
    const migrations = (db.prepare('SELECT count(*) AS n FROM schema_migrations').get() as { n: number }).n;
    return { leads: leads.n, newest: leads.newest, migrations };
  } catch (err) {
    throw err instanceof BackupError ? err : new BackupError(sqliteMessage(err, file));
  } finally {
    db?.close();
  }
}

function describe(c: Contents): string {
  const newest = c.newest === null ? 'none yet' : `newest ${new Date(c.newest).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `${c.leads.toLocaleString('en-US')} leads (${newest}), ${c.migrations} migrations applied`;
}

/**
 * Makes the backup's folder and any missing parents, one level at a time (a recursive mkdir can spin
 * forever where the system refuses a folder, as under /proc).
 */
function makeFolder(folder: string): void {
  const missing: string[] = [];
  for (let dir = folder; !existsSync(dir); dir = dirname(dir)) missing.unshift(dir);
  const existing = missing.length > 0 ? dirname(missing[0]!) : folder;
  if (!statSync(existing).isDirectory()) throw new BackupError(`Cannot make the folder ${folder}: ${existing} is a file.`);
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new BackupError(`Cannot make the folder ${dir}: ${code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code}.`);
    }
  }
}

async function backup(copy: string): Promise<void> {
  const url = process.env.DATABASE_URL?.trim() || './data/leads.db';
  if (isPostgresUrl(url))
    throw new BackupError('DATABASE_URL names a PostgreSQL database: back it up with pg_dump (see "Backups" in the README).');
  const source = sqlitePath(url);
  if (!existsSync(source)) throw new BackupError(`No database at ${source} (DATABASE_URL): nothing to back up.`);
  if (copy === source) throw new BackupError('The backup cannot be the database itself: name another file.');
  // NOTE: never overwrite: a mistyped name must not replace an earlier backup.
  if (existsSync(copy)) {
    throw new BackupError(
      statSync(copy).isDirectory() ? `${copy} is a folder: name a file in it.` : `${copy} exists already: choose a new file name.`,
    );
  }
  makeFolder(dirname(copy));

  const started = Date.now();
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(source, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    // After a first small step, the rest in one step: a step reads one snapshot, and a write by the site
    // between steps would make SQLite start the copy over.
    await db.backup(copy, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } catch (err) {
    throw new BackupError(`The backup failed: ${sqliteMessage(err, source)}`);
  } finally {
    db?.close();
  }
  const check = new SQLite(copy, { fileMustExist: true });
  // One self-contained file (the source runs in WAL mode, which the copy would inherit).
  check.pragma('journal_mode = DELETE');
  check.close();
  let contents: Contents;
  try {
    contents = verify(copy);
  } catch (err) {
    throw new BackupError(`The copy at ${copy} failed its check; keep the previous backup. ${(err as Error).message}`);
  }
  console.log(`Backed up ${source} to ${copy}: ${describe(contents)}, integrity ok, ${Date.now() - started} ms.`);
}

async function main(): Promise<void> {
  const { mode, file } = parse();
  if (mode === 'verify') {
    console.log(`${file}: integrity ok, ${describe(verify(file))}. It can be restored (README, "Restoring SQLite").`);
    return;
  }
  await backup(file);
}

main().catch((err: unknown) => {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
});
