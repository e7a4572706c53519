// The wizard's last step as a visitor meets it on a phone and on a laptop: every message after Submit is
// where the visitor is looking (on screen, not under the sticky header or the Submit bar, announced), the
// review lists the answers and each Change comes back to it, and a move's project ZIP arrives filled in.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { wizardSteps } from '../../domain/steps.ts';
import { fillWizard, JANE, resetNetwork, service, setNetwork, waitForWizard } from './wizard-driver.ts';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

// The texts a visitor must read, from the spec (agreement) and the rejection sentences.
const AGREEMENT = 'You must agree to the terms and conditions';
const DUPLICATE =
  'We already received a recent request with this phone number or email, so local pros have your details and will contact you. You do not need to send it again.';

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

/**
 * The message is wholly on screen and nothing covers it: what the browser would hit at its centre is the
 * message itself (or a part of it), not the sticky Submit bar or the header.
 */
async function expectSeen(message: Locator) {
  await expect(message).toBeVisible();
  const seen = await message.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight)
      return `off screen: ${Math.round(r.top)}-${Math.round(r.bottom)} of ${window.innerHeight}`;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit && (hit === el || el.contains(hit)) ? 'seen' : `covered by <${hit?.tagName.toLowerCase()} class="${hit?.className}">`;
  });
  expect(seen).toBe('seen');
}

/** Announced: a live region reads it out, and the focus is on it or on the field it describes. */
async function expectAnnounced(page: Page, message: Locator) {
  const live = await message.evaluate((el) => Boolean(el.closest('[role="alert"], [aria-live="polite"], [aria-live="assertive"]')));
  expect(live).toBe(true);
  const focus = await page.evaluate(() => {
    const f = document.activeElement;
    return { tag: f?.tagName.toLowerCase(), described: f?.getAttribute('aria-describedby') ?? '', text: f?.textContent ?? '' };
  });
  const id = await message.getAttribute('id');
  const onIt = focus.text.trim() === (await message.textContent())?.trim();
  const describesIt = Boolean(id) && focus.described.split(' ').includes(id!);
  expect(onIt || describesIt, `focus on ${focus.tag}`).toBe(true);
  expect(focus.tag).not.toBe('body');
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('Submit without the agreement: the message is in view, uncovered and announced', async ({ page }) => {
      await page.goto('/Services/Roofing');
      await fillWizard(page, service('Roofing'), {}, 'agreement');
      // The visitor is at the top of the long review step, as arriving there leaves them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Submit' }).click();
      const message = page.getByRole('alert').filter({ hasText: AGREEMENT });
      await expectSeen(message);
      await expectAnnounced(page, message);
      await expect(page.getByRole('checkbox')).toBeFocused();
      await page.screenshot({ path: `test-results/review-agreement-${viewport.width}.png` });
    });

    test('a rejection by the network: a plain sentence in view, uncovered and announced', async ({ page }) => {
      await setNetwork(page, { kind: 'reject', status: 200, body: { error: 'Duplicate lead: phone seen in last 30 days' } });
      await page.goto('/Services/Roofing');
      await fillWizard(page, service('Roofing'));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Submit' }).click();
      const message = page.getByRole('alert').filter({ hasText: DUPLICATE });
      await expectSeen(message);
      await expectAnnounced(page, message);
      await expect(page.getByText('Duplicate lead', { exact: false })).toHaveCount(0);
      await page.screenshot({ path: `test-results/review-rejected-${viewport.width}.png` });
    });

    test('a refused answer on an earlier step is in view, uncovered and announced too', async ({ page }) => {
      const steps = wizardSteps(service('Roofing'));
      await page.goto('/Services/Roofing');
      await fillWizard(page, service('Roofing'), {}, 'zipCode');
      const zip = steps.find((s) => s.name === 'zipCode')!;
      // A ZIP code in another state than the one chosen (JANE's is California).
      await page.getByLabel(zip.label, { exact: true }).fill('10001');
      await page.getByRole('button', { name: 'Next' }).click();
      const message = page.getByRole('alert').filter({ hasText: 'Invalid zip code for selected state.' });
      await expectSeen(message);
      await expectAnnounced(page, message);
    });
  });
}

