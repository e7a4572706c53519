// Playwright's `test`, whose page waits after each load or reload until the page's scripts have started
// (or failed to load). Pages ask for their JavaScript only after their first paint (domain/app-loader.ts),
// which can be after the load event that `page.goto` waits for; a test that acted at once would act on the
// prerendered HTML before the app runs it, which is not what it means to test.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

async function appStarted(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('meta[name="app-scripts"]') || document.documentElement.hasAttribute('data-app-started'),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Makes the page's goto and reload wait until its scripts have started, as the `page` fixture's do: for a
 * page a test opens in a context of its own (a phone, other headers), where a tap right after the load event
 * could land before the header's menu has its behaviour.
 */
export function waitForAppOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appStarted(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitForAppOnLoad(page));
  },
});

/**
 * Follows the page's requests from now on; the function it returns resolves once none has been in flight for
 * `quietMs`. Playwright's own "networkidle" is once per navigation and can come before the page has asked for
 * any script at all (a first paint later than half a second after the load event, on a busy machine): this one
 * is waited for after the app has started, and also waits for the page's thread to be idle, so it covers what
 * the app asks for once its code has run.
 */
export function requestsSettled(page: Page): (quietMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight--;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const quietFor = (ms: number) => inFlight === 0 && Date.now() - lastChange >= ms;
  return async (quietMs = 500) => {
    await expect
      .poll(
        async () => {
          if (!quietFor(quietMs)) return false;
          const before = lastChange;
          // And the page's thread idle: code that has arrived may still be running, about to ask for more
          // (on a slow CPU that takes longer than the quiet time).
          await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
          return quietFor(quietMs) && lastChange === before;
        },
        { timeout: 30_000, intervals: [100] },
      )
      .toBe(true);
  };
}

/** Console errors and uncaught page errors from now on, collected for a test to assert there are none. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** No serious or critical axe violation on the page once its requests have settled. */
export async function expectAxeClean(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    what,
  ).toEqual([]);
}
