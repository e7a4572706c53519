// The service catalogue: the one source of truth for the 14 services' questions, the full option lists and
// how each answer is coded for the contractor network, joined here to the services themselves (names,
// paths, pictures: services.ts). The wizard, the server's validation, the payload coding and the tests
// all read this table; pages that only list or link the services read services.ts, so they do not carry
// the questions (~3 KB brotli of every page's first load).
import { SERVICES as SERVICE_INFO, servicePath, type ServiceInfo } from './services.ts';

export { servicePath };

/**
 * A choice: its stable id (what the wizard posts, what is stored, what translations are keyed by), its
 * English label as shown to the visitor, and the network's code for it ('' = no code). Ids are unique within
 * a question, readable kebab-case, never a bare number (so never mistaken for a code), and never change once
 * published: rewording or translating an option changes neither what the API accepts nor what stored leads
 * mean (docs/decisions/014-option-ids.md).
 */
export interface Option {
  readonly id: string;
  readonly label: string;
  readonly code: number | '';
}

/**
 * An option as the catalogue writes it: its English label alone when its id is the label's slug (what it
 * was when the option got its id), or [id, label] when the id is not the slug of the label shown, which is
 * the case for every option reworded since: domain/option-ids.test.ts pins every id, so rewording a label
 * fails there until its old id is written next to it. (The slugs are not written out for the rest to keep
 * the wizard's first load within its budget: the ids would repeat every label in other letters.)
 */
export type OptionEntry = string | readonly [id: string, label: string];

/** The id an option got from its English label: lower case, words joined by '-', '$' as 'usd-', '+' as '-plus'. */
export function slugOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/\$/g, 'usd-')
    .replace(/\+/g, '-plus')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const idAndLabel = (entry: OptionEntry): readonly [string, string] => (typeof entry === 'string' ? [slugOf(entry), entry] : entry);

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
  /**
   * A ZIP code answer that is also where the project is (a move starts where the mover comes to): the
   * wizard fills the project's state, ZIP code and city from it, so the visitor only confirms them.
   */
  readonly projectPlace?: true;
}

export interface Service extends ServiceInfo {
  readonly questions: readonly Question[];
}

/**
 * Options coded by their 1-based position, as the network codes its own lists; labels past `codedCount`
 * have no code. Every coded list must be the network's list in its order: docs/network-payload.md gives
 * each code's meaning, and domain/network-payload.test.ts fails when a list drifts from it.
 */
export function positional(entries: readonly OptionEntry[], codedCount = entries.length): Option[] {
  return entries.map((entry, i) => {
    const [id, label] = idAndLabel(entry);
    return { id, label, code: i < codedCount ? i + 1 : '' };
  });
}

/** Options with explicit codes, for lists whose coded order differs from the order shown. */
export function coded(entries: readonly (readonly [id: string, label: string, code: number])[]): Option[] {
  return entries.map(([id, label, code]) => ({ id, label, code }));
}

/**
 * `ProjectNature` is coded by position for three options; the network's two-option variant is coded
 * first=1, second=3 (the middle code means "repair", which two-option services do not offer).
 */
