// Opens the database named by DATABASE_URL: PostgreSQL for postgres:// URLs, SQLite for anything else
// (a path or a file: URL). Both sit behind the same Kysely instance and the same SQL.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SelectQueryNode,
  SqliteDialect,
  type DatabaseConnection,
  type Dialect as KyselyDialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { SqliteGroupCommit } from './sqlite-group-commit.ts';
import { SqliteReadPool, sqliteReadPoolDialect } from './sqlite-read-pool.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * For the console's heavy reads (exports, reports, the dashboard): SELECTs only, no transactions. Never
   * the visitors' connections: on SQLite a pool of read-only connections on threads of their own, on
   * PostgreSQL a small pool of its own. Closed with `db`.
   */
  reads: Kysely<Database>;
}

/** PostgreSQL connections for everything but the console's heavy reads: visitors' requests and the workers. */
export const SITE_CONNECTIONS = 10;

/** Threads (SQLite) or connections (PostgreSQL) for the console's heavy reads. */
export const CONSOLE_READ_CONNECTIONS = 2;

const INT8 = 20;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function sqlitePath(url: string): string {
  if (url === ':memory:') return url;
  return url.startsWith('file:') ? fileURLToPath(url) : resolve(url);
}

const DATABASE_FAILURE = Symbol('database failure');

/**
 * Whether an error came from the database or the way to it (a lost connection, a full disk, a refused
 * statement), as opposed to our own code. Only these are answered 503 "try again"; anything else is a bug.
 */
export function isDatabaseFailure(err: unknown): boolean {
  return typeof err === 'object' && err !== null && DATABASE_FAILURE in err;
}

/** What a log may say about a database error: its kind, never the values (PostgreSQL's `detail` can quote them). */
export function databaseErrorForLog(err: unknown): { name?: string; code?: string; message: string } {
  const { name, code, message = '' } = (err ?? {}) as { name?: string; code?: string; message?: string };
  return { name, code, message: message.slice(0, 300) };
}

function markFailure(err: unknown): unknown {
  if (typeof err === 'object' && err !== null && !(DATABASE_FAILURE in err)) Object.defineProperty(err, DATABASE_FAILURE, { value: true });
  return err;
}

async function marking<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw markFailure(err);
  }
}

/**
 * PostgreSQL ended the connection under the statement: a restart, a failover, pg_terminate_backend (class
 * 57P administrator/crash shutdown, class 08 connection exceptions), or the socket closed under it.
 */
function isConnectionLoss(err: unknown): boolean {
  const { code = '', message = '' } = (err ?? {}) as { code?: string; message?: string };
  return /^(57P0[123]|08)/.test(code) || /Connection terminated|not queryable|ECONNRESET|EPIPE/.test(message);
}

type Retry = <R>(query: CompiledQuery) => Promise<QueryResult<R>>;

class MarkedConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    /** Runs a statement once more on a fresh connection (PostgreSQL only). */
    private readonly retry?: Retry,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (err) {
      // A read outside a transaction changes nothing, so it is safe to run again once when its connection
      // died under it; a write's outcome would be unknown, and a transaction's work is gone with it.
      if (this.retry && !this.inTransaction && SelectQueryNode.is(query.query) && isConnectionLoss(err)) {
        return marking(() => this.retry!<R>(query));
      }
      throw markFailure(err);
    }
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (c: DatabaseConnection) => (c as MarkedConnection).inner;

