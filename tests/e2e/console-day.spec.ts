// A day of work in the console, in real Chromium against the e2e servers: the list's total for the view,
// the "Today" quick range (days in the operator's zone, which the page names), a note and a disposition
// on a lead shown in its history, and the list filtered by that disposition.
import { addOperator, signIn } from './console-driver.ts';
import { expect, expectAxeClean, test } from './test.ts';
import { fillWizard, resetNetwork, service, setNetwork } from './wizard-driver.ts';

const ADMIN = { email: 'day.admin@e2e.test', password: 'correct horse battery day' };
const suffix = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.beforeAll(() => {
  addOperator(ADMIN, 'admin');
});

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.9' } });

test('the list total, the Today range, a note and a disposition', async ({ page }) => {
  test.setTimeout(120_000);
  const lastName = `Day${suffix()}`;
  await setNetwork(page, { kind: 'accept' });
  await page.goto('/Services/Roofing');
  await fillWizard(page, service('Roofing'), {
    lastName,
    email: `pat.${lastName.toLowerCase()}@gmail.com`,
    answers: { roofMaterial: 'Metal' },
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/L-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/).first()).toBeVisible();

  await signIn(page, ADMIN);
  await expect(page.getByText(/^Days in [A-Za-z_]+\/[A-Za-z_]+/).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeFocused();

  // The total for the view, in words, with thousands separators.
  await expect(page.getByRole('status').filter({ hasText: /^\d{1,3}(,\d{3})* leads? · / })).toBeVisible();

  // "Today" sets both dates to today in the operator's zone, and the lead is in it.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/from=(\d{4}-\d\d-\d\d)&to=\1/);
  await page.getByLabel('Search').fill(lastName);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 lead · / })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Jane ${lastName}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`pat.${lastName.toLowerCase()}@gmail.com`);
  await expectAxeClean(page, 'leads with a quick range');

  await page.getByRole('link', { name: `Jane ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Jane ${lastName}` })).toBeFocused();
  const work = page.getByRole('region', { name: 'Notes and disposition' });
  await expect(work).toContainText('No notes yet.');
  await work.getByLabel('Add a note').fill('Wants a metal roof quote; call back after 5 PM.');
  await work.getByRole('button', { name: 'Add note' }).click();
  await expect(work.getByRole('listitem').filter({ hasText: 'call back after 5 PM' })).toContainText(ADMIN.email);
  await work.getByLabel('Disposition').selectOption('qualified');
  await expect(work.getByRole('listitem').filter({ hasText: 'Marked Qualified' })).toBeVisible();
  await expectAxeClean(page, 'lead with notes');

  // The list filtered by that disposition finds it, and says so in its column.
  await page.goto(`/admin/leads?q=${lastName}&disposition=qualified`);
  const filtered = page.getByRole('row').filter({ hasText: `Jane ${lastName}` });
  await expect(filtered).toHaveCount(1);
  await expect(filtered).toContainText('Qualified');
  await page.goto(`/admin/leads?q=${lastName}&disposition=bad`);
  await expect(page.getByText('No leads match.')).toBeVisible();
});
