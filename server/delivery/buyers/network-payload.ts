// The network's payload as the rest of the server may touch it without knowing its keys: coded at intake
// (domain/coding.ts is its coder), blanked when a person's data is erased, and kept in
// step when a person corrects their contact details. The console and the privacy tools read the lead's own
// columns; they hand the stored payload to these functions and never read a key of it themselves.
import type { Service } from '#domain/catalogue.ts';
import { toPayload, type PayloadContext } from '#domain/coding.ts';
import { CONTACT_FIELDS, CONTACT_FIELD_LIST } from '#domain/contact-fields.ts';
import type { LeadRequest } from '#domain/schemas.ts';

/** The network's payload for an accepted lead (the section-5 payload every buyer has been sent so far). */
export function codeNetworkPayload(service: Service, lead: LeadRequest, ctx: PayloadContext): Record<string, unknown> {
  return toPayload(service, lead, ctx);
}

/** Keys that identify or locate a person, or hold their own words: the contact fields domain/contact-fields.ts
 * marks personal, the visit's own traces and the Movers ZIP answers. */
const PERSONAL_KEYS = [
  ...CONTACT_FIELD_LIST.flatMap((f) => (f.personal && f.payloadKey ? [f.payloadKey] : [])),
  'ipaddress',
  'browser',
  'url',
  'xxTrustedFormCertUrl',
  'universalLeadid',
  'transaction_id',
  'Moverszip',
  'Moverszip2',
];

/** The payload with every personal field blanked (a person's data erased); other fields stay for reports. */
export function eraseNetworkPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const out = { ...payload };
  for (const k of PERSONAL_KEYS) if (k in out) out[k] = '';
  return out;
}

export type CorrectableContact = 'firstName' | 'lastName' | 'email' | 'phone' | 'city';

/** The payload with corrected contact details, so a later delivery sends the corrected values. */
export function correctNetworkPayload(
  payload: Record<string, unknown>,
  fields: Partial<Record<CorrectableContact, string>>,
): Record<string, unknown> {
  const out = { ...payload };
  for (const [field, value] of Object.entries(fields) as [CorrectableContact, string][]) {
    const key = CONTACT_FIELDS[field].payloadKey;
    if (key in out) out[key] = value;
  }
  return out;
}
