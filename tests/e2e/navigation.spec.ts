// Moving between pages as a visitor notices it, whichever router the site uses (wouter replaced
// react-router, docs/decisions/009-two-routers.md): the page shown stays until the next one is ready, a
// link to the page shown adds no history entry, the header says which page is current, and an address in
// other case or with a trailing slash is the same page, hydrated without an error.
import { expect, pageErrors, test } from './test.ts';
import { SITE } from '../../domain/site.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('a page whose code is still on its way leaves the page shown on screen, not a blank one', async ({ page }) => {
  // From a page the app runs (the home and prose pages are plain HTML: their links load pages).
  await page.goto('/Contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/about-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const requested = page.waitForRequest(/\/assets\/about-[\w-]+\.js$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click();
  await requested;
  // While the About page's code is held back: the contact page, whole, and no loading placeholder.
  for (let i = 0; i < 5; i++) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await page.waitForTimeout(100);
  }
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${SITE.brand}`);
  await expect(page).toHaveURL(/\/About$/);
});

test('a link to the page already shown adds no history entry', async ({ page }) => {
  // From a page the app runs (the pages without it, domain/routes.ts' `hydrate: false`, are plain HTML: their
  // links load pages).
  await page.goto('/StopContact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop calls and texts');
  const cta = page.getByRole('banner').getByRole('link', { name: 'Get Our Consultation!' });
  await cta.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  await cta.click();
  await cta.click();
  await expect(page).toHaveURL(/\/Services$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/StopContact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop calls and texts');
});

test('the header marks the page shown as current, in any case and with a trailing slash', async ({ page }) => {
  const errors = pageErrors(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  const current = main.locator('[aria-current="page"]');
  // /Contact's page hydrates (unlike the prose pages), so the app's view of the address is what is checked.
  for (const path of ['/Contact', '/contact/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Contact');
  }
  await main.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(SITE.brand);
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Home');
  // A page without a header link (the services list) marks none.
  await page.getByRole('banner').getByRole('link', { name: 'Get Our Consultation!' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  await expect(current).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('/services/roofing/ is the Roofing wizard with its title, hydrated without an error', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/services/roofing/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get A Roofing Consultation');
  await expect(page).toHaveTitle(/^Get a Roofing consultation/);
  // Hydrated: the links are the app's (a client-side move to the services list and back).
  await page.getByRole('banner').getByRole('link', { name: 'Get Our Consultation!' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get A Roofing Consultation');
  expect(errors).toEqual([]);
});
