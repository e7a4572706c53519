// The operator console in real Chromium against the e2e servers: operators made with the real CLI, a lead
// submitted through the wizard and rejected by the fake network, found, opened, resent and exported; the
// viewer's masked view; the sign-in limit; keyboard focus, phones and axe on every page; and proof that
// no public page downloads any of the console's code.
import { readFileSync } from 'node:fs';
import { parseCsv } from '#tests/support/csv.ts';
import { addOperator, signIn } from './console-driver.ts';
import { expect, expectAxeClean, type Page, test } from './test.ts';
import { fillWizard, JANE, received, resetNetwork, service, setNetwork } from './wizard-driver.ts';

const ADMIN = { email: 'ops.admin@e2e.test', password: 'correct horse battery staple' };
const VIEWER = { email: 'ops.viewer@e2e.test', password: 'viewer pass phrase 2026' };

/** Letters only (names are validated as names), different on every run. */
const suffix = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Submits a Roofing lead through the wizard, as a visitor would, while the network rejects it. */
async function submitRejectedLead(page: Page, lastName: string, email: string) {
  await setNetwork(page, { kind: 'reject', status: 200, body: { error: 'Lead rejected: duplicate phone number' } });
  await page.goto('/Services/Roofing');
  await fillWizard(page, service('Roofing'), { lastName, email, answers: { roofMaterial: 'Metal' } });
  await page.getByRole('button', { name: 'Submit' }).click();
  // The visitor reads a plain sentence; the network's own words are the console's (below).
  await expect(page.getByRole('alert')).toHaveText(
    'We already received a recent request with this phone number or email, so local pros have your details and will contact you. You do not need to send it again.',
  );
  await setNetwork(page, { kind: 'accept' });
}

test.beforeAll(() => {
  addOperator(ADMIN, 'admin');
  addOperator(VIEWER, 'viewer');
});

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

test.describe('its own bundle', () => {
  test('the home page and a wizard download none of the console, and /admin is served noindex with the site headers', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(new URL(r.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/Services/Solar');
    await page.locator('form[data-ready]').waitFor();
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '$200-$300', exact: true }) })
      .click();
    await expect(page.getByText('How much sun does your roof get?')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = urls.filter((u) => u.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(urls.filter((u) => u.includes('admin'))).toEqual([]);

    // The console itself does load the admin-* files (so the check above looks for the right names).
    urls.length = 0;
    const res = await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(urls.some((u) => /^\/assets\/admin-.*\.js$/.test(u))).toBe(true);
    expect(res!.headers()['x-robots-tag']).toContain('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const home = await page.request.get('/');
    for (const header of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
      expect(res!.headers()[header], header).toBe(home.headers()[header]);
    }
    // A deep link gets the same shell, so a reload on any console page works.
    const deep = await page.request.get('/admin/leads?status=failed');
    expect(deep.status()).toBe(200);
    expect(deep.headers()['x-robots-tag']).toContain('noindex');
  });
});

