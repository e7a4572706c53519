// Which of a lead's stored campaign fields and answers are the person's own (an identifier of their click,
// their words, their places), as opposed to facts about the campaign or the project. Erasure blanks them;
// a webhook for a visitor who sent the Global Privacy Control signal leaves them out.
import { findServiceById } from '#domain/catalogue.ts';
import { CONTACT_FIELD_LIST } from '#domain/contact-fields.ts';

/** Campaign fields that identify a click (and so a person), not a campaign. */
export const TRACKING_PERSONAL_KEYS: readonly string[] = ['transaction_id', 'gclid', 'fbclid'];

/** The stored answers that are the person's own words or places: the personal contact fields kept as
 * answers (the description) and the service's ZIP and text answers. */
export function personalAnswerKeys(serviceId: number): string[] {
  const zips =
    findServiceById(serviceId)
      ?.questions.filter((q) => q.kind === 'zip' || q.kind === 'text')
      .map((q) => q.id) ?? [];
  const contact = CONTACT_FIELD_LIST.filter((f) => f.personal && f.storedAsAnswer).map((f) => f.name);
  return [...contact, ...zips];
}
