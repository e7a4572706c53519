// The consent wording shown above Submit. What the visitor read is exactly what is sent as `TcpaText`
// and stored with the lead's consent record, so the text is built in one place from segments that the
// wizard renders (with links) and the server joins (as plain text).
//
// The wording fits the service: a move is not home improvement, so Movers leads consent to be contacted
// about moving services. Each kind of wording has its own versions, and the server accepts a lead's text
// only if it is one of its own service's versions (consentVersionFor).
import { spanishConsentSegments } from './consent-es.ts';
import {
  consentText,
  consentTopic,
  englishConsentSegments,
  type ConsentSegment,
  type ConsentSite,
  type ConsentTopic,
} from './consent-words.ts';
import { DEFAULT_LANG, type Lang } from './language.ts';
import { SITE } from './site.ts';

export { consentText, consentTopic, englishConsentSegments, type ConsentSegment, type ConsentSite, type ConsentTopic };

/** Bump when the wording changes; the server stores the version with each consent record. */
export const CONSENT_VERSION = '2026-11-23';

/**
 * The wording for a service on a site in a language (the one-site default and English when not given). Its
 * links go to the legal pages in the same language. The Spanish (domain/consent-es.ts) is the same consent,
 * clause by clause, so a Spanish-speaking visitor agrees to exactly what an English-speaking one does.
 */
export function consentSegments(service?: { title: string }, site: ConsentSite = SITE, lang: Lang = DEFAULT_LANG): ConsentSegment[] {
  return lang === 'es' ? spanishConsentSegments(consentTopic(service), site) : englishConsentSegments(service, site);
}

/** The first wording (2026-11-22), home improvement only, kept so a page loaded before the change still submits. */
function firstHomeImprovementText({ brand, complianceEmail: email }: ConsentSite): string {
  return (
    'By checking this box and clicking Submit, I agree to the Terms of Use and Privacy Policy, and I give my express ' +
    `written consent to ${brand} and its partner companies to contact me about home-improvement services at the phone ` +
    'number and email address I provided, including by calls and text messages made with an automatic telephone ' +
    'dialing system or an artificial or prerecorded voice, even if my number is on a federal, state or company Do Not ' +
    'Call list. Consent is not a condition of any purchase. Message and data rates may apply. I understand that my ' +
    'information will be sold and shared with these partner companies, and that I can revoke my consent at any time ' +
    `by emailing ${email}.`
  );
}

/** Every wording ever shown for each topic: text -> version. */
type TextsByTopic = Record<ConsentTopic, ReadonlyMap<string, string>>;

function textsByTopic(site: ConsentSite, lang: Lang): TextsByTopic {
  const current = (service?: { title: string }) => consentText(consentSegments(service, site, lang));
  return {
    'home-improvement': new Map([
      [current(), CONSENT_VERSION],
      // The first wording was only ever English.
      ...(lang === 'en' ? [[firstHomeImprovementText(site), '2026-11-22'] as const] : []),
    ]),
    moving: new Map([[current({ title: 'Movers' }), CONSENT_VERSION]]),
  };
}

// Built once per brand, address and language: a server accepts each of its sites' own wordings, and no other's.
const TEXTS = new Map<string, TextsByTopic>();
function textsFor(site: ConsentSite, lang: Lang): TextsByTopic {
  const key = `${site.brand}\n${site.complianceEmail}\n${lang}`;
  let texts = TEXTS.get(key);
  if (!texts) TEXTS.set(key, (texts = textsByTopic(site, lang)));
  return texts;
}

/**
 * The version of `text` if it is one the site showed for this service in the page's language, else
 * undefined: a lead from an English page with the Spanish wording (or the other way round) is not what
 * its page showed, and is refused like any other wording.
 */
export function consentVersionFor(
  service: { title: string },
  text: string,
  site: ConsentSite = SITE,
  lang: Lang = DEFAULT_LANG,
): string | undefined {
  return textsFor(site, lang)[consentTopic(service)].get(text);
}

/** Every wording a site ever showed in a language, for any service, by version (what a build may have baked in). */
export function consentTextsFor(site: ConsentSite, lang: Lang = DEFAULT_LANG): ReadonlyMap<string, string> {
  return new Map(Object.values(textsFor(site, lang)).flatMap((m) => [...m]));
}
