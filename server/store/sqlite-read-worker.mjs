// One thread of the SQLite read pool (sqlite-read-pool.ts): a read-only connection to the site's database
// file that runs the console's heavy SELECTs off the main thread. better-sqlite3 blocks the thread it runs
// on, so here a long scan blocks only this thread, never the server answering visitors. WAL mode lets it
// read while the main connection writes. Plain JavaScript with the SQL sent in, compiled by the server,
// so the thread loads no TypeScript and no server module.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');

/** Prepared statements by SQL text: the console sends the same few queries again and again. */
const statements = new Map();
const MAX_STATEMENTS = 100;

function prepare(sql) {
  let stmt = statements.get(sql);
  if (!stmt) {
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    stmt = db.prepare(sql);
    statements.set(sql, stmt);
  }
  return stmt;
}

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const stmt = prepare(sql);
    if (!stmt.reader) throw new Error('The console read pool runs queries that return rows only.');
    parentPort.postMessage({ id, rows: stmt.all(parameters) });
  } catch (err) {
    parentPort.postMessage({ id, error: { message: String(err?.message ?? err), code: err?.code, name: err?.name } });
  }
});
