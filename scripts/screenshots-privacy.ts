// `npm run screenshots:privacy`: the privacy pages and the console's privacy screens at phone (390 px) and
// desktop (1280 px) widths into docs/screenshots/privacy-*.png. Its own server on a free port with a fresh
// database, filled the real way: a lead through the lead API, requests through the privacy forms' API, an
// operator with the operator CLI. Run `npm run build` first (BUILD_OUT_DIR serves another build).
import type { Locator, Page } from '@playwright/test';
import { findServiceByTitle } from '../domain/catalogue.ts';
import { fillWizard, service } from '../tests/e2e/wizard-driver.ts';
import { validLead } from '../tests/support/lead-fixtures.ts';
import { OUT, signInToConsole, startScreenshotSite } from './screenshot-site.ts';

const ADMIN = { email: 'owner@example.com', password: 'screenshots-admin-pass' };
const site = await startScreenshotSite('privacy');
const { base: BASE, browser } = site;
site.addOperator(ADMIN, 'admin');

const post = (path: string, body: unknown) => site.post(path, body).then((r) => r.json() as Promise<{ reference?: string }>);
await post(
  '/api/leads',
  validLead(findServiceByTitle('Solar')!, {
    firstName: 'Maria',
    lastName: 'Gonzalez',
    email: 'maria.gonzalez@gmail.com',
    phone: '3105550188',
  }),
);
await post('/api/contact', {
  name: 'Maria Gonzalez',
  email: 'maria.gonzalez@gmail.com',
  subject: 'My solar quote',
  message: 'Please call me in the evening.',
});
const { reference } = await post('/api/privacy-requests', {
  type: 'know',
  name: 'Maria Gonzalez',
  email: 'maria.gonzalez@gmail.com',
  phone: '3105550188',
  details: 'Please send me a copy of what you hold.',
});
await post('/api/privacy-requests', { type: 'delete', name: 'Tom Becker', email: 'tom.becker@yahoo.com', agent: 'Privacy Helpers LLC' });
await post('/api/privacy-requests', { type: 'opt-out', name: 'Lee Park', email: 'lee.park@outlook.com', phone: '2125550142' });
await post('/api/stop-contact', { phone: '4155550199' });

async function shoot(page: Page, name: string, fullPage = false) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/privacy-${name}.png`, fullPage });
}

/** One part of a page, from a full-length shot (so the sticky header never covers it). */
async function region(page: Page, part: Locator, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const box = (await part.boundingBox())!;
  await page.screenshot({ path: `${OUT}/privacy-${name}.png`, fullPage: true, clip: box });
}

for (const [width, height, tag] of [
  [390, 844, 'phone'],
  [1280, 800, 'desktop'],
] as const) {
  const gpc = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: tag === 'phone' ? 2 : 1,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'sec-gpc': '1' },
  });
  const page = await gpc.newPage();
  await page.goto(`${BASE}/DoNotSell`);
  await page.getByTestId('gpc-honored').waitFor();
  await shoot(page, `do-not-sell-gpc-${tag}`, true);
  await page.getByLabel('Your name').fill('Lee Park');
  await page.getByLabel('Email address').fill('lee.park@outlook.com');
  await page.getByRole('button', { name: 'Opt Out' }).click();
  await page.getByTestId('privacy-receipt').waitFor();
  await shoot(page, `do-not-sell-done-${tag}`);
  // The wizard's consent step, with the signal honored above the consent box.
  await page.goto(`${BASE}/Services/Movers`);
  await fillWizard(page, service('Movers'));
  await page.getByTestId('gpc-honored').scrollIntoViewIfNeeded();
  await shoot(page, `consent-step-gpc-${tag}`);
  await gpc.close();

  const ctx = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: tag === 'phone' ? 2 : 1,
    reducedMotion: 'reduce',
  });
  const p = await ctx.newPage();
  await p.goto(`${BASE}/StopContact`);
  await p.locator('form[data-ready]').waitFor();
  await p.getByRole('button', { name: 'Stop Contacting Me' }).click();
  await p.getByText('Enter your phone number').waitFor();
  await shoot(p, `stop-contact-${tag}`, true);
  // The request form is an island that loads as the visitor nears it: arrive at its section.
  await p.goto(`${BASE}/CaliforniaPolicy#exercise-rights`);
  await p.locator('form[data-ready]').waitFor();
  const form = p.getByRole('form', { name: 'California privacy request' });
  await form.getByLabel('I am an authorized agent').check();
  await region(p, form, `california-form-${tag}`);
  await p.goto(`${BASE}/`);
  await region(p, p.getByRole('contentinfo'), `footer-${tag}`);

  await signInToConsole(p, BASE, ADMIN);
  await p.goto(`${BASE}/admin/privacy`);
  await p.getByRole('heading', { level: 1, name: 'Privacy requests' }).waitFor();
  await shoot(p, `console-queue-${tag}`, true);
  await p.getByRole('link', { name: reference! }).click();
  await p.getByRole('heading', { level: 1, name: `Request ${reference}` }).waitFor();
  await shoot(p, `console-request-${tag}`, true);
  await ctx.close();
}

await site.close();
console.log(`privacy screenshots in ${OUT}/privacy-*.png`);
