// The console's own name with three sites on one deployment: the console
// serves every brand, so its header, its authenticator entry and its mails name none of them as if it were
// all of theirs; a mail about particular leads comes from each lead's own site, in its name. One site keeps its brand.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFixture, insertConsoleLead } from '#tests/support/console-fixture.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { THREE_SITES, writeThreeSites } from '#tests/support/three-sites.ts';
import { Alerter } from '../insight/alerts.ts';
import { loadSites } from './site-registry.ts';
import { consoleBrand } from './console-brand.ts';

// The one-site layout's brand (config/site.json): with sites in a folder it is none of them.
const DEFAULT_BRAND = 'BuildMatch Pros';
const BRANDS = [...THREE_SITES.map((s) => s.brand), DEFAULT_BRAND];

const dir = mkdtempSync(join(tmpdir(), 'console-brand-'));
const sitesDir = join(dir, 'sites');
writeThreeSites(sitesDir);
// A build holding only the console's two pages, as the build leaves them: the name's place marked.
const staticDir = join(dir, 'build');
mkdirSync(join(staticDir, 'admin'), { recursive: true });
const page = '<html><head><meta name="console-name" content="__CONSOLE_NAME__"></head><body><p>__CONSOLE_NAME__ console</p></body></html>';
writeFileSync(join(staticDir, 'admin', 'index.html'), page);
writeFileSync(join(staticDir, 'admin', '_shell.html'), page);
// And each site's shell, sitemap and robots.txt, without which the server serves no page at all.
for (const s of THREE_SITES) {
  mkdirSync(join(staticDir, 'sites', s.id), { recursive: true });
  for (const file of ['_shell.html', 'sitemap.xml', 'robots.txt']) writeFileSync(join(staticDir, 'sites', s.id, file), s.brand);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const named = (text: string) => BRANDS.filter((b) => text.includes(b));

describe('the console name', () => {
  it('is the one site’s brand with one site, a name that is no brand’s with three, and CONSOLE_NAME when set', () => {
    const one = consoleBrand([loadSites('config').first]);
    expect(one.name).toBe(DEFAULT_BRAND);
    expect(one.many).toBe(false);
    const three = consoleBrand(loadSites('config', sitesDir).sites);
    expect(three.name).toBe('Leads');
    expect(named(three.sender)).toEqual([]);
    expect(three.siteName('roofing')).toBe('Ridgeline Roof Quotes');
    expect(consoleBrand(loadSites('config', sitesDir).sites, 'Acme Lead Desk').name).toBe('Acme Lead Desk');
  });
});

describe.each(ENGINES)('a console serving three sites ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true, env: { SITES_DIR: sitesDir, STATIC_DIR: staticDir } });

  it('enrols an authenticator under the console’s name, not one of the brands', async () => {
    const r = await f.post('/api/admin/me/totp', {});
    expect(r.statusCode).toBe(200);
    const url = new URL((r.json() as { otpauthUrl: string }).otpauthUrl);
    expect(url.searchParams.get('issuer')).toBe('Leads');
    expect(named(decodeURIComponent(url.href))).toEqual([]);
  });

  it('checks the three sites’ files before launch, not config/site.json, which is none of them', async () => {
    const r = await f.get('/api/admin/launch-check');
    expect(r.statusCode).toBe(200);
    const messages = (r.json() as { problems: { message: string }[] }).problems.map((p) => p.message);
    // config/site.json's phone is a 555 number (the doctor's test says so): with sites in a folder it is not a site's.
    expect(messages.filter((m) => m.includes('site.json'))).toEqual([]);
    expect(messages.filter((m) => m.includes(sitesDir))).toEqual([]);
  });

  it('writes its name into the console’s pages on any host, signed in or not', async () => {
    for (const host of ['www.ridgelineroof.com', 'ops.example.net']) {
      for (const cookie of ['', 'leads_session=x']) {
        const r = await f.app.inject({ url: '/admin', headers: { host, cookie, 'accept-encoding': 'identity' } });
        expect(r.statusCode).toBe(200);
        expect(r.body).toContain('<meta name="console-name" content="Leads">');
        expect(r.body).toContain('<p>Leads console</p>');
        expect(named(r.body)).toEqual([]);
      }
    }
  });
});

describe('operator mails with three sites', () => {
  let sink: SMTPServer;
  const mails: string[] = [];
  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, _s, cb) => {
        let raw = '';
        stream.on('data', (d: Buffer) => (raw += d.toString()));
        stream.on('end', () => {
          mails.push(raw.replace(/=\r\n/g, ''));
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

  describe.each(ENGINES)('($name)', ({ make }) => {
    const f = consoleFixture({ make, env: { SITES_DIR: sitesDir } });

    it('tell each site’s failed leads from that site’s own address and in its name, and a removed site’s from the console', async () => {
      mails.length = 0;
      const now = Date.now();
      const ids: Record<string, string> = {};
      // A lead of each site, and one filed under a site the deployment no longer has.
      for (const site of [...THREE_SITES.map((s) => s.id), 'closed-brand']) {
        const id = await insertConsoleLead(f.store, { status: 'failed', createdAt: now - 60_000 });
        await f.store.db
          .updateTable('leads')
          .set({ site_id: site, updated_at: now - 30_000 })
          .where('id', '=', id)
          .execute();
        ids[site] = id;
      }
      const alerter = new Alerter({
        db: f.store.db,
        smtpUrl: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
        to: ['ops@example.com'],
        rejectShare: 0.5,
        networkConfigured: false,
        log: pino({ level: 'silent' }),
        brand: f.app.consoleBrand,
      });
      await alerter.check(now);
      await alerter.stop();
      const failed = mails.filter((m) => m.includes('failed for good')).map((m) => m.split('\r\n\r\n'));
      expect(failed).toHaveLength(4);
      for (const site of THREE_SITES) {
        const [head = '', body = ''] = failed.find(([, b]) => b!.includes(ids[site.id]!)) ?? [];
        expect(head).toMatch(new RegExp(`^From: ${site.brand} alerts <${site.email.replace(/\./g, '\\.')}>$`, 'm'));
        expect(head).toMatch(new RegExp(`^Subject: \\[${site.brand}\\] 1 lead failed for good$`, 'm'));
        // Its own lead only, and no other brand anywhere in it.
        expect(Object.values(ids).filter((id) => body.includes(id))).toEqual([ids[site.id]]);
        expect(named(head + body)).toEqual([site.brand]);
      }
      const [head = '', body = ''] = failed.find(([, b]) => b!.includes(ids['closed-brand']!)) ?? [];
      expect(head).toMatch(/^From: Leads alerts <help@sunwardsolar\.com>$/m);
      expect(head).toMatch(/^Subject: \[Leads\] 1 lead failed for good$/m);
      expect(body).toMatch(new RegExp(`${ids['closed-brand']} \\(closed-brand\\)`));
      expect(named(head + body)).toEqual([]);
    });
  });
});
