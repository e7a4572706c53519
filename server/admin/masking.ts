// What a viewer sees of personal data: enough to recognise a lead, not enough to contact the person.
// Applied on the server, so the unmasked value never reaches a viewer's browser.
import { findServiceById } from '#domain/catalogue.ts';
import { CONTACT_FIELD_LIST } from '#domain/contact-fields.ts';

export const HIDDEN = '•••';

/** j***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? HIDDEN : '';
  return `${email[0]}***${email.slice(at)}`;
}

/** ***-***-1234 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `***-***-${digits.slice(-4)}` : phone ? HIDDEN : '';
}

/** Homeowner -> H. */
export function maskLastName(lastName: string): string {
  const first = [...lastName.trim()][0];
  return first ? `${first}.` : '';
}

export function maskText(value: string): string {
  return value ? HIDDEN : '';
}

/**
 * A lead's stored answers without those in the visitor's own words (the project description, any typed
 * answer): free text may hold anything, a name, an address, a phone number, so a viewer sees only the
 * answers picked from a list, dates and ZIP codes.
 */
export function shownToViewer(serviceId: number, stored: Record<string, string>): Record<string, string> {
  // Named one by one (not "all but the typed ones"), so an answer added later stays hidden until it is
  // known to be safe.
  const service = findServiceById(serviceId);
  const picked = new Set<string>([
    ...CONTACT_FIELD_LIST.filter((f) => f.storedAsAnswer && !f.personal).map((f) => f.name),
    ...(service?.questions ?? []).filter((q) => q.kind !== 'text').map((q) => q.id),
  ]);
  return Object.fromEntries(Object.entries(stored).filter(([key]) => picked.has(key)));
}
