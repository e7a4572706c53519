// Pages paint from their HTML alone and ask for their JavaScript only after that first paint
// (scripts/after-first-paint.ts, domain/app-loader.ts): on a slow phone the text comes first. The app
// still starts, under the Content-Security-Policy, with no error. The tests that compare the paint's and the
// scripts' timings are tagged @timed: they run alone after the rest (playwright.config.ts).
import { expect, pageErrors, test } from './test.ts';

const PAGES = ['/', '/Services/Solar', '/About', '/Contact'];

for (const path of PAGES) {
  test(`${path} asks for its scripts after the first paint, then starts without a CSP error`, { tag: '@timed' }, async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => /^\/assets\/.+\.js$/.test(new URL(r.name).pathname))
        .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime }));
      return { paint, scripts };
    });
    expect(timing.scripts.length, 'scripts loaded').toBeGreaterThan(0);
    for (const s of timing.scripts)
      expect(s.start, `${s.name} requested after the first contentful paint at ${timing.paint} ms`).toBeGreaterThan(timing.paint);
    // Started: the header's menu answers (the React app or the prose pages' script gave it its behaviour).
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

// On /Services a phone's largest paint is the top card's illustration: it must be asked for with the page at
// the browser's high priority, not deferred until layout as the lazily loaded cards below are (that cost
// Lighthouse's mobile LCP 1061 ms there against a 1000 ms target). Read from the browser's network log.
test('/Services asks for its top illustrations at once and at high priority, the rest lazily', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  // The priority of each illustration's first request.
  cdp.on('Network.requestWillBeSent', (e) => {
    const path = new URL(e.request.url).pathname;
    if (e.type === 'Image' && !priorities.has(path)) priorities.set(path, e.request.initialPriority);
  });
  await page.goto('/Services', { waitUntil: 'networkidle' });
  const images = await page
    .locator('main article img')
    .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
  expect(images.length).toBe(14);
  // The first row's two cards (two columns on a phone and wider).
  for (const src of images.slice(0, 2)) expect(priorities.get(src), src).toBe('High');
  // The rest load lazily and never compete with them: the compact phone cards put the whole list within the
  // browser's lazy-load distance (about 2,800 px), so some are fetched before a scroll, but none at high
  // priority, and the last row, never scrolled to, is not fetched.
  const lazy = await page.locator('main article img').evaluateAll((imgs) => imgs.slice(2).map((i) => (i as HTMLImageElement).loading));
  expect(new Set(lazy)).toEqual(new Set(['lazy']));
  for (const src of images.slice(2)) expect(priorities.get(src) ?? 'not fetched', src).not.toBe('High');
  for (const src of images.slice(-2)) expect(priorities.has(src), src).toBe(false);
});
