// The consent wording shown above Submit. What the visitor read is exactly what is sent as `TcpaText`
// and stored with the lead's consent record, so the text is built in one place from segments that the
// wizard renders (with links) and the server joins (as plain text).
import { SITE } from './site.ts';

export type ConsentSegment = { text: string; href?: string };

/** Bump when the wording changes; the server stores the version with each consent record. */
export const CONSENT_VERSION = '2026-11-22';

export function consentSegments(brand = SITE.brand, email = SITE.complianceEmail): ConsentSegment[] {
  return [
    { text: 'By checking this box and clicking Submit, I agree to the ' },
    { text: 'Terms of Use', href: '/UserTerms' },
    { text: ' and ' },
    { text: 'Privacy Policy', href: '/PrivacyPolicy' },
    {
      text:
        `, and I give my express written consent to ${brand} and its ` ,
    },
    { text: 'partner companies', href: '/PartnerCompanies' },
    {
      text:
        ' to contact me about home-improvement services at the phone number and email address I provided, ' +
        'including by calls and text messages made with an automatic telephone dialing system or an artificial ' +
        'or prerecorded voice, even if my number is on a federal, state or company Do Not Call list. ' +
        'Consent is not a condition of any purchase. Message and data rates may apply. I understand that my ' +
        'information will be sold and shared with these partner companies, and that I can revoke my consent ' +
        `at any time by emailing ${email}.`,
    },
  ];
}

export function consentText(segments: readonly ConsentSegment[] = consentSegments()): string {
  return segments.map((s) => s.text).join('');
}

/** Every wording ever shown, by version, so a lead from a page loaded before a change still matches. */
export const CONSENT_TEXTS: ReadonlyMap<string, string> = new Map([[consentText(), CONSENT_VERSION]]);
