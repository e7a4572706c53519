// `npm run screenshots`: photographs every page (full length), the wizard's steps and every service's
// choice of work (the network's coded lists) at phone (390 px) and desktop (1280 px) widths into
// docs/screenshots/, from the built site served by a real server (run `npm run build` first; BUILD_OUT_DIR
// serves another build). `npm run screenshots -- pages|wizard|choices` takes one set only.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { SERVICES, servicePath } from '../domain/catalogue.ts';
import { FakeDns } from '../tests/support/fake-dns.ts';
import { startServer } from '../tests/support/server-process.ts';

const OUT = 'docs/screenshots';

const dns = await new FakeDns().start();
// On a free port of its own: never a server some earlier run left behind.
const server = await startServer({
  DATABASE_URL: join(mkdtempSync(join(tmpdir(), 'shots-')), 'db.sqlite'),
  DNS_SERVERS: dns.server,
  STATIC_DIR: process.env.BUILD_OUT_DIR ?? 'dist/client',
});
const BASE = server.url;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = [
  [390, 844, 'phone'],
  [1280, 800, 'desktop'],
] as const;
/** The viewports to shoot a set at: none when the command line asked for another set. */
const viewportsFor = (set: 'pages' | 'wizard' | 'choices') => (!process.argv[2] || process.argv[2] === set ? VIEWPORTS : []);

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: false });
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
/** Taps a choice card, as a visitor does (the wizard then moves on by itself). */
const pick = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

for (const [width, height, tag] of viewportsFor('wizard')) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: tag === 'phone' ? 2 : 1 });
  await page.goto(`${BASE}/Services/Solar`);
  await page.locator('form[data-ready]').waitFor();
  await shoot(page, `wizard-solar-1-bill-${tag}`);
  await pick(page, '$200-$300');
  await page.getByRole('radio', { name: 'Full sun' }).waitFor();
  await pick(page, 'Full sun');
  const provider = page.getByRole('combobox');
  await provider.waitFor();
  await provider.fill('pacif');
  await page.getByRole('option').first().waitFor();
  await shoot(page, `wizard-solar-3-provider-${tag}`);
  await page.getByRole('option').first().click();
  await next(page);
  await pick(page, 'New');
  await page.getByLabel('Which state is your project in?').selectOption('CA');
  await next(page);
  await page.getByLabel('What is the ZIP code of the project?').fill('9021');
  await next(page);
  await shoot(page, `wizard-solar-6-zip-error-${tag}`);
  await page.getByLabel('What is the ZIP code of the project?').fill('90210');
  await next(page);
  await page.getByLabel('Which city is it in?').waitFor();
  await next(page);
  await page.getByLabel('What is the street address?').fill('9641 Sunset Blvd');
  await next(page);
  await page.getByLabel('What is your first name?').fill('Jane');
  await next(page);
  await page.getByLabel('And your last name?').fill('Homeowner');
  await next(page);
  await page.getByLabel('What is your email address?').fill('jane@gmail.com');
  await next(page);
  await page.getByLabel('What is the best phone number to reach you?').fill('3105550123');
  await next(page);
  await page.getByRole('radio', { name: 'Yes' }).waitFor();
  await shoot(page, `wizard-solar-12-homeowner-${tag}`);
  await pick(page, 'Yes');
  await pick(page, 'Residential');
  await pick(page, 'Time Is Flexible');
  await pick(page, 'Morning');
  await page.getByLabel('Briefly describe your project').fill('About 2,000 sq ft, south-facing roof.');
  await next(page);
  await page.getByRole('checkbox').waitFor();
  await shoot(page, `wizard-solar-18-consent-${tag}`);
  await page.goto(`${BASE}/Services/HVAC`);
  await page.locator('form[data-ready]').waitFor();
  await pick(page, 'Repair');
  await page.getByRole('radio', { name: 'Heat pump, new installation' }).waitFor();
  await shoot(page, `wizard-hvac-2-type-${tag}`);
  await page.close();
}

const PAGES: [string, string][] = [
  ['home', '/'],
  ['services', '/Services'],
  ['wizard-roofing', '/Services/Roofing'],
  ['contact', '/Contact'],
  ['about', '/About'],
  ['terms', '/UserTerms'],
  ['privacy', '/PrivacyPolicy'],
  ['california', '/CaliforniaPolicy'],
  ['thank-you', '/ThankYou'],
  ['partners', '/PartnerCompanies'],
  ['not-found', '/no-such-page'],
];
for (const [width, height, tag] of viewportsFor('pages')) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const [name, path] of PAGES) {
    await page.goto(`${BASE}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    // Long legal and partner pages: the first screens say enough.
    const long = ['terms', 'privacy', 'california', 'partners'].includes(name);
    await page.screenshot({
      path: `${OUT}/page-${name}-${tag}.png`,
      fullPage: !long,
      ...(long ? { clip: { x: 0, y: 0, width, height: height * 2 } } : {}),
    });
  }
  await page.setViewportSize({ width, height });
  if (tag === 'phone') {
    await page.goto(`${BASE}/About`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: `${OUT}/page-menu-open-${tag}.png` });
  } else {
    await page.goto(`${BASE}/About`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/page-services-menu-${tag}.png` });
  }
  await page.close();
}

// Each service's own choice of work, the list the network codes (docs/network-payload.md), full length so
// every card shows: codes-<service>-<width>.png. Services that first ask the nature of the project get it
// answered with its first option.
for (const [width, height] of viewportsFor('choices')) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const service of SERVICES) {
    const work = service.questions.find((q) => q.kind === 'choice' && !['projectNature', 'projectStatus'].includes(q.id));
    if (!work || service.questions[0]!.kind !== 'choice') continue;
    await page.goto(`${BASE}${servicePath(service)}`);
    await page.locator('form[data-ready]').waitFor();
    if (service.questions[0] !== work) await pick(page, service.questions[0]!.options![0]!.label);
    await page.getByRole('radio', { name: work.options![0]!.label, exact: true }).waitFor();
    await page.waitForTimeout(350);
    await page.screenshot({ path: `${OUT}/codes-${service.title.toLowerCase()}-${width}.png`, fullPage: true });
  }
  await page.close();
}

await browser.close();
server.kill('SIGTERM');
await server.exited;
await dns.stop();
console.log(`screenshots written to ${OUT}/`);
