// The funnel end to end in headless Chromium: services driven from the first step to /ThankYou
// against the fake network, checking the JSON the network received; and a lead kept when no network is
// configured at all.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, test } from './test.ts';
import { servicePath } from '../../domain/catalogue.ts';
import { isoDate } from '../../domain/schemas.ts';
import { dataDir, PLAIN } from './servers.ts';
import { fillWizard, received, resetNetwork, service, setNetwork } from './wizard-driver.ts';

// What these tests check is what reaches the network, not how the steps move: they drive the wizard as a
// visitor who asked for less motion does (a real setting the site honours), which spares this 2-core machine
// painting each step's entrance, about a quarter of each test's time. The other wizard specs (wizard.spec.ts,
// wizard-history.spec.ts, wizard-review.spec.ts) drive it with its motion.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

test('Solar: landing with campaign ids, every step, the network gets the coded lead', async ({ page }) => {
  await page.goto('/Services/solar?aff_id=A-77&transaction_id=T-123&sub_aff_id=S-9');
  // The campaign ids are kept for the visit and removed from the address bar.
  await expect(page).toHaveURL(/\/Services\/solar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get A Solar Consultation');
  await fillWizard(page, service('Solar'), {
    answers: {
      monthlyBill: '$300-$400',
      roofSun: 'Partially shaded',
      energyProvider: 'Southern California Edison',
      projectNature: 'Remodeling',
    },
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  const leads = await received(page);
  expect(leads).toHaveLength(1);
  const lead = leads[0]!.body;
  expect(lead).toMatchObject({
    firstName: 'Jane',
    lastName: 'Homeowner',
    email: 'jane.homeowner@gmail.com',
    phone: '3105550123',
    address: '9641 Sunset Blvd',
    city: 'Beverly Hills',
    state: 'CA',
    zip: '90210',
    homeOwner: 1,
    Propertytype: 3,
    Purchasetimeframe: 2,
    Timetocall: 4,
    BriefRequirement: 'Quote for the whole house, please.',
    category: 20,
    SolarCurrencyBill: 4,
    HowMuchSun: 2,
    ElectricalEnergyProvider: 'Southern California Edison',
    ProjectNature: 3,
    ipaddress: '127.0.0.1',
    affid: 'OP-AFF',
    rid: 'OP-RID',
    tid: 'OP-TID',
    aff_id: 'A-77',
    transaction_id: 'T-123',
    sub_aff_id: 'S-9',
    xxTrustedFormCertUrl: 'https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567',
    universalLeadid: 'F00D1E55-LEAD-4D00-8000-00000000CAFE',
  });
  expect(String(lead.browser)).toContain('Chrome');
  expect(String(lead.url)).toContain('/Services/solar');
  expect(lead.url).not.toContain('aff_id');
  expect(lead.TcpaText).toContain('express written consent');
  expect(typeof lead.start).toBe('number');
  expect(lead.min).toBe(Math.floor(Number(lead.start) / 60_000));
  expect(leads[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
});

test('Movers: ZIPs, move size, distance coded Local=1 and the move date', async ({ page }) => {
  const date = isoDate(new Date(Date.now() + 10 * 86_400_000));
  await page.goto('/Services/Movers');
  await fillWizard(page, service('Movers'), {
    answers: { currentZip: '10001', movingZip: '60601', moveSize: '3 Bedrooms', movingDistance: 'Local', moveDate: date },
    state: 'NY',
    zipCode: '10001',
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  const lead = (await received(page))[0]!.body;
  expect(lead).toMatchObject({
    category: 21,
    Moverszip: '10001',
    Moverszip2: '60601',
    Movesize: 4,
    movingDistance: 1,
    MovingDate: date,
    state: 'NY',
    city: 'New York',
  });
});

test('HVAC: a type past the 16th is sent as ""', async ({ page }) => {
  await page.goto('/Services/HVAC');
  await fillWizard(page, service('HVAC'), {
    answers: { projectNature: 'Repair', hvacType: 'Thermostats', projectStatus: 'Planning and budgeting' },
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  const lead = (await received(page))[0]!.body;
  expect(lead).toMatchObject({ category: 19, ProjectNature: 2, HVACType: '', ProjectStatus: 2 });
});

test('Bathroom: two-option nature coded 1 and 3', async ({ page }) => {
  await page.goto('/Services/bathroom');
  await fillWizard(page, service('Bathroom'), { answers: { projectNature: 'Bathroom Remodel', bathType: 'Walk-in tub installation' } });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  expect((await received(page))[0]!.body).toMatchObject({ category: 2, ProjectNature: 3, bathtype: 11 });
});

test('a rejection by the network is shown and the form stays filled for another Submit', async ({ page }) => {
  await setNetwork(page, { kind: 'reject', status: 200, body: { error: 'Lead rejected: duplicate phone number' } });
  await page.goto('/Services/Roofing');
  await fillWizard(page, service('Roofing'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We already received a recent request with this phone number or email, so local pros have your details and will contact you. You do not need to send it again.',
  );
  // Still on the wizard (each step has its own history entry, so the address names the step).
  await expect(page).toHaveURL(/\/Services\/Roofing(\?step=\d+)?$/);
  await expect(page.getByRole('checkbox')).toBeChecked();

  await setNetwork(page, { kind: 'accept' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  const leads = await received(page);
  expect(leads).toHaveLength(2);
  // After a rejection the wizard sends a new submission: a new lead, a new key.
  expect(leads[0]!.idempotencyKey).not.toBe(leads[1]!.idempotencyKey);
});

test('the network down: the visitor is still thanked and the lead arrives later', async ({ page }) => {
  await setNetwork(page, { kind: 'fail', status: 503 });
  await page.goto('/Services/Painting');
  await fillWizard(page, service('Painting'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  await setNetwork(page, { kind: 'accept' });
  await expect.poll(async () => (await received(page)).filter((r) => r.answered === 'accept').length, { timeout: 15_000 }).toBe(1);
});

// Every service's wizard reaching the network is network-codes.spec.ts (and Solar and Movers above).
test('with no network configured, the visitor is thanked and the lead is kept, marked not sent', async ({ page }) => {
  const since = Date.now();
  const gutters = service('Gutters');
  await page.goto(`${PLAIN}${servicePath(gutters)}`);
  await fillWizard(page, gutters);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  const db = new Database(join(dataDir(), 'plain.db'), { readonly: true });
  const rows = db.prepare('SELECT status, payload FROM leads WHERE created_at >= ?').all(since) as { status: string; payload: string }[];
  db.close();
  // Gutters is the network's category 22 (docs/network-payload.md).
  expect(rows.map((r) => [r.status, JSON.parse(r.payload).category])).toEqual([['not_configured', 22]]);
});
