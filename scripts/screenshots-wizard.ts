// `node --import tsx scripts/screenshots-wizard.ts`: the wizard's states, at
// phone (390 px) and desktop (1280 px) widths, into docs/screenshots/wizard-*.png: the state choice with its
// chevron, an error with its field in view, the e-mail suggestion, a pasted phone number, the consent step
// (Submit in reach, "Start over"), the thank-you page with its reference, Service Not Found and the error
// fallback after a failed page chunk. From the built site (BUILD_OUT_DIR serves another build).
import type { Page } from '@playwright/test';
import { answer, plan, service, waitForWizard } from '../tests/e2e/wizard-driver.ts';
import { OUT, startScreenshotSite } from './screenshot-site.ts';

const movers = service('Movers');
const site = await startScreenshotSite('wizard');
const { base: BASE, browser } = site;

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}.png` });
}
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const pick = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

try {
  for (const [width, height, tag] of [
    [390, 844, 'phone'],
    [1280, 800, 'desktop'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: tag === 'phone' ? 2 : 1 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
    const page = await context.newPage();
    await page.goto(`${BASE}/Services/Movers`);
    await waitForWizard(page);
    // The Movers questions, from the domain's step list as the browser tests answer them.
    for (const [step, value] of plan(movers).filter(([s]) => s.name.startsWith('answers.'))) await answer(page, step, value);
    await page.getByLabel('Which state is your project in?').waitFor();
    await shoot(page, `wizard-state-chevron-${tag}`);
    await next(page);
    await shoot(page, `wizard-error-focused-${tag}`);
    await page.getByLabel('Which state is your project in?').selectOption('CA');
    await next(page);
    await page.getByLabel('What is the ZIP code of the project?').fill('90210');
    await next(page);
    await page.getByLabel('Which city is it in?').waitFor();
    await next(page);
    // The address and name as the browser tests give them (Jane's).
    for (const [step, value] of plan(movers).filter(([s]) => ['streetAddress', 'firstName', 'lastName'].includes(s.name)))
      await answer(page, step, value);
    await page.getByLabel('What is your email address?').fill('jane@gmial.com');
    await page.getByTestId('email-suggestion').waitFor();
    await shoot(page, `wizard-email-suggestion-${tag}`);
    await page.getByRole('button', { name: 'jane@gmail.com' }).click();
    await next(page);
    const phone = page.getByLabel('What is the best phone number to reach you?');
    await phone.waitFor();
    await page.evaluate(() => navigator.clipboard.writeText('+1 (310) 555-1234'));
    await phone.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await shoot(page, `wizard-phone-pasted-${tag}`);
    await next(page);
    await pick(page, 'Yes');
    await pick(page, 'Residential');
    await pick(page, 'Time Is Flexible');
    await pick(page, 'Evening');
    await page.getByLabel('Briefly describe your project').waitFor();
    await shoot(page, `wizard-requirements-movers-${tag}`);
    await page.getByLabel('Briefly describe your project').fill('Two-bedroom apartment, second floor.');
    await next(page);
    await page.getByRole('checkbox').waitFor();
    await shoot(page, `wizard-consent-${tag}`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('reference').waitFor();
    await shoot(page, `wizard-thank-you-${tag}`);
    await page.goto(`${BASE}/Services/Nope`);
    await shoot(page, `wizard-service-not-found-${tag}`);
    await page.route(/\/assets\/service-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(`${BASE}/Services`);
    await page
      .getByRole('link', { name: /Get Quote/ })
      .first()
      .click();
    await page.getByTestId('error-fallback').waitFor();
    await shoot(page, `wizard-chunk-failed-${tag}`);
    await context.close();
  }
} finally {
  await site.close();
}
