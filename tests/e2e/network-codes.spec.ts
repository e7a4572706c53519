// Every service's wizard completed in headless Chromium against the fake network, checking the network's
// category for the service and, for the nine services whose lists were not the network's before, the code
// of one option picked by the label on its card (the last one of its kind in the list, where an option
// mapped to its neighbour's code would show). The golden test (domain/network-payload.test.ts) proves every
// option's code; this proves the card a visitor taps is the option that is coded. Solar and Movers are
// driven through with their codes in funnel.spec.ts. Expected codes and categories are the network's,
// written out from docs/network-payload.md, never computed from the catalogue.
import { expect, test } from './test.ts';
import { servicePath } from '../../domain/catalogue.ts';
import { fillWizard, received, resetNetwork, service } from './wizard-driver.ts';

interface Pick {
  title: string;
  category: number;
  question?: string;
  label?: string;
  field?: string;
  code?: number | '';
  /** The network's meaning of the code, for the report. */
  meaning?: string;
}

const PICKS: Pick[] = [
  { title: 'Roofing', category: 15, question: 'roofMaterial', label: 'Other', field: 'roofingType', code: 13, meaning: 'Other' },
  { title: 'HVAC', category: 19, question: 'hvacType', label: 'Heating, repair', field: 'HVACType', code: 16, meaning: 'Heating - Repair' },
  {
    title: 'Painting',
    category: 13,
    question: 'paintType',
    label: 'Paint removal or stripping',
    field: 'PaintType',
    code: 10,
    meaning: 'Paint Removal or Stripping',
  },
  {
    title: 'Plumbing',
    category: 14,
    question: 'plumbingType',
    label: 'Other installation',
    field: 'PlumberType',
    code: 21,
    meaning: 'Other Install',
  },
  {
    title: 'Kitchen',
    category: 11,
    question: 'kitchenType',
    label: 'Full kitchen',
    field: 'Kitchentype',
    code: 7,
    meaning: 'Full Kitchen',
  },
  { title: 'Siding', category: 16, question: 'sidingType', label: 'Other repair', field: 'Sidingtype', code: 13, meaning: 'Other Repair' },
  { title: 'Bathroom', category: 2, question: 'bathType', label: 'Other', field: 'bathtype', code: 15, meaning: 'Other' },
  {
    title: 'Fencing',
    category: 8,
    question: 'fenceType',
    label: 'Electric pet fence, repair',
    field: 'Fencingtype',
    code: 14,
    meaning: 'Electric Pet Fence - Repair',
  },
  {
    title: 'Flooring',
    category: 9,
    question: 'floorType',
    label: 'Wood floor, repair or partial replacement',
    field: 'Floortype',
    code: 11,
    meaning: 'Wood Floor - Repair or Partially Replace',
  },
  // Their lists were the network's already: the category is what is checked here.
  { title: 'Windows', category: 18 },
  { title: 'Gutters', category: 22 },
  { title: 'HomeSecurity', category: 23 },
];

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

for (const p of PICKS) {
  const what = p.label
    ? `the card "${p.label}" reaches the network as ${p.field} ${JSON.stringify(p.code)} (${p.meaning})`
    : 'reaches the network';
  test(`${p.title}: ${what}, category ${p.category}`, async ({ page }) => {
    const svc = service(p.title);
    await page.goto(servicePath(svc));
    // The driver taps the card whose radio is named by this label, as a visitor would.
    await fillWizard(page, svc, p.question ? { answers: { [p.question]: p.label! } } : {});
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/ThankYou$/);
    const leads = await received(page);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.body).toMatchObject({ category: p.category, ...(p.field && { [p.field]: p.code }) });
  });
}
