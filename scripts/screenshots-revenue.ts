// `npm run screenshots:revenue`: photographs the console's Revenue page, the dashboard's sales figures and a
// lead's auction, sales and returns at phone (390 px) and desktop (1280 px) widths into
// docs/screenshots/revenue-*.png. It starts its own server with a fresh database and the fake network,
// sends leads in through the lead API from a few campaigns over the last week, then writes buyers, the
// auctions and sales into the database as the auction leaves them, and records returns through the API
// (one accepted, one waiting for approval). Run `npm run build` first (BUILD_OUT_DIR serves another build).
import { findServiceByTitle } from '../domain/catalogue.ts';
import { connect } from '../server/store/connect.ts';
import { validLead } from '../tests/support/lead-fixtures.ts';
import { insertAuctionEntry, insertBuyer, insertSale } from '../tests/support/selling-fixtures.ts';
import { OUT, pageAt, SCREENS, shooter, signInToConsole, startScreenshotSite } from './screenshot-site.ts';

const ADMIN = { email: 'owner@example.com', password: 'screenshots-admin-pass' };
const ADMIN_TOKEN = 'screenshots-revenue-token-0123456789';
const DAY = 86_400_000;

// A shared machine may be busy: give the server a minute to start, as the browser tests do.
const site = await startScreenshotSite('revenue', { network: true, env: { ADMIN_TOKEN }, startTimeoutMs: 60_000 });
const { base: BASE, browser, databaseUrl } = site;
site.addOperator(ADMIN, 'admin');

// Home owners from four campaigns, the days ago they came, and what the winning buyer paid (dollars).
const PEOPLE: [string, string, string, string, number, number][] = [
  ['Maria', 'Garcia', 'Solar', 'google', 0, 72.5],
  ['James', 'Whitaker', 'Roofing', 'google', 0, 41],
  ['Linda', 'Okafor', 'HVAC', 'AFF-2041', 1, 38],
  ['Robert', 'Chen', 'Windows', 'facebook', 1, 22.75],
  ['Patricia', 'Novak', 'Bathroom', 'AFF-2041', 2, 0],
  ['Michael', 'Reyes', 'Plumbing', 'direct', 2, 18.5],
  ['Barbara', 'Lindqvist', 'Solar', 'google', 3, 68],
  ['David', 'Moreau', 'Roofing', 'facebook', 3, 39.99],
  ['Susan', 'Patel', 'Painting', 'AFF-2041', 4, 15],
  ['Thomas', 'Kowalski', 'Solar', 'facebook', 5, 0],
  ['Karen', 'Holt', 'Roofing', 'google', 5, 44],
  ['Greg', 'Alvarez', 'HVAC', 'direct', 6, 35.25],
];
const BUYERS = [
  { id: 'acme', name: 'Acme Roofing & Solar' },
  { id: 'bolt', name: 'Bolt Home Energy' },
  { id: 'cedar', name: 'Cedar Windows', returnsNeedApproval: true },
  { id: 'dune', name: 'Dune Gutters' },
];

