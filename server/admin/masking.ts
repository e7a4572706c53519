// What a viewer sees of personal data: enough to recognise a lead, not enough to contact the person.
// Applied on the server, so the unmasked value never reaches a viewer's browser.

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
