// Three brands on one server: each host gets only its own brand, phone, e-mail,
// canonical links, sitemap and robots.txt, over many requests alternating hosts; a host no site names gets
// 421 where a brand would answer, and the deployment's own paths answer on any host; a lead on each host
// must carry its own site's consent text. The pages are the real prerender's (scripts/prerender-sites.ts),
// rendered from the client build (npm run build) into a folder of this test's own.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { consentSegments, consentText } from '#domain/consent.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';
import { THREE_SITES, type TestSite } from '#tests/support/three-sites.ts';
import { prerenderThreeSites } from '#tests/support/three-sites-build.ts';

const solar = findServiceByTitle('Solar')!;
const movers = findServiceByTitle('Movers')!;
// The one-site layout's brand (config/site.json): with sites in a folder it is none of them.
const DEFAULT_BRAND = 'BuildMatch Pros';

let dir: string;
let sitesDir: string;
let buildDir: string;

beforeAll(async () => {
  ({ dir, sitesDir, buildDir } = await prerenderThreeSites('sites-'));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixture = appFixture({ once: true, forward: false, env: () => ({ STATIC_DIR: buildDir, SITES_DIR: sitesDir }) });

const get = (host: string, url: string, headers: Record<string, string> = {}) => fixture.app.inject({ url, headers: { host, ...headers } });

/** Paths whose answer names the brand: pages of every kind, and the sitemap and robots.txt. */
const PATHS = [
  '/',
  '/About',
  '/Contact',
  '/Services/Solar',
  '/Services',
  '/PrivacyPolicy',
  '/UserTerms',
  '/sitemap.xml',
  '/robots.txt',
  '/no-such-page',
];

/** What of `other` must never appear on `own`'s answers. */
function leaksIn(body: string, own: TestSite): string[] {
  const found: string[] = [];
  for (const other of THREE_SITES) {
    if (other === own) continue;
    for (const v of [other.brand, other.phone, other.phoneE164, other.email, other.complianceEmail, other.mark])
      if (body.includes(v)) found.push(v);
  }
  if (body.includes(DEFAULT_BRAND)) found.push(DEFAULT_BRAND);
  return found;
}

describe('three sites on one server', () => {
  it('gives each host only its own brand, phone, e-mail, canonical and sitemap URLs: 2,000 requests alternating hosts', async () => {
    let leaks = 0;
    let checked = 0;
    const problems: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const site = THREE_SITES[i % 3]!;
      const host = site.hosts[i % site.hosts.length]!;
      const path = PATHS[i % PATHS.length]!;
      // Some ask for the build's brotli copy, some for plain text: the answers must agree.
      const r = await get(host, path, { 'accept-encoding': 'identity' });
      const body = r.body;
      const leaked = leaksIn(body, site);
      if (leaked.length) {
        leaks++;
        if (problems.length < 5) problems.push(`${host}${path}: ${leaked.join(', ')}`);
      }
      if (path === '/sitemap.xml') {
        const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
        expect(locs.length).toBeGreaterThan(10);
        expect(locs.every((l) => l.startsWith(`${site.siteUrl}/`))).toBe(true);
      } else if (path === '/robots.txt') {
        expect(body).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
      } else {
        expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(body).toContain(site.brand);
        expect(String(r.headers.vary)).toMatch(/host/i);
        if (path !== '/no-such-page') {
          const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
          expect(canonical).toBe(`${site.siteUrl}${path === '/' ? '/' : path}`);
        }
        if (path === '/Contact') {
          expect(body).toContain(site.phone);
          expect(body).toContain(site.email);
        }
      }
      checked++;
    }
    expect(problems).toEqual([]);
    expect(leaks).toBe(0);
    expect(checked).toBe(2000);
  }, 120_000);

  it('sends each host its own brotli copy of a page', async () => {
    for (const site of THREE_SITES) {
      const r = await get(site.hosts[0]!, '/About', { 'accept-encoding': 'br' });
      expect(r.headers['content-encoding']).toBe('br');
      const { brotliDecompressSync } = await import('node:zlib');
      const html = brotliDecompressSync(r.rawPayload).toString();
      expect(html).toContain(site.brand);
      expect(leaksIn(html, site)).toEqual([]);
    }
  });

  it("lists each site's own partner companies", async () => {
    const own = await get('www.sunwardsolar.com', '/PartnerCompanies');
    for (const name of THREE_SITES[0]!.partners!) expect(own.body).toContain(name);
    const other = await get('www.ridgelineroof.com', '/PartnerCompanies');
    for (const name of THREE_SITES[0]!.partners!) expect(other.body).not.toContain(name);
  });

  it('answers 421 to a host no site names, on pages and visitor APIs', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/About'],
      ['GET', '/sitemap.xml'],
      ['GET', '/robots.txt'],
      ['GET', '/api/visitor'],
      ['GET', '/api/conversion-tags'],
      ['POST', '/api/leads'],
      ['POST', '/api/contact'],
    ] as const) {
      const r = await fixture.app.inject({
        method,
        url,
        headers: { host: 'www.buildmatchpros.com' },
        ...(method === 'POST' && { payload: {} }),
      });
      expect(r.statusCode, `${method} ${url}`).toBe(421);
    }
    const spoofed = await get('evil.example', '/');
    expect(spoofed.statusCode).toBe(421);
    expect(spoofed.body).not.toContain('evil.example');
  });

  it('answers the deployment’s own paths on any host', async () => {
    expect((await get('unknown.example', '/healthz')).statusCode).toBe(200);
    expect((await get('unknown.example', '/readyz')).statusCode).not.toBe(421);
    expect((await get('unknown.example', '/api/admin/me')).statusCode).toBe(401);
    expect((await get('unknown.example', '/api/buyer/returns')).statusCode).not.toBe(421);
    expect((await get('unknown.example', '/admin')).statusCode).not.toBe(421);
  });

  it('serves the first site in file-name order on loopback names and addresses', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const r = await get(host, '/About');
      expect(r.statusCode, host).toBe(200);
      expect(r.body).toContain(THREE_SITES[0]!.brand);
    }
  });

  it('takes the host from the Host header, not from an X-Forwarded-Host no trusted proxy sent', async () => {
    const r = await get('www.ridgelineroof.com:443', '/About', { 'x-forwarded-host': 'www.easyhaulmoves.com' });
    expect(r.body).toContain('Ridgeline Roof Quotes');
    expect(leaksIn(r.body, THREE_SITES[1]!)).toEqual([]);
  });

  it("loads the same code on every brand's pages as the one-site build, so the one-site pages' JavaScript budgets hold for each brand", async () => {
    // The code a page starts: the chunks its module script names. The budgets (tests/e2e/js-budget.spec.ts)
    // are measured on the one-site build in dist/client; a brand's page may differ only in its embedded site.
    const chunks = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])].sort();
    const oneSite = (path: string) => readFileSync(join('dist/client', path === '/' ? '' : path, 'index.html'), 'utf8');
    for (const path of ['/', '/Services/Solar', '/Contact', '/About']) {
      const expected = chunks(oneSite(path));
      expect(expected.length, path).toBeGreaterThan(0);
      for (const site of THREE_SITES) {
        const page = (await get(site.hosts[0]!, path, { 'accept-encoding': 'identity' })).body;
        expect(chunks(page), `${site.id} ${path}`).toEqual(expected);
        // Its inline script text (the site's data and the start-up) within 1 KB of the one-site page's.
        const inline = (html: string) =>
          [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].reduce((n, m) => n + m[1]!.length, 0);
        expect(Math.abs(inline(page) - inline(oneSite(path))), `${site.id} ${path}`).toBeLessThan(1024);
      }
    }
  });

  it("keeps on each host's lead the consent text that host's site showed, and refuses another site's", async () => {
    for (const site of THREE_SITES) {
      const own = consentText(consentSegments(solar, site));
      const r = await postLead(fixture.app, validLead(solar, { tcpaText: own }), { host: site.hosts[0]! });
      expect(r.statusCode, site.id).toBe(201);
      const consent = await fixture.app.store.consentFor(r.json().id);
      expect(consent?.consent_text).toBe(own);
      expect(consent?.consent_text).toContain(`consent to ${site.brand} and its`);
      expect(consent?.consent_text).toContain(site.complianceEmail);
      expect(consent?.consent_version).toBe('2026-11-23');
      for (const other of THREE_SITES.filter((o) => o !== site)) {
        const wrong = await postLead(fixture.app, validLead(movers, { tcpaText: consentText(consentSegments(movers, other)) }), {
          host: site.hosts[0]!,
        });
        expect(wrong.statusCode, `${other.id}'s text on ${site.id}`).toBe(422);
      }
    }
  });
});

describe('three sites behind a trusted proxy', () => {
  it('takes the host from X-Forwarded-Host when the proxy is trusted', async () => {
    const app = await fixture.another({ env: { STATIC_DIR: buildDir, SITES_DIR: sitesDir, TRUST_PROXY: 'loopback' } });
    const r = await app.inject({ url: '/About', headers: { host: 'internal:3000', 'x-forwarded-host': 'www.easyhaulmoves.com' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('Easy Haul Movers');
    expect(leaksIn(r.body, THREE_SITES[2]!)).toEqual([]);
  });
});
