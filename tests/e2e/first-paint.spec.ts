// Pages paint from their HTML alone and ask for their JavaScript only after that first paint
// (scripts/after-first-paint.ts, domain/app-loader.ts): on a slow phone the text comes first. The app
// still starts, under the Content-Security-Policy, with no error.
import { expect, pageErrors, test } from './test.ts';

const PAGES = ['/', '/Services/Solar', '/About', '/Contact'];

for (const path of PAGES) {
  test(`${path} asks for its scripts after the first paint, then starts without a CSP error`, async ({ page }) => {
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
