// The consent wording's English and its parts that every language shares (the topic a service consents to,
// the segments' shape, the text they join into). A module of its own so that the browser's wizard takes
// only these: domain/consent.ts, which the server reads, holds every language's wording and version, and
// with it the Spanish, which only Spanish pages load (domain/consent-es.ts).
import { SITE, type SiteConfig } from './site.ts';

/** What of a site its consent wording names. */
export type ConsentSite = Pick<SiteConfig, 'brand' | 'complianceEmail'>;

export type ConsentSegment = { text: string; href?: string };

/** What the visitor agrees to be contacted about. */
export type ConsentTopic = 'home-improvement' | 'moving';

/** Services whose requests are not home improvement, by catalogue title. */
const MOVING_SERVICES: ReadonlySet<string> = new Set(['Movers']);

export function consentTopic(service?: { title: string }): ConsentTopic {
  return service && MOVING_SERVICES.has(service.title) ? 'moving' : 'home-improvement';
}

const TOPIC_WORDS: Record<ConsentTopic, string> = {
  'home-improvement': 'home-improvement services',
  moving: 'moving services for my move',
};

/** The English wording: what English pages show, and the server accepts from them. */
export function englishConsentSegments(service?: { title: string }, site: ConsentSite = SITE): ConsentSegment[] {
  const { brand, complianceEmail: email } = site;
  return [
    { text: 'By checking this box and clicking Submit, I agree to the ' },
    { text: 'Terms of Use', href: '/UserTerms' },
    { text: ' and ' },
    { text: 'Privacy Policy', href: '/PrivacyPolicy' },
    { text: `, and I give my express written consent to ${brand} and its ` },
    { text: 'partner companies', href: '/PartnerCompanies' },
    {
      text:
        ` to contact me about ${TOPIC_WORDS[consentTopic(service)]} at the phone number and email address I provided, ` +
        'including by calls and text messages made with an automatic telephone dialing system or an artificial ' +
        'or prerecorded voice, even if my number is on a federal, state or company Do Not Call list. ' +
        'Consent is not a condition of any purchase. Message and data rates may apply. I understand that my ' +
        'information will be sold and shared with these partner companies, and that I can revoke my consent ' +
        'at any time on the ',
    },
    { text: 'Stop Contact', href: '/StopContact' },
    { text: ` page or by emailing ${email}.` },
  ];
}

export function consentText(segments: readonly ConsentSegment[] = englishConsentSegments()): string {
  return segments.map((s) => s.text).join('');
}
