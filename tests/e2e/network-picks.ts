// One card per service, tapped in the wizard, with the network's code for it and the service's category: written
// out from docs/network-payload.md (the network's own tables), never computed from the catalogue. The English
// wizard is driven with them in network-codes.spec.ts, the Spanish one in spanish-wizard.spec.ts.

export interface Pick {
  title: string;
  category: number;
  question?: string;
  label?: string;
  field?: string;
  code?: number | '';
  /** The network's meaning of the code, for the report. */
  meaning?: string;
}

export const PICKS: Pick[] = [
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
