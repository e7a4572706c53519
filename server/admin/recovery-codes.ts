// Recovery codes: ten per account, each good for one sign-in, for the day the authenticator is lost. A code
// is 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as XXXX-XXXX-XXXX: 59 random
// bits, so a fast hash (SHA-256) is enough to keep them unreadable at rest, as with session tokens: there is
// no dictionary of likely codes to try, unlike passwords.
import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 12;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** A recovery code as typed (any case, with or without dashes and spaces), or undefined if it cannot be one. */
export function readRecoveryCode(input: string): string | undefined {
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : undefined;
}

/** What is stored of a code: the SHA-256 of its characters without dashes. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.replace(/-/g, '').toUpperCase(), 'utf8').digest('hex');
}
