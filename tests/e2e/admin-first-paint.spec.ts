// The console's sign-in page paints from its HTML (target: LCP <= 1.0 s): the build prerenders it
// (scripts/prerender-console.tsx) and the app takes that markup over when its scripts arrive. Without a
// session cookie the server sends that page; with one, the empty shell, so an operator who is signed in
// never sees a sign-in form before the dashboard. The layout-shift test is tagged @timed: it runs alone after
// the rest (playwright.config.ts), as a page metric is measured with nothing else busy.
import { addOperator, signIn } from './console-driver.ts';
import { expect, pageErrors, test } from './test.ts';

const OPERATOR = { email: 'ops.firstpaint@e2e.test', password: 'first paint pass phrase 2026' };
const SIGN_IN_HEADING = 'Sign in to the console';

test.beforeAll(() => addOperator(OPERATOR, 'viewer'));

test('/admin without scripts shows the sign-in form, styled, with its fields disabled until the app runs', async ({ browser }) => {
  // A phone's width: the heading is text-2xl there.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_HEADING })).toBeVisible();
  // Styled by the inline stylesheet: the heading's font-bold, not the browser's default h1 weight and size.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '700');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '24px');
  // Nothing typed before the app runs can be lost, or sent by the browser in the address.
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Password')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await context.close();
});

test(
  'with scripts, the app takes over the prerendered form in place, without a shift or an error, and signing in works',
  { tag: '@timed' },
  async ({ page }) => {
    const errors = pageErrors(page);
    // A slow phone's CPU (a busy machine's, too): the HTML is parsed in several slices, and a frame drawn
    // between two of them would show the centred card half built, then growing (a shift before any script).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    // The heading as the HTML drew it, before any script ran; and the layout shifts once the HTML was parsed,
    // which is when the app's scripts can run (the loader is a module script: it runs after parsing).
    await page.addInitScript(() => {
      const w = window as unknown as { firstHeading?: Element | null; shifts: { start: number; value: number }[] };
      w.shifts = [];
      document.addEventListener('DOMContentLoaded', () => (w.firstHeading = document.querySelector('h1')));
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.shifts.push({ start: e.startTime, value: (e as unknown as { value: number }).value });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/admin');
    await expect(page.getByLabel('Email')).toBeEnabled();
    const { sameHeading, shifts } = await page.evaluate(() => {
      const w = window as unknown as { firstHeading?: Element | null; shifts: { start: number; value: number }[] };
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
      return {
        sameHeading: w.firstHeading != null && w.firstHeading === document.querySelector('h1'),
        shifts: w.shifts.filter((s) => s.start >= parsed).reduce((sum, s) => sum + s.value, 0),
      };
    });
    expect(sameHeading, 'the prerendered heading is still the one on screen (hydrated, not drawn again)').toBe(true);
    expect(shifts, 'layout shift while the app takes over').toBe(0);
    await expect(page).toHaveTitle(`${SIGN_IN_HEADING} · Operator console`);

    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test('a signed-in operator reloading a console page never sees the sign-in form', async ({ page }) => {
  await signIn(page, OPERATOR);
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  // From the first node the browser parses: did a sign-in form ever appear?
  await page.addInitScript(() => {
    const w = window as unknown as { sawSignIn: boolean };
    w.sawSignIn = false;
    const look = () => {
      if (
        document.getElementById('password') ||
        [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Sign in to the console')
      )
        w.sawSignIn = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
  const response = await page.reload();
  expect(await response?.text()).not.toContain(SIGN_IN_HEADING);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawSignIn: boolean }).sawSignIn)).toBe(false);
});

test('an operator whose session cookie is stale gets the sign-in form from the app, and can sign in', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'admin_session', value: 'ended-long-ago', url: baseURL! }]);
  const response = await page.goto('/admin');
  // The shell: the server does not check sessions for pages; the app asks the API and draws the form.
  expect(await response?.text()).not.toContain(SIGN_IN_HEADING);
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_HEADING })).toBeVisible();
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
