// Validation shared by the wizard (step by step) and the server (the whole lead). The messages are the
// product's own; the browser and the server must say the same thing about the same input.
import { z } from 'zod';
import { findServiceById, type Question, type Service } from './catalogue.ts';
import { SHARED_CHOICES } from './steps.ts';
import { STATE_CODES } from './us-states.ts';
import { hasUsAreaCode } from './us-area-codes.ts';

export const MESSAGES = {
  required: 'This field is required.',
  selectOption: 'Please select an option',
  email: 'Invalid email address',
  phoneDigits: 'Phone number must be exactly 10 digits',
  areaCode: 'Invalid US area code',
  zipDigits: 'Zip code must be exactly 5 digits',
  agreement: 'You must agree to the terms and conditions',
  requirements: 'Please describe your requirements',
  certificate: 'TrustedForm certificate is required. Please wait for the form to fully load.',
  leadId: 'Lead identifier is required. Please wait for the form to fully load.',
  browser: 'Browser info is required',
  provider: 'Please select a valid energy provider from the suggestions.',
  zipNotUs: 'Invalid zip code (not US).',
  zipWrongState: 'Invalid zip code for selected state.',
  zipLookupFailed: 'Could not validate zip code',
  emailDomain: 'Invalid email domain.',
  emailLookupFailed: 'Could not validate email domain',
  providerLookupFailed: 'Could not validate provider',
  notUs: 'This service is only for US citizens.',
  submitDefault: 'There was a problem submitting your request. Please press Submit again.',
  datePast: 'Please choose today or a later date.',
  dateInvalid: 'Please choose a valid date.',
  consentOutdated: 'The consent text has changed. Please reload the page and submit again.',
} as const;

export const LIMITS = {
  name: 50,
  city: 100,
  street: 200,
  email: 254,
  requirements: 2000,
  answer: 100,
  url: 2048,
  userAgent: 512,
  token: 512,
  campaign: 128,
  consentText: 4000,
} as const;

const tooLong = (max: number) => `Please keep this under ${max} characters.`;

// NOTE: control characters are dropped at this boundary, so both engines store the same text: PostgreSQL
// refuses NUL in text while SQLite keeps it, and none of them means anything in a form field.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** One line of text: line breaks and tabs become spaces, other control characters go. */
export function singleLine(value: string): string {
  return value.replace(/[\t\n\r]/g, ' ').replace(CONTROLS, '');
}

/** Text that may span lines (requirements, a message): line breaks become \n, tabs stay, other control characters go. */
export function multiLine(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS, '');
}

// Characters that take no room on screen: format characters (zero-width spaces and joiners, bidi marks,
// soft hyphens), spaces, and the blank "letters" (Hangul fillers, the blank Braille pattern).
const INVISIBLE = /[\p{Cf}\s\u034F\u115F\u1160\u3164\uFFA0\u2800]/gu;

const visible = (value: string) => value.replace(INVISIBLE, '');

/** A person's name: something visible that contains a letter, not only punctuation, digits or blanks. */
const hasLetter = (value: string) => /\p{L}/u.test(visible(value));

const requiredText = (message: string, max: number, clean: (v: string) => string = singleLine) =>
  z
    .string({ error: message })
    .overwrite(clean)
    .trim()
    .min(1, message)
    .max(max, tooLong(max))
    .refine((v) => visible(v).length > 0, message);

const personName = (message: string, max: number) => requiredText(message, max).refine(hasLetter, message);

const zipDigits = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).regex(/^\d{5}$/, MESSAGES.zipDigits);

const choice = (options: readonly { label: string }[], message: string) =>
  z.enum(options.map((o) => o.label) as [string, ...string[]], { error: message });

/** Calendar date as YYYY-MM-DD, compared as text so no time zone moves it. */
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const futureDate = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(v)), MESSAGES.dateInvalid)
  // NOTE: a day of grace, because the visitor's "today" may still be yesterday where the server runs.
  .refine((v) => v >= isoDate(new Date(Date.now() - 86_400_000)), MESSAGES.datePast);

/** The schema of one service question's answer. */
export function questionSchema(q: Question) {
  switch (q.kind) {
    case 'choice':
      return choice(q.options ?? [], MESSAGES.required);
    case 'zip':
      return zipDigits(MESSAGES.required);
    case 'date':
      return futureDate;
    case 'text':
    case 'provider':
      return requiredText(MESSAGES.required, LIMITS.answer);
  }
}

