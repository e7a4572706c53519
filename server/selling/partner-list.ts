// The partner companies list (config/partner-companies.json) is what a visitor's consent names: leads may be
// sold only to a company on it. A buyer is therefore activated only under a name on the list. Names compare
// as people read them: case, and spaces around or between words, do not matter.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PARTNER_FILE = 'config/partner-companies.json';

/** A company name as compared with the list: trimmed, single-spaced, lower case. */
export function normalPartnerName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The list's names, read now (an operator may edit the file; a buyer's activation reads the current one).
 * A missing or unreadable file names no one, so no buyer is activated; `npm run doctor` says what is wrong.
 */
export function readPartnerNames(configDir: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(join(configDir, 'partner-companies.json'), 'utf8'));
  } catch {
    return [];
  }
  return Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string') : [];
}

/** Whether `name` is on the list, compared as `normalPartnerName` does. */
export class PartnerList {
  readonly #names: Set<string>;

  constructor(names: readonly string[]) {
    this.#names = new Set(names.map(normalPartnerName));
  }

  has(name: string): boolean {
    return this.#names.has(normalPartnerName(name));
  }
}
