// `npm run screenshots:buyers`: photographs the console's Buyers page, a buyer's page after a test ping,
// and the new-buyer form at phone (390 px) and desktop (1280 px) widths into docs/screenshots/buyers-*.png.
// Its own server on a free port (private targets allowed, a BUYER_SECRET_KEY), buyers made through the API
// as an admin script would, and a fake ping-post buyer on loopback answering the test. Run `npm run build`
// first (BUILD_OUT_DIR serves another build).
import { FakeBidder } from '../tests/support/fake-bidder.ts';
import { OUT, pageAt, SCREENS, shooter, signInToConsole, startScreenshotSite } from './screenshot-site.ts';

const ADMIN = { email: 'owner@example.com', password: 'screenshots-admin-pass' };
const TOKEN = 'screenshots-admin-token-0123456789';

const bidder = await new FakeBidder().start();
bidder.answer = { status: 200, body: { accepted: true, bid: 18.75, token: 'b7f3c2' }, delayMs: 140 };
const site = await startScreenshotSite('buyers', {
  env: { WEBHOOK_ALLOW_PRIVATE: 'true', BUYER_SECRET_KEY: 'screenshots-buyer-secret-key-0123456789', ADMIN_TOKEN: TOKEN },
});
const { base: BASE, browser } = site;
site.addOperator(ADMIN, 'admin');

async function addBuyer(body: Record<string, unknown>): Promise<{ id: string }> {
  const res = await fetch(`${BASE}/api/admin/buyers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`buyer: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

// Names from the shipped partner companies list, as an active buyer's must be.
const roofing = await addBuyer({
  name: 'Allied Roof Pros LLC',
  active: true,
  mode: 'ping-post',
  pingUrl: bidder.url,
  postUrl: 'http://127.0.0.1:9/roof/leads',
  minBid: 8,
  timeoutMs: 900,
  headers: { 'X-Api-Key': 'sk_live_4f3e2d1c9b8a' },
  services: ['Roofing', 'Gutters'],
  states: ['TX', 'OK'],
  schedule: { mon: [[8, 18]], tue: [[8, 18]], wed: [[8, 18]], thu: [[8, 18]], fri: [[8, 17]] },
  timeZone: 'America/Chicago',
  caps: { daily: 25, monthly: 400 },
  budget: { monthly: 6000 },
  priority: 2,
});
await addBuyer({
  name: 'Cascade Windows & Doors Corp.',
  active: true,
  mode: 'post',
  postUrl: 'http://127.0.0.1:9/windows',
  price: '22.50',
  services: ['Windows'],
  radius: { zip: '98101', miles: 60 },
  timeZone: 'America/Los_Angeles',
  caps: { daily: 10 },
  exclusiveOnly: true,
});
await addBuyer({
  name: 'Allied Bath Solutions Co.',
  mode: 'ping-post',
  pingUrl: bidder.url,
  postUrl: 'http://127.0.0.1:9/bath',
  minBid: '5.00',
  services: ['Bathroom'],
  timeZone: 'America/New_York',
  returnsNeedApproval: true,
});

const shoot = shooter('buyers-');

for (const screen of SCREENS) {
  const { tag } = screen;
  const page = await pageAt(browser, screen);
  await signInToConsole(page, BASE, ADMIN);

  await page.goto(`${BASE}/admin/buyers`);
  await page.getByText('3 buyers, 2 active.').waitFor();
  await shoot(page, `list-${tag}`);

  await page.goto(`${BASE}/admin/buyers/${roofing.id}`);
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await page.getByTestId('test-result').waitFor();
  await shoot(page, `buyer-${tag}`, tag === 'phone' ? 4 : 2);

  await page.goto(`${BASE}/admin/buyers/new`);
  await page.getByRole('heading', { level: 1, name: 'Add buyer' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill('Summit Window Works Partners');
  await page.getByLabel('Any day, any time').uncheck();
  await page.getByRole('button', { name: 'Create buyer' }).click();
  await page.getByRole('alert').filter({ hasText: 'The buyer was not saved' }).waitFor();
  await shoot(page, `form-${tag}`);
  await page.context().close();
}

await site.close();
await bidder.stop();
console.log(`buyer screenshots in ${OUT}/buyers-*.png`);