const leads: { id: string; name: string; price: number; at: number }[] = [];
for (const [i, [first, last, title, source, daysAgo, price]] of PEOPLE.entries()) {
  const service = findServiceByTitle(title)!;
  const base = validLead(service);
  const res = await site.post('/api/leads', {
    ...validLead(service, {
      firstName: first,
      lastName: last,
      email: `${first}.${last}@gmail.com`.toLowerCase(),
      phone: `310555${String(1000 + i).slice(-4)}`,
    }),
    tracking: {
      ...base.tracking,
      aff_id: source.startsWith('AFF') ? source : '',
      utm_source: source.startsWith('AFF') || source === 'direct' ? '' : source,
    },
  });
  if (res.status !== 201) throw new Error(`lead ${first} ${last}: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  leads.push({ id, name: `${first} ${last}`, price, at: Date.now() - daysAgo * DAY - (i % 5) * 3_600_000 });
}

// The auction's record of each lead, as it leaves it: a winner at its bid, the others lost, skipped or silent.
const conn = connect(databaseUrl);
try {
  for (const b of BUYERS) await insertBuyer(conn.db, b);
  for (const [i, lead] of leads.entries()) {
    await conn.db.updateTable('leads').set({ created_at: lead.at }).where('id', '=', lead.id).execute();
    const winner = BUYERS[i % 3]!;
    const entries = BUYERS.map((b, j) => ({ b, j })).filter(({ b }) => b.id !== winner.id);
    if (lead.price > 0) {
      await insertSale(conn.db, { leadId: lead.id, buyerId: winner.id, priceCents: Math.round(lead.price * 100), at: lead.at + 900 });
      await insertAuctionEntry(conn.db, {
        leadId: lead.id,
        buyerId: winner.id,
        buyerName: winner.name,
        outcome: 'won',
        bidCents: Math.round(lead.price * 100),
        answerMs: 140 + i * 23,
        postStatus: 200,
        postAnswer: JSON.stringify({ status: 'accepted', leadId: `B-${1000 + i}` }),
        at: lead.at + 400,
      });
    }
    for (const { b, j } of entries) {
      const kind = (i + j) % 4;
      await insertAuctionEntry(conn.db, {
        leadId: lead.id,
        buyerId: b.id,
        buyerName: b.name,
        outcome: lead.price === 0 ? 'no_bid' : kind === 0 ? 'skipped' : kind === 1 ? 'no_bid' : 'lost',
        reason: lead.price === 0 ? 'declined' : kind === 0 ? ['cap', 'schedule', 'state', 'budget'][i % 4]! : kind === 1 ? 'timeout' : null,
        bidCents: kind >= 2 && lead.price > 0 ? Math.round(lead.price * 100) - 250 * (j + 1) : null,
        answerMs: kind === 0 ? null : kind === 1 ? 1000 : 210 + j * 37,
        at: lead.at + 400,
      });
    }
  }
} finally {
  await conn.db.destroy();
}

// Returns, as an admin records them: Acme's Garcia lead (accepted) and Cedar's Okafor lead (waits for approval).
for (const [lead, buyerId, reason, note] of [
  [leads[0]!, 'acme', 'bad_phone', 'The number is disconnected.'],
  [leads[2]!, 'cedar', 'wrong_person', 'Says a neighbour filled the form.'],
] as const) {
  const res = await fetch(`${BASE}/api/admin/leads/${lead.id}/returns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ buyerId, reason, note }),
  });
  if (res.status !== 201) throw new Error(`return: ${res.status} ${await res.text()}`);
}

const shoot = shooter('revenue-');

for (const screen of SCREENS) {
  const { width } = screen;
  const page = await pageAt(browser, screen);
  await signInToConsole(page, BASE, ADMIN);
  await page.getByRole('heading', { name: 'Sales today' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByRole('region', { name: 'Sales today' }).screenshot({ path: `${OUT}/revenue-dashboard-${width}.png` });

  await page.goto(`${BASE}/admin/revenue`);
  await page.getByLabel('Revenue per source').filter({ visible: true }).waitFor();
  await shoot(page, `page-${width}`);
  await page.goto(`${BASE}/admin/revenue?groupBy=day`);
  await page.getByLabel('Revenue per day').filter({ visible: true }).waitFor();
  await shoot(page, `by-day-${width}`);

  await page.goto(`${BASE}/admin/leads/${leads[0]!.id}`);
  const auction = page.getByRole('region', { name: 'Auction', exact: true });
  await auction.waitFor();
  await auction.getByText('HTTP 200').filter({ visible: true }).click();
  await page.waitForTimeout(200);
  await auction.screenshot({ path: `${OUT}/revenue-lead-auction-${width}.png` });
  await page.goto(`${BASE}/admin/leads/${leads[1]!.id}`);
  const sales = page.getByRole('region', { name: 'Sales and returns' });
  await sales.getByRole('button', { name: 'Record return' }).waitFor();
  await sales.screenshot({ path: `${OUT}/revenue-lead-sales-${width}.png` });
  await page.goto(`${BASE}/admin/leads/${leads[2]!.id}`);
  const pending = page.getByRole('region', { name: 'Sales and returns' });
  await pending.getByRole('button', { name: 'Approve return' }).waitFor();
  await pending.screenshot({ path: `${OUT}/revenue-lead-pending-return-${width}.png` });
  await page.context().close();
}

await site.close();
console.log(`revenue screenshots in ${OUT}/revenue-*.png`);
