// The building blocks of validation: the product's messages, the length limits, text cleaning and the
// rules a single field is checked by. The rules are plain functions, not zod schemas, so the browser
// checks a step without loading zod (zod was most of the wizard's forms chunk); the server's
// zod schemas (domain/schemas.ts) wrap these same rules, so both say the same thing about the same input.

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

/** What a rule says of a value: the value as kept (cleaned), or the message of the first rule it breaks. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** One field's rule: takes whatever arrived (a form's value, a JSON body's) and checks it. */
export type FieldRule<T = string> = (input: unknown) => Checked<T>;

const pass = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (message: string): Checked<never> => ({ ok: false, message });

/** The rule, then one more test of the value it kept. */
export const also =
  <T>(rule: FieldRule<T>, test: (value: T) => boolean, message: string): FieldRule<T> =>
  (input) => {
    const r = rule(input);
    return r.ok && !test(r.value) ? fail(message) : r;
  };

/** Text, cleaned of control characters and trimmed, that must show something and fit `max` characters. */
export const requiredText =
  (message: string, max: number, clean: (v: string) => string = singleLine): FieldRule =>
  (input) => {
    if (typeof input !== 'string') return fail(message);
    const value = clean(input).trim();
    if (value.length === 0) return fail(message);
    if (value.length > max) return fail(tooLong(max));
    return visible(value).length > 0 ? pass(value) : fail(message);
  };

export const personName = (message: string, max: number) => also(requiredText(message, max), hasLetter, message);

// The address shapes people type, as zod's z.email() accepted them when the schemas were zod's (its
// "practical" pattern): the server's answers must not change with the move to plain rules.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const emailAddress = (requiredMessage: string, max: number) =>
  also(requiredText(requiredMessage, max), (v) => EMAIL_PATTERN.test(v), MESSAGES.email);

/** Exactly `count` digits (after trimming), e.g. a ZIP code or a phone number. */
export const exactDigits =
  (count: number, requiredMessage: string, message: string): FieldRule =>
  (input) => {
    if (typeof input !== 'string') return fail(requiredMessage);
    const value = input.trim();
    if (value.length === 0) return fail(requiredMessage);
    return new RegExp(`^\\d{${count}}$`).test(value) ? pass(value) : fail(message);
  };

export const zipDigits = (requiredMessage: string) => exactDigits(5, requiredMessage, MESSAGES.zipDigits);

/** One of the given values, exactly as given. */
export const oneOf =
  <T extends string>(values: readonly T[], message: string): FieldRule<T> =>
  (input) =>
    typeof input === 'string' && (values as readonly string[]).includes(input) ? pass(input as T) : fail(message);

/**
 * One of the options, named by its stable id or (from clients built before options had ids) by its English
 * label; the cleaned value is always the id, so what is coded and stored does not depend on the wording.
 */
export const choice =
  (options: readonly { id: string; label: string }[], message: string): FieldRule<string> =>
  (input) => {
    if (typeof input !== 'string') return fail(message);
    const option = options.find((o) => o.id === input) ?? options.find((o) => o.label === input);
    return option ? pass(option.id) : fail(message);
  };

/** A box that must be ticked. */
export const checked =
  (message: string): FieldRule<true> =>
  (input) =>
    input === true ? pass(true as const) : fail(message);

/** Calendar date as YYYY-MM-DD, compared as text so no time zone moves it. */
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A date as YYYY-MM-DD, today or later. */
export const futureDate =
  (requiredMessage: string): FieldRule =>
  (input) => {
    if (typeof input !== 'string') return fail(requiredMessage);
    const value = input.trim();
    if (value.length === 0) return fail(requiredMessage);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return fail(MESSAGES.dateInvalid);
    // NOTE: a day of grace, because the visitor's "today" may still be yesterday where the server runs.
    return value >= isoDate(new Date(Date.now() - 86_400_000)) ? pass(value) : fail(MESSAGES.datePast);
  };
