// The buyers the auction sells to, as the console changes them: the directory keeps the buyers table for a
// few seconds, and a write through the console's buyer API drops that copy, so the very next lead on the
// same server goes to a buyer just added, no longer to one just paused. Through the real app on SQLite and
// (with TEST_DATABASE_URL) PostgreSQL, against a fake buyer on loopback.
import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import type { Database } from '#server/store/schema.ts';
import { insertBuyer, TEST_BUYER_SECRET_KEY } from '#tests/support/buyer-rows.ts';
import { consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { FakeBuyers } from '#tests/support/fake-buyers.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { BuyerDirectory } from './buyer-directory.ts';

const solar = findServiceByTitle('Solar')!;
/** A name on the shipped partner companies list: only such a buyer may be activated. */
const LISTED = (JSON.parse(readFileSync(new URL('../../config/partner-companies.json', import.meta.url), 'utf8')) as string[])[0]!;

const fake = new FakeBuyers();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

describe.each(ENGINES)('buyers changed through the console on $name', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true, env: { WEBHOOK_ALLOW_PRIVATE: 'true', BUYER_SECRET_KEY: TEST_BUYER_SECRET_KEY } });

  it('are sold to (or no longer) from the next lead on', async () => {
    // Read once before the change, so the directory holds a copy without the buyer.
    const first = await postLead(f.app, validLead(solar));
    expect(first.json().status).toBe('delivered');
    expect(f.network.received).toHaveLength(1);

    fake.set('fresh', { bid: 25 });
    const created = await f.post('/api/admin/buyers', {
      name: LISTED,
      mode: 'ping-post',
      active: true,
      pingUrl: fake.pingUrl('fresh'),
      postUrl: fake.postUrl('fresh'),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    const second = await postLead(f.app, validLead(solar, { phone: '3105550177', email: 'second.person@gmail.com' }));
    expect(second.json().status).toBe('delivered');
    expect(fake.posts('fresh').map((p) => p.headers['idempotency-key'])).toEqual([`${second.json().id}:${id}`]);
    expect(f.network.received).toHaveLength(1);

    const paused = await f.app.inject({
      method: 'PATCH',
      url: `/api/admin/buyers/${id}`,
      headers: { cookie: f.admin, ...JSON_HEADERS },
      payload: { active: false },
    });
    expect(paused.statusCode).toBe(200);
    const third = await postLead(f.app, validLead(solar, { phone: '3105550178', email: 'third.person@gmail.com' }));
    expect(third.json().status).toBe('unsold');
    expect(fake.pings('fresh')).toHaveLength(1);
  });
});

// A read of the buyers table that began before a buyer was written and came back after the write's
// invalidate() must not stand for the table: otherwise the buyer just added is missing for the next leads
// (until the copy expires) whenever a lead or the outbox happened to be reading at that moment. The
// directory's reads go through a connection whose query log holds the answer back until the test lets it
// go, which places the write exactly between the read and its answer.
describe.each(ENGINES)('a buyer written while the directory reads, on $name', ({ make }) => {
  it('is in the very next roster', async () => {
    const t = await make();
    const store = await t.open();
    let hold: Promise<void> | undefined;
    let readDone!: () => void;
    const answered = new Promise<void>((resolve) => (readDone = resolve));
    const log = async (e: LogEvent) => {
      if (e.level !== 'query' || !hold || !/from "buyers"/.test(e.query.sql)) return;
      const h = hold;
      hold = undefined;
      readDone();
      await h;
    };
    const reads = t.url.startsWith('postgres')
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.url, max: 2 }) }), log })
      : new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(t.url) }), log });
    try {
      const directory = new BuyerDirectory(
        reads,
        { forwardUrl: undefined, allowPrivateTargets: true, selling: { buyerSecretKey: TEST_BUYER_SECRET_KEY } },
        pino({ level: 'silent' }),
      );
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      const before = directory.roster();
      await answered; // the table has been read (no buyers), its answer held back
      await insertBuyer(store.db, { id: 'added', postUrl: 'http://127.0.0.1:9/post' });
      directory.invalidate();
      const after = directory.roster();
      release();
      expect((await before).sellers.map((s) => s.rules.id)).toEqual([]);
      expect((await after).sellers.map((s) => s.rules.id)).toEqual(['added']);
      // …and the stale read did not become the cached copy.
      expect((await directory.roster()).sellers.map((s) => s.rules.id)).toEqual(['added']);
    } finally {
      await reads.destroy();
      await store.close();
      await t.drop();
    }
  });
});