/** The engine's driver, with every error it raises marked as a database failure (see isDatabaseFailure). */
class MarkingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly retryReads = false,
    private readonly alsoDestroy?: () => Promise<void>,
  ) {}
  init() {
    return marking(() => this.inner.init());
  }
  async acquireConnection() {
    return new MarkedConnection(
      await marking(() => this.inner.acquireConnection()),
      this.retryReads ? (q) => this.onFreshConnection(q) : undefined,
    );
  }
  private async onFreshConnection<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const fresh = await this.inner.acquireConnection();
    try {
      return await fresh.executeQuery<R>(query);
    } finally {
      await this.inner.releaseConnection(fresh);
    }
  }
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    await marking(() => this.inner.beginTransaction(innerOf(c), settings));
    (c as MarkedConnection).inTransaction = true;
  }
  async commitTransaction(c: DatabaseConnection) {
    (c as MarkedConnection).inTransaction = false;
    await marking(() => this.inner.commitTransaction(innerOf(c)));
  }
  async rollbackTransaction(c: DatabaseConnection) {
    (c as MarkedConnection).inTransaction = false;
    await marking(() => this.inner.rollbackTransaction(innerOf(c)));
  }
  releaseConnection(c: DatabaseConnection) {
    return marking(() => this.inner.releaseConnection(innerOf(c)));
  }
  async destroy() {
    await this.inner.destroy();
    await this.alsoDestroy?.();
  }
}

interface MarkOptions {
  wrap?: (driver: Driver) => Driver;
  retryReads?: boolean;
  /** Closes what belongs with this database (the console's reads) when it is destroyed. */
  alsoDestroy?: () => Promise<void>;
}

function marked(dialect: KyselyDialect, opts: MarkOptions = {}): KyselyDialect {
  const wrap = opts.wrap ?? ((driver: Driver) => driver);
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new MarkingDriver(wrap(dialect.createDriver()), opts.retryReads, opts.alsoDestroy),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

function pgPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A database that takes connections but does not answer fails the request (503) instead of holding it.
    connectionTimeoutMillis: 5000,
    // Epoch-millisecond BIGINT columns fit in a JS number; pg hands them over as strings by default.
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === INT8 ? Number : pg.types.getTypeParser(oid, format)),
    } as pg.CustomTypesConfig,
  });
  // NOTE: a connection the database drops (a restart, a failover, pg_terminate_backend, a network cut)
  // emits 'error': on the pool while it is idle, on the client itself while it is checked out. Unheard,
  // either would end the process. The query in flight fails (its request gets a 503), the pool discards
  // the broken connection when it is released, and the next query opens a new one. So every client gets
  // a listener for its whole life, from the moment it connects.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

export function connect(url: string): Connection {
  if (isPostgresUrl(url)) {
    // The console gets connections of its own, so exports and reports wait for each other, never take the
    // ones visitors' requests need (pool.connect() waits in line, and a 100,000-lead export holds one).
    const reads = new Kysely<Database>({
      dialect: marked(
        new PostgresDialect({
          pool: pgPool(url, CONSOLE_READ_CONNECTIONS),
          // Reads only, as the SQLite threads' read-only connections: a write sent here by mistake fails.
          onCreateConnection: (c) => c.executeQuery(CompiledQuery.raw('SET default_transaction_read_only = on')).then(() => undefined),
        }),
        { retryReads: true },
      ),
    });
    const db = new Kysely<Database>({
      dialect: marked(new PostgresDialect({ pool: pgPool(url, SITE_CONNECTIONS) }), {
        retryReads: true,
        alsoDestroy: () => reads.destroy(),
      }),
    });
    return { db, dialect: 'postgres', reads };
  }
  const file = sqlitePath(url);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers proceed during a write; busy_timeout waits out a writer instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // FULL: a commit is on disk before the visitor is answered 201, so a power loss cannot roll back an
  // accepted lead (NORMAL in WAL mode may lose the last commits). Group commit shares the disk syncs of
  // concurrent transactions; docs/performance.md has the cost of both.
  sqlite.pragma('synchronous = FULL');
  // An in-memory database is this connection's alone: no other thread can open it, so its reads stay here.
  const pool = file === ':memory:' ? undefined : new SqliteReadPool(file, CONSOLE_READ_CONNECTIONS);
  const reads = pool && new Kysely<Database>({ dialect: marked(sqliteReadPoolDialect(pool)) });
  const db = new Kysely<Database>({
    dialect: marked(new SqliteDialect({ database: withStatementCache(sqlite) }), {
      wrap: (driver) => new SqliteGroupCommit(driver, sqlite),
      alsoDestroy: async () => reads?.destroy(),
    }),
  });
  return { db, dialect: 'sqlite', reads: reads ?? db };
}