export function projectNature(entries: readonly [OptionEntry, OptionEntry] | readonly [OptionEntry, OptionEntry, OptionEntry]): Option[] {
  return entries.length === 2
    ? coded([
        [...idAndLabel(entries[0]), 1],
        [...idAndLabel(entries[1]), 3],
      ])
    : positional(entries);
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
const SOLAR_BILL_BANDS: OptionEntry[] = [
  ['usd-50-100', '$50-$100'],
  ['usd-100-200', '$100-$200'],
  ['usd-200-300', '$200-$300'],
  ['usd-300-400', '$300-$400'],
  ['usd-400-500', '$400-$500'],
  ['usd-500-600', '$500-$600'],
  ['usd-600-700', '$600-$700'],
  ['usd-700-800', '$700-$800'],
  ['usd-800-900', '$800-$900'],
  ['over-usd-900', 'More than $900'],
];

/**
 * HVAC systems and services, in the network's order: the first 16 are the network's coded list, the other
 * nine its uncoded options, sent as "" (docs/network-payload.md, `HVACType`).
 */
const HVAC_TYPES: OptionEntry[] = [
  'Air ducts, repair or replace',
  'Boiler and radiators, new installation',
  'Central air, cleaning and maintenance',
  'Central air, new installation',
  'Central air, repair',
  'Commercial cooling',
  'Commercial heating, new installation',
  'Commercial heating, repair',
  'Ductless air conditioning',
  'Furnace, new installation',
  'Furnace, repair',
  'Gas heating, new installation',
  'Gas heating, repair',
  'Geothermal system',
  'Heating, new installation',
  'Heating, repair',
  'Heat pump, new installation',
  'Heat pump, repair',
  'Oil heating, new installation',
  'Oil heating, repair',
  'Radiant floor system',
  'Thermostats',
  'Boiler and radiators, repair',
  'Ductless air conditioning, repair',
  'Ducts and vents, installation',
];

/** Each service's own questions, by service id, in the order the wizard asks them. */
const QUESTIONS: Record<ServiceInfo['id'], readonly Question[]> = {
  1: [
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
  2: [
    natureQuestion(projectNature(['Install', 'Repair', 'Remodeling'])),
    {
      id: 'windowCount',
      label: 'How many windows are involved?',
      kind: 'choice',
      options: positional([
        ['1-window', '1'],
        ['2-windows', '2'],
        ['3-5-windows', '3-5'],
        ['6-9-windows', '6-9'],
        ['10-plus-windows', '10+'],
      ]),
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
  3: [
    natureQuestion(projectNature(['New', 'Repair', 'Remodeling'])),
    {
      id: 'roofMaterial',
      label: 'What kind of roof or roofing work do you need?',
      kind: 'choice',
      options: positional([
        'Asphalt shingle',
        'Cedar shake',
        'Metal',
        'Natural slate',
        'Tar',
        'Commercial roofing',
        'Flat, foam or single-ply roofing',
        'Traditional tile roofing',
        'Wood or composite roofing',
        'Waterproof coatings',
        'Roof removal',
        'Roof maintenance or cleaning',
        'Other',
      ]),
      field: 'roofingType',
    },
    statusQuestion,
  ],
  4: [
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
  5: [
    {
      id: 'paintType',
      label: 'What type of painting do you need?',
      kind: 'choice',
      options: positional([
        'Exterior painting, trim or shutters',
        'Exterior painting, whole house',
        'Paint or stain a deck, fence or porch',
        'Interior painting, 1-2 rooms',
        'Interior painting, 3 or more rooms',
        'Wallpaper hanging or removal',
        'Specialty faux finishes',
        'Specialty textures',
        'Commercial painting',
        'Paint removal or stripping',
      ]),
      field: 'PaintType',
    },
    statusQuestion,
  ],
  6: [
    natureQuestion(projectNature(['New Installation', 'Repair', 'Remodeling'])),
    {
      id: 'plumbingType',
      label: 'What plumbing work do you need?',
      kind: 'choice',
      options: positional([
        'Basement drainage channel',
        'Bathtubs',
        'Commercial or industrial plumbing',
        'Faucets, fixtures or pipes',
        'Gas pipes',
        'General plumbing repair',
        'Leak detection and repair',
        'Remodeling and construction',
        'Sewer and drain',
        'Walk-in bath installation',
        'Fire sprinkler system',
        'Pump out a septic tank',
        'Septic system installation',
        'Septic system repair',
        'Sump pump repair',
        'Water heater installation',
        'Water heater repair',
        'Water line',
        'Water main installation',
        'Water main repair',
        'Other installation',
      ]),
      field: 'PlumberType',
    },
    statusQuestion,
  ],
  7: [
    natureQuestion(projectNature(['New Gutters', 'Repair', 'Replacement'])),
    {
      id: 'gutterType',
      label: 'Which gutter product or service do you need?',
      kind: 'choice',
      options: positional(['Galvanized', 'Seamless Metal', 'PVC', 'Wood', 'Gutter Cleaning', 'Gutter Protection', 'Other']),
      field: 'Guttertype',
    },
    statusQuestion,
  ],
  8: [
    {
      id: 'securityService',
      label: 'What kind of security service do you need?',
      kind: 'choice',
      options: positional(['Equipment Only', 'New System Installation', 'Reactivating The Existing System']),
      field: 'HomeSecurity',
    },
  ],
  9: [
    natureQuestion(projectNature(['New Kitchen', 'Repair Kitchen', 'Kitchen Remodeling'])),
    {
      id: 'kitchenType',
      label: 'What part of the kitchen is the project about?',
      kind: 'choice',
      options: positional([
        'Appliances',
        'Cabinets',
        'Cabinet repair',
        'Countertops or sinks',
        'Floor plan changes',
        'Flooring',
        'Full kitchen',
      ]),
      field: 'Kitchentype',
    },
    statusQuestion,
  ],
  10: [
    natureQuestion(projectNature(['New Siding', 'Repair', 'Replacement'])),
    {
      id: 'sidingType',
      label: 'What type of siding project is it?',
      kind: 'choice',
      options: positional([
        'Aluminum siding, install or replace',
        'Aluminum siding, repair',
        'Brick face, install or replace',
        'Brick face, repair',
        'Composite wood, install or replace',
        'Composite wood, repair',
        'Stone face, install or replace',
        'Stone face, repair',
        'Stucco, install or replace',
        'Stucco, repair',
        'Vinyl siding, install or replace',
        'Vinyl siding, repair',
        'Other repair',
      ]),
      field: 'Sidingtype',
    },
    statusQuestion,
  ],
  11: [
    natureQuestion(projectNature(['New Bath Install', 'Bathroom Remodel'])),
    {
      id: 'bathType',
      label: 'What kind of bathroom work do you need?',
      kind: 'choice',
      options: positional([
        'Bathtub installation',
        'Bathtub liner installation',
        'Cabinets',
        'Countertops',
        'Full remodel',
        'General remodeling',
        'New flooring',
        'Shower installation',
        'Sink installation',
        'Toilet installation',
        'Walk-in tub installation',
        'Complete remodel',
        'Vanity installation',
        'Vanity repair',
        'Other',
      ]),
      field: 'bathtype',
    },
    statusQuestion,
  ],
  12: [
    {
      id: 'fenceType',
      label: 'What type of fencing project is it?',
      kind: 'choice',
      options: positional([
        'Wood fence, install or replace',
        'Wood fence, repair',
        'Vinyl or PVC fence, install or replace',
        'Vinyl or PVC fence, repair',
        'Chain-link fence, install or replace',
        'Chain-link fence, repair',
        'Wrought iron fence, install or replace',
        'Wrought iron fence, repair',
        'Aluminum or steel fence, install or replace',
        'Aluminum or steel fence, repair',
        'Barbed-wire fence, install or replace',
        'Barbed-wire fence, repair',
        'Electric pet fence, install or replace',
        'Electric pet fence, repair',
      ]),
      field: 'Fencingtype',
    },
    statusQuestion,
  ],
  13: [
    {
      id: 'floorType',
      label: 'What flooring work do you need?',
      kind: 'choice',
      options: positional([
        'Carpet, installation',
        'Carpet, repair or refasten',
        'Epoxy flooring',
        'Hardwood floor, installation',
        'Laminate floor, installation',
        'Laminate floor, repair',
        'Tile floor, install or repair',
        'Vinyl or linoleum floor, installation',
        'Vinyl or linoleum floor, repair',
        'Wood floor, refinishing',
        'Wood floor, repair or partial replacement',
      ]),
      field: 'Floortype',
    },
    statusQuestion,
  ],
  14: [
    { id: 'currentZip', label: 'What ZIP code are you moving from?', kind: 'zip', field: 'Moverszip', projectPlace: true },
    { id: 'movingZip', label: 'What ZIP code are you moving to?', kind: 'zip', field: 'Moverszip2' },
    {
      id: 'moveSize',
      label: 'How big is your move?',
      kind: 'choice',
      options: positional(['Studio', '1 Bedroom', '2 Bedrooms', '3 Bedrooms', '4 Bedrooms', 'Over 4 Bedrooms', 'Partial Home']),
      field: 'Movesize',
    },
    {
      id: 'movingDistance',
      label: 'How far are you moving?',
      kind: 'choice',
      // NOTE: shown Long Distance first, but the network codes Local=1, Long Distance=2, Other=3.
      options: coded([
        ['long-distance', 'Long Distance', 2],
        ['local', 'Local', 1],
        ['other', 'Other', 3],
      ]),
      field: 'movingDistance',
    },
    { id: 'moveDate', label: 'When do you plan to move?', kind: 'date', field: 'MovingDate' },
  ],
};

/** Every service with its questions: the list in services.ts, each entry with its questions added. */
export const SERVICES: readonly Service[] = SERVICE_INFO.map((info) => {
  const questions = QUESTIONS[info.id];
  if (!questions) throw new Error(`service ${info.id} (${info.title}) has no questions in the catalogue`);
  return { ...info, questions };
});

/** The title parameter is URL-decoded by the router; titles match case-insensitively. */
export function findServiceByTitle(title: string): Service | undefined {
  const wanted = title.trim().toLowerCase();
  return SERVICES.find((s) => s.title.toLowerCase() === wanted);
}

export function findServiceById(id: number): Service | undefined {
  return SERVICES.find((s) => s.id === id);
}

/**
 * The option a value names: its id, or (for clients built before options had ids, and for leads stored
 * then) its English label. Ids are looked up first; an id never equals another option's label
 * (catalogue.test.ts), so the two cannot name different options.
 */
export function findOption(options: readonly Option[], value: string): Option | undefined {
  return options.find((o) => o.id === value) ?? options.find((o) => o.label === value);
}
