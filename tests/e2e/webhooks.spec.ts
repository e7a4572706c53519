// The console's Webhooks page in real Chromium against the main e2e server and a real receiver on loopback:
// an admin adds an endpoint, copies the secret shown once, sends a test event whose signature the Standard
// Webhooks reference library verifies with that secret, reads the attempt, resends it, rotates the secret
// (both sign), and removes the endpoint; a viewer has no Webhooks page; keyboard, phone width and axe.
import { WebhookReceiver } from '#tests/support/webhook-receiver.ts';
import { addOperator, signIn } from './console-driver.ts';
import { expect, expectAxeClean, test } from './test.ts';

const ADMIN = { email: 'hooks.admin@e2e.test', password: 'webhook admin pass 2026' };
const VIEWER = { email: 'hooks.viewer@e2e.test', password: 'webhook viewer pass 2026' };
const receiver = new WebhookReceiver();

test.beforeAll(async () => {
  addOperator(ADMIN, 'admin');
  addOperator(VIEWER, 'viewer');
  await receiver.start();
});

test.afterAll(async () => {
  await receiver.stop();
});

test('an admin adds an endpoint, sends a signed test event, resends it, rotates the secret and removes it', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

  await page.getByLabel('Endpoint URL').fill('not a url');
  await page.getByRole('checkbox', { name: /New lead/ }).uncheck();
  await page.getByRole('checkbox', { name: /New contact message/ }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText('Use an http:// or https:// URL.').first()).toBeVisible();

  const url = `${receiver.url}/e2e`;
  await page.getByLabel('Endpoint URL').fill(url);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const shown = page.getByRole('heading', { name: 'Copy the signing secret now' });
  await expect(shown).toBeFocused();
  const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{40,}=*$/);
  await expectAxeClean(page, 'the Webhooks page with a new secret');
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  expect(await page.content()).not.toContain(secret.slice(6));

  const endpoint = page.getByRole('article', { name: url });
  await expect(endpoint.getByText('New contact message', { exact: false })).toBeVisible();
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect.poll(() => receiver.received.length).toBe(1);
  const first = receiver.received[0]!;
  expect(WebhookReceiver.verify(secret, first).type).toBe('webhook.test');

  // A test event opens the endpoint's messages, where its answer shows.
  await expect(endpoint.getByRole('button', { name: 'Hide messages' })).toBeVisible();
  const message = endpoint.getByRole('listitem').filter({ hasText: first.id });
  await expect(message.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(message.getByText('Answer: 200')).toBeVisible();
  await message.getByRole('button', { name: 'Resend' }).click();
  await expect.poll(() => receiver.received.length).toBe(2);
  expect(receiver.received[1]!.id).toBe(first.id);
  await expect(message.getByText('Resent by an operator')).toBeVisible();
  await message.getByRole('button', { name: 'Show what was sent' }).click();
  await expect(message.getByText('"type": "webhook.test"')).toBeVisible();

  await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
  await expect(page.getByRole('heading', { name: 'Copy the new signing secret now' })).toBeFocused();
  const rotated = await endpoint.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(rotated).not.toBe(secret);
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect.poll(() => receiver.received.length).toBe(3);
  const third = receiver.received[2]!;
  expect(WebhookReceiver.verify(rotated, third).type).toBe('webhook.test');
  expect(WebhookReceiver.verify(secret, third).type).toBe('webhook.test');

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, 'the Webhooks page with messages, at phone width');
  await endpoint.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove endpoint' }).click();
  await expect(page.getByRole('article', { name: url })).toHaveCount(0);
});

test('a viewer has no Webhooks page', async ({ page }) => {
  await signIn(page, VIEWER);
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  await page.goto('/admin/webhooks');
  await expect(page.getByRole('alert')).toHaveText('Only admins manage webhooks.');
});
