// Privacy requests (docs/compliance.md): the kinds a visitor can make, their labels, and the rules the
// forms and the server share, so both say the same thing about the same input. Plain rules, so the forms
// check without zod; the server's schemas (privacy-schemas.ts) wrap them.
import { EMAIL_PATTERN, oneOf, type Checked, type FieldRule } from './field-rules.ts';

/** What POST /api/privacy-requests takes as `type`. */
export const REQUEST_TYPES = ['know', 'delete', 'correct', 'opt-out', 'limit'] as const;
export type PublicRequestType = (typeof REQUEST_TYPES)[number];
/** `revoke` is a revocation of consent to calls and texts, made on /StopContact. */
export type RequestType = PublicRequestType | 'revoke';

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  know: 'Know / access my information',
  delete: 'Delete my information',
  correct: 'Correct my information',
  'opt-out': 'Opt out of sale and sharing',
  limit: 'Limit use of sensitive information',
  revoke: 'Stop calls and texts',
};

export type RequestStatus = 'open' | 'confirmed' | 'completed' | 'denied';

export const PRIVACY_LIMITS = { name: 100, email: 254, details: 2000 } as const;

export { DO_NOT_SELL_LABEL, GPC_HONORED } from './privacy-labels.ts';

const tooLong = (max: number) => `Please keep this under ${max} characters.`;
// NOTE: control characters would be stored as they came and shown to operators; people never type them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (v: string) => v.replace(CONTROL, '').trim();
const pass = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (message: string): Checked<never> => ({ ok: false, message });

// The optional fields' rules take text: the server's schemas let only text (or nothing, as '') reach them.
const text =
  (max: number): FieldRule =>
  (input) => {
    const v = clean(String(input ?? ''));
    return v.length > max ? fail(tooLong(max)) : pass(v);
  };

const requiredText =
  (message: string, max: number): FieldRule =>
  (input) => {
    if (typeof input !== 'string') return fail(message);
    const v = clean(input);
    if (v.length === 0) return fail(message);
    return v.length > max ? fail(tooLong(max)) : pass(v);
  };

const INVALID_EMAIL = 'Invalid email address';

/** An e-mail address; empty passes only where `optional`. */
const email =
  (optional: boolean): FieldRule =>
  (input) => {
    if (!optional && typeof input !== 'string') return fail('Email is required');
    const v = clean(String(input ?? ''));
    if (v.length === 0) return optional ? pass('') : fail('Email is required');
    if (v.length > PRIVACY_LIMITS.email) return fail(tooLong(PRIVACY_LIMITS.email));
    return EMAIL_PATTERN.test(v) ? pass(v) : fail(INVALID_EMAIL);
  };

/** US phone: 10 digits, with or without punctuation or a leading +1. Empty is allowed where optional. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

const optionalPhone: FieldRule = (input) => {
  const v = clean(String(input ?? ''));
  if (v === '') return pass('');
  return phoneDigits(v).length === 10 ? pass(phoneDigits(v)) : fail('Phone number must be exactly 10 digits');
};

/** A trap for bots, as on the quote form: hidden from people, so a value means a program filled it. */
const honeypot = text(2048);

/** POST /api/privacy-requests (from /CaliforniaPolicy and /DoNotSell), field by field. */
export const PRIVACY_REQUEST_RULES = {
  type: oneOf(REQUEST_TYPES, 'Please choose what you would like us to do'),
  name: requiredText('Please enter your name', PRIVACY_LIMITS.name),
  email: email(false),
  phone: optionalPhone,
  details: text(PRIVACY_LIMITS.details),
  /** The authorized agent's name, when an agent makes the request. */
  agent: text(PRIVACY_LIMITS.name),
  website: honeypot,
} as const;

/** The fields of PRIVACY_REQUEST_RULES that are optional text: absent means ''. */
export const OPTIONAL_REQUEST_FIELDS = ['phone', 'details', 'agent', 'website'] as const;

/** POST /api/stop-contact, field by field; one of the phone and the e-mail is needed (STOP_CONTACT_NEEDS_ONE). */
export const STOP_CONTACT_RULES = { email: email(true), phone: optionalPhone, website: honeypot } as const;

export const STOP_CONTACT_NEEDS_ONE = 'Enter your phone number, your email address, or both.';
