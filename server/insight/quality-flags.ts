// Signs that a lead may be worth less to the network. They never block a lead (the network decides);
// the operator sees them on the lead's page and counted per source.
import { createRequire } from 'node:module';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { QUALITY_FLAGS as FLAGS, type QualityFlag as Flag } from '#domain/insight-report.ts';

const require = createRequire(import.meta.url);
// The maintained list (disposable-email-domains): exact domains, and domains whose every subdomain is disposable.
const DISPOSABLE = new Set<string>(require('disposable-email-domains') as string[]);
const DISPOSABLE_PARENTS = new Set<string>(require('disposable-email-domains/wildcard.json') as string[]);

export { FLAGS, type Flag };

/** What the console says for each flag. */
export const FLAG_LABELS: Record<Flag, string> = {
  disposable_email: 'Disposable e-mail domain',
  odd_phone: 'Phone is not a mobile or landline number',
  too_fast: 'Filled faster than a person can type',
  repeated_name: 'Name is one repeated character',
};

/**
 * Faster than a fast typist (about 12 characters a second, 150 words a minute) over what the visitor had
 * to type: a browser's autofill can do it, so it is only a flag.
 */
export const MAX_TYPED_CHARS_PER_SECOND = 12;

export interface FlagInput {
  email: string;
  /** 10 digits. */
  phone: string;
  firstName: string;
  lastName: string;
  /** The characters of the typed fields (names, e-mail, phone, street address, description). */
  typedChars: number;
  /** From the wizard's opening (browser clock) to the server receiving the lead. */
  elapsedMs: number;
}

export function isDisposableEmail(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  if (DISPOSABLE.has(domain)) return true;
  const labels = domain.split('.');
  for (let i = 1; i < labels.length - 1; i++) {
    if (DISPOSABLE_PARENTS.has(labels.slice(i).join('.'))) return true;
  }
  return DISPOSABLE_PARENTS.has(domain);
}

/** Valid for a mobile or landline by libphonenumber's full metadata (the area code alone says little). */
export function isPersonalLine(phone: string): boolean {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** "aaa", "X X X": two or more letters, all the same one. */
export function isRepeatedCharacter(name: string): boolean {
  const letters = name.toLowerCase().replace(/[\s.'-]/g, '');
  return letters.length >= 2 && [...letters].every((c) => c === letters[0]);
}

export function qualityFlags(input: FlagInput): Set<Flag> {
  const flags = new Set<Flag>();
  if (isDisposableEmail(input.email)) flags.add('disposable_email');
  if (!isPersonalLine(input.phone)) flags.add('odd_phone');
  // A negative elapsed time is a visitor's clock running fast, not a quick visitor.
  const fastest = (input.typedChars / MAX_TYPED_CHARS_PER_SECOND) * 1000;
  if (input.elapsedMs >= 0 && input.elapsedMs < fastest) flags.add('too_fast');
  if (isRepeatedCharacter(input.firstName) || isRepeatedCharacter(input.lastName)) flags.add('repeated_name');
  return flags;
}
