// Funnel insight in real Chromium: four visitors land from one campaign (aff_id, UTM fields and
// click ids in the address); three leave the wizard at different steps and one submits. The console's
// funnel report then shows each step's views and exits for that source, the step that loses most, the
// submit, the accepted and the delivered lead; the campaign fields are on the lead's page, in the leads
// CSV and in the sources report and its CSV. Counts travel only as step events: no cookie, no answer.
import { addOperator, signIn } from './console-driver.ts';
import { expect, test, type Browser, type Page } from './test.ts';
import { wizardSteps } from '../../domain/steps.ts';
import { answer, plan, resetNetwork, service, waitForWizard } from './wizard-driver.ts';

const ADMIN = { email: 'funnel.admin@e2e.test', password: 'funnel insight pass 2026' };
const painting = service('Painting');
const STEPS = wizardSteps(painting);

/** Letters only, different on every run, so this run's counts are its own. */
const suffix = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Counts the step events that left this page and were answered (beacons carry no readable body here). */
function countEvents(page: Page): () => number {
  let n = 0;
  page.on('requestfinished', (r) => {
    if (r.url().endsWith('/api/events')) n++;
  });
  return () => n;
}

/** A visitor in a fresh browser who lands from the campaign and answers steps until `stopAt` is on screen. */
async function visitAndLeave(browser: Browser, landing: string, stopAt: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const events = countEvents(page);
  await page.goto(landing);
  await waitForWizard(page);
  for (const [step, value] of plan(painting).slice(0, stopAt)) {
    if (step.name === 'city') await page.getByRole('button', { name: 'Next' }).click();
    else await answer(page, step, value);
  }
  await expect(page.getByText(STEPS[stopAt]!.label, { exact: true })).toBeVisible();
  // One view per step seen, sent before the visitor leaves.
  await expect.poll(events).toBe(stopAt + 1);
  await context.close();
}

test('three visitors leave at different steps, one submits: the console shows the funnel, the campaign on the lead, in both CSVs', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  addOperator(ADMIN);
  await resetNetwork(page);
  const tag = suffix();
  const aff = `funnel-${tag}`;
  const campaign = {
    aff_id: aff,
    utm_source: 'facebook',
    utm_medium: 'cpc',
    utm_campaign: `spring-${tag}`,
    utm_term: 'house painters',
    utm_content: 'ad-a',
    gclid: `G-${tag}`,
    fbclid: `F-${tag}`,
  };
  const landing = `/Services/Painting?${new URLSearchParams(campaign)}`;

  // Three leave: on step 2, step 4 and step 7 (1-based, as the visitor reads it).
  await visitAndLeave(browser, landing, 1);
  await visitAndLeave(browser, landing, 3);
  await visitAndLeave(browser, landing, 6);

  // The fourth goes through every step and submits.
  const lastName = `Funnel${tag}`;
  // An e-mail and phone of this run only: the same visitor sent by earlier tests would be (rightly) counted
  // as a duplicate, and this test is about one new lead from one campaign.
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const contact = { email: `jane.${tag}@gmail.com`, phone: `(310) 868-${digits}` };
  await page.goto(landing);
  await waitForWizard(page);
  // The campaign is kept for the visit and taken out of the address bar.
  await expect(page).toHaveURL(/\/Services\/Painting$/);
  for (const [i, [step, value]] of plan(painting, { lastName, ...contact }).entries()) {
    if (step.name === 'city') {
      await expect(page.getByLabel(step.label)).not.toHaveValue('');
      await page.getByRole('button', { name: 'Next' }).click();
    } else await answer(page, step, value);
    if (i === STEPS.length - 1) break;
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  expect((await page.context().cookies()).filter((c) => !c.name.startsWith('admin_'))).toEqual([]);

  // The console.
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Funnel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
  await page.getByLabel('Service').selectOption('Painting');
  await page.getByLabel('Source').fill(aff);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`service=Painting.*source=${aff}`));

  // Views per step: 4 saw steps 1-2, 3 saw steps 3-4, 2 saw steps 5-7, 1 saw the rest and submitted.
  const expected = STEPS.map((_, i) => (i <= 1 ? 4 : i <= 3 ? 3 : i <= 6 ? 2 : 1));
  const exits = STEPS.map((_, i) => ([1, 3, 6].includes(i) ? 1 : 0));
  const rows = page.getByRole('table', { name: 'Views and exits per step' }).getByRole('row');
  // Counts are written once a second: reload until they are all in.
  await expect(async () => {
    await page.reload();
    await expect(rows.nth(1)).toContainText(STEPS[0]!.label, { timeout: 2000 });
    for (const [i, step] of STEPS.entries()) {
      const cells = rows.nth(i + 1).getByRole('cell');
      await expect(rows.nth(i + 1).getByRole('rowheader')).toContainText(step.label, { timeout: 1000 });
      await expect(cells.nth(0)).toHaveText(String(expected[i]), { timeout: 1000 });
      await expect(cells.nth(1)).toHaveText(String(exits[i]), { timeout: 1000 });
    }
  }).toPass({ timeout: 20_000 });
  const figure = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .first();
  await expect(figure('Started')).toHaveText('4');
  await expect(figure('Submitted')).toHaveText('1');
  await expect(figure('Accepted')).toHaveText('1');
  await expect(figure('Delivered')).toHaveText('1');
  // Drop-off: 1 of 4 left on step 2 (25%), 1 of 3 on step 4 (33.3%), 1 of 2 on step 7 (50%); the most
  // visitors lost is a tie of one each, and the first such step is marked.
  await expect(rows.nth(2).getByRole('cell').nth(2)).toHaveText('25%');
  await expect(rows.nth(4).getByRole('cell').nth(2)).toHaveText('33.3%');
  await expect(rows.nth(7).getByRole('cell').nth(2)).toHaveText('50%');
  await expect(rows.nth(2)).toContainText('Loses most');
  await expect(page.getByText('Loses most')).toHaveCount(1);
  // Its days are the operator's (the console's zone here, New York), not UTC days.
  await expect(page.getByText(/ \(days in America\/New York\), Painting, source /)).toBeVisible();

  // The lead carries its campaign fields.
  await page.goto(`/admin/leads?q=${lastName}`);
  await page
    .getByRole('link', { name: new RegExp(lastName) })
    .first()
    .click();
  const campaignSection = page.getByRole('region', { name: 'Campaign' });
  for (const value of Object.values(campaign)) await expect(campaignSection).toContainText(value);

  // And the leads CSV, and the sources report and its CSV.
  const csv = await (await page.request.get(`/api/admin/leads.csv?source=${aff}`)).text();
  const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
  // Every cell is quoted (and these hold no comma or quote of their own).
  const unquoted = (line: string) => line.split(',').map((c) => c.replace(/^"(.*)"$/, '$1'));
  const cells = Object.fromEntries(unquoted(header!).map((name, i) => [name, unquoted(row!)[i]]));
  expect(cells).toMatchObject({ ...campaign, source: aff, last_name: lastName, status: 'delivered' });

  await page.goto(`/admin/sources?source=${aff}`);
  const sourceRow = page.getByRole('row', { name: new RegExp(aff) });
  await expect(sourceRow).toContainText(`spring-${tag}`);
  await expect(sourceRow.getByRole('cell').nth(1)).toHaveText('1'); // leads
  await expect(sourceRow.getByRole('cell').nth(3)).toHaveText('100%'); // share delivered
  const sourcesCsv = await (await page.request.get(`/api/admin/sources.csv?source=${aff}`)).text();
  expect(sourcesCsv).toContain(`"${aff}","spring-${tag}","1","1","0","0","0","0",`);
});
