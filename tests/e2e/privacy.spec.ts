// Privacy rights in real Chromium against the e2e servers (docs/compliance.md): the footer link
// on every page, /DoNotSell with and without Sec-GPC: 1 (and the consent step), the California request
// form, /StopContact, and a request handled to completion in the operator console, once the requester has
// proved the e-mail by the link mailed to it (the main site's mail goes to the sink global-setup.ts runs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReceivedMail } from '../support/smtp-sink.ts';
import { confirmationToken } from '../support/smtp-sink.ts';
import { addOperator, signIn } from './console-driver.ts';
import { dataDir } from './servers.ts';
import { expect, expectAxeClean, test } from './test.ts';
import { fillWizard, service } from './wizard-driver.ts';

const DO_NOT_SELL = 'Do Not Sell or Share My Personal Information';
const HONORED = 'Opt-out preference signal honored';
const ADMIN = { email: 'privacy.admin@e2e.test', password: 'privacy admin pass 2026' };

/** The mails the main site sent to this address so far. */
function mailsTo(address: string): ReceivedMail[] {
  const dir = join(dataDir(), 'mail');
  return readdirSync(dir)
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ReceivedMail)
    .filter((m) => m.to.includes(address));
}

/** A person of this run: letters only in the name, a fresh e-mail. */
function person() {
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return { name: `Rosa Delgado${tag}`, email: `rosa.${tag}@gmail.com` };
}

test('every page links Do Not Sell or Share and Stop Contact in its footer', async ({ page }) => {
  for (const path of ['/', '/Services', '/Services/Solar', '/About', '/Contact', '/PrivacyPolicy', '/NoSuchPage']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: DO_NOT_SELL }), path).toHaveAttribute('href', '/DoNotSell');
    await expect(footer.getByRole('link', { name: 'Stop Calls and Texts' }), path).toHaveAttribute('href', '/StopContact');
  }
  await page.getByRole('contentinfo').getByRole('link', { name: DO_NOT_SELL }).click();
  await expect(page).toHaveURL(/\/DoNotSell$/);
  await expect(page.getByRole('heading', { level: 1, name: DO_NOT_SELL })).toBeVisible();
});

