// The message ids of what only the server answers a visitor, beside the wizard's own (wizard-keys.ts): the
// server says them in the page's language from the same catalogues (server/http/visitor-messages.ts), and
// the catalogue check (catalogues.test.ts) holds the English there to the code. A module of its own, so the
// wizard's bundle never loads the server's schemas (zod) through wizard-keys.ts.
import { CONTACT_MESSAGE_RULES } from '#domain/contact-message.ts';
import { tooLong, type Checked } from '#domain/field-rules.ts';
import { PRIVACY_REQUEST_RULES, STOP_CONTACT_NEEDS_ONE } from '#domain/privacy.ts';
import { REJECTION_SENTENCES } from '#domain/rejection-message.ts';
import { LANG_INVALID, UNKNOWN_SERVICE } from '#domain/schemas.ts';
import { INTERNAL, tooManyRequests, UNAVAILABLE } from '#domain/server-messages.ts';
import { ERROR_KEYS } from './wizard-keys.ts';

/** A rule's message for a value it refuses (the message is the code's own, never a copy of it). */
function messageOf(checked: Checked<unknown>): string {
  if (checked.ok) throw new Error('the value was expected to be refused');
  return checked.message;
}

/**
 * Messages only the server answers a visitor (a field of the contact or privacy forms, a refused
 * submission, an outage), by their English text: server/http/visitor-messages.ts answers a Spanish page
 * with their Spanish from the same catalogues.
 */
export const SERVER_ERROR_KEYS: Readonly<Record<string, string>> = {
  [messageOf(CONTACT_MESSAGE_RULES.name(''))]: 'error.nameRequired',
  [messageOf(CONTACT_MESSAGE_RULES.subject(''))]: 'error.subjectRequired',
  [messageOf(CONTACT_MESSAGE_RULES.message(''))]: 'error.messageRequired',
  [messageOf(PRIVACY_REQUEST_RULES.type(''))]: 'error.requestType',
  [STOP_CONTACT_NEEDS_ONE]: 'error.phoneOrEmail',
  [LANG_INVALID]: 'error.lang',
  [UNKNOWN_SERVICE]: 'error.unknownService',
  [UNAVAILABLE]: 'error.unavailable',
  [INTERNAL]: 'error.internal',
  ...rejectionKeys(),
};

/** The plain sentences a refusal by the buyers is told with, in the order domain/rejection-message.ts gives them. */
function rejectionKeys(): Record<string, string> {
  const names = ['rejectedDuplicate', 'rejectedCoverage', 'rejectedPhone', 'rejectedEmail', 'rejectedAddress', 'rejectedName'];
  const own = REJECTION_SENTENCES.filter((s) => ERROR_KEYS[s] === undefined);
  if (own.length !== names.length) throw new Error('a rejection sentence has no message id: name it here');
  return Object.fromEntries(own.map((s, i) => [s, `error.${names[i]}`]));
}

/**
 * Messages with a number in them, by id: their English with the ICU argument in the number's place
 * (`{max}`), which is how the catalogues write them.
 */
export const SERVER_ERROR_TEMPLATES: Readonly<Record<string, string>> = {
  'error.tooLong': tooLong('{max}' as unknown as number),
  'error.tooManyRequests': tooManyRequests('{seconds}'),
};
