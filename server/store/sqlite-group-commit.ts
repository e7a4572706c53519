// Group commit for SQLite: with synchronous=FULL every COMMIT waits for the disk (a few ms), and the site
// makes several commits per lead, so under load the disk, not the work, would set the pace. Transactions
// that arrive while one is running join one physical transaction, each inside its own SAVEPOINT (so one
// that fails is undone alone), and a single COMMIT makes the whole group durable. Nobody is told a
// transaction committed before that COMMIT is on disk: durability is the same, the syncs are shared.
//
// The rules that keep it safe:
// - a transaction waits in commitTransaction() until the group's COMMIT has succeeded (or fails with it);
// - the group is committed as soon as nobody is waiting for the connection, or it reaches MAX_GROUP;
// - a statement outside a transaction (a read, a lease update) first commits the group, so nothing is
//   read or written on top of writes that are not yet durable;
// - if SQLite rolls the physical transaction back by itself (a full disk, an I/O error), every member
//   still waiting fails with that error: none of them was answered as committed.
import type SQLite from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely';

/** Bounds how long the first member of a busy group waits for its COMMIT. */
const MAX_GROUP = 64;
const SAVEPOINT = 'group_member';

interface Member {
  resolve(): void;
  reject(err: unknown): void;
}

/** One holder of the (single) SQLite connection: one per acquireConnection. */
class Holder implements DatabaseConnection {
  inTransaction = false;
  releasedEarly = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly group: SqliteGroupCommit,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction) await this.group.flush(this);
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (err) {
      this.group.lastError = err;
      throw err;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const run = (c: DatabaseConnection, statement: string) => c.executeQuery(CompiledQuery.raw(statement));

export class SqliteGroupCommit implements Driver {
  /** Callers queued for the connection; a transaction defers its COMMIT only while someone is. */
  private waiting = 0;
  /** A physical transaction is open, holding the savepoints of finished members. */
  private open = false;
  private members: Member[] = [];
  lastError: unknown;

  constructor(
    private readonly inner: Driver,
    private readonly sqlite: SQLite.Database,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.waiting++;
    try {
      return new Holder(await this.inner.acquireConnection(), this);
    } finally {
      this.waiting--;
    }
  }

  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const holder = c as Holder;
    if (this.open && !this.sqlite.inTransaction) this.lost(new Error('the group transaction ended unexpectedly'));
    if (!this.open) {
      await this.inner.beginTransaction(holder.inner, settings);
      this.open = true;
    }
    await run(holder.inner, `SAVEPOINT ${SAVEPOINT}`);
    holder.inTransaction = true;
  }

  async commitTransaction(c: DatabaseConnection): Promise<void> {
    const holder = c as Holder;
    await run(holder.inner, `RELEASE ${SAVEPOINT}`);
    holder.inTransaction = false;
    if (this.waiting > 0 && this.members.length < MAX_GROUP - 1) {
      // Others are queued: let the next one in, and be committed with it (or after it).
      const committed = new Promise<void>((resolve, reject) => this.members.push({ resolve, reject }));
      holder.releasedEarly = true;
      await this.inner.releaseConnection(holder.inner);
      return committed;
    }
    await this.flush(holder);
  }

  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    const holder = c as Holder;
    holder.inTransaction = false;
    // Its group's COMMIT failed after it had let the next holder in: its savepoint went with the group.
    if (holder.releasedEarly) return;
    // NOTE: SQLite rolls the whole transaction back by itself on some errors (a full disk, I/O errors);
    // a second ROLLBACK would fail with "no transaction is active" and hide the real error.
    if (!this.sqlite.inTransaction) return this.lost(this.lastError);
    if (this.members.length === 0) {
      this.open = false;
      await this.inner.rollbackTransaction(holder.inner);
      return;
    }
    await run(holder.inner, `ROLLBACK TO ${SAVEPOINT}`);
    await run(holder.inner, `RELEASE ${SAVEPOINT}`);
  }

  async releaseConnection(c: DatabaseConnection): Promise<void> {
    const holder = c as Holder;
    if (holder.releasedEarly) return;
    try {
      // Nobody left to join the group: commit it now.
      if (this.waiting === 0) await this.flush(holder);
    } finally {
      await this.inner.releaseConnection(holder.inner);
    }
  }

  /** Commits the open group, if any, and tells its members how it went. */
  async flush(holder: Holder): Promise<void> {
    if (!this.open) return;
    const members = this.members.splice(0);
    this.open = false;
    try {
      await this.inner.commitTransaction(holder.inner);
    } catch (err) {
      if (this.sqlite.inTransaction) await this.inner.rollbackTransaction(holder.inner).catch(() => {});
      for (const m of members) m.reject(err);
      throw err;
    }
    for (const m of members) m.resolve();
  }

  /** SQLite ended the physical transaction itself: the members waiting for it were not committed. */
  private lost(err: unknown): void {
    this.open = false;
    for (const m of this.members.splice(0)) m.reject(err);
  }

  destroy() {
    return this.inner.destroy();
  }
}
