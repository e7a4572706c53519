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

/** The forwarded payload's personal fields, masked the same way as the lead's own columns. */
export function maskPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const out = { ...payload };
  const str = (key: string) => String(out[key] ?? '');
  if ('lastName' in out) out.lastName = maskLastName(str('lastName'));
  if ('email' in out) out.email = maskEmail(str('email'));
  if ('phone' in out) out.phone = maskPhone(str('phone'));
  for (const key of ['address', 'ipaddress', 'browser']) if (key in out) out[key] = maskText(str(key));
  return out;
}
