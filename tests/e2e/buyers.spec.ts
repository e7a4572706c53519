// The console's Buyers page in real Chromium: an admin adds a ping-post buyer with a header, tests its ping
// against a real fake buyer on loopback (which receives the header; the page shows the answer and its
// time), edits it keeping the header, is refused an unlisted name with the reason, makes a return key and
// pauses the buyer; the page and the form fit a phone. On a server of its own (its own database, private
// targets allowed, a BUYER_SECRET_KEY), so the buyers it makes never take the shared e2e servers' leads.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeBidder } from '../support/fake-bidder.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { DNS_PORT, STATIC_DIR } from './servers.ts';
import { expect, expectAxeClean, type Page, test } from './test.ts';

const ADMIN = { email: 'buyers.admin@e2e.test', password: 'buyers admin pass phrase' };
/** The shipped partner companies list: a buyer is activated only under one of its names. */
const PARTNERS = JSON.parse(readFileSync(new URL('../../config/partner-companies.json', import.meta.url), 'utf8')) as string[];
const LISTED = PARTNERS[0]!;
const API_KEY = 'sk_live_e2e_4f3e2d1c';

// The phone test opens the buyer the first test made.
test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
let dataDir: string;
const bidder = new FakeBidder();

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-buyers-'));
  const DATABASE_URL = join(dataDir, 'buyers.db');
  await bidder.start();
  server = await startServer(
    {
      DATABASE_URL,
      DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
      STATIC_DIR,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      BUYER_SECRET_KEY: 'e2e-buyer-secret-key-0123456789abcdef',
    },
    { timeoutMs: 60_000, logFile: 'test-results/server-buyers.log' },
  );
  execFileSync('npm', ['run', '--silent', 'operator', '--', 'add', '--email', ADMIN.email, '--role', 'admin'], {
    input: `${ADMIN.password}\n`,
    env: { ...process.env, DATABASE_URL },
  });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await server?.exited;
  await bidder.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test('an admin adds, tests, edits, keys and pauses a buyer', async ({ page }) => {
  // A long walk through the page, with four accessibility scans, on a shared machine.
  test.setTimeout(180_000);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Buyers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buyers' })).toBeVisible();
  await expect(page.getByText('No buyers yet.')).toBeVisible();
  await expectAxeClean(page, 'buyers (empty)');

  await page.getByRole('link', { name: 'Add buyer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add buyer' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(LISTED);
  await page.getByLabel('Active: it takes leads now').check();
  await page.getByLabel('Ping URL').fill(bidder.url);
  await page.getByLabel('Post URL').fill('http://127.0.0.1:9/post');
  await page.getByLabel('Minimum bid ($)').fill('5');
  await page.getByLabel('Ping answer deadline (milliseconds)').fill('900');
  await page.getByRole('button', { name: 'Add header' }).click();
  await page.getByLabel('Header 1 name').fill('X-Api-Key');
  await page.getByLabel('Header 1 value').fill(API_KEY);
  await page.getByLabel('Roofing', { exact: true }).check();
  await page.getByLabel('States', { exact: true }).fill('NY, NJ');
  await page.getByLabel('Leads a day', { exact: true }).fill('10');
  await expectAxeClean(page, 'buyer form (new)');
  await page.getByRole('button', { name: 'Create buyer' }).click();

  // The buyer's page: active, its header masked, never shown whole.
  await expect(page.getByRole('heading', { level: 1, name: LISTED })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Header 1 value')).toHaveValue('');
  await expect(page.getByText('Stored value ••••2d1c; leave blank to keep it.')).toBeVisible();
  expect(await page.content()).not.toContain(API_KEY);

  // Test: the fake buyer receives the ping with the header; the page shows its answer and time.
  bidder.received.length = 0;
  bidder.answer = { status: 200, body: { accepted: true, bid: 12.5, token: 'tok-e2e' }, delayMs: 120 };
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  const result = page.getByTestId('test-result');
  await expect(result).toContainText(/HTTP 200 in \d+ ms · bid \$12\.50/);
  await expect(result).toContainText('"token":"tok-e2e"');
  const ms = Number(/in (\d+) ms/.exec((await result.textContent()) ?? '')![1]);
  expect(ms).toBeGreaterThanOrEqual(120);
  expect(bidder.received).toHaveLength(1);
  expect(bidder.received[0]!.headers['x-api-key']).toBe(API_KEY);
  expect(bidder.received[0]!.body).toMatchObject({ service: 'Roofing' });
  await expectAxeClean(page, 'buyer page');

  // Edit: the header left blank is kept (the next test sends it again).
  await page.getByLabel('Priority', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${LISTED}` })).toBeVisible();
  await expect(page.getByLabel('Priority', { exact: true })).toHaveValue('7');
  bidder.received.length = 0;
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await expect.poll(() => bidder.received.length).toBe(1);
  expect(bidder.received[0]!.headers['x-api-key']).toBe(API_KEY);

  // A name off the partner list is refused, with the reason, and the focus goes to it.
  await page.getByLabel('Name', { exact: true }).fill('Zebulon Quartz Roofing Unlisted LLC');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'The buyer was not saved' });
  await expect(summary).toContainText('is not on the partner companies list');
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: LISTED })).toBeVisible();

  // A return key, shown once.
  await page.getByRole('button', { name: 'Create return key' }).click();
  const key = page.getByLabel('Shown once: copy it now and give it to the buyer');
  await expect(key).toHaveValue(/^bk_[A-Za-z0-9_-]{43}$/);
  await page.reload();
  await expect(page.getByText('It has one; a new key replaces it at once.')).toBeVisible();
  await expect(page.getByLabel('Shown once: copy it now and give it to the buyer')).toHaveCount(0);

  // The list: one active buyer, paused from there.
  await page.getByRole('link', { name: '← Buyers' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 buyer, 1 active.' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('Ping-post');
  await expect(table.getByRole('row').nth(1)).toContainText('Bids, at least $5.00');
  await expect(table.getByRole('row').nth(1)).toContainText('10 leads a day');
  await table.getByRole('button', { name: `Pause ${LISTED}` }).click();
  await expect(table.getByText('Paused', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 buyer, 0 active.' })).toBeVisible();
  await expectAxeClean(page, 'buyers');
});

test('the list and the form fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto(`${server.url}/admin/buyers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Buyers' })).toBeVisible();
  await expect(page.getByRole('list').getByRole('link', { name: LISTED })).toBeVisible();
  await noSideScroll(page, 390);
  await page.getByRole('list').getByRole('link', { name: LISTED }).click();
  await expect(page.getByRole('heading', { level: 1, name: LISTED })).toBeVisible();
  await noSideScroll(page, 390);
  await page.goto(`${server.url}/admin/buyers/new`);
  await page.getByLabel('Miles around a ZIP code').check();
  await page.getByLabel('Any day, any time').uncheck();
  await expect(page.getByLabel('Wednesday')).toBeVisible();
  await noSideScroll(page, 390);
  await expectAxeClean(page, 'buyer form (phone)');
});
