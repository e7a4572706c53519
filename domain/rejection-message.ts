// What a visitor reads when the contractor network refuses their request. The network answers in its own
// terse words ("Duplicate lead: phone seen in last 30 days", "Zip not covered"); those stay stored for the
// console, and the visitor gets a plain sentence that says what happened and what to do next. Unknown
// words get the product's default text, which already tells the visitor to press Submit again.
import { MESSAGES } from './field-rules.ts';

interface Reason {
  /** Matches the network's words (case-insensitive). The first matching reason wins. */
  readonly match: RegExp;
  readonly sentence: string;
}

// NOTE: order matters: "Duplicate lead: invalid phone" is about a duplicate, and "invalid zip" about the ZIP
// code rather than about coverage, so the more specific reasons come first.
const REASONS: readonly Reason[] = [
  {
    match: /duplicate|already (?:been )?(?:submitted|received|sent|exists?)|seen in (?:the )?(?:last|past)|recently submitted/i,
    sentence:
      'We already received a recent request with this phone number or email, so local pros have your details and will contact you. You do not need to send it again.',
  },
  {
    match:
      /not covered|no coverage|out of (?:the )?(?:service )?area|outside (?:of )?(?:the |our )?(?:service )?area|not (?:serviced|served|available)|no (?:buyers?|pros?|contractors?|partners?) (?:for|in|available)|unserviceable/i,
    sentence: 'Our pros do not cover this ZIP code yet. Please check that the ZIP code of the project is right, then press Submit again.',
  },
  {
    match: /phone/i,
    sentence: 'The phone number could not be accepted. Please check that it is your own 10-digit US number, then press Submit again.',
  },
  {
    match: /e-?mail/i,
    sentence: 'The email address could not be accepted. Please check it for typing errors, then press Submit again.',
  },
  {
    match: /\b(?:zip|postal|address|city|state)\b/i,
    sentence: 'The address could not be accepted. Please check the state, ZIP code, city and street address, then press Submit again.',
  },
  {
    match: /\bname\b/i,
    sentence: 'Your name could not be accepted. Please check your first and last name, then press Submit again.',
  },
];

/**
 * The sentence a visitor reads for the network's rejection words. Without words (or with words it does
 * not know) it is the product's default submit-failure text.
 */
export function rejectionSentence(networkWords: string | null | undefined): string {
  const words = (networkWords ?? '').trim();
  if (!words) return MESSAGES.submitDefault;
  return REASONS.find((r) => r.match.test(words))?.sentence ?? MESSAGES.submitDefault;
}

/** Every sentence a visitor may read after a rejection: for tests and for translators. */
export const REJECTION_SENTENCES: readonly string[] = [...REASONS.map((r) => r.sentence), MESSAGES.submitDefault];
