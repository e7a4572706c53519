// `npm run screenshots:admin`: photographs every page of the operator console at phone (390 px) and
// desktop (1280 px) widths into docs/screenshots/admin-*.png. It starts its own server on a free port with
// a fresh database and a fake network, fills it the real way (leads through the lead API, some rejected
// or failing at the network, contact messages through the contact API, operators with the operator CLI,
// three months of history from `npm run seed:demo`), then signs in as an admin and as a viewer. Run
// `npm run build` first (BUILD_OUT_DIR serves another build).
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { findServiceByTitle } from '../domain/catalogue.ts';
import type { NetworkMode } from '../tests/support/fake-network.ts';
import { validLead } from '../tests/support/lead-fixtures.ts';
import { OUT, pageAt, SCREENS, shooter, signInToConsole, startScreenshotSite } from './screenshot-site.ts';

const ADMIN = { email: 'owner@example.com', password: 'screenshots-admin-pass' };
const VIEWER = { email: 'assistant@example.com', password: 'screenshots-viewer-pass' };

const site = await startScreenshotSite('admin', {
  network: true,
  // Failing leads retry quickly and stay failing: the screenshots show a timeline with retries.
  env: { LEAD_FORWARD_TIMEOUT_MS: '3000', LEAD_RETRY_BASE_MS: '200' },
});
const { base: BASE, browser, databaseUrl: DATABASE_URL } = site;
const network = site.network!;

// Three months of history (the dashboard's chart, failed leads for a bulk resend), from the demo seeder.
execFileSync('npm', ['run', '--silent', 'seed:demo', '--', '--leads', '400', '--without-sales'], {
  env: { ...process.env, DATABASE_URL },
  stdio: 'ignore',
});
for (const [who, role] of [
  [ADMIN, 'admin'],
  [VIEWER, 'viewer'],
] as const) {
  site.addOperator(who, role);
}

// Home owners as the site would get them: several services, places and campaigns, and what the network said.
const PEOPLE: [string, string, string, string, string, string, NetworkMode['kind']][] = [
  ['Maria', 'Garcia', 'Solar', '90210', 'Beverly Hills', 'CA', 'accept'],
  ['James', 'Whitaker', 'Roofing', '10001', 'New York', 'NY', 'accept'],
  ['Linda', 'Okafor', 'HVAC', '60601', 'Chicago', 'IL', 'reject'],
  ['Robert', 'Chen', 'Windows', '90210', 'Beverly Hills', 'CA', 'accept'],
  ['Patricia', 'Novak', 'Bathroom', '10001', 'New York', 'NY', 'fail'],
  ['Michael', 'Reyes', 'Plumbing', '60601', 'Chicago', 'IL', 'accept'],
  ['Barbara', 'Lindqvist', 'Solar', '10001', 'New York', 'NY', 'accept'],
  ['David', 'Moreau', 'Roofing', '90210', 'Beverly Hills', 'CA', 'reject'],
  ['Susan', 'Patel', 'Painting', '60601', 'Chicago', 'IL', 'accept'],
  ['Thomas', 'Kowalski', 'Solar', '90210', 'Beverly Hills', 'CA', 'accept'],
];
const PHONES: Record<string, string> = { CA: '3105550', NY: '2125550', IL: '3125550' };
const SOURCES = ['google', 'AFF-2041', 'facebook', 'AFF-2041', ''];