test.describe('the review', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists every answer, and a Change comes back to the review with the new answer', async ({ page }) => {
    await page.goto('/Services/Roofing');
    await fillWizard(page, service('Roofing'), { answers: { projectNature: 'Repair', roofMaterial: 'Metal' } }, 'agreement');
    const review = page.getByTestId('review');
    await expect(page.getByRole('heading', { name: 'Review and submit your request' })).toBeVisible();
    for (const shown of [
      'Repair',
      'Metal',
      'Ready to hire',
      'California',
      JANE.zipCode,
      'Beverly Hills',
      JANE.streetAddress,
      JANE.firstName,
      JANE.lastName,
      JANE.email,
      '(310) 555-0123',
      JANE.HomeOwner,
      JANE.PropertyType,
      JANE.PurchaseTimeFrame,
      JANE.BestTimeToCall,
      JANE.requirements,
    ]) {
      await expect(review.getByText(shown, { exact: true }), shown).toBeVisible();
    }
    await page.screenshot({ path: 'test-results/review-390.png', fullPage: true });

    // A typed answer: change the street address, Next comes back to the review.
    await review.getByRole('button', { name: 'Change Street address' }).click();
    const street = page.getByLabel('What is the street address?');
    await expect(street).toHaveValue(JANE.streetAddress);
    await street.fill('12 Elm Street');
    await page.getByRole('button', { name: 'Back to review' }).click();
    await expect(page.getByRole('heading', { name: 'Review and submit your request' })).toBeVisible();
    await expect(review.getByText('12 Elm Street', { exact: true })).toBeVisible();

    // A choice: tapping another card comes back by itself.
    await review.getByRole('button', { name: 'Change Best time to call' }).click();
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Morning', exact: true }) })
      .click();
    await expect(page.getByRole('heading', { name: 'Review and submit your request' })).toBeVisible();
    await expect(review.getByText('Morning', { exact: true })).toBeVisible();

    // A new state must be confirmed by a ZIP code in it before the review.
    await review.getByRole('button', { name: 'Change State' }).click();
    await page.getByLabel('Which state is your project in?').selectOption('NY');
    await page.getByRole('button', { name: 'Back to review' }).click();
    await expect(page.getByLabel('What is the ZIP code of the project?')).toBeVisible();
    await page.getByRole('button', { name: 'Back to review' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid zip code for selected state.');
    await page.getByLabel('What is the ZIP code of the project?').fill('10001');
    await page.getByRole('button', { name: 'Back to review' }).click();
    await expect(page.getByRole('heading', { name: 'Review and submit your request' })).toBeVisible();
    await expect(review.getByText('New York', { exact: true }).first()).toBeVisible();
    await expect(review.getByText('10001', { exact: true })).toBeVisible();

    // The changed answers are the ones sent.
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/ThankYou$/);
  });
});

test.describe('Movers', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the project's state, ZIP code and city arrive filled in from the ZIP the visitor moves from", async ({ page }) => {
    const movers = service('Movers');
    const steps = wizardSteps(movers);
    await page.goto('/Services/Movers');
    await waitForWizard(page);
    // Moving from Beverly Hills, CA to New York.
    await fillWizard(page, movers, { answers: { currentZip: '90210', movingZip: '10001' } }, 'state');
    const state = page.getByLabel(steps.find((s) => s.name === 'state')!.label);
    await expect(state).toHaveValue('CA');
    await page.getByRole('button', { name: 'Next' }).click();
    const zip = page.getByLabel(steps.find((s) => s.name === 'zipCode')!.label, { exact: true });
    await expect(zip).toHaveValue('90210');
    await page.getByRole('button', { name: 'Next' }).click();
    const city = page.getByLabel(steps.find((s) => s.name === 'city')!.label, { exact: true });
    await expect(city).toHaveValue('Beverly Hills');
  });
});
