// Databases for tests: a fresh SQLite file, or (with TEST_DATABASE_URL) a fresh schema on the real
// PostgreSQL, migrated, and dropped again afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type Connection } from '#server/store/connect.ts';
import { LeadStore } from '#server/store/lead-store.ts';
import { migrate } from '#server/store/migrate.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestDb {
  url: string;
  open(): Promise<LeadStore>;
  drop(): Promise<void>;
}

export function sqliteTestDb(): TestDb {
  const dir = mkdtempSync(join(tmpdir(), 'leads-test-'));
  const url = join(dir, 'leads.db');
  return {
    url,
    async open() {
      const conn = connect(url);
      await migrate(conn);
      return new LeadStore(conn);
    },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function postgresTestDb(base = TEST_DATABASE_URL!): Promise<TestDb> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async open() {
      const conn = connect(url.toString());
      await migrate(conn);
      return new LeadStore(conn);
    },
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

/**
 * A migration tried on rows stored before it: a fresh database migrated only through `through` (a
 * migration's name, e.g. '019_site_ids'), handed to `run` to write rows the way the server then did and to
 * migrate on; closed and dropped afterwards, whatever `run` did.
 */
export async function withDatabaseThrough(
  make: () => Promise<TestDb>,
  through: string,
  run: (conn: Connection) => Promise<void>,
): Promise<void> {
  const db = await make();
  const conn = connect(db.url);
  try {
    await migrate(conn, through);
    await run(conn);
  } finally {
    await conn.db.destroy();
    await db.drop();
  }
}

/** The engines to run a store test on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: { name: string; make: () => Promise<TestDb> }[] = [
  { name: 'sqlite', make: async () => sqliteTestDb() },
  ...(TEST_DATABASE_URL ? [{ name: 'postgres', make: () => postgresTestDb() }] : []),
];

if (!TEST_DATABASE_URL) {
  console.warn('TEST_DATABASE_URL is not set: the PostgreSQL store tests are SKIPPED (SQLite ones still run).');
}