for (const [i, [first, last, title, zip, city, state, answer]] of PEOPLE.entries()) {
  const service = findServiceByTitle(title)!;
  const mode: NetworkMode =
    answer === 'reject'
      ? { kind: 'reject', status: 200, body: { error: 'Lead rejected: duplicate phone number' } }
      : answer === 'fail'
        ? { kind: 'fail', status: 503 }
        : { kind: 'accept' };
  network.mode = mode;
  const base = validLead(service);
  const source = SOURCES[i % SOURCES.length]!;
  const body = validLead(service, {
    firstName: first,
    lastName: last,
    email: `${first}.${last}@gmail.com`.toLowerCase(),
    phone: `${PHONES[state]}${String(100 + i).slice(-3)}`,
    zipCode: zip,
    city,
    state,
    streetAddress: `${120 + i * 7} Maple Street`,
    tracking: {
      ...base.tracking,
      aff_id: source.startsWith('AFF') ? source : '',
      utm_source: source.startsWith('AFF') ? '' : source,
      url: `${BASE}/Services/${title}`,
    },
  });
  const res = await fetch(`${BASE}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201 && res.status !== 422) throw new Error(`lead ${first} ${last}: ${res.status} ${await res.text()}`);
}
network.mode = { kind: 'fail', status: 503 };
for (const m of [
  {
    name: 'Karen Holt',
    email: 'karen.holt@gmail.com',
    subject: 'Do you cover Pasadena?',
    message: 'Hi, I am in Pasadena and want quotes for a new roof and gutters. Do your partners work here?\nThanks, Karen',
  },
  {
    name: 'Greg Alvarez',
    email: 'greg.alvarez@yahoo.com',
    subject: 'Remove my number',
    message: 'Please stop the calls about solar, I already signed with someone.',
  },
  {
    name: 'Nina Brooks',
    email: 'nina.brooks@outlook.com',
    subject: 'Question about HVAC financing',
    message: 'Do the HVAC companies you work with offer financing for a heat pump?',
  },
]) {
  const res = await fetch(`${BASE}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(m),
  });
  if (res.status !== 201) throw new Error(`contact: ${res.status} ${await res.text()}`);
}
// Let the failing lead use up a few retries, so its timeline shows them.
await new Promise((r) => setTimeout(r, 2500));

const signIn = (page: Page, who: { email: string; password: string }) => signInToConsole(page, BASE, who);

const shoot = shooter('admin-');

for (const screen of SCREENS) {
  const { tag } = screen;
  const page = await pageAt(browser, screen);
  await page.goto(`${BASE}/admin`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await shoot(page, `sign-in-${tag}`, 'viewport');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').waitFor();
  await shoot(page, `sign-in-error-${tag}`, 'viewport');

  await signIn(page, ADMIN);
  await shoot(page, `dashboard-${tag}`, tag === 'phone' ? 3 : 2);
  await page.goto(`${BASE}/admin/leads`);
  await page.getByText('Garcia').filter({ visible: true }).first().waitFor();
  await shoot(page, `leads-${tag}`, tag === 'phone' ? 3 : 2);
  await page.goto(`${BASE}/admin/leads?status=failed`);
  await page.getByRole('button', { name: 'Resend leads that did not reach a buyer…' }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, `leads-filtered-${tag}`, 'viewport');

  await page.goto(`${BASE}/admin/leads?q=Novak`);
  await page.getByRole('link', { name: 'Patricia Novak' }).filter({ visible: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Patricia Novak' }).waitFor();
  await shoot(page, `lead-${tag}`, tag === 'phone' ? 4 : undefined);
  // Working the lead: a note and a disposition, shown in its history.
  if (tag === 'phone') {
    await page
      .getByLabel('Add a note')
      .fill('Called at 10:40, no answer. Left a voicemail about the bathroom quote; try again Thursday morning.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Left a voicemail').waitFor();
    await page.getByLabel('Disposition', { exact: true }).selectOption('contacted');
    await page.getByText('Marked Contacted').first().waitFor();
  }
  await page.getByRole('region', { name: 'Notes and disposition' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT}/admin-lead-notes-${tag}.png`, fullPage: false });
  await page.goto(`${BASE}/admin/leads?q=Garcia`);
  await page.getByRole('link', { name: 'Maria Garcia' }).filter({ visible: true }).first().click();
  await page.getByRole('button', { name: 'Resend' }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, `lead-resend-confirm-${tag}`, 'viewport');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`${BASE}/admin/messages`);
  await page.getByText('Do you cover Pasadena?').waitFor();
  await shoot(page, `messages-${tag}`, tag === 'phone' ? 3 : 2);
  await page.goto(`${BASE}/admin/audit`);
  await page.getByText('Signed in').filter({ visible: true }).first().waitFor();
  await shoot(page, `audit-${tag}`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();

  await signIn(page, VIEWER);
  await page.goto(`${BASE}/admin/leads`);
  await page.getByText('Maria G.').filter({ visible: true }).first().waitFor();
  await shoot(page, `viewer-leads-${tag}`, tag === 'phone' ? 3 : 2);
  await page.getByRole('link', { name: 'Robert C.' }).filter({ visible: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Robert C.' }).waitFor();
  await shoot(page, `viewer-lead-${tag}`, tag === 'phone' ? 4 : undefined);
  await page.context().close();
}

await site.close();
console.log(`console screenshots in ${OUT}/admin-*.png`);
