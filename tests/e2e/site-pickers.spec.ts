// The console of a deployment serving three brands, in real Chromium: choosing a site on the leads list's
// filters shows that site's leads and total only, and on the dashboard that site's figures only, and the
// header names the console, not one of the brands. Its own server process, started on the client build with
// the three test sites (tests/support/three-sites.ts) and its own database, where the leads are written
// straight through the store, each under its site's id, as intake files them (intake's own filing is
// tested with the three sites in server/sites/site-ids.test.ts). The sites' public pages are not this
// test's: each gets a stand-in shell, so no prerender has to run first.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { siteStamps } from '../../server/build-check.ts';
import { Operators } from '../../server/admin/operators.ts';
import { loadSites } from '../../server/sites/site-registry.ts';
import { connect } from '../../server/store/connect.ts';
import { LeadStore } from '../../server/store/lead-store.ts';
import { storedLead } from '../support/lead-fixtures.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { THREE_SITES, writeThreeSites } from '../support/three-sites.ts';
import { STAMP_FILE } from '../../scripts/build-stamp.mjs';
import { STATIC_DIR } from './servers.ts';
import { expect, test } from './test.ts';

const ADMIN = { email: 'brands.admin@e2e.test', password: 'three brands one console' };
// Leads per site, all different, so a figure can only be the chosen site's.
const COUNTS: Record<string, number> = { solar: 3, roofing: 2, movers: 1 };

let dir: string;
let server: ServerProcess;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-brands-'));
  const sitesDir = join(dir, 'sites');
  writeThreeSites(sitesDir);
  const sites = loadSites(resolve('config'), sitesDir);
  // The client build's assets and console, beside a stand-in for each site's pages and a stamp naming them.
  const build = join(dir, 'build');
  const from = resolve(STATIC_DIR);
  mkdirSync(build);
  for (const part of ['assets', 'admin']) symlinkSync(join(from, part), join(build, part));
  cpSync(join(from, 'index.html'), join(build, 'index.html'));
  const stamp = JSON.parse(readFileSync(join(from, STAMP_FILE), 'utf8')) as Record<string, unknown>;
  stamp.sites = siteStamps(sites);
  writeFileSync(join(build, STAMP_FILE), JSON.stringify(stamp));
  for (const s of sites.sites) {
    mkdirSync(join(build, 'sites', s.id), { recursive: true });
    for (const file of ['_shell.html', 'sitemap.xml', 'robots.txt']) writeFileSync(join(build, 'sites', s.id, file), s.brand);
  }
  const database = join(dir, 'brands.db');
  server = await startServer({ DATABASE_URL: database, STATIC_DIR: build, SITES_DIR: sitesDir }, { timeoutMs: 30_000 });

  const conn = connect(database);
  try {
    await new Operators(conn.db).add(ADMIN.email, 'admin', ADMIN.password, { name: 'cli:e2e', ip: 'cli' });
    const store = new LeadStore(conn);
    const at = Date.now() - 60_000;
    for (const site of THREE_SITES) {
      for (let i = 1; i <= COUNTS[site.id]!; i++) {
        const lead = storedLead(at - i * 1000, {
          siteId: site.id,
          status: 'queued',
          job: { state: 'done', nextAttemptAt: at, leaseUntil: null },
        });
        await store.insertLead({
          ...lead,
          details: {
            host: site.hosts[0]!,
            firstName: 'Dana',
            lastName: `${site.id}${i}`,
            email: `dana.${site.id}${i}@gmail.com`,
            phone: `310867${1000 + i}`,
            city: 'Beverly Hills',
            state: 'CA',
            address: '9641 Sunset Blvd',
            zip: '90210',
            source: 'direct',
            tracking: {},
            answers: {},
          },
        });
      }
    }
  } finally {
    await conn.db.destroy();
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await server?.exited;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('choosing a site on the leads list and the dashboard shows only that site’s leads and figures', async ({ page }) => {
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The deployment's console, not a brand's (CONSOLE_NAME unset: "Leads").
  await expect(page.getByRole('banner')).toContainText('Leads console');
  for (const s of THREE_SITES) await expect(page.getByRole('banner')).not.toContainText(s.brand);

  // The last 7 days, not today: a run just after the console's midnight would have none of them today.
  const week = page
    .getByRole('region', { name: 'Leads received' })
    .locator('div')
    .filter({ has: page.getByText('Last 7 days', { exact: true }) })
    .getByRole('definition');
  await expect(week).toHaveText('6');
  for (const site of [THREE_SITES[1]!, THREE_SITES[0]!]) {
    await page.getByRole('form', { name: 'Dashboard site' }).getByLabel('Site').selectOption({ label: site.brand });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`site=${site.id}$`));
    await expect(week).toHaveText(String(COUNTS[site.id]));
  }

  await page.goto(`${server.url}/admin/leads`);
  const filters = page.getByRole('search', { name: 'Filter leads' });
  const total = page.getByRole('status').filter({ hasText: /\d+ leads?\b/ });
  await expect(total).toContainText('6 leads');
  for (const site of [THREE_SITES[2]!, THREE_SITES[1]!]) {
    await filters.getByLabel('Site').selectOption({ label: site.brand });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`site=${site.id}`));
    const n = COUNTS[site.id]!;
    await expect(total).toContainText(`${n} ${n === 1 ? 'lead' : 'leads'}`);
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: 'Dana' });
    await expect(rows).toHaveCount(n);
    for (const other of THREE_SITES.filter((o) => o !== site)) await expect(page.getByRole('table')).not.toContainText(`${other.id}1`);
  }
});
