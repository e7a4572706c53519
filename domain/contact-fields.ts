// The contact and project questions every service asks after its own, in the wizard's order: ONE table
// that says, per field, how the wizard asks it, how it is checked, which key the network receives it under
// (docs/network-payload.md) and whether it is personal data. The steps (steps.ts), the checks (rules from
// field-rules.ts, wrapped in zod by schemas.ts for the server), the payload (coding.ts), the form's empty
// values (web/wizard/form-values.ts), the stored answers (server/leads/readable-answers.ts) and the log
// redaction (server/log-options.ts) are read from it, so a new field is one entry here plus its line in
// the network's document.
import { positional, type Option, type OptionEntry } from './options.ts';
import {
  also,
  checked,
  choice,
  emailAddress,
  exactDigits,
  LIMITS,
  MESSAGES,
  multiLine,
  oneOf,
  personName,
  requiredText,
  zipDigits,
  type FieldRule,
} from './field-rules.ts';
import type { StepKind } from './step-kind.ts';
import { hasUsAreaCode } from './us-area-codes.ts';
import { STATE_CODES } from './us-states.ts';

export interface ContactField {
  readonly label: string;
  readonly kind: StepKind;
  readonly options?: readonly Option[];
  readonly hint?: string;
  /** HTML autocomplete token, so browsers can fill contact details. */
  readonly autoComplete?: string;
  readonly placeholder?: string;
  /** How the value is checked, in the browser and (wrapped in zod) on the server. */
  readonly rule: FieldRule<unknown>;
  /** The network's key for the value; a choice is sent as its code. Without one the field is not sent. */
  readonly payloadKey?: string;
  /** Identifies or locates the visitor, or is their own words: never logged. */
  readonly personal: boolean;
  /** Kept in the lead's answers for the console; the name, e-mail, phone, city and state have columns. */
  readonly storedAsAnswer?: true;
}

/** A shared choice question: [id, label] in the network's order, coded 1-based, kept as an answer. */
function choiceField(label: string, payloadKey: string, entries: readonly OptionEntry[]) {
  const options = positional(entries);
  return {
    label,
    kind: 'choice',
    options,
    rule: choice(options, MESSAGES.selectOption),
    payloadKey,
    personal: false,
    storedAsAnswer: true,
  } as const satisfies ContactField;
}

export const CONTACT_FIELDS = {
  state: {
    label: 'Which state is your project in?',
    kind: 'state',
    autoComplete: 'address-level1',
    rule: oneOf(STATE_CODES, 'State is required'),
    payloadKey: 'state',
    personal: false,
  },
  zipCode: {
    label: 'What is the ZIP code of the project?',
    kind: 'zip',
    autoComplete: 'postal-code',
    placeholder: '5-digit ZIP code',
    rule: zipDigits('Zip code is required'),
    payloadKey: 'zip',
    personal: true,
  },
  city: {
    label: 'Which city is it in?',
    kind: 'text',
    autoComplete: 'address-level2',
    hint: 'We filled this in from your ZIP code. Change it if it is not right.',
    rule: requiredText('City is required', LIMITS.city),
    payloadKey: 'city',
    personal: true,
  },
  streetAddress: {
    label: 'What is the street address?',
    kind: 'text',
    autoComplete: 'street-address',
    placeholder: '123 Main St',
    hint: 'Pros use it to estimate the job. We never show it publicly.',
    rule: requiredText('Street address is required', LIMITS.street),
    payloadKey: 'address',
    personal: true,
  },
  firstName: {
    label: 'What is your first name?',
    kind: 'text',
    autoComplete: 'given-name',
    rule: personName('First name is required', LIMITS.name),
    payloadKey: 'firstName',
    personal: true,
  },
  lastName: {
    label: 'And your last name?',
    kind: 'text',
    autoComplete: 'family-name',
    rule: personName('Last name is required', LIMITS.name),
    payloadKey: 'lastName',
    personal: true,
  },
  email: {
    label: 'What is your email address?',
    kind: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
    hint: 'Your quotes and their details are sent here.',
    rule: emailAddress('Email is required', LIMITS.email),
    payloadKey: 'email',
    personal: true,
  },
  phone: {
    label: 'What is the best phone number to reach you?',
    kind: 'phone',
    autoComplete: 'tel-national',
    placeholder: '10-digit phone number',
    hint: 'Pros call or text to confirm details and give you a price.',
    rule: also(exactDigits(10, 'Phone number is required', MESSAGES.phoneDigits), hasUsAreaCode, MESSAGES.areaCode),
    payloadKey: 'phone',
    personal: true,
  },
  HomeOwner: choiceField('Do you own the home?', 'homeOwner', ['Yes', 'No']),
  PropertyType: choiceField('What type of property is it?', 'Propertytype', ['Commercial', 'Multi-Unit', 'Residential']),
  PurchaseTimeFrame: choiceField('When would you like the work to start?', 'Purchasetimeframe', [
    '1-2 weeks',
    '3-4 weeks',
    '5-6 weeks',
    '7-8 weeks',
    'Time Is Flexible',
  ]),
  BestTimeToCall: choiceField('When is the best time to call you?', 'Timetocall', ['Anytime', 'Morning', 'Afternoon', 'Evening']),
  requirements: {
    label: 'Briefly describe your project',
    kind: 'textarea',
    placeholder: 'For example: replace a 20-year-old roof on a two-story house, about 2,000 sq ft.',
    hint: 'A few words help pros give you an accurate quote.',
    rule: requiredText(MESSAGES.requirements, LIMITS.requirements, multiLine),
    payloadKey: 'BriefRequirement',
    personal: true,
    storedAsAnswer: true,
  },
  agreement: {
    label: 'Review and submit your request',
    kind: 'agreement',
    rule: checked(MESSAGES.agreement),
    personal: false,
  },
} satisfies Record<string, ContactField>;

export type ContactFieldName = keyof typeof CONTACT_FIELDS;

/** The table as a list in the wizard's order, each entry with its form field name. */
export const CONTACT_FIELD_LIST: readonly (ContactField & { readonly name: ContactFieldName })[] = Object.entries(CONTACT_FIELDS).map(
  ([name, field]) => ({ name: name as ContactFieldName, ...field }),
);

/** The names of the fields whose kind is `choice`, e.g. `'HomeOwner'`. */
export type ContactChoiceName = {
  [K in ContactFieldName]: (typeof CONTACT_FIELDS)[K]['kind'] extends 'choice' ? K : never;
}[ContactFieldName];

/** The names of the fields kept in a lead's answers, e.g. `'requirements'`. */
export type StoredAnswerName = {
  [K in ContactFieldName]: (typeof CONTACT_FIELDS)[K] extends { storedAsAnswer: true } ? K : never;
}[ContactFieldName];
