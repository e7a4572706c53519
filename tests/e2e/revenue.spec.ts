// Revenue and a lead's auction in real Chromium against the e2e server. Two leads of a campaign of this
// run's own, their auction and their sales are written to the server's database as intake and the auction
// leave them (both are tested elsewhere). The Revenue page shows, per source
// by default, what buyers paid for that campaign's leads; the lead's page shows every buyer of its auction
// (won, lost, skipped and why, no bid) and an admin records a return there, which the Revenue page then
// takes off the net. Both pages fit a phone's width.
import { join } from 'node:path';
import { findServiceByTitle } from '../../domain/catalogue.ts';
import { leadRequestSchema } from '../../domain/schemas.ts';
import { recordLeadInsight } from '../../server/insight/lead-insight.ts';
import { connect } from '../../server/store/connect.ts';
import { LeadStore } from '../../server/store/lead-store.ts';
import { storedLead, validLead } from '../support/lead-fixtures.ts';
import { insertAuctionEntry, insertSale } from '../support/selling-fixtures.ts';
import { addOperator, signIn } from './console-driver.ts';
import { dataDir } from './servers.ts';
import { expectAxeClean, expect, pageErrors, test, type Page } from './test.ts';

const ADMIN = { email: 'revenue.admin@e2e.test', password: 'revenue report pass 2026' };

/** Letters only, different on every run, so this run's campaign is its own. */
const suffix = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.beforeAll(() => addOperator(ADMIN, 'admin'));

/**
 * A delivered Roofing lead of the campaign `source`, written as intake stores it. Not posted through the
 * lead API: on this server the contractor network is the one buyer (LEAD_FORWARD_URL, no buyers) and
 * would buy it too at LEAD_PRICE $0, a sale of its own beside the ones this test records. That
 * attribution (aff_id → source) is the sources report's test.
 */
async function storeLead(store: LeadStore, source: string, i: number, at: number): Promise<string> {
  const roofing = findServiceByTitle('Roofing')!;
  // What intake parses from the wizard's post (its quality flags are read from it).
  const request = leadRequestSchema(roofing, { certificate: false, leadId: false }).parse(
    validLead(roofing, { email: `${source}.${i}@gmail.com`, tracking: { ...validLead(roofing).tracking, aff_id: source } }),
  );
  const lead = storedLead(at, {
    serviceId: roofing.id,
    status: 'delivered',
    payload: { firstName: 'Dana', lastName: `Campaign${i}`, address: '9641 Sunset Blvd', zip: '90210' },
    job: { state: 'done', nextAttemptAt: at, leaseUntil: null },
  });
  await store.insertLead({
    ...lead,
    details: {
      host: 'localhost',
      firstName: 'Dana',
      lastName: `Campaign${i}`,
      email: `${source}.${i}@gmail.com`,
      phone: `310867${String(1000 + i)}`,
      city: 'Beverly Hills',
      state: 'CA',
      address: '9641 Sunset Blvd',
      zip: '90210',
      source,
      tracking: { aff_id: source },
      answers: {},
    },
  });
  // Its quality flags, which intake records next to it (the lead's page shows them).
  await recordLeadInsight(store.db, { id: lead.id, createdAt: at, request }, 30);
  return lead.id;
}

/** The row of `source` in the revenue table, as its cells' text. */
async function sourceRow(page: Page, source: string): Promise<string[]> {
  const row = page.getByRole('region', { name: 'Revenue per source' }).getByRole('row').filter({ hasText: source });
  await expect(row).toHaveCount(1);
  return row.locator('th, td').allInnerTexts();
}

