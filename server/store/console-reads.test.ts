// The console's reads (Connection.reads) never take what the visitors' requests need: on SQLite they run
// on threads of their own (a long scan leaves the server's thread free) through read-only connections; on
// PostgreSQL they have a small pool of their own, so long console queries leave the site's pool alone.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import { CONSOLE_READ_CONNECTIONS, connect, type Connection } from './connect.ts';
import { migrate } from './migrate.ts';

describe.each(ENGINES)('the console reads ($name)', ({ name, make }) => {
  let t: TestDb;
  let conn: Connection;
  beforeAll(async () => {
    t = await make();
    conn = connect(t.url);
    await migrate(conn);
  });
  afterAll(async () => {
    await conn.db.destroy();
    await t.drop();
  });

  /** A query that takes about `ms` on the console's reads. */
  const slow = (ms: number) =>
    name === 'postgres'
      ? sql`select pg_sleep(${ms / 1000})`.execute(conn.reads)
      : // A counting loop long enough to take a while on any machine: SQLite has no sleep.
        sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ms * 1000}) select count(*) as c from n`.execute(
          conn.reads,
        );

  it('read, and write nothing', async () => {
    const before = await conn.reads
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBe(0);
    await expect(sql`delete from leads`.execute(conn.reads)).rejects.toThrow();
  });

  it('leave the site its connection while long console queries run', async () => {
    // Every console connection busy with a long query...
    const busy = Array.from({ length: CONSOLE_READ_CONNECTIONS }, () => slow(1500));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // ...and the site's own queries answer at once, on the thread that serves visitors.
    let longestTick = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      longestTick = Math.max(longestTick, performance.now() - last);
      last = performance.now();
    }, 5);
    const started = performance.now();
    for (let i = 0; i < 5; i++) await conn.db.selectFrom('leads').select('id').limit(1).execute();
    const siteMs = performance.now() - started;
    await Promise.all(busy);
    clearInterval(ticker);
    expect(siteMs).toBeLessThan(500);
    if (name === 'sqlite') expect(longestTick).toBeLessThan(500);
  }, 30_000);
});