/** The contact and project fields shared by every service, keyed by form field name. */
export const contactFieldSchemas = {
  state: z.enum(STATE_CODES, { error: 'State is required' }),
  zipCode: zipDigits('Zip code is required'),
  city: requiredText('City is required', LIMITS.city),
  streetAddress: requiredText('Street address is required', LIMITS.street),
  firstName: personName('First name is required', LIMITS.name),
  lastName: personName('Last name is required', LIMITS.name),
  email: requiredText('Email is required', LIMITS.email).pipe(z.email(MESSAGES.email)),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^\d{10}$/, MESSAGES.phoneDigits)
    .refine(hasUsAreaCode, MESSAGES.areaCode),
  HomeOwner: choice(SHARED_CHOICES.HomeOwner.options, MESSAGES.selectOption),
  PropertyType: choice(SHARED_CHOICES.PropertyType.options, MESSAGES.selectOption),
  PurchaseTimeFrame: choice(SHARED_CHOICES.PurchaseTimeFrame.options, MESSAGES.selectOption),
  BestTimeToCall: choice(SHARED_CHOICES.BestTimeToCall.options, MESSAGES.selectOption),
  requirements: requiredText(MESSAGES.requirements, LIMITS.requirements, multiLine),
  agreement: z.literal(true, { error: MESSAGES.agreement }),
};

export type ContactFieldName = keyof typeof contactFieldSchemas;

export function answersSchema(service: Service) {
  return z.object(Object.fromEntries(service.questions.map((q) => [q.id, questionSchema(q)])));
}

/** The schema for one wizard step's field, by its form path. */
export function stepSchema(service: Service, name: string): z.ZodType | undefined {
  if (name.startsWith('answers.')) {
    const q = service.questions.find((x) => `answers.${x.id}` === name);
    return q && questionSchema(q);
  }
  return contactFieldSchemas[name as ContactFieldName];
}

/** Which third-party consent tokens the operator has switched on; each is required only then. */
export interface TokenRequirements {
  certificate: boolean;
  leadId: boolean;
}

const optionalText = (max: number) => z.string().overwrite(singleLine).trim().max(max, tooLong(max)).default('');

const requiredToken = (required: boolean, message: string) =>
  required ? requiredText(message, LIMITS.token) : optionalText(LIMITS.token);

export function trackingSchema(tokens: TokenRequirements) {
  const epoch = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
  return z.object({
    url: optionalText(LIMITS.url),
    start: epoch,
    min: epoch,
    userAgent: requiredText(MESSAGES.browser, LIMITS.userAgent),
    xxTrustedFormCertUrl: requiredToken(tokens.certificate, MESSAGES.certificate),
    universalLeadid: requiredToken(tokens.leadId, MESSAGES.leadId),
    ElectricalEnergyProviderId: optionalText(LIMITS.campaign),
    aff_id: optionalText(LIMITS.campaign),
    transaction_id: optionalText(LIMITS.campaign),
    sub_aff_id: optionalText(LIMITS.campaign),
    // The visit's ad campaign (issue 11): stored with the lead for the console, never sent to the network.
    utm_source: optionalText(LIMITS.campaign),
    utm_medium: optionalText(LIMITS.campaign),
    utm_campaign: optionalText(LIMITS.campaign),
    utm_term: optionalText(LIMITS.campaign),
    utm_content: optionalText(LIMITS.campaign),
    // Click ids are opaque and can be long (a gclid is ~100 characters).
    gclid: optionalText(LIMITS.token),
    fbclid: optionalText(LIMITS.token),
  });
}

export type Tracking = z.infer<ReturnType<typeof trackingSchema>>;

/** What the wizard posts to `POST /api/leads`, for one service. Unknown keys are dropped. */
export function leadRequestSchema(service: Service, tokens: TokenRequirements) {
  return z.object({
    submissionId: z.uuid('Invalid submission id'),
    serviceId: z.literal(service.id),
    answers: answersSchema(service),
    ...contactFieldSchemas,
    tracking: trackingSchema(tokens),
    tcpaText: requiredText(MESSAGES.agreement, LIMITS.consentText, multiLine),
    // A trap for bots: the wizard hides this field from people, so a value means a program filled it.
    website: optionalText(LIMITS.url),
  });
}

export type LeadRequest = z.infer<ReturnType<typeof leadRequestSchema>>;

/** The service a body claims, before the rest of it is read. */
export const serviceIdSchema = z.object({
  serviceId: z
    .number({ error: 'Unknown service' })
    .int()
    .refine((id) => findServiceById(id) !== undefined, 'Unknown service'),
});

export const contactMessageSchema = z.object({
  name: personName('Please enter your name', LIMITS.name * 2),
  email: requiredText('Email is required', LIMITS.email).pipe(z.email(MESSAGES.email)),
  subject: requiredText('Please enter a subject', 150),
  message: requiredText('Please enter a message', 5000, multiLine),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** `{ field path: first message }` from a failed parse, the shape the API and the wizard share. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    out[path] ??= issue.message;
  }
  return out;
}
