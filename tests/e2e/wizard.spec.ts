// The wizard's behaviours one by one, in headless Chromium against the real server.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, test } from './test.ts';
import { isoDate } from '../../domain/schemas.ts';
import { wizardSteps } from '../../domain/steps.ts';
import { answer, fillWizard, JANE, plan, question, received, resetNetwork, service, waitForWizard } from './wizard-driver.ts';
import { dataDir, PLAIN } from './servers.ts';

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

/** Answers the first `count` steps of a plan. */
async function answerFirst(page: import('@playwright/test').Page, title: string, count: number, visitor = {}) {
  const steps = plan(service(title), visitor).slice(0, count);
  for (const [step, value] of steps) await answer(page, step, value);
}

const stepNamed = (title: string, name: string) => wizardSteps(service(title)).find((s) => s.name === name)!;

test('an unknown service says so', async ({ page }) => {
  const res = await page.goto('/Services/Pools');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
  await expect(page.getByText('Please check the URL or select a valid service.')).toBeVisible();
});

test('titles match case-insensitively and URL-decoded', async ({ page }) => {
  await page.goto('/Services/homesecurity');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get A Home Security Consultation');
  await page.goto('/services/%48VAC');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get An HVAC Consultation');
});

test('progress, Back and Next, one question per step in the spec order', async ({ page }) => {
  const roofing = service('Roofing');
  const steps = wizardSteps(roofing);
  await page.goto('/Services/Roofing');
  const progress = page.getByRole('progressbar');
  const fillWidth = () => page.getByTestId('progress-fill').evaluate((el) => (el as HTMLElement).style.width);
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  expect(await fillWidth()).toBe('0%');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await answer(page, steps[0]!, 'Repair');
  await expect(question(page, steps[1]!)).toBeVisible();
  const expected = Math.round((1 / (steps.length - 1)) * 100);
  await expect(progress).toHaveAttribute('aria-valuenow', String(expected));
  expect(await fillWidth()).toBe(`${expected}%`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(question(page, steps[0]!)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Repair' })).toBeChecked();
  // Next without an answer stays, with the message. (A reload keeps the answers; Start over clears them.)
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('radio', { name: 'Repair' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('This field is required.');
  await expect(question(page, steps[0]!)).toBeVisible();
});

test('a choice can be made with the keyboard, and Enter acts as Next', async ({ page }) => {
  const steps = wizardSteps(service('Fencing'));
  await page.goto('/Services/Fencing');
  await waitForWizard(page);
  await page.getByRole('radio', { name: 'Wood fence, install or replace' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Wood fence, repair' })).toBeChecked();
  // Arrowing through options does not move on by itself.
  await expect(question(page, steps[0]!)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(question(page, steps[1]!)).toBeVisible();
  await answer(page, steps[1]!, 'Ready to hire');
  await page.getByLabel(steps[2]!.label).selectOption('TX');
  await page.getByLabel(steps[2]!.label).press('Enter');
  await expect(question(page, steps[3]!)).toBeVisible();
  await page.getByLabel(steps[3]!.label).fill('75201');
  await page.getByLabel(steps[3]!.label).press('Enter');
  await expect(page.getByLabel(steps[4]!.label)).toHaveValue('Dallas');
});

test('ZIP: digits only, at most 5; unknown and other-state ZIPs are refused; the city is filled', async ({ page }) => {
  await page.goto('/Services/Flooring');
  await answerFirst(page, 'Flooring', 3); // floor type, status, state = CA
  const zip = page.getByLabel(stepNamed('Flooring', 'zipCode').label);
  await zip.pressSequentially('9a0-2 1 0 9 9');
  await expect(zip).toHaveValue('90210');
  await zip.fill('');
  await zip.pressSequentially('123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Zip code must be exactly 5 digits');
  await zip.fill('00000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid zip code (not US).');
  await zip.fill('10001');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid zip code for selected state.');
  await zip.fill('94103');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel(stepNamed('Flooring', 'city').label)).toHaveValue('San Francisco');
});

test('e-mail and phone: the spec messages, Validating..., digits only', async ({ page }) => {
  await page.goto('/Services/Siding');
  const siding = service('Siding');
  const steps = plan(siding);
  const emailAt = steps.findIndex(([s]) => s.name === 'email');
  for (const [step, value] of steps.slice(0, emailAt)) {
    if (step.name === 'city') await page.getByRole('button', { name: 'Next' }).click();
    else await answer(page, step, value);
  }
  const email = page.getByLabel(stepNamed('Siding', 'email').label);
  await email.fill('jane@');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email address');
  await email.fill('jane@no-such-domain-here.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email domain.');
  // A slow answer shows the indicator while the server checks.
  await page.route('**/api/email-domain*', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await email.fill(JANE.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Validating...')).toBeVisible();
  const phone = page.getByLabel(stepNamed('Siding', 'phone').label);
  await expect(phone).toBeVisible();
  await phone.pressSequentially('+1 (123) 555-0123 99');
  await expect(phone).toHaveValue('1123555012');
  await phone.fill('123555012');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Phone number must be exactly 10 digits');
  await phone.fill('1235550123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid US area code');
});

test('energy provider: hint, 300 ms debounced suggestions, and it must be one of them', async ({ page }) => {
  await page.goto('/Services/Solar');
  await answerFirst(page, 'Solar', 2);
  const step = stepNamed('Solar', 'answers.energyProvider');
  await expect(page.getByText('If not sure, type Other.')).toBeVisible();
  const input = page.getByRole('combobox', { name: step.label });
  await input.fill('Acme Power and Light');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a valid energy provider from the suggestions.');
  await input.fill('duke');
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(/^Duke Energy/);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(/^Duke Energy/);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(wizardSteps(service('Solar'))[3]!.label)).toBeVisible();
});

test('the move date picker starts at today', async ({ page }) => {
  await page.goto('/Services/Movers');
  await answerFirst(page, 'Movers', 4);
  const date = page.getByLabel(stepNamed('Movers', 'answers.moveDate').label);
  await expect(date).toHaveAttribute('min', isoDate(new Date()));
});

test('outside the US: the message at the second-to-last step and Submit stays disabled', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '81.2.69.142' } });
  const page = await context.newPage();
  await page.goto('/Services/HomeSecurity');
  const all = plan(service('HomeSecurity'));
  for (const [step, value] of all.slice(0, -2)) {
    if (step.name === 'city') await page.getByRole('button', { name: 'Next' }).click();
    else await answer(page, step, value);
  }
  await expect(page.getByText('This service is only for US citizens.')).toBeVisible();
  await answer(page, all.at(-2)![0], 'Need cameras at the front door.');
  await page.getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await context.close();
});

test('the consent text links to the partner companies and is what is sent', async ({ page }) => {
  await page.goto('/Services/Kitchen');
  await fillWizard(page, service('Kitchen'));
  const shown = await page.getByTestId('consent-text').innerText();
  await expect(page.getByRole('link', { name: 'partner companies' })).toHaveAttribute('href', '/PartnerCompanies');
  // While the lead is in flight the button says so and cannot be pressed again.
  await page.route('**/api/leads', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/ThankYou$/);
  const leads = await received(page);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.body.TcpaText).toBe(shown);
});

test('without a network or consent scripts configured, the lead is stored as not_configured', async ({ page }) => {
  await page.goto(`${PLAIN}/Services/Gutters`);
  await fillWizard(page, service('Gutters'), { answers: { gutterType: 'Gutter Protection' } });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  // After success the wizard starts empty again.
  await page.goto(`${PLAIN}/Services/Gutters`);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  const db = new Database(join(dataDir(), 'plain.db'), { readonly: true });
  const row = db.prepare('SELECT status, payload FROM leads ORDER BY created_at DESC LIMIT 1').get() as { status: string; payload: string };
  db.close();
  expect(row.status).toBe('not_configured');
  expect(JSON.parse(row.payload)).toMatchObject({ category: 22, Guttertype: 6, xxTrustedFormCertUrl: '', universalLeadid: '' });
});

test('a browser sending Global Privacy Control is told before submitting, and the signal is recorded', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'sec-gpc': '1' } });
  // The browser's own signal, as a GPC-enabled browser exposes it.
  await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  const page = await context.newPage();
  await page.goto(`${PLAIN}/Services/Fencing`);
  await fillWizard(page, service('Fencing'));
  await expect(page.getByTestId('gpc-notice')).toContainText('Global Privacy Control');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  const db = new Database(join(dataDir(), 'plain.db'), { readonly: true });
  const row = db
    .prepare('SELECT c.gpc_signal FROM consent_records c JOIN leads l ON l.id = c.lead_id ORDER BY l.created_at DESC LIMIT 1')
    .get() as { gpc_signal: number };
  db.close();
  expect(row.gpc_signal).toBe(1);
  await context.close();
});
