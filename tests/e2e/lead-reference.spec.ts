// A lead's short reference from end to end, in real Chromium against the e2e servers: the visitor submits
// through the wizard and the Thank-you page shows an L- reference (not the lead's 36-character id); an
// operator types it into the console's search, as read out on the phone (any case, no dashes), and finds
// that one lead, with the same reference on its line and its page.
import { addOperator, signIn } from './console-driver.ts';
import { expect, test } from './test.ts';
import { fillWizard, received, resetNetwork, service, setNetwork } from './wizard-driver.ts';

const ADMIN = { email: 'ref.admin@e2e.test', password: 'reference pass phrase 2026' };
/** L-, then two groups of four from an alphabet without 0, O, 1, I or L. */
const REFERENCE = /^L-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** Letters only (names are validated as names), different on every run. */
const suffix = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.4.1' } });

test.beforeAll(() => addOperator(ADMIN, 'admin'));

test('the Thank-you page shows an L- reference, and the console search finds the lead by it', async ({ page }) => {
  test.setTimeout(120_000);
  await resetNetwork(page);
  await setNetwork(page, { kind: 'accept' });
  const lastName = `Ref${suffix()}`;
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  await page.goto('/Services/Roofing');
  await fillWizard(page, service('Roofing'), { lastName, email: `ref.${lastName.toLowerCase()}@gmail.com`, phone: `(310) 868-${digits}` });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);

  const shown = page.getByTestId('reference');
  await expect(shown).toHaveText(REFERENCE);
  const reference = (await shown.textContent())!.trim();
  // The network got the lead under its id; the visitor is given the short reference instead.
  const [delivered] = await received(page);
  expect(delivered!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByText(delivered!.idempotencyKey!)).toHaveCount(0);

  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Leads' }).click();
  // As an operator would type it from a call: lower case, without the dashes.
  await page.getByLabel('Search').fill(reference.replace(/-/g, '').toLowerCase());
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Jane ${lastName}`);
  await expect(rows.first()).toContainText(reference);

  await rows
    .first()
    .getByRole('link', { name: `Jane ${lastName}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Jane ${lastName}` })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText(delivered!.idempotencyKey!, { exact: true })).toBeVisible();
});
