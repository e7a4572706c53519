// The pages that do not hydrate (domain/routes.ts' `hydrate: false`: the home page, About, the partner list,
// the terms and the privacy policy): their prerendered HTML loads a small script instead of the React app, and
// a visitor still gets everything the app shell gives every page: the header's menus, campaign capture.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, pageErrors, test } from './test.ts';
import { SITE_PAGES } from '../../domain/routes.ts';
import { STATIC_DIR } from './servers.ts';
import { fillWizard, received, resetNetwork, service, waitForWizard } from './wizard-driver.ts';

const PROSE = SITE_PAGES.filter((p) => p.hydrate === false).map((p) => p.path);

/** The React app's entry, as the app shell names it. */
function appEntry(): string {
  const shell = readFileSync(join(STATIC_DIR, '_shell.html'), 'utf8');
  // The scripts the page asks for after its first paint, entry first (scripts/after-first-paint.ts).
  const src = /<meta name="app-scripts" content="([^" ]+)/.exec(shell)?.[1];
  if (!src) throw new Error('no app scripts in _shell.html');
  return src;
}

/** The paths of the scripts the page requests from now on. */
function scriptsRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

test('the pages without the React app are the home, About, services list, partner, terms, privacy, California and thank-you pages', () => {
  // The California and thank-you pages with React islands (islands.spec.ts).
  expect(PROSE.sort()).toEqual([
    '/',
    '/About',
    '/CaliforniaPolicy',
    '/PartnerCompanies',
    '/PrivacyPolicy',
    '/Services',
    '/ThankYou',
    '/UserTerms',
  ]);
});

for (const path of PROSE) {
  test(`${path} works without the React app: no request for it, the Services menu from the keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts = scriptsRequested(page);
    const errors = pageErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(appEntry());

    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Solar');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    expect(errors).toEqual([]);
  });
}

test('on a phone the prose page’s menu opens on a tap and closes on a tap outside and on Escape', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const scripts = scriptsRequested(page);
  await page.goto('/UserTerms', { waitUntil: 'networkidle' });
  expect(scripts).not.toContain(appEntry());
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.locator('#mobile-menu');
  await toggle.tap();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(menu).toBeHidden();
  await toggle.tap();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await toggle.tap();
  await menu.getByRole('link', { name: 'Contact' }).tap();
  await expect(page).toHaveURL(/\/Contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact us');
  await context.close();
});

test('campaign ids landing on a prose page are kept for the visit and reach the network with the lead', async ({ page }) => {
  await resetNetwork(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = scriptsRequested(page);
  await page.goto('/PrivacyPolicy?aff_id=A-88&transaction_id=T-456&sub_aff_id=S-2');
  // Taken out of the address bar, as on a React page.
  await expect(page).toHaveURL(/\/PrivacyPolicy$/);
  expect(scripts).not.toContain(appEntry());
  // On to a wizard through the header's menu: a full page load, the React app from here on.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solar' }).click();
  await expect(page).toHaveURL(/\/Services\/Solar$/);
  await waitForWizard(page);
  // A visitor of this run only: an earlier test's would count as a duplicate.
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  await fillWizard(page, service('Solar'), { email: `jane.prose${digits}@gmail.com`, phone: `(310) 868-${digits}` });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  const leads = await received(page);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.body).toMatchObject({ aff_id: 'A-88', transaction_id: 'T-456', sub_aff_id: 'S-2' });
});

test('a client-side navigation from a React page still renders a prose page', async ({ page }) => {
  await page.goto('/Contact');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/About$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  await expect(page).toHaveTitle(/^About us/);
  // Rendered by the app in the same document, not loaded afresh.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
