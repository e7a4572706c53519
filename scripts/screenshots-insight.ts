// Photographs the console's funnel-insight pages (funnel, sources, a lead with flags and a duplicate) at
// 390 px and 1280 px into docs/screenshots/insight-*.png. Its own server on a free port, a fresh database
// filled the real way: step events through POST /api/events as wizards would send them, leads through
// the lead API, the operator through the CLI. Run `npm run build` first (BUILD_OUT_DIR serves another).
//   BUILD_OUT_DIR=dist-x node --import tsx scripts/screenshots-insight.ts
import { randomUUID } from 'node:crypto';
import { findServiceByTitle } from '../domain/catalogue.ts';
import { wizardSteps } from '../domain/steps.ts';
import { validLead } from '../tests/support/lead-fixtures.ts';
import { OUT, pageAt, SCREENS, shooter, signInToConsole, startScreenshotSite } from './screenshot-site.ts';

const shoot = shooter('insight-');

const ADMIN = { email: 'owner@example.com', password: 'screenshots-insight-pass' };
const site = await startScreenshotSite('insight', { network: true });
const { base: BASE, browser, post } = site;
const network = site.network!;
site.addOperator(ADMIN, 'admin');

// Solar visitors from three sources; most leave early, on the bill and the address steps.
const solar = findServiceByTitle('Solar')!;
const steps = wizardSteps(solar).length;
const leaveAt = [0, 0, 1, 1, 1, 2, 3, 3, 5, 5, 5, 5, 6, 8, 9, 12, 17, 17, 17, 17];
for (const [i, last] of leaveAt.entries()) {
  for (const source of [{ aff_id: 'AFF-2041' }, { utm_source: 'google' }, {}]) {
    if (i % 3 === 2 && !('aff_id' in source)) continue;
    const submissionId = randomUUID();
    for (let step = 0; step <= last; step++)
      await post('/api/events', { submissionId, serviceId: solar.id, step, kind: 'view', ...source });
    if (last === steps - 1) await post('/api/events', { submissionId, serviceId: solar.id, step: last, kind: 'submit', ...source });
  }
}
// Leads: some from a campaign, one rejected by the network, one a duplicate with flags.
const LEADS: [string, string, string, Record<string, string>, 'accept' | 'reject'][] = [
  ['Maria', 'Garcia', '3105550101', { aff_id: 'AFF-2041', utm_campaign: 'fall-solar' }, 'accept'],
  ['James', 'Whitaker', '3105550102', { aff_id: 'AFF-2041', utm_campaign: 'fall-solar' }, 'reject'],
  ['Linda', 'Okafor', '3105550103', { utm_source: 'google', utm_campaign: 'solar-search' }, 'accept'],
  ['Robert', 'Chen', '3105550104', {}, 'accept'],
  ['Zzz', 'Chen', '3105550104', { utm_source: 'google', utm_campaign: 'solar-search' }, 'accept'],
];
for (const [first, last, phone, tracking, answer] of LEADS) {
  network.mode = answer === 'reject' ? { kind: 'reject', status: 200, body: { error: 'Zip code not serviced' } } : { kind: 'accept' };
  const base = validLead(solar);
  const res = await post(
    '/api/leads',
    validLead(solar, {
      firstName: first,
      lastName: last,
      phone,
      email: `${first}.${last}@gmail.com`.toLowerCase(),
      tracking: { ...base.tracking, aff_id: '', ...tracking },
    }),
  );
  if (res.status !== 201 && res.status !== 422) throw new Error(`lead ${first}: ${res.status} ${await res.text()}`);
}
await new Promise((r) => setTimeout(r, 1500)); // counts are written once a second

for (const screen of SCREENS) {
  const { tag } = screen;
  const page = await pageAt(browser, screen);
  await signInToConsole(page, BASE, ADMIN);
  for (const [name, url, ready] of [
    ['funnel', '/admin/funnel?service=Solar', 'Loses most'],
    ['funnel-all', '/admin/funnel', 'Service questions'],
    ['sources', '/admin/sources', 'fall-solar'],
  ] as const) {
    await page.goto(`${BASE}${url}`);
    await page.getByText(ready).first().waitFor();
    await shoot(page, `${name}-${tag}`);
  }
  await page.goto(`${BASE}/admin/leads?q=Zzz`);
  await page.getByRole('link', { name: /Zzz/ }).filter({ visible: true }).first().click();
  await page.getByRole('heading', { name: 'Quality' }).waitFor();
  await page.getByRole('heading', { name: 'Quality' }).scrollIntoViewIfNeeded();
  await shoot(page, `lead-${tag}`, 'viewport');
  await page.context().close();
}
await site.close();
console.log(`insight screenshots in ${OUT}/insight-*.png`);
