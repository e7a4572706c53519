// A lead's short reference: what the visitor sees on the Thank-you page and quotes on the phone, and what an
// operator types into the console's search. 'L-' and 8 characters in two groups of four (L-7KQ2-M9XD).
import { createHash, randomInt } from 'node:crypto';

// No 0/O and no 1/I/L: a reference read out or copied by hand is not misread.
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;

/** Matches a reference as shown: the form the database holds. */
export const REFERENCE_FORMAT = /^L-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

function format(chars: string): string {
  return `L-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A new random reference (uniform over the alphabet: randomInt rejects biased draws). */
export function newLeadReference(): string {
  let chars = '';
  for (let i = 0; i < LENGTH; i++) chars += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return format(chars);
}

/**
 * A reference that always comes out the same for the same seed, for answers that must look like a real
 * submission's without storing one (the bot trap's quiet refusal).
 */
export function referenceFrom(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  return format([...digest.subarray(0, LENGTH)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join(''));
}

const TYPED = /^L?-?([2-9A-HJKMNP-Z]{4})-?([2-9A-HJKMNP-Z]{4})$/;

/**
 * The reference a search text names, in the stored form, or undefined: any case, with or without the
 * dashes and the leading L, surrounding spaces ignored (`l7kq2m9xd`, `7KQ2-M9XD`, ` L-7KQ2-M9XD `).
 */
export function referenceIn(text: string): string | undefined {
  const m = TYPED.exec(text.trim().toUpperCase());
  return m ? format(m[1]! + m[2]!) : undefined;
}
