// The visitors' lead intake never waits for the console: with every one of the console's read connections
// busy (PostgreSQL: a pool of its own, held here by pg_sleep; SQLite: threads of their own, held by a long
// count) and more console queries waiting in line behind them, a public POST /api/leads is answered 201
// at once, on both engines. console-reads.test.ts checks the same at the store; this is the whole request.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { CONSOLE_READ_CONNECTIONS } from './connect.ts';

const roofing = findServiceByTitle('Roofing')!;
/** How long each console query holds its connection. */
const HOLD_MS = 4000;
/** A visitor's answer while the console is saturated: well under the hold, so it did not wait for it. */
const PROMPT_MS = 1000;

describe.each(ENGINES)('public intake while the console pool is saturated ($name)', ({ name, make }) => {
  const t = appFixture({ make });

  it('answers POST /api/leads promptly while every console connection is busy and more wait', async () => {
    const reads = t.app.store.reads;
    // A server that has taken a lead before: its code compiled, its connections open.
    expect((await postLead(t.app, validLead(roofing))).statusCode).toBe(201);

    const slow = () =>
      name === 'postgres'
        ? sql`select pg_sleep(${HOLD_MS / 1000})`.execute(reads)
        : // SQLite has no sleep: a count long enough to hold a read thread for seconds.
          sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${HOLD_MS * 500}) select count(*) as c from n`.execute(
            reads,
          );
    // Twice as many as the console has connections: the second half wait in the console's own line.
    const started = performance.now();
    const busy = Array.from({ length: 2 * CONSOLE_READ_CONNECTIONS }, slow);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const at = performance.now();
      const r = await postLead(t.app, validLead(roofing));
      expect(r.statusCode).toBe(201);
      answers.push(performance.now() - at);
    }
    const allAnsweredAt = performance.now() - started;
    await Promise.all(busy);
    const consoleDoneAt = performance.now() - started;

    // The console really was saturated the whole time the visitor was served...
    expect(consoleDoneAt).toBeGreaterThan(allAnsweredAt);
    // ...and each lead was answered without waiting for it.
    expect(Math.max(...answers)).toBeLessThan(PROMPT_MS);
  }, 60_000);
});
