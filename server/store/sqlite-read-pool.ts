// A small pool of threads, each with a read-only connection to the SQLite file (sqlite-read-worker.mjs),
// behind a Kysely dialect: the console's heavy reads (exports, reports, the dashboard) are written as any
// other query and run there, so the main thread only waits for their rows. better-sqlite3 is synchronous:
// run on the main thread, one scan of 100,000 leads held every visitor's request for seconds.
// Threads start on the first query, so scripts that never run one never start them.
import { Worker } from 'node:worker_threads';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';

const WORKER_FILE = new URL('./sqlite-read-worker.mjs', import.meta.url);

interface Task {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  resolve(rows: unknown[]): void;
  reject(err: Error): void;
}

interface Reply {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string; name?: string };
}

class Thread {
  readonly worker: Worker;
  task: Task | undefined;

  constructor(file: string, onReply: (t: Thread, r: Reply) => void, onExit: (t: Thread, err: Error) => void) {
    // execArgv: the worker is plain JavaScript; it need not load the TypeScript loader the server runs under.
    this.worker = new Worker(WORKER_FILE, { workerData: { file }, execArgv: [] });
    this.worker.on('message', (r: Reply) => onReply(this, r));
    this.worker.on('error', (err) => onExit(this, err));
    this.worker.on('exit', (code) => onExit(this, new Error(`a database read thread stopped (exit code ${code})`)));
    this.worker.unref();
  }
}

export class SqliteReadPool {
  private threads: Thread[] = [];
  private queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly size = 2,
  ) {}

  /** The rows of one SELECT, run on a pool thread. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('The database read pool is closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, sql, parameters, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let thread = this.threads.find((t) => !t.task);
      if (!thread && this.threads.length < this.size) {
        thread = new Thread(this.file, this.onReply, this.onExit);
        this.threads.push(thread);
      }
      if (!thread) return;
      const task = this.queue.shift()!;
      thread.task = task;
      // A thread at work keeps the process alive (its caller awaits it); an idle one does not.
      thread.worker.ref();
      thread.worker.postMessage({ id: task.id, sql: task.sql, parameters: task.parameters });
    }
  }

  private readonly onReply = (thread: Thread, reply: Reply): void => {
    const task = thread.task;
    if (!task || task.id !== reply.id) return;
    thread.task = undefined;
    thread.worker.unref();
    if (reply.error)
      task.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code, name: reply.error.name ?? 'Error' }));
    else task.resolve(reply.rows ?? []);
    this.dispatch();
  };

  private readonly onExit = (thread: Thread, err: Error): void => {
    if (!this.threads.includes(thread)) return;
    this.threads = this.threads.filter((t) => t !== thread);
    thread.task?.reject(err);
    thread.task = undefined;
    // A thread that died (out of memory, a crash in the driver) is replaced by the next query.
    if (!this.closed) this.dispatch();
  };

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('The database read pool is closed.'));
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((t) => t.worker.terminate()));
    for (const t of threads) t.task?.reject(new Error('The database read pool is closed.'));
  }
}

class PoolConnection implements DatabaseConnection {
  constructor(private readonly pool: SqliteReadPool) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.pool.all(query.sql, query.parameters)) as R[] };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The console read pool does not stream: read in keyset pages.');
  }
}

class PoolDriver implements Driver {
  constructor(private readonly pool: SqliteReadPool) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PoolConnection(this.pool);
  }
  async beginTransaction(): Promise<void> {
    throw new Error('The console read pool runs single reads, not transactions.');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  destroy() {
    return this.pool.close();
  }
}

/** A Kysely dialect whose queries run on the pool's threads (SQLite SQL, reads only). */
export function sqliteReadPoolDialect(pool: SqliteReadPool): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new PoolDriver(pool),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
}
