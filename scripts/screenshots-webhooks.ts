// `npm run screenshots:webhooks`: the console's Webhooks page at phone (390 px) and desktop (1280 px) widths
// into docs/screenshots/admin-webhooks-*.png. Its own server on a free port with a fresh database and a real
// receiver on loopback (one endpoint answering 200, one answering 500), filled the real way: endpoints added
// in the page itself, a lead through the lead API, a contact message through the contact API. Run
// `npm run build` first (BUILD_OUT_DIR serves another build).
import type { Page } from '@playwright/test';
import { findServiceByTitle } from '../domain/catalogue.ts';
import { validLead } from '../tests/support/lead-fixtures.ts';
import { WebhookReceiver } from '../tests/support/webhook-receiver.ts';
import { OUT, pageAt, SCREENS, shooter, signInToConsole, startScreenshotSite } from './screenshot-site.ts';

const ADMIN = { email: 'owner@example.com', password: 'screenshots-admin-pass' };
const good = await new WebhookReceiver().start();
const failing = await new WebhookReceiver().start();
failing.script = { then: 500 };
const site = await startScreenshotSite('webhooks', {
  network: true,
  env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '300', BUYER_SECRET_KEY: 'screenshots-buyer-secret-key-0123456789' },
});
const { base: BASE, browser } = site;
site.addOperator(ADMIN, 'admin');

const signIn = (page: Page) => signInToConsole(page, BASE, ADMIN);

async function addEndpoint(page: Page, url: string, description: string, events: string[]) {
  await page.getByLabel('Endpoint URL').fill(url);
  await page.getByLabel('Description (optional)').fill(description);
  for (const label of events) await page.getByRole('checkbox', { name: label }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByRole('heading', { name: 'Copy the signing secret now' }).waitFor();
}

const shoot = shooter('admin-webhooks-');

const setup = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const first = await setup.newPage();
await signIn(first);
await first.goto(`${BASE}/admin/webhooks`);
await addEndpoint(first, `${good.url}/crm`, 'CRM (HubSpot workflow)', ['New contact message', 'Lead sold to a buyer']);
await first.getByRole('button', { name: 'I have saved it' }).click();
await addEndpoint(first, `${failing.url}/sheet`, 'Google Sheet through Zapier', ['New contact message']);
await first.getByRole('button', { name: 'I have saved it' }).click();
await setup.close();

await site.post('/api/leads', validLead(findServiceByTitle('Solar')!));
await site.post('/api/contact', {
  name: 'Karen Holt',
  email: 'karen.holt@gmail.com',
  subject: 'Do you cover Pasadena?',
  message: 'I want quotes for a new roof.',
});
// The failing endpoint uses up a few retries, so its messages show them.
await new Promise((r) => setTimeout(r, 2500));

for (const screen of SCREENS) {
  const { tag } = screen;
  const page = await pageAt(browser, screen);
  await signIn(page);
  await page.getByRole('link', { name: 'Webhooks' }).filter({ visible: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
  await page.getByText('2 endpoints').waitFor();
  await shoot(page, `list-${tag}`, tag === 'phone' ? 3 : undefined);

  const sheet = page.getByRole('article', { name: /\/sheet$/ });
  await sheet.getByRole('button', { name: 'Messages' }).click();
  await sheet.getByRole('listitem').getByText('Failed, will retry').first().waitFor();
  const crm = page.getByRole('article', { name: /\/crm$/ });
  await crm.getByRole('button', { name: 'Send test event' }).click();
  await crm.getByText('Test event').first().waitFor();
  await crm.getByRole('listitem').getByText('Delivered', { exact: true }).first().waitFor();
  await shoot(page, `messages-${tag}`, tag === 'phone' ? 4 : 2);

  await crm.getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('dialog').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('heading', { name: 'Copy the new signing secret now' }).waitFor();
  // The endpoint itself, where the new secret is shown.
  await page.waitForTimeout(300);
  await crm.screenshot({ path: `${OUT}/admin-webhooks-rotated-${tag}.png` });
  await page.context().close();
}

await site.close();
await good.stop();
await failing.stop();
console.log(`webhook screenshots in ${OUT}/admin-webhooks-*.png`);