test.describe('admin', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.1' } });

  test('finds the wizard lead, sees its attempts, resends it, exports it as CSV and signs out', async ({ page }) => {
    test.setTimeout(120_000);
    const lastName = `Console${suffix()}`;
    const email = `ada.${lastName.toLowerCase()}@gmail.com`;
    await submitRejectedLead(page, lastName, email);

    await page.goto('/admin');
    await expectAxeClean(page, 'sign-in');
    await signIn(page, ADMIN);
    await expect(page.getByText('Leads received')).toBeVisible();
    await expectAxeClean(page, 'dashboard');

    // Route changes move the focus to the new page's heading.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Leads' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeFocused();

    await page.getByLabel('Search').fill(lastName);
    await page.getByLabel('Status').selectOption('rejected');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${lastName}&status=rejected$`));
    const row = page.getByRole('row').filter({ hasText: `Jane ${lastName}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell')).toContainText(['Roofing', 'Beverly Hills, CA', 'Rejected']);
    await expect(row.getByRole('cell').last()).toHaveText('1');
    await expectAxeClean(page, 'leads');

    // The filtered view survives a reload (the filters live in the address).
    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue(lastName);
    await expect(page.getByRole('row').filter({ hasText: `Jane ${lastName}` })).toHaveCount(1);

    await page.getByRole('link', { name: `Jane ${lastName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Jane ${lastName}` })).toBeFocused();
    const answers = page.getByRole('region', { name: 'Answers' });
    await expect(answers).toContainText('What kind of roof or roofing work do you need?');
    await expect(answers).toContainText('Metal');
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(contact).toContainText(JANE.streetAddress);
    await expect(page.getByRole('region', { name: 'Consent record' })).toContainText('express written consent');
    const attempts = page.getByRole('region', { name: /Delivery attempts/ });
    await expect(attempts.getByRole('heading')).toHaveText('Delivery attempts (1)');
    await expect(attempts).toContainText('Rejected');
    await expect(attempts).toContainText('First delivery');
    await attempts.getByText("The network's answer").click();
    await expect(attempts).toContainText('duplicate phone number');
    await expect(page.getByRole('region', { name: 'Payload as sent' })).toContainText(`"lastName": "${lastName}"`);
    await expectAxeClean(page, 'lead');

    // Resend the rejected lead: the network now accepts it, with the first attempt's Idempotency-Key.
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Resend queued.' })).toBeVisible();
    await expect(attempts.getByRole('heading')).toHaveText('Delivery attempts (2)', { timeout: 20_000 });
    await expect(attempts.getByRole('listitem').nth(1)).toContainText('Resent by an operator');
    await expect(attempts.getByRole('listitem').nth(1)).toContainText('Delivered');
    const sent = (await received(page)).filter((r) => r.body.lastName === lastName);
    expect(sent.map((r) => r.answered)).toEqual(['reject', 'accept']);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);

    // A delivered lead asks first; Cancel sends nothing, Send again sends it once more.
    await page.getByRole('button', { name: 'Resend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a delivered lead again?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Resend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send again' }).click();
    await expect(attempts.getByRole('heading')).toHaveText('Delivery attempts (3)', { timeout: 20_000 });
    expect((await received(page)).filter((r) => r.body.lastName === lastName)).toHaveLength(3);

    // Back to the same filtered view, then export it.
    await page.getByRole('link', { name: '← All leads' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${lastName}&status=rejected$`));
    // Bulk resend asks the server which leads of the view did not reach a buyer before anything is sent:
    // none here (a rejected lead reached buyers, who said no).
    await page.getByRole('button', { name: 'Resend leads that did not reach a buyer…' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Every lead in this view reached a buyer or was held back: there is nothing to resend.' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${lastName}$`));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8')).filter((r) => r.some(Boolean));
    expect(header!.slice(0, 26)).toEqual([
      'id',
      'created_at',
      'service',
      'status',
      'source',
      'host',
      'aff_id',
      'transaction_id',
      'sub_aff_id',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'fbclid',
      'first_name',
      'last_name',
      'email',
      'phone',
      'address',
      'city',
      'state',
      'zip',
      'attempts',
      'network_error',
    ]);
    expect(rows).toHaveLength(1);
    const cell = (name: string) => rows[0]![header!.indexOf(name)];
    expect(cell('service')).toBe('Roofing');
    expect(cell('status')).toBe('delivered');
    expect(cell('first_name')).toBe('Jane');
    expect(cell('last_name')).toBe(lastName);
    expect(cell('email')).toBe(email);
    expect(cell('city')).toBe('Beverly Hills');
    expect(cell('attempts')).toBe('3');
    expect(cell('reference')).toMatch(/^L-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(cell('What kind of roof or roofing work do you need?')).toBe('Metal');

    // The audit log shows what this admin did.
    await page.getByRole('link', { name: 'Audit log' }).click();
    const log = page.getByRole('table', { name: 'Audit log, newest first' });
    for (const action of ['Signed in', 'Viewed a lead', 'Resent a lead', 'Exported CSV']) {
      await expect(log.getByRole('row').filter({ hasText: ADMIN.email }).filter({ hasText: action }).first()).toBeVisible();
    }
    await expectAxeClean(page, 'audit');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    expect((await page.request.get('/api/admin/me')).status()).toBe(401);
    await page.goto('/admin/leads');
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('answers contact messages: read and answered state, and a reply link', async ({ page }) => {
    const subject = `Question ${suffix()}`;
    const posted = await page.request.post('/api/contact', {
      data: { name: 'Sam Visitor', email: 'sam.visitor@gmail.com', subject, message: 'Do you cover Pasadena?\nThanks.' },
    });
    expect(posted.status()).toBe(201);
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Messages' }).click();
    const message = page.getByRole('article', { name: subject });
    await expect(message).toContainText('New');
    await expect(message).toContainText('Do you cover Pasadena?');
    await expect(message.getByRole('link', { name: /Reply by e-mail/ })).toHaveAttribute(
      'href',
      `mailto:sam.visitor@gmail.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await message.getByRole('button', { name: 'Mark read' }).click();
    await expect(message).toContainText('Read');
    await message.getByRole('button', { name: 'Mark answered' }).click();
    await expect(message).toContainText('Answered');
    await expect(message.getByRole('button', { name: 'Mark answered' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article', { name: subject })).toContainText('Answered');
    await expectAxeClean(page, 'messages');
  });

  test('a session that ends anywhere brings back the sign-in page', async ({ page, context }) => {
    await signIn(page, ADMIN);
    await context.clearCookies();
    await page.getByRole('link', { name: 'Leads' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('You are signed out. Sign in to continue.')).toBeVisible();
    // Signing in again lands on the page that was asked for.
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  });

  test('on a phone the leads list is stacked cards and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const lastName = `Phone${suffix()}`;
    await submitRejectedLead(page, lastName, `ph.${lastName.toLowerCase()}@gmail.com`);
    await signIn(page, ADMIN);
    await page.goto(`/admin/leads?q=${lastName}`);
    await expect(page.getByRole('listitem').filter({ hasText: `Jane ${lastName}` })).toContainText('Rejected');
    await expect(page.getByRole('table')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page, 'leads (phone)');
    await page.getByRole('link', { name: `Jane ${lastName}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Jane ${lastName}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page, 'lead (phone)');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page, 'audit (phone)');
  });
});

