// Every lead, consent record, contact message, privacy request and funnel count carries
// the id of the site whose host it came in on (never one the visitor's body names), and the console filters
// and reports by site. Three brands on one server, on both engines; the ids expected are the ones this test
// writes into the sites' files (tests/support/three-sites.ts), and 'default' for the one-site layout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { consentSegments, consentText } from '#domain/consent.ts';
import { readXlsx } from '#tests/support/xlsx.ts';
import { consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { parseCsv } from '#tests/support/csv.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { THREE_SITES, writeThreeSites } from '#tests/support/three-sites.ts';

const solar = findServiceByTitle('Solar')!;
const sitesDir = mkdtempSync(join(tmpdir(), 'site-ids-'));
writeThreeSites(sitesDir);
afterAll(() => rmSync(sitesDir, { recursive: true, force: true }));

/** The ids the sites' files give them, in file-name order. */
const IDS = ['solar', 'roofing', 'movers'];
const hostOf = (id: string) => THREE_SITES.find((s) => s.id === id)!.hosts[0]!;
const siteOf = (id: string) => THREE_SITES.find((s) => s.id === id)!;

describe.each(ENGINES)('site ids on three sites ($name)', ({ make }) => {
  const f = consoleFixture({ make, forward: false, signedIn: true, env: { SITES_DIR: sitesDir } });
  /** Each site's lead ids, as posted on its host. */
  const leadsOf = new Map<string, string[]>();

  const publicPost = (host: string, url: string, payload: object) =>
    f.app.inject({ method: 'POST', url, headers: { host, ...JSON_HEADERS }, payload });

  it('files a lead and its consent record under the site of the host it was posted to, whatever the body says', async () => {
    expect(THREE_SITES.map((s) => s.id)).toEqual(IDS);
    for (const id of IDS) {
      const text = consentText(consentSegments(solar, siteOf(id)));
      // Two leads per site; the second names another site in every way a body could.
      for (const spoof of [{}, { site: 'movers', siteId: 'movers', site_id: 'movers' }]) {
        const body = { ...validLead(solar, { tcpaText: text }), ...(id === 'movers' ? {} : spoof) };
        const r = await postLead(f.app, body, { host: hostOf(id) });
        expect(r.statusCode, `${id}: ${r.body}`).toBe(201);
        leadsOf.set(id, [...(leadsOf.get(id) ?? []), r.json().id]);
      }
    }
    for (const id of IDS) {
      const ids = leadsOf.get(id)!;
      const leads = await f.store.db.selectFrom('leads').select(['id', 'site_id']).where('id', 'in', ids).execute();
      expect(leads.map((l) => l.site_id)).toEqual([id, id]);
      const consents = await f.store.db.selectFrom('consent_records').select('site_id').where('lead_id', 'in', ids).execute();
      expect(consents.map((c) => c.site_id)).toEqual([id, id]);
    }
  });

  it('files a contact message and a privacy request under their host’s site', async () => {
    for (const id of IDS) {
      const subject = `Hello from ${id} ${randomUUID()}`;
      const c = await publicPost(hostOf(id), '/api/contact', {
        name: 'Jane Homeowner',
        email: 'jane.homeowner@gmail.com',
        subject,
        message: 'A question about my quote.',
        ...(id !== 'movers' && { siteId: 'movers', site_id: 'movers' }),
      });
      expect(c.statusCode, c.body).toBe(201);
      const message = await f.store.db
        .selectFrom('contact_messages')
        .select('site_id')
        .where('subject', '=', subject)
        .executeTakeFirstOrThrow();
      expect(message.site_id).toBe(id);

      const p = await publicPost(hostOf(id), '/api/privacy-requests', {
        type: 'know',
        name: 'Jane Homeowner',
        email: `jane.${id}@gmail.com`,
        phone: '',
        details: 'What do you hold about me?',
      });
      expect(p.statusCode, p.body).toBe(201);
      const request = await f.store.db
        .selectFrom('privacy_requests')
        .select('site_id')
        .where('reference', '=', p.json().reference)
        .executeTakeFirstOrThrow();
      expect(request.site_id).toBe(id);
    }
  });

  it('counts step events per site: the same day, service, step and source on two hosts are two counters', async () => {
    for (const id of IDS) {
      for (let visitor = 0; visitor < IDS.indexOf(id) + 1; visitor++) {
        const r = await publicPost(hostOf(id), '/api/events', {
          submissionId: randomUUID(),
          serviceId: solar.id,
          step: 0,
          kind: 'view',
          aff_id: 'site-ids-test',
        });
        expect(r.statusCode, r.body).toBe(204);
      }
    }
    // A body naming a site is refused, not filed elsewhere: the event takes no field it does not know.
    const spoofed = await publicPost(hostOf('solar'), '/api/events', {
      submissionId: randomUUID(),
      serviceId: solar.id,
      step: 0,
      kind: 'view',
      siteId: 'movers',
    });
    expect(spoofed.statusCode).toBe(400);
    await f.app.insight.recorder.drain();
    const counts = await f.store.db
      .selectFrom('funnel_counts')
      .select(['site_id', 'count'])
      .where('source', '=', 'site-ids-test')
      .orderBy('site_id')
      .execute();
    // solar: one visitor, roofing: two, movers: three (the loop above).
    expect(counts.map((c) => [c.site_id, Number(c.count)])).toEqual([
      ['movers', 3],
      ['roofing', 2],
      ['solar', 1],
    ]);
  });

  it('lists the sites for the picker, to any signed-in operator', async () => {
    const r = await f.get('/api/admin/sites', f.viewer);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ sites: THREE_SITES.map((s) => ({ id: s.id, brand: s.brand })) });
    expect((await f.app.inject({ url: '/api/admin/sites' })).statusCode).toBe(401);
  });

  it("filters the console's list by site: site=roofing shows roofing's two leads and no other", async () => {
    const r = await f.get('/api/admin/leads?site=roofing');
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as { leads: { id: string }[]; total: number };
    expect(body.total).toBe(2);
    expect(body.leads.map((l) => l.id).sort()).toEqual([...leadsOf.get('roofing')!].sort());
    const all = (await f.get('/api/admin/leads')).json() as { total: number };
    expect(all.total).toBe(6);
  });

  it('refuses a site the deployment does not have, saying so', async () => {
    for (const url of ['/api/admin/leads?site=nosuch', '/api/admin/leads.csv?site=nosuch', '/api/admin/leads.xlsx?site=nosuch']) {
      const r = await f.get(url);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().fields.site, url).toBe('No site nosuch: the sites are solar, roofing, movers.');
    }
  });

  it("exports only the site's leads, each with its site in a last fixed column", async () => {
    const csv = await f.get('/api/admin/leads.csv?site=movers');
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, '')).filter((row) => row.length > 1);
    expect(header!.slice(0, 6)).toEqual(['id', 'created_at', 'service', 'status', 'source', 'host']);
    const site = header!.indexOf('site');
    expect(header![site - 1]).toBe('disposition');
    expect(rows.map((row) => row[0]).sort()).toEqual([...leadsOf.get('movers')!].sort());
    expect(rows.map((row) => row[site])).toEqual(['movers', 'movers']);

    const xlsx = await f.get('/api/admin/leads.xlsx?site=solar');
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet.rowCount).toBe(3);
    const column = (label: string) => [2, 3].map((n) => String(sheet.cell(n, label).value));
    expect(column('Site')).toEqual(['solar', 'solar']);
    expect(column('Host')).toEqual([hostOf('solar'), hostOf('solar')]);
    expect(column('Lead id').sort()).toEqual([...leadsOf.get('solar')!].sort());
  });

  /** The UTC days around now: whatever the operator's zone, today there lies within them. */
  const aroundToday = () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    return `from=${day(-2)}&to=${day(1)}`;
  };

  it('reports revenue per site: each site its own sales, all sites their sum', async () => {
    // One sale per lead but movers' second, at prices of this test's own: solar $10 and $12, roofing $25
    // and $30.50, movers $40.
    const prices: Record<string, number[]> = { solar: [1000, 1200], roofing: [2500, 3050], movers: [4000] };
    for (const id of IDS) {
      const leads = leadsOf.get(id)!;
      await f.store.db
        .insertInto('sales')
        .values(
          prices[id]!.map((price_cents, i) => ({
            lead_id: leads[i]!,
            buyer_id: 'site-ids-buyer',
            price_cents,
            state: 'sold' as const,
            reserved_at: Date.now(),
            settled_at: Date.now(),
            day_start: 0,
            week_start: 0,
            month_start: 0,
            ping_token: null,
          })),
        )
        .execute();
    }
    const totals = async (site?: string) => {
      const r = await f.get(`/api/admin/revenue?${aroundToday()}${site ? `&site=${site}` : ''}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { totals: { leads: number; sold: number; revenue: number; net: number } }).totals;
    };
    expect(await totals('solar')).toMatchObject({ leads: 2, sold: 2, revenue: 22, net: 22 });
    expect(await totals('roofing')).toMatchObject({ leads: 2, sold: 2, revenue: 55.5, net: 55.5 });
    expect(await totals('movers')).toMatchObject({ leads: 2, sold: 1, revenue: 40, net: 40 });
    expect(await totals()).toMatchObject({ leads: 6, sold: 5, revenue: 117.5, net: 117.5 });
  });

  it("reports sources, the funnel and the dashboard per site, from the site's own leads and step counts", async () => {
    const sourceLeads = async (site?: string) => {
      const r = await f.get(`/api/admin/sources?${aroundToday()}${site ? `&site=${site}` : ''}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { sources: { leads: number }[] }).sources.reduce((n, s) => n + s.leads, 0);
    };
    for (const id of IDS) expect(await sourceLeads(id), id).toBe(2);
    expect(await sourceLeads()).toBe(6);

    const funnel = async (site?: string) => {
      const r = await f.get(`/api/admin/funnel?${aroundToday()}&service=Solar&source=site-ids-test${site ? `&site=${site}` : ''}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { starts: number };
    };
    // The step views posted above: solar one visitor, roofing two, movers three.
    expect((await funnel('solar')).starts).toBe(1);
    expect((await funnel('roofing')).starts).toBe(2);
    expect((await funnel('movers')).starts).toBe(3);
    expect((await funnel()).starts).toBe(6);

    const dashboard = async (site?: string) => {
      const r = await f.get(`/api/admin/dashboard${site ? `?site=${site}` : ''}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { leads: { today: number; last30Days: number }; revenueToday: { sold: number } };
    };
    expect((await dashboard('movers')).leads).toEqual({ today: 2, last7Days: 2, last30Days: 2 });
    expect((await dashboard('movers')).revenueToday.sold).toBe(1);
    expect((await dashboard()).leads).toEqual({ today: 6, last7Days: 6, last30Days: 6 });

    for (const url of ['/api/admin/revenue?' + aroundToday(), '/api/admin/sources?', '/api/admin/funnel?', '/api/admin/dashboard?']) {
      const r = await f.get(`${url}&site=nosuch`);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().error, url).toBe('No site nosuch: the sites are solar, roofing, movers.');
    }
  });
});

