// The building blocks of validation: the product's messages, the length limits, text cleaning and the
// rules a single field is checked by. domain/schemas.ts and domain/contact-fields.ts compose them; they
// live apart so the contact-field table can use them without an import cycle.
import { z } from 'zod';

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

export const tooLong = (max: number) => `Please keep this under ${max} characters.`;

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

export const requiredText = (message: string, max: number, clean: (v: string) => string = singleLine) =>
  z
    .string({ error: message })
    .overwrite(clean)
    .trim()
    .min(1, message)
    .max(max, tooLong(max))
    .refine((v) => visible(v).length > 0, message);

export const personName = (message: string, max: number) => requiredText(message, max).refine(hasLetter, message);

export const zipDigits = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).regex(/^\d{5}$/, MESSAGES.zipDigits);

export const choice = (options: readonly { label: string }[], message: string) =>
  z.enum(options.map((o) => o.label) as [string, ...string[]], { error: message });

