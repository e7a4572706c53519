// The wizard's steps: the service's own questions first, then the same contact and project questions for
// every service, in the order the product specifies. Each step names the form field it fills.
import { positional, type Option, type Service } from './catalogue.ts';

export type StepKind =
  | 'choice'
  | 'text'
  | 'zip'
  | 'date'
  | 'provider'
  | 'state'
  | 'email'
  | 'phone'
  | 'textarea'
  | 'agreement';

export interface Step {
  /** Form field path: `answers.<questionId>` for service questions, the field name otherwise. */
  readonly name: string;
  readonly label: string;
  readonly kind: StepKind;
  readonly options?: readonly Option[];
  readonly hint?: string;
  /** HTML autocomplete token, so browsers can fill contact details. */
  readonly autoComplete?: string;
  readonly placeholder?: string;
}

/** The shared choice questions and how the network codes them. */
export const SHARED_CHOICES = {
  HomeOwner: { field: 'homeOwner', options: positional(['Yes', 'No']) },
  PropertyType: { field: 'Propertytype', options: positional(['Commercial', 'Multi-Unit', 'Residential']) },
  PurchaseTimeFrame: {
    field: 'Purchasetimeframe',
    options: positional(['1-2 weeks', '3-4 weeks', '5-6 weeks', '7-8 weeks', 'Time Is Flexible']),
  },
  BestTimeToCall: { field: 'Timetocall', options: positional(['Anytime', 'Morning', 'Afternoon', 'Evening']) },
} as const;

export type SharedChoiceName = keyof typeof SHARED_CHOICES;

export const CONTACT_STEPS: readonly Step[] = [
  { name: 'state', label: 'Which state is your project in?', kind: 'state', autoComplete: 'address-level1' },
  {
    name: 'zipCode',
    label: 'What is the ZIP code of the project?',
    kind: 'zip',
    autoComplete: 'postal-code',
    placeholder: '5-digit ZIP code',
  },
  {
    name: 'city',
    label: 'Which city is it in?',
    kind: 'text',
    autoComplete: 'address-level2',
    hint: 'We filled this in from your ZIP code. Change it if it is not right.',
  },
  {
    name: 'streetAddress',
    label: 'What is the street address?',
    kind: 'text',
    autoComplete: 'street-address',
    placeholder: '123 Main St',
    hint: 'Pros use it to estimate the job. We never show it publicly.',
  },
  { name: 'firstName', label: 'What is your first name?', kind: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'And your last name?', kind: 'text', autoComplete: 'family-name' },
  {
    name: 'email',
    label: 'What is your email address?',
    kind: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
    hint: 'Your quotes and their details are sent here.',
  },
  {
    name: 'phone',
    label: 'What is the best phone number to reach you?',
    kind: 'phone',
    autoComplete: 'tel-national',
    placeholder: '10-digit phone number',
    hint: 'Pros call or text to confirm details and give you a price.',
  },
  { name: 'HomeOwner', label: 'Do you own the home?', kind: 'choice', options: SHARED_CHOICES.HomeOwner.options },
  {
    name: 'PropertyType',
    label: 'What type of property is it?',
    kind: 'choice',
    options: SHARED_CHOICES.PropertyType.options,
  },
  {
    name: 'PurchaseTimeFrame',
    label: 'When would you like the work to start?',
    kind: 'choice',
    options: SHARED_CHOICES.PurchaseTimeFrame.options,
  },
  {
    name: 'BestTimeToCall',
    label: 'When is the best time to call you?',
    kind: 'choice',
    options: SHARED_CHOICES.BestTimeToCall.options,
  },
  {
    name: 'requirements',
    label: 'Briefly describe your project',
    kind: 'textarea',
    placeholder: 'For example: replace a 20-year-old roof on a two-story house, about 2,000 sq ft.',
    hint: 'A few words help pros give you an accurate quote.',
  },
  { name: 'agreement', label: 'Review and submit your request', kind: 'agreement' },
];

export function answerPath(questionId: string): string {
  return `answers.${questionId}`;
}

export function wizardSteps(service: Service): Step[] {
  const own: Step[] = service.questions.map((q) => ({
    name: answerPath(q.id),
    label: q.label,
    kind: q.kind,
    options: q.options,
    hint: q.hint,
    ...(q.kind === 'zip' ? { placeholder: '5-digit ZIP code' } : {}),
  }));
  return [...own, ...CONTACT_STEPS];
}
