// `npm run screenshots:sites`: two brands' home pages, served by one real server to two host names, into
// docs/screenshots/sites-<id>-<width>.png. The client build (npm run build) is copied, the three test brands
// (tests/support/three-sites.ts) prerendered into the copy as `npm run build` does with config/sites/, and
// the browser is told that those hosts are this machine (Chromium's host resolver rules), so each page
// arrives with its own Host header, as from a real visitor.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { siteStamps } from '../server/build-check.ts';
import { loadSites } from '../server/sites/site-registry.ts';
import { STAMP_FILE } from './build-stamp.mjs';
import { prerenderSites } from './prerender-sites.ts';
import { OUT, pageAt, SCREENS, signInToConsole, startScreenshotSite } from './screenshot-site.ts';
import { THREE_SITES, writeThreeSites } from '../tests/support/three-sites.ts';

const dir = mkdtempSync(join(tmpdir(), 'sites-shots-'));
const build = join(dir, 'build');
const sitesDir = join(dir, 'sites');
cpSync(resolve('dist/client'), build, { recursive: true });
writeThreeSites(sitesDir);
const sites = loadSites(resolve('config'), sitesDir);
for (const line of await prerenderSites({ templateDir: build, outDir: build, ssrEntry: resolve('dist/server/entry-server.js'), sites })) {
  console.log(line);
}
// The stamp says which wording each site's pages show (scripts/build.ts), which the server checks at start.
const stamp = JSON.parse(readFileSync(join(build, STAMP_FILE), 'utf8'));
stamp.sites = siteStamps(sites);
writeFileSync(join(build, STAMP_FILE), JSON.stringify(stamp, null, 2));

const server = await startScreenshotSite('sites', { env: { STATIC_DIR: build, SITES_DIR: sitesDir } });
const port = new URL(server.base).port;
const shown = THREE_SITES.slice(0, 2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    `--host-resolver-rules=${shown.map((s) => `MAP ${s.hosts[0]} 127.0.0.1`).join(', ')}`,
  ],
});
try {
  for (const s of shown) {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(`http://${s.hosts[0]}:${port}/`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(350);
      await page.screenshot({ path: `${OUT}/sites-${s.id}-${width}.png` });
      console.log(`${s.hosts[0]}: "${await page.title()}"`);
      await page.close();
    }
  }
  // The console of the same deployment: a site picker on the dashboard and the leads list, one brand chosen.
  const admin = { email: 'owner@example.com', password: 'screenshots-sites-pass' };
  server.addOperator(admin, 'admin');
  const [solar] = THREE_SITES;
  for (const screen of SCREENS) {
    const page = await pageAt(server.browser, screen);
    await signInToConsole(page, server.base, admin);
    await page.getByLabel('Site', { exact: true }).selectOption(solar!.id);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(new RegExp(`site=${solar!.id}`));
    await page.getByRole('heading', { name: 'Leads received' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/sites-console-dashboard-${screen.width}.png` });
    await page.goto(`${server.base}/admin/leads?site=${solar!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/sites-console-leads-${screen.width}.png` });
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
