// The buyers the auction sells to, as the console changes them: the directory keeps the buyers table for a
// few seconds, and a write through the console's buyer API drops that copy, so the very next lead on the
// same server goes to a buyer just added, no longer to one just paused. Through the real app on SQLite and
// (with TEST_DATABASE_URL) PostgreSQL, against a fake buyer on loopback.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { TEST_BUYER_SECRET_KEY } from '#tests/support/buyer-rows.ts';
import { consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { FakeBuyers } from '#tests/support/fake-buyers.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

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