test.describe('viewer', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.2' } });

  test('sees leads with personal data masked, and no export, resend or audit log', async ({ page }) => {
    const lastName = `Masked${suffix()}`;
    const email = `viv.${lastName.toLowerCase()}@gmail.com`;
    await submitRejectedLead(page, lastName, email);
    await signIn(page, VIEWER);
    await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    // A viewer searches by what is shown or by a whole value (the start of a masked one finds nothing).
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    // The masks the API document gives: last name's first letter, j***@example.com, ***-***-1234.
    const row = page.getByRole('row').filter({ hasText: `Jane ${lastName[0]}.` });
    await expect(row).toHaveCount(1);
    await expect(page.getByText(lastName)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Resend leads that did not reach a buyer/ })).toHaveCount(0);
    await expectAxeClean(page, 'leads (viewer)');

    await row.getByRole('link').click();
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact).toContainText(`v***@gmail.com`);
    await expect(contact).toContainText('***-***-0123');
    await expect(contact).not.toContainText(email);
    await expect(contact).not.toContainText(JANE.streetAddress);
    // Nor the visitor's own words or the consent certificate.
    await expect(page.getByRole('region', { name: 'Answers' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payload as sent' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Consent record' })).not.toContainText('Certificate');
    await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);
    await expectAxeClean(page, 'lead (viewer)');

    await page.goto('/admin/audit');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect((await page.request.get('/api/admin/leads.csv')).status()).toBe(403);
  });
});

test.describe('sign-in limit', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.3' } });

  test('wrong passwords are refused, then the limit message says when to try again', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/admin');
    await page.getByLabel('Email').fill('guessed.account@e2e.test');
    const alert = page.getByRole('alert');
    let limited = false;
    for (let i = 0; i < 12 && !limited; i++) {
      await page.getByLabel('Password').fill(`wrong guess number ${i}`);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/session'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      const status = (await answer).status();
      if (status === 401) await expect(alert).toHaveText('Wrong email or password.');
      else {
        expect(status).toBe(429);
        limited = true;
      }
    }
    expect(limited).toBe(true);
    await expect(alert).toHaveText(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    await expectAxeClean(page, 'sign-in with an error');
  });
});
