// The network as the first buyer: a lead accepted through the real app (SQLite and, with TEST_DATABASE_URL,
// PostgreSQL) keeps the address, ZIP, city and state the visitor typed in its own columns, and is posted to
// the network under the buyer id `network` with `Idempotency-Key: <lead id>` exactly. And the console,
// privacy and insight code reads none of the network's payload keys: only this buyer's module knows them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { readNetworkAnswer } from './network-buyer.ts';

const movers = findServiceByTitle('Movers')!;

describe.each(ENGINES)('the network as a buyer on $name', ({ make }) => {
  const t = appFixture({ make });

  it("stores the visitor's address, ZIP, city and state with the lead, and posts it as the buyer network", async () => {
    const body = validLead(movers, { streetAddress: '1 Ocean Ave', zipCode: '90401', city: 'Santa Monica' });
    const r = await postLead(t.app, body);
    expect(r.statusCode).toBe(201);
    const id = r.json().id as string;
    const row = await t.app.store.db
      .selectFrom('leads')
      .select(['address', 'zip', 'city', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ address: '1 Ocean Ave', zip: '90401', city: 'Santa Monica', state: 'CA' });
    expect(t.network.received.map((x) => x.idempotencyKey)).toEqual([id]);
    expect(await t.app.store.jobFor(id)).toMatchObject({ buyer_id: 'network', state: 'done' });
    expect((await t.app.store.timelineFor(id)).map((a) => [a.buyer_id, a.outcome, a.counted])).toEqual([['network', 'delivered', 1]]);
  });
});

describe("the network's answer rules", () => {
  it('reads 2xx as delivered, 4xx or an error field as a final rejection, and 5xx, 408, 425, 429 as worth a retry', () => {
    expect(readNetworkAnswer(200, '{"status":"ok"}')).toEqual({ kind: 'delivered' });
    expect(readNetworkAnswer(204, '')).toEqual({ kind: 'delivered' });
    expect(readNetworkAnswer(200, '{"error":"Duplicate lead"}')).toEqual({ kind: 'rejected', error: 'Duplicate lead' });
    expect(readNetworkAnswer(400, 'bad')).toEqual({
      kind: 'rejected',
      error: 'There was a problem submitting your request. Please press Submit again.',
    });
    for (const status of [500, 503, 408, 425, 429]) expect(readNetworkAnswer(status, '').kind).toBe('retry');
  });
});

describe("the network's payload keys", () => {
  // Keys only the network's payload has (the lead's own columns are named otherwise), and any read of a
  // payload's field by name.
  const NETWORK_ONLY =
    /(?<![\w-])payload(\.(?!ts\b)\w|\[)|['"](Moverszip2?|ipaddress|xxTrustedFormCertUrl|universalLeadid|BriefRequirement|TcpaText|Propertytype|Purchasetimeframe|Timetocall|homeOwner)['"]/;

  it('are read nowhere in the console, privacy or insight code', () => {
    const offenders: string[] = [];
    for (const dir of ['server/admin', 'server/privacy', 'server/insight']) {
      for (const file of readdirSync(dir)) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        readFileSync(join(dir, file), 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (!line.trim().startsWith('//') && NETWORK_ONLY.test(line)) offenders.push(`${dir}/${file}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(offenders).toEqual([]);
  });
});
