// Privacy requests (contract section 10): the kinds a visitor can make, their labels, and the schemas the
// forms and the server share, so both say the same thing about the same input.
import { z } from 'zod';

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
const text = (max: number) => z.string().transform(clean).pipe(z.string().max(max, tooLong(max)));
const requiredText = (message: string, max: number) => z.string({ error: message }).transform(clean).pipe(z.string().min(1, message).max(max, tooLong(max)));

const email = z
  .string({ error: 'Email is required' })
  .transform(clean)
  .pipe(z.string().min(1, 'Email is required').max(PRIVACY_LIMITS.email, tooLong(PRIVACY_LIMITS.email)).pipe(z.email('Invalid email address')));

/** US phone: 10 digits, with or without punctuation or a leading +1. Empty is allowed where optional. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

const optionalPhone = z
  .string()
  .default('')
  .transform(clean)
  .refine((v) => v === '' || phoneDigits(v).length === 10, 'Phone number must be exactly 10 digits')
  .transform((v) => (v === '' ? '' : phoneDigits(v)));

/** A trap for bots, as on the quote form: hidden from people, so a value means a program filled it. */
const honeypot = text(2048).default('');

export const privacyRequestSchema = z.object({
  type: z.enum(REQUEST_TYPES, { error: 'Please choose what you would like us to do' }),
  name: requiredText('Please enter your name', PRIVACY_LIMITS.name),
  email,
  phone: optionalPhone,
  details: text(PRIVACY_LIMITS.details).default(''),
  /** The authorized agent's name, when an agent makes the request. */
  agent: text(PRIVACY_LIMITS.name).default(''),
  website: honeypot,
});

export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;

export const stopContactSchema = z
  .object({
    email: z
      .string()
      .default('')
      .transform(clean)
      .pipe(z.union([z.literal(''), z.string().max(PRIVACY_LIMITS.email, tooLong(PRIVACY_LIMITS.email)).pipe(z.email('Invalid email address'))])),
    phone: optionalPhone,
    website: honeypot,
  })
  .refine((v) => v.email !== '' || v.phone !== '', { message: 'Enter your phone number, your email address, or both.', path: ['phone'] });

export type StopContactInput = z.input<typeof stopContactSchema>;
