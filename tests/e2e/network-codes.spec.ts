// The code the contractor network receives for an option a visitor taps, for the nine services whose
// lists were not the network's before: one option from the middle of each list and the last
// one, picked by the label on its card. The expected codes are the network's, written out from the code
// tables in docs/network-payload.md, never computed from the catalogue.
import { expect, test } from './test.ts';
import { servicePath } from '../../domain/catalogue.ts';
import { fillWizard, received, resetNetwork, service } from './wizard-driver.ts';

interface Pick {
  title: string;
  category: number;
  question: string;
  label: string;
  field: string;
  code: number | '';
  /** The network's meaning of the code, for the report. */
  meaning: string;
}

const PICKS: Pick[] = [
  {
    title: 'Roofing',
    category: 15,
    question: 'roofMaterial',
    label: 'Commercial roofing',
    field: 'roofingType',
    code: 6,
    meaning: 'Commercial Roofing',
  },
  { title: 'Roofing', category: 15, question: 'roofMaterial', label: 'Other', field: 'roofingType', code: 13, meaning: 'Other' },
  {
    title: 'HVAC',
    category: 19,
    question: 'hvacType',
    label: 'Furnace, repair',
    field: 'HVACType',
    code: 11,
    meaning: 'Furnaces - Repair',
  },
  { title: 'HVAC', category: 19, question: 'hvacType', label: 'Heating, repair', field: 'HVACType', code: 16, meaning: 'Heating - Repair' },
  {
    title: 'HVAC',
    category: 19,
    question: 'hvacType',
    label: 'Ducts and vents, installation',
    field: 'HVACType',
    code: '',
    meaning: 'Ducts and Vents - Install, not coded',
  },
  {
    title: 'Painting',
    category: 13,
    question: 'paintType',
    label: 'Interior painting, 1-2 rooms',
    field: 'PaintType',
    code: 4,
    meaning: 'Interior Painting - 1-2 Rooms',
  },
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
    label: 'Fire sprinkler system',
    field: 'PlumberType',
    code: 11,
    meaning: 'Fire Sprinkler System',
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
    label: 'Countertops or sinks',
    field: 'Kitchentype',
    code: 4,
    meaning: 'Countertops or Sinks',
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
  {
    title: 'Siding',
    category: 16,
    question: 'sidingType',
    label: 'Stone face, install or replace',
    field: 'Sidingtype',
    code: 7,
    meaning: 'Stone Face - Install/Replace',
  },
  { title: 'Siding', category: 16, question: 'sidingType', label: 'Other repair', field: 'Sidingtype', code: 13, meaning: 'Other Repair' },
  {
    title: 'Bathroom',
    category: 2,
    question: 'bathType',
    label: 'Shower installation',
    field: 'bathtype',
    code: 8,
    meaning: 'Shower Install',
  },
  { title: 'Bathroom', category: 2, question: 'bathType', label: 'Other', field: 'bathtype', code: 15, meaning: 'Other' },
  {
    title: 'Fencing',
    category: 8,
    question: 'fenceType',
    label: 'Wrought iron fence, repair',
    field: 'Fencingtype',
    code: 8,
    meaning: 'Wrought Iron Fence - Repair',
  },
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
    label: 'Laminate floor, repair',
    field: 'Floortype',
    code: 6,
    meaning: 'Laminate Floor - Repair',
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
];

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

for (const p of PICKS) {
  test(`${p.title}: the card "${p.label}" reaches the network as ${p.field} ${JSON.stringify(p.code)} (${p.meaning})`, async ({ page }) => {
    const svc = service(p.title);
    await page.goto(servicePath(svc));
    // The driver taps the card whose radio is named by this label, as a visitor would.
    await fillWizard(page, svc, { answers: { [p.question]: p.label } });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/ThankYou$/);
    const leads = await received(page);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.body).toMatchObject({ category: p.category, [p.field]: p.code });
  });
}
