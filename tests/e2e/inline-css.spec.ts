// The site's stylesheet rides inside every prerendered page (scripts/inline-stylesheet.ts): the
// first paint waits for no stylesheet request, a page is styled even before (or without) its scripts, and
// the CSS that a lazily loaded page brings along still arrives on a client-side navigation.
import { expect, test } from './test.ts';
import { SITE } from '../../domain/site.ts';

const INK = 'rgb(15, 23, 42)'; // --color-ink, web/index.css

test('a prerendered page is styled with no stylesheet request, even when no script ever arrives', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
  });
  // Every script lost on the way: what a visitor sees until the app's code arrives.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/About');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe(INK);
  // The heading's classes (font-extrabold, letter-spacing of tracking-tight), not the browser's defaults.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCSS('font-weight', '800');
  await expect(heading).not.toHaveCSS('letter-spacing', 'normal');
  expect(stylesheets).toEqual([]);
});

test("a client-side navigation to a lazily loaded page still loads that page's own CSS", async ({ page }) => {
  // A page the React app hydrates (not one without the app, domain/routes.ts' `hydrate: false`: their links
  // load pages afresh), and one without the home page's CSS chunk.
  await page.goto('/StopContact');
  await page.waitForLoadState('networkidle'); // hydrated: the link is the router's from here on
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('link', { name: `${SITE.brand} home` }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE.brand);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  // The home page's strip and caret animations live in a CSS chunk of their own (web/home/home-motion.css).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets].some(
          (s) => s.href !== null && [...s.cssRules].some((r) => r instanceof CSSKeyframesRule && r.name === 'home-strip-scroll'),
        ),
      ),
    )
    .toBe(true);
});
