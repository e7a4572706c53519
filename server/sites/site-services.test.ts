// A site may offer a subset of the services. Three sites on one server, on both engines;
// the third (movers) names two services in its file, here. On its host a lead or a step event for another
// service is refused as an unknown service is, its wizard pages for another service answer 404, and its
// sitemap, /Services page and home page list only its two; the other sites keep every service. The pages are the real prerender's
// (scripts/prerender-sites.ts), from the client build (npm run build), into a folder of this test's own.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle, type Service } from '#domain/catalogue.ts';
import { consentSegments, consentText } from '#domain/consent.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { THREE_SITES } from '#tests/support/three-sites.ts';
import { prerenderThreeSites } from '#tests/support/three-sites-build.ts';
import { CONFIG_DIR } from '../launch-check.ts';
import { loadSites } from './site-registry.ts';

const SSR_ENTRY = resolve('dist/server/entry-server.js');
const service = (title: string) => findServiceByTitle(title)!;
const site = (id: string) => THREE_SITES.find((s) => s.id === id)!;
const host = (id: string) => site(id).hosts[0]!;

/** What the movers site offers: the titles its file names below. */
const MOVERS_OFFERS = ['Movers', 'Painting'];

let dir: string;
let sitesDir: string;
let buildDir: string;

beforeAll(async () => {
  ({ dir, sitesDir, buildDir } = await prerenderThreeSites('site-services-', { movers: { services: MOVERS_OFFERS } }));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(ENGINES)("a site's services ($name)", ({ make }) => {
  const t = appFixture({ make, once: true, forward: false, env: () => ({ STATIC_DIR: buildDir, SITES_DIR: sitesDir }) });

  const leadOn = (id: string, s: Service) =>
    postLead(t.app, validLead(s, { tcpaText: consentText(consentSegments(s, site(id))) }), { host: host(id) });
  const event = (id: string, s: Service) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { host: host(id), 'content-type': 'application/json' },
      payload: { submissionId: randomUUID(), serviceId: s.id, step: 0, kind: 'view' },
    });

  it('refuses a lead for a service its site does not offer, as an unknown service, and takes the others', async () => {
    const refused = await leadOn('movers', service('Solar'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: 'Unknown service', fields: { serviceId: 'Unknown service' } });
    // The same answer as a service no catalogue has, posted to a site offering every service.
    const unknown = await postLead(t.app, { ...validLead(service('Solar')), serviceId: 999 }, { host: host('solar') });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(refused.json());

    for (const title of MOVERS_OFFERS) {
      const r = await leadOn('movers', service(title));
      expect(r.statusCode, `${title}: ${r.body}`).toBe(201);
    }
    // Solar is refused on the movers' host only: the solar site names no subset.
    const onSolar = await leadOn('solar', service('Solar'));
    expect(onSolar.statusCode, onSolar.body).toBe(201);
    const stored = await t.app.store.db.selectFrom('leads').select('site_id').execute();
    expect(stored.map((l) => l.site_id).sort()).toEqual(['movers', 'movers', 'solar']);
  });

  it('refuses a step event for a service its site does not offer', async () => {
    const refused = await event('movers', service('Roofing'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Invalid event.', fields: { serviceId: 'Unknown service' } });
    expect((await event('movers', service('Movers'))).statusCode).toBe(204);
    expect((await event('roofing', service('Roofing'))).statusCode).toBe(204);
  });

  it("lists only its services in its sitemap, and answers 404 for another service's wizard", async () => {
    const locs = async (id: string) => {
      const r = await t.app.inject({ url: '/sitemap.xml', headers: { host: host(id) } });
      expect(r.statusCode).toBe(200);
      return [...r.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    };
    const servicesIn = (urls: string[], id: string) =>
      urls.filter((u) => u.startsWith(`${site(id).siteUrl}/Services/`)).map((u) => u.slice(`${site(id).siteUrl}/Services/`.length));

    const moversLocs = await locs('movers');
    expect(servicesIn(moversLocs, 'movers').sort()).toEqual([...MOVERS_OFFERS].sort());
    // Its other pages are all still there: the home page, the services page.
    expect(moversLocs).toContain(`${site('movers').siteUrl}/Services`);
    expect(moversLocs).toContain(`${site('movers').siteUrl}/`);
    // A site naming no subset lists Solar, Roofing and Movers among its services.
    expect(servicesIn(await locs('solar'), 'solar')).toEqual(expect.arrayContaining(['Solar', 'Roofing', 'Movers']));

    const page = (id: string, path: string) => t.app.inject({ url: path, headers: { host: host(id) } });
    for (const path of ['/Services/Solar', '/services/solar', '/Services/Roofing/']) {
      expect((await page('movers', path)).statusCode, path).toBe(404);
    }
    expect((await page('movers', '/Services/Movers')).statusCode).toBe(200);
    expect((await page('movers', '/Services/painting')).statusCode).toBe(200);
    expect((await page('solar', '/Services/Solar')).statusCode).toBe(200);
  });

  it('lists only its services on its /Services, home and About pages, header menu included', async () => {
    const page = async (id: string, path: string) => {
      const r = await t.app.inject({ url: path, headers: { host: host(id) } });
      expect(r.statusCode, `${id} ${path}`).toBe(200);
      return r.body;
    };
    // Every link to a wizard, as the lists write it (the home page's strip writes /services/ in lower case).
    const wizardLinks = (html: string) =>
      [...new Set([...html.matchAll(/href="\/services\/([^"/]+)"/gi)].map((m) => decodeURIComponent(m[1]!)))].sort();

    for (const path of ['/Services', '/']) {
      expect(wizardLinks(await page('movers', path)), path).toEqual([...MOVERS_OFFERS].sort());
      // A site naming no subset still links Solar, Roofing and Movers.
      expect(wizardLinks(await page('solar', path)), path).toEqual(expect.arrayContaining(['Solar', 'Roofing', 'Movers']));
    }
    // React writes a marker between the count and the words: "2<!-- --> home services".
    // The About page names the two instead of the catalogue's range.
    const about = await page('movers', '/About');
    expect(about).toMatch(new RegExp(`${MOVERS_OFFERS.length}(<!-- -->)? home services: (Movers, Painting|Painting, Movers)\\.`));
    expect(about).not.toContain('from solar and roofing');
    expect(await page('solar', '/About')).toContain('home services, from solar and roofing to plumbing, flooring and moving.');
    expect(await page('movers', '/')).toMatch(new RegExp(`>${MOVERS_OFFERS.length}(<!-- -->)? home services`));
  });

  it("renders another service's wizard path as 'Service Not Found' in the app itself, as after a click in the browser", async () => {
    const entry = (await import(pathToFileURL(SSR_ENTRY).href)) as {
      render(url: string, site: unknown): Promise<string>;
      pageMeta(path: string, site: unknown): { title: string; noindex?: boolean };
      publicSite(site: unknown): unknown;
    };
    const movers = entry.publicSite(loadSites(CONFIG_DIR, sitesDir).byId('movers'));
    expect(await entry.render('/Services/Solar', movers)).toContain('Service Not Found');
    expect(await entry.render('/Services/Movers', movers)).not.toContain('Service Not Found');
    expect(entry.pageMeta('/Services/Solar', movers)).toMatchObject({ title: 'Service Not Found | Easy Haul Movers', noindex: true });
  });
});
