// What the wizard's fields accept as the visitor types, pastes or autofills, before any check runs.
/** Keeps only digits, at most `max`: what ZIP fields accept as the visitor types (the spec's rule). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * The phone field's digits. The spec strips non-digits and caps at 10 as the visitor types; on top of
 * that, a number pasted or autofilled whole (`previous` is the field before the change; more than one
 * character arrived at once) with 11 digits starting with the US country code 1 ("+1 (310) 555-1234",
 * "1-310-555-1234") keeps its 10 national digits. No US area code starts with 1, so no number is lost.
 */
export function phoneDigits(value: string, previous = ''): string {
  const digits = value.replace(/\D/g, '');
  const wholeNumber = value.length - previous.length > 1;
  if (wholeNumber && digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.slice(0, 10);
}