test('/DoNotSell without Global Privacy Control: no signal notice; the opt-out form gives a reference', async ({ page }) => {
  await page.goto('/DoNotSell');
  await expect(page.locator('form[data-ready]')).toBeVisible();
  await expect(page.getByText(HONORED)).toHaveCount(0);
  await expectAxeClean(page, '/DoNotSell');
  await page.getByRole('button', { name: 'Opt Out' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  const p = person();
  await page.getByLabel('Your name').fill(p.name);
  await page.getByLabel('Email address').fill(p.email);
  await page.getByLabel('Phone number (optional)').fill('(310) 555-0177');
  await page.getByRole('button', { name: 'Opt Out' }).click();
  await expect(page.getByTestId('privacy-receipt')).toContainText(/Your reference number is PR-[2-9A-Z]{4}-[2-9A-Z]{4}/);
  await expect(page.getByTestId('privacy-receipt')).toContainText('Your opt-out is recorded and in effect');
});

test.describe('with Sec-GPC: 1', () => {
  test.use({ extraHTTPHeaders: { 'sec-gpc': '1' } });

  test('/DoNotSell and the consent step say the signal is honored (the header, not a script, is what counts)', async ({ page }) => {
    // No navigator.globalPrivacyControl here: only the request header says it, as in a browser that does
    // not expose the signal to scripts.
    await page.goto('/DoNotSell');
    await expect(page.getByTestId('gpc-honored')).toContainText(HONORED);
    await expectAxeClean(page, '/DoNotSell with GPC');

    await page.goto('/Services/Movers');
    await fillWizard(page, service('Movers'));
    await expect(page.getByTestId('gpc-honored')).toContainText(HONORED);
    // The consent wording fits the service, and links to Stop Contact.
    await expect(page.getByTestId('consent-text')).toContainText('moving services for my move');
    await expect(page.getByTestId('consent-text').getByRole('link', { name: 'Stop Contact' })).toHaveAttribute('href', '/StopContact');
  });
});

test('/StopContact revokes consent by phone and gives a reference', async ({ page }) => {
  await page.goto('/StopContact');
  await expect(page.locator('form[data-ready]')).toBeVisible();
  await expectAxeClean(page, '/StopContact');
  await page.getByRole('button', { name: 'Stop Contacting Me' }).click();
  await expect(page.getByText('Enter your phone number, your email address, or both.')).toBeVisible();
  await page.getByLabel('Phone number').fill('310-555-0166');
  await page.getByRole('button', { name: 'Stop Contacting Me' }).click();
  await expect(page.getByTestId('privacy-receipt')).toContainText(/PR-[2-9A-Z]{4}-[2-9A-Z]{4}/);
  await expect(page.getByTestId('privacy-receipt')).toContainText('Your consent to calls and texts is revoked');
});

test('a request from the California notice is handled to completion in the console', async ({ page }) => {
  addOperator(ADMIN);
  const p = person();

  await page.goto('/CaliforniaPolicy#exercise-rights');
  const form = page.getByRole('form', { name: 'California privacy request' });
  await expect(page.locator('form[data-ready]')).toBeVisible();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText('Please choose what you would like us to do')).toBeVisible();
  await form.getByLabel('Delete my information').check();
  await form.getByLabel('Your name').fill(p.name);
  await form.getByLabel('Email address').fill(p.email);
  await form.getByLabel('Details (optional)').fill('Please delete my quote request.');
  await form.getByLabel('I am an authorized agent').check();
  await form.getByLabel("Agent's name").fill('Privacy Helpers LLC');
  await form.getByRole('button', { name: 'Send Request' }).click();
  const receipt = page.getByTestId('privacy-receipt');
  await expect(receipt).toContainText(/PR-[2-9A-Z]{4}-[2-9A-Z]{4}/);
  await expect(receipt).toContainText('confirm receipt within 10 business days and answer within 45 days');
  await expect(page.getByTestId('confirm-email-step')).toContainText('Please check your e-mail: we sent a link to the address you gave.');
  const reference = /PR-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec((await receipt.textContent()) ?? '')![0];

  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  await expect(page.getByTestId('mail-status')).toContainText('Mail is on');
  const row = page.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toContainText('Delete my information');
  await expect(row).toContainText('Confirm by');
  await expect(row).toContainText('agent Privacy Helpers LLC');
  await expect(row).toContainText('e-mail not yet proven');
  await expectAxeClean(page, 'console privacy queue');
  await row.getByRole('link', { name: reference }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Request ${reference}` })).toBeVisible();
  await expect(page.getByText('Please delete my quote request.')).toBeVisible();
  // Until the requester proves the e-mail, nothing can be downloaded or deleted.
  await expect(page.getByTestId('proof-needed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete personal data' })).toBeDisabled();
  await expect(page.getByRole('link', { name: /Download/ })).toHaveCount(0);

  // The requester's mail: fixed wording, none of what they typed, and the link to confirm.
  await expect.poll(() => mailsTo(p.email).length).toBe(1);
  const mail = mailsTo(p.email)[0]!;
  expect(mail.subject).toBe(`We received your privacy request ${reference}`);
  expect(mail.data).not.toMatch(/Rosa|Delgado|Please delete my quote request|Privacy Helpers/);
  const visitor = await page.context().newPage();
  await visitor.goto(`/ConfirmPrivacyRequest?token=${confirmationToken(mail)}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Confirm your privacy request' })).toBeVisible();
  await expect(visitor.getByText(reference)).toBeVisible();
  await expectAxeClean(visitor, 'privacy request confirmation page');
  await visitor.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Request confirmed' })).toBeVisible();
  await expect(visitor.getByRole('status')).toContainText(`Your request ${reference} is confirmed`);
  await visitor.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Request ${reference}` })).toBeVisible();
  await expect(page.getByTestId('proof-needed')).toHaveCount(0);
  await expect(page.getByText(/Yes, by the mailed link/)).toBeVisible();
  await page.getByRole('button', { name: 'Mark confirmed' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete personal data' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete personal data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Consent records are kept' })).toBeVisible();
  await page.getByLabel('How it was answered').fill('Deleted the personal data; told the agent by e-mail.');
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Deleted the personal data; told the agent by e-mail.')).toBeVisible();
  await expectAxeClean(page, 'console privacy request');

  await page.getByRole('link', { name: '← Privacy requests' }).click();
  const closed = page.getByRole('listitem').filter({ hasText: reference });
  await expect(closed).toContainText('Completed');
  await expect(closed).toContainText('Closed');

  // Each step is in the audit log, under the operator's name.
  const audit = (await (await page.request.get('/api/admin/audit')).json()) as {
    entries: { actor: string; action: string; target: string; detail: string }[];
  };
  const steps = audit.entries.filter((e) => e.target === reference).map((e) => [e.actor, e.action]);
  expect(steps).toEqual(
    expect.arrayContaining([
      [ADMIN.email, 'privacy-view'],
      [ADMIN.email, 'privacy-erase'],
      [ADMIN.email, 'privacy-status'],
    ]),
  );
  expect(
    audit.entries.find((e) => e.target === reference && e.action === 'privacy-status' && e.detail.startsWith('completed'))?.detail,
  ).toBe('completed: Deleted the personal data; told the agent by e-mail.');
});

test('the console privacy queue comes a page at a time, with Load more', async ({ page }) => {
  addOperator(ADMIN);
  // More requests than one page holds (50): revocations, closed on receipt.
  for (let i = 0; i < 52; i++) {
    const r = await page.request.post('/api/stop-contact', { data: { phone: `310555${String(1000 + i)}` } });
    expect(r.status()).toBe(201);
  }
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  const items = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^PR-/ }) });
  await expect(items).toHaveCount(50);
  await expect(page.getByText(/^50 of \d+ shown, more below\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => items.count()).toBeGreaterThan(50);
  const total = Number(/of (\d+) shown/.exec((await page.getByText(/of \d+ shown/).textContent()) ?? '')![1]);
  await expect(items).toHaveCount(Math.min(total, 100));
});
