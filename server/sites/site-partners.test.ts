// A buyer sells a site's leads only while its name is in that site's partner list (the
// list the visitor's consent names). Two sites with lists of their own that differ, and a third with none
// (the deployment's list, checked when a buyer is activated), on one server, on both engines, against fake
// buyers on loopback. Who may buy what is read from the lists this test writes; the network (its id is
// `network`) is not a partner-list buyer and still takes a lead while no buyer exists.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { consentSegments, consentText } from '#domain/consent.ts';
import { insertBuyer, TEST_BUYER_SECRET_KEY } from '#tests/support/buyer-rows.ts';
import { FakeBuyers } from '#tests/support/fake-buyers.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { THREE_SITES, writeThreeSites } from '#tests/support/three-sites.ts';

const solar = findServiceByTitle('Solar')!;
const site = (id: string) => THREE_SITES.find((s) => s.id === id)!;

// Solar's own list comes with the fixture; roofing gets one of its own here, naming another company.
const ON_SOLAR_LIST = 'Sunward Installers Inc.';
const ON_ROOFING_LIST = 'Ridge Top Roofers LLC';
const sitesDir = mkdtempSync(join(tmpdir(), 'site-partners-'));
writeThreeSites(sitesDir);
mkdirSync(join(sitesDir, 'roofing'), { recursive: true });
writeFileSync(join(sitesDir, 'roofing', 'partner-companies.json'), JSON.stringify([ON_ROOFING_LIST]));
const roofingFile = join(sitesDir, site('roofing').file);
writeFileSync(
  roofingFile,
  JSON.stringify({ ...JSON.parse(readFileSync(roofingFile, 'utf8')), partnersFile: 'roofing/partner-companies.json' }),
);
afterAll(() => rmSync(sitesDir, { recursive: true, force: true }));

const fake = new FakeBuyers();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

describe.each(ENGINES)("a site's partner list decides its buyers ($name)", ({ make }) => {
  const t = appFixture({
    make,
    env: { SITES_DIR: sitesDir, WEBHOOK_ALLOW_PRIVATE: 'true', BUYER_SECRET_KEY: TEST_BUYER_SECRET_KEY, LEAD_FORWARD_TIMEOUT_MS: '3000' },
  });

  const leadOn = async (id: string) => {
    const body = validLead(solar, { tcpaText: consentText(consentSegments(solar, site(id))) });
    const r = await postLead(t.app, body, { host: site(id).hosts[0]! });
    expect(r.statusCode, `${id}: ${r.body}`).toBe(201);
    return r.json() as { id: string; status: string };
  };
  const entries = async (leadId: string) =>
    Object.fromEntries(
      (await t.app.store.db.selectFrom('auction_entries').selectAll().where('lead_id', '=', leadId).execute()).map((e) => [
        e.buyer_id,
        [e.outcome, e.reason],
      ]),
    );
  const soldTo = async (leadId: string) =>
    (await t.app.store.db.selectFrom('sales').select('buyer_id').where('lead_id', '=', leadId).orderBy('buyer_id').execute()).map(
      (s) => s.buyer_id,
    );

  /** Two post buyers, each named on one site's list only. */
  async function twoBuyers() {
    fake.set('sunward', {});
    fake.set('ridgetop', {});
    await insertBuyer(t.app.store.db, { id: 'sunward', name: ON_SOLAR_LIST, postUrl: fake.postUrl('sunward'), priceCents: 2000 });
    await insertBuyer(t.app.store.db, { id: 'ridgetop', name: ON_ROOFING_LIST, postUrl: fake.postUrl('ridgetop'), priceCents: 1500 });
    t.app.selling.directory.invalidate();
  }

  it("sells a lead only to the buyers on its site's own list, recording the others as skipped", async () => {
    await twoBuyers();

    const onSolar = await leadOn('solar');
    expect(onSolar.status).toBe('delivered');
    expect(await soldTo(onSolar.id)).toEqual(['sunward']);
    expect(await entries(onSolar.id)).toEqual({ sunward: ['won', 'sold'], ridgetop: ['skipped', 'partner_list'] });

    const onRoofing = await leadOn('roofing');
    expect(onRoofing.status).toBe('delivered');
    expect(await soldTo(onRoofing.id)).toEqual(['ridgetop']);
    expect(await entries(onRoofing.id)).toEqual({ sunward: ['skipped', 'partner_list'], ridgetop: ['won', 'sold'] });

    // Each buyer was posted the lead of its own site alone.
    expect(fake.posts('sunward')).toHaveLength(1);
    expect(fake.posts('ridgetop')).toHaveLength(1);
  });

  it('leaves a site without a list of its own to the deployment’s list, checked when a buyer is activated', async () => {
    await twoBuyers();
    const onMovers = await leadOn('movers');
    const reasons = Object.values(await entries(onMovers.id)).map(([, reason]) => reason);
    expect(reasons).not.toContain('partner_list');
    expect(onMovers.status).toBe('delivered');
  });

  it('still sends a lead to the network while no buyer exists, whatever the site’s list names', async () => {
    const onSolar = await leadOn('solar');
    await t.network.waitFor(1);
    expect(t.network.received.map((r) => r.idempotencyKey)).toEqual([onSolar.id]);
  });
});