test('the revenue page shows what a campaign’s leads earned; the lead’s page shows its auction and records a return', async ({ page }) => {
  test.setTimeout(120_000);
  const source = `rev-${suffix()}`;
  // No buyers table rows: the sales stand on their own (names from the auction), so no other test's
  // leads are offered to these buyers.
  const conn = connect(join(dataDir(), 'main.db'));
  let first: string;
  try {
    const at = Date.now() - 60_000;
    const store = new LeadStore(conn);
    first = await storeLead(store, source, 1, at - 1000);
    const second = await storeLead(store, source, 2, at - 1000);
    const acme = `acme-${source}`;
    const bolt = `bolt-${source}`;
    await insertSale(conn.db, { leadId: first, buyerId: acme, priceCents: 3500, at });
    await insertSale(conn.db, { leadId: second, buyerId: bolt, priceCents: 1250, at });
    const entry = { leadId: first, at };
    await insertAuctionEntry(conn.db, {
      ...entry,
      buyerId: acme,
      buyerName: 'Acme Roofing',
      outcome: 'won',
      bidCents: 3500,
      answerMs: 180,
      postStatus: 200,
      postAnswer: '{"status":"accepted"}',
    });
    await insertAuctionEntry(conn.db, { ...entry, buyerId: bolt, buyerName: 'Bolt Solar', outcome: 'lost', bidCents: 3000, answerMs: 420 });
    await insertAuctionEntry(conn.db, {
      ...entry,
      buyerId: `cedar-${source}`,
      buyerName: 'Cedar Windows',
      outcome: 'skipped',
      reason: 'cap',
    });
    await insertAuctionEntry(conn.db, {
      ...entry,
      buyerId: `dune-${source}`,
      buyerName: 'Dune Gutters',
      outcome: 'no_bid',
      reason: 'timeout',
      answerMs: 1000,
    });
  } finally {
    await conn.db.destroy();
  }

  const errors = pageErrors(page);
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Sales today' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Revenue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  await expect(page.getByLabel('Group by')).toHaveValue('source');
  // Source, leads, sales, revenue, returned, net, per lead.
  expect(await sourceRow(page, source)).toEqual([source, '2', '2', '$47.50', '$0.00', '$47.50', '$23.75']);
  await expectAxeClean(page, 'revenue page');

  await page.goto(`/admin/leads/${first}`);
  const auction = page.getByRole('region', { name: 'Buyers in the auction' });
  await expect(auction.getByRole('row')).toHaveCount(5);
  const rows = auction.getByRole('row');
  // Buyer, result, why, bid, answer time, the post's answer: the winner first, then the bid that lost.
  await expect(rows.nth(1)).toContainText('Acme Roofing');
  expect(await rows.nth(1).locator('th, td').allInnerTexts()).toEqual(['Acme Roofing', 'Won', '–', '$35.00', '180 ms', 'HTTP 200']);
  expect(await rows.nth(2).locator('th, td').allInnerTexts()).toEqual(['Bolt Solar', 'Lost', '–', '$30.00', '420 ms', '–']);
  expect(await rows.nth(3).locator('th, td').allInnerTexts()).toEqual(['Dune Gutters', 'No bid', 'No answer in time', '–', '1.0 s', '–']);
  expect(await rows.nth(4).locator('th, td').allInnerTexts()).toEqual(['Cedar Windows', 'Skipped', 'Lead cap reached', '–', '–', '–']);
  await auction.getByText('HTTP 200').click();
  await expect(auction.getByText('{"status":"accepted"}')).toBeVisible();
  await expectAxeClean(page, 'lead page with its auction');

  const sales = page.getByRole('region', { name: 'Sales and returns' });
  await expect(sales).toContainText('Acme Roofing');
  await expect(sales).toContainText('$35.00');
  const form = page.getByRole('form', { name: 'Record a return' });
  await expect(form.getByLabel('Buyer')).toHaveValue(`acme-${source}`);
  await form.getByLabel('Reason').selectOption({ label: 'Bad phone number' });
  await form.getByLabel('Note (optional)').fill('Number is disconnected.');
  await form.getByRole('button', { name: 'Record return' }).click();
  await expect(page.getByRole('status')).toContainText('Return recorded.');
  await expect(sales.getByText('Returned', { exact: true })).toBeVisible();
  await expect(sales).toContainText('Bad phone number');
  await expect(sales).toContainText('“Number is disconnected.”');
  // The sale is returned: nothing left to return on this lead.
  await expect(form).toHaveCount(0);

  // On a phone each buyer of the auction, and each source of the report, is a card of its own.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Buyers in the auction' }).getByRole('listitem');
  await expect(cards.filter({ hasText: 'Cedar Windows' })).toContainText('Lead cap reached');
  await expect(cards.filter({ hasText: 'Acme Roofing' })).toContainText('Bid $35.00 · answered in 180 ms');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/admin/revenue');
  const card = page.getByRole('list', { name: 'Revenue per source' }).getByRole('listitem').filter({ hasText: source });
  await expect(card).toContainText('$12.50 net');
  await expect(card).toContainText('Returned$35.00');
  await expect(card).toContainText('Per lead$6.25');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, 'revenue page on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await sourceRow(page, source)).toEqual([source, '2', '2', '$47.50', '$35.00', '$12.50', '$6.25']);

  // Another grouping from the picker, kept in the address.
  await page.getByLabel('Group by').selectOption('day');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/groupBy=day/);
  await expect(page.getByRole('region', { name: 'Revenue per day' })).toBeVisible();
  expect(errors).toEqual([]);
});
