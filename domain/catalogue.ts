// The service catalogue: the one source of truth for the 14 services, their questions, the full option
// lists and how each answer is coded for the contractor network. The wizard, the server's validation, the
// payload coding and the tests all read this table.

/** A choice as shown to the visitor, and the value the network expects for it ('' = no code). */
export interface Option {
  readonly label: string;
  readonly code: number | '';
}

/**
 * How a question is asked:
 * - choice: one of `options`, shown as large tappable cards;
 * - text: free text;
 * - zip: a 5-digit US ZIP code (digits only);
 * - date: a calendar date, today or later;
 * - provider: free text that must match an energy provider suggestion.
 */
export type QuestionKind = 'choice' | 'text' | 'zip' | 'date' | 'provider';

export interface Question {
  /** Stable key of the answer in the form values and the API. */
  readonly id: string;
  /** The question as the visitor reads it. */
  readonly label: string;
  readonly kind: QuestionKind;
  readonly options?: readonly Option[];
  /** The payload field this answer fills. */
  readonly field: string;
  /** A short hint under the question. */
  readonly hint?: string;
}

export interface Service {
  readonly id: number;
  readonly title: string;
  /** The network's numeric category for this service. */
  readonly category: number;
  /** Short display name used in headings ("Home Security" for "HomeSecurity"). */
  readonly name: string;
  readonly description: string;
  /** File name (without extension) of the illustration under web/assets/services/. */
  readonly image: string;
  readonly questions: readonly Question[];
}

/** Options coded by their 1-based position; labels past `codedCount` have no code. */
export function positional(labels: readonly string[], codedCount = labels.length): Option[] {
  return labels.map((label, i) => ({ label, code: i < codedCount ? i + 1 : '' }));
}

/** Options with explicit codes, for lists whose coded order differs from the order shown. */
export function coded(entries: readonly (readonly [string, number])[]): Option[] {
  return entries.map(([label, code]) => ({ label, code }));
}

/**
 * `ProjectNature` is coded by position for three options; the network's two-option variant is coded
 * first=1, second=3 (the middle code means "repair", which two-option services do not offer).
 */
export function projectNature(labels: readonly [string, string] | readonly [string, string, string]): Option[] {
  return labels.length === 2 ? coded([[labels[0], 1], [labels[1], 3]]) : positional(labels);
}

const PROJECT_STATUS = positional(['Ready to hire', 'Planning and budgeting']);

const natureQuestion = (options: Option[]): Question => ({
  id: 'projectNature',
  label: 'What is the nature of your project?',
  kind: 'choice',
  options,
  field: 'ProjectNature',
});

const statusQuestion: Question = {
  id: 'projectStatus',
  label: 'Where are you in your project?',
  kind: 'choice',
  options: PROJECT_STATUS,
  field: 'ProjectStatus',
};

/** `$50-$100`, `$100-$200`, … `$800-$900`, `More than $900`: ten bands coded 1 to 10. */
const SOLAR_BILL_BANDS = [
  '$50-$100',
  ...Array.from({ length: 8 }, (_, i) => `$${(i + 1) * 100}-$${(i + 2) * 100}`),
  'More than $900',
];

/** HVAC systems and services; the network codes only the first 16. */
const HVAC_TYPES = [
  'Central Air Conditioning',
  'Furnaces',
  'Heat Pumps',
  'Boilers',
  'Ductless Mini-Split Systems',
  'Geothermal Systems',
  'Thermostats',
  'Ductwork',
  'Air Handlers',
  'Radiant Floor Heating',
  'Baseboard Heaters',
  'Window AC Units',
  'Evaporative (Swamp) Coolers',
  'Air Purifiers and Filtration',
  'Humidifiers and Dehumidifiers',
  'Ventilation and Exhaust Fans',
  'Wall Heaters',
  'Space Heaters',
  'Fireplaces and Inserts',
  'Wood and Pellet Stoves',
  'Water Heaters',
  'Solar Heating',
  'Duct Cleaning',
  'Home Energy Audit',
  'Other',
];