describe.each(ENGINES)('the one-site layout ($name)', ({ make }) => {
  const f = consoleFixture({ make, forward: false, signedIn: true });

  it("files everything under 'default'", async () => {
    const r = await postLead(f.app, validLead(solar), { host: 'localhost' });
    expect(r.statusCode, r.body).toBe(201);
    const lead = await f.store.db.selectFrom('leads').select('site_id').where('id', '=', r.json().id).executeTakeFirstOrThrow();
    expect(lead.site_id).toBe('default');
    const consent = await f.store.db
      .selectFrom('consent_records')
      .select('site_id')
      .where('lead_id', '=', r.json().id)
      .executeTakeFirstOrThrow();
    expect(consent.site_id).toBe('default');
    const c = await f.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: JSON_HEADERS,
      payload: { name: 'Jane Homeowner', email: 'jane.homeowner@gmail.com', subject: 'One site', message: 'Hello there.' },
    });
    expect(c.statusCode, c.body).toBe(201);
    const message = await f.store.db
      .selectFrom('contact_messages')
      .select('site_id')
      .where('subject', '=', 'One site')
      .executeTakeFirstOrThrow();
    expect(message.site_id).toBe('default');

    const p = await f.app.inject({
      method: 'POST',
      url: '/api/privacy-requests',
      headers: JSON_HEADERS,
      payload: { type: 'know', name: 'Jane Homeowner', email: 'jane.onesite@gmail.com', phone: '', details: 'What do you hold?' },
    });
    expect(p.statusCode, p.body).toBe(201);
    const request = await f.store.db
      .selectFrom('privacy_requests')
      .select('site_id')
      .where('reference', '=', p.json().reference)
      .executeTakeFirstOrThrow();
    expect(request.site_id).toBe('default');

    const e = await f.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: JSON_HEADERS,
      payload: { submissionId: randomUUID(), serviceId: solar.id, step: 0, kind: 'view', aff_id: 'one-site-test' },
    });
    expect(e.statusCode, e.body).toBe(204);
    await f.app.insight.recorder.drain();
    const counts = await f.store.db
      .selectFrom('funnel_counts')
      .select(['site_id', 'count'])
      .where('source', '=', 'one-site-test')
      .execute();
    expect(counts.map((c) => [c.site_id, Number(c.count)])).toEqual([['default', 1]]);
  });
});