export const SERVICES: readonly Service[] = [
  {
    id: 1,
    title: 'Solar',
    name: 'Solar',
    category: 20,
    description:
      'Cut your electric bill with a solar system sized for your roof and usage. Compare quotes from certified local installers, with financing and incentives explained.',
    image: 'solar',
    questions: [
      {
        id: 'monthlyBill',
        label: 'What is your average monthly electric bill?',
        kind: 'choice',
        options: positional(SOLAR_BILL_BANDS),
        field: 'SolarCurrencyBill',
      },
      {
        id: 'roofSun',
        label: 'How much sun does your roof get?',
        kind: 'choice',
        options: positional(['Full sun', 'Partially shaded', 'Mostly shaded', 'Not sure']),
        field: 'HowMuchSun',
      },
      {
        id: 'energyProvider',
        label: 'Who is your current energy provider?',
        kind: 'provider',
        field: 'ElectricalEnergyProvider',
        hint: 'If not sure, type Other.',
      },
      natureQuestion(projectNature(['New', 'Repair', 'Remodeling'])),
    ],
  },
  {
    id: 2,
    title: 'Windows',
    name: 'Windows',
    category: 18,
    description:
      'New, replacement or repaired windows that seal out drafts and noise. Get quotes for vinyl, wood and metal frames from vetted installers near you.',
    image: 'windows',
    questions: [
      natureQuestion(projectNature(['Install', 'Repair', 'Remodeling'])),
      {
        id: 'windowCount',
        label: 'How many windows are involved?',
        kind: 'choice',
        options: positional(['1', '2', '3-5', '6-9', '10+']),
        field: 'windowsType',
      },
      statusQuestion,
      {
        id: 'windowMaterial',
        label: 'Which window material do you prefer?',
        kind: 'choice',
        options: positional(['Vinyl', 'Wood', 'Aluminum', 'Brick', 'Stone', 'Metal', 'Windows Cleaning']),
        field: 'windowsMaterial',
      },
    ],
  },
  {
    id: 3,
    title: 'Roofing',
    name: 'Roofing',
    category: 15,
    description:
      'Roof replacement, new roofs and storm-damage repair by licensed, insured roofers. Compare materials, warranties and prices before you commit.',
    image: 'roofing',
    questions: [
      natureQuestion(projectNature(['New', 'Repair', 'Remodeling'])),
      {
        id: 'roofMaterial',
        label: 'What roofing material do you want?',
        kind: 'choice',
        options: positional([
          'Asphalt Shingle',
          'Cedar Shake',
          'Metal',
          'Natural Slate',
          'Tar / Torch Down',
          'Clay Tile',
          'Concrete Tile',
          'Synthetic Slate',
          'Wood Shingle',
          'Flat Roof (EPDM / TPO)',
          'Rolled Roofing',
          'Commercial Roofing',
          'Other',
        ]),
        field: 'roofingType',
      },
      statusQuestion,
    ],
  },
  {
    id: 4,
    title: 'HVAC',
    name: 'HVAC',
    category: 19,
    description:
      'Heating and cooling installed, replaced or repaired: furnaces, heat pumps, central air and more, from certified HVAC technicians in your area.',
    image: 'hvac',
    questions: [
      natureQuestion(projectNature(['New Installation', 'Repair', 'Replacement'])),
      {
        id: 'hvacType',
        label: 'What kind of system or service do you need?',
        kind: 'choice',
        options: positional(HVAC_TYPES, 16),
        field: 'HVACType',
      },
      statusQuestion,
    ],
  },
  {
    id: 5,
    title: 'Painting',
    name: 'Painting',
    category: 13,
    description:
      'Interior and exterior painting, cabinets, decks and decorative finishes. Professional painters who prep properly and leave a clean job site.',
    image: 'painting',
    questions: [
      {
        id: 'paintType',
        label: 'What type of painting do you need?',
        kind: 'choice',
        options: positional([
          'Interior Painting',
          'Exterior Painting',
          'Cabinet Painting',
          'Deck and Fence Staining',
          'Wallpaper Installation',
          'Wallpaper Removal',
          'Drywall Repair and Painting',
          'Faux and Decorative Finishes',
          'Commercial Painting',
          'Pressure Washing',
        ]),
        field: 'PaintType',
      },
      statusQuestion,
    ],
  },
  {
    id: 6,
    title: 'Plumbing',
    name: 'Plumbing',
    category: 14,
    description:
      'Leaks, clogs, water heaters, repiping and fixtures handled by licensed plumbers. Get fast quotes for repairs and installations alike.',
    image: 'plumbing',
    questions: [
      natureQuestion(projectNature(['New Installation', 'Repair', 'Remodeling'])),
      {
        id: 'plumbingType',
        label: 'What plumbing work do you need?',
        kind: 'choice',
        options: positional([
          'Leak Detection and Repair',
          'Drain Cleaning',
          'Clogged Toilet',
          'Toilet Installation',
          'Faucet Repair or Installation',
          'Sink Installation',
          'Garbage Disposal',
          'Water Heater Repair',
          'Water Heater Installation',
          'Tankless Water Heater',
          'Sewer Line Repair',
          'Water Line Repair',
          'Whole-House Repiping',
          'Sump Pump',
          'Water Softener or Filtration',
          'Shower and Tub Plumbing',
          'Gas Line',
          'Backflow Testing',
          'Well Pump',
          'Frozen or Burst Pipes',
          'Other',
        ]),
        field: 'PlumberType',
      },
      statusQuestion,
    ],
  },
  {
    id: 7,
    title: 'Gutters',
    name: 'Gutters',
    category: 22,
    description:
      'Seamless gutters, guards and cleaning that keep water away from your roof and foundation. Compare local gutter specialists in minutes.',
    image: 'gutters',
    questions: [
      natureQuestion(projectNature(['New Gutters', 'Repair', 'Replacement'])),
      {
        id: 'gutterType',
        label: 'Which gutter product or service do you need?',
        kind: 'choice',
        options: positional([
          'Galvanized',
          'Seamless Metal',
          'PVC',
          'Wood',
          'Gutter Cleaning',
          'Gutter Protection',
          'Other',
        ]),
        field: 'Guttertype',
      },
      statusQuestion,
    ],
  },
  {
    id: 8,
    title: 'HomeSecurity',
    name: 'Home Security',
    category: 23,
    description:
      'Alarm systems, cameras and smart locks installed and monitored by trusted security providers. Protect your home and family with the right system.',
    image: 'home-security',
    questions: [
      {
        id: 'securityService',
        label: 'What kind of security service do you need?',
        kind: 'choice',
        options: positional(['Equipment Only', 'New System Installation', 'Reactivating The Existing System']),
        field: 'HomeSecurity',
      },
    ],
  },
  {
    id: 9,
    title: 'Kitchen',
    name: 'Kitchen',
    category: 11,
    description:
      'Kitchen remodels, cabinets, countertops and backsplashes by experienced remodelers. Plan the kitchen you want at a price you can compare.',
    image: 'kitchen',
    questions: [
      natureQuestion(projectNature(['New Kitchen', 'Repair Kitchen', 'Kitchen Remodeling'])),
      {
        id: 'kitchenType',
        label: 'What part of the kitchen is the project about?',
        kind: 'choice',
        options: positional([
          'Full Kitchen Remodel',
          'Cabinets',
          'Countertops',
          'Backsplash',
          'Kitchen Flooring',
          'Sinks and Faucets',
          'Appliance Installation',
        ]),
        field: 'Kitchentype',
      },
      statusQuestion,
    ],
  },
  {
    id: 10,
    title: 'Siding',
    name: 'Siding',
    category: 16,
    description:
      'Vinyl, fiber cement, wood and more: new siding or repairs that boost curb appeal and efficiency, quoted by local siding contractors.',
    image: 'siding',
    questions: [
      natureQuestion(projectNature(['New Siding', 'Repair', 'Replacement'])),
      {
        id: 'sidingType',
        label: 'What type of siding project is it?',
        kind: 'choice',
        options: positional([
          'Vinyl Siding',
          'Fiber Cement Siding',
          'Wood Siding',
          'Cedar Shake Siding',
          'Engineered Wood Siding',
          'Aluminum Siding',
          'Steel Siding',
          'Brick Veneer',
          'Stone Veneer',
          'Stucco',
          'Siding Repair',
          'Soffit and Fascia',
          'Other',
        ]),
        field: 'Sidingtype',
      },
      statusQuestion,
    ],
  },
  {
    id: 11,
    title: 'Bathroom',
    name: 'Bathroom',
    category: 2,
    description:
      'Bathroom remodels, walk-in showers, tubs and vanities by skilled remodelers. Turn a dated bath into one you enjoy, with clear quotes up front.',
    image: 'bathroom',
    questions: [
      natureQuestion(projectNature(['New Bath Install', 'Bathroom Remodel'])),
      {
        id: 'bathType',
        label: 'What kind of bathroom work do you need?',
        kind: 'choice',
        options: positional([
          'Full Bathroom Remodel',
          'Shower Installation',
          'Walk-In Shower',
          'Bathtub Installation',
          'Walk-In Tub',
          'Tub-to-Shower Conversion',
          'Bathtub Refinishing',
          'Vanity and Sink',
          'Toilet Replacement',
          'Tile and Flooring',
          'Shower Doors',
          'Grab Bars and Accessibility',
          'Bathroom Addition',
          'Lighting and Ventilation',
          'Other',
        ]),
        field: 'bathtype',
      },
      statusQuestion,
    ],
  },
  {
    id: 12,
    title: 'Fencing',
    name: 'Fencing',
    category: 8,
    description:
      'Wood, vinyl, aluminum and chain-link fences installed or repaired for privacy, pets and pools. Compare local fence builders side by side.',
    image: 'fencing',
    questions: [
      {
        id: 'fenceType',
        label: 'What type of fencing project is it?',
        kind: 'choice',
        options: positional([
          'Wood Fence',
          'Vinyl Fence',
          'Chain Link Fence',
          'Aluminum Fence',
          'Wrought Iron Fence',
          'Composite Fence',
          'Split Rail Fence',
          'Privacy Fence',
          'Picket Fence',
          'Farm and Ranch Fence',
          'Pool Fence',
          'Gates and Openers',
          'Fence Repair',
          'Other',
        ]),
        field: 'Fencingtype',
      },
      statusQuestion,
    ],
  },
  {
    id: 13,
    title: 'Flooring',
    name: 'Flooring',
    category: 9,
    description:
      'Hardwood, luxury vinyl, tile, laminate and carpet installed by flooring pros. Get quotes on materials and labor for any room.',
    image: 'flooring',
    questions: [
      {
        id: 'floorType',
        label: 'What type of flooring do you want?',
        kind: 'choice',
        options: positional([
          'Hardwood',
          'Engineered Wood',
          'Laminate',
          'Luxury Vinyl Plank',
          'Sheet Vinyl',
          'Ceramic Tile',
          'Porcelain Tile',
          'Natural Stone',
          'Carpet',
          'Concrete and Epoxy',
          'Floor Refinishing',
        ]),
        field: 'Floortype',
      },
      statusQuestion,
    ],
  },
  {
    id: 14,
    title: 'Movers',
    name: 'Movers',
    category: 21,
    description:
      'Local and long-distance moves by licensed, insured movers. Compare moving quotes for your home size and date, with packing help if you need it.',
    image: 'movers',
    questions: [
      { id: 'currentZip', label: 'What ZIP code are you moving from?', kind: 'zip', field: 'Moverszip' },
      { id: 'movingZip', label: 'What ZIP code are you moving to?', kind: 'zip', field: 'Moverszip2' },
      {
        id: 'moveSize',
        label: 'How big is your move?',
        kind: 'choice',
        options: positional([
          'Studio',
          '1 Bedroom',
          '2 Bedrooms',
          '3 Bedrooms',
          '4 Bedrooms',
          'Over 4 Bedrooms',
          'Partial Home',
        ]),
        field: 'Movesize',
      },
      {
        id: 'movingDistance',
        label: 'How far are you moving?',
        kind: 'choice',
        // NOTE: shown Long Distance first, but the network codes Local=1, Long Distance=2, Other=3.
        options: coded([
          ['Long Distance', 2],
          ['Local', 1],
          ['Other', 3],
        ]),
        field: 'movingDistance',
      },
      { id: 'moveDate', label: 'When do you plan to move?', kind: 'date', field: 'MovingDate' },
    ],
  },
];

/** The title parameter is URL-decoded by the router; titles match case-insensitively. */
export function findServiceByTitle(title: string): Service | undefined {
  const wanted = title.trim().toLowerCase();
  return SERVICES.find((s) => s.title.toLowerCase() === wanted);
}

export function findServiceById(id: number): Service | undefined {
  return SERVICES.find((s) => s.id === id);
}

export function servicePath(service: Pick<Service, 'title'>): string {
  return `/Services/${encodeURIComponent(service.title)}`;
}
