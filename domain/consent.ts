// The consent wording shown above Submit. What the visitor read is exactly what is sent as `TcpaText`
// and stored with the lead's consent record, so the text is built in one place from segments that the
// wizard renders (with links) and the server joins (as plain text).
//
// The wording fits the service: a move is not home improvement, so Movers leads consent to be contacted
// about moving services. Each kind of wording has its own versions, and the server accepts a lead's text
// only if it is one of its own service's versions (consentVersionFor).
import { DEFAULT_LANG, pathInLang, type Lang } from './language.ts';
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

const TOPIC_WORDS: Record<Lang, Record<ConsentTopic, string>> = {
  en: { 'home-improvement': 'home-improvement services', moving: 'moving services for my move' },
  es: { 'home-improvement': 'servicios de mejoras para el hogar', moving: 'servicios de mudanza para mi mudanza' },
};

/** Bump when the wording changes; the server stores the version with each consent record. */
export const CONSENT_VERSION = '2026-11-23';

/**
 * The wording for a service on a site in a language (the one-site default and English when not given). Its
 * links go to the legal pages in the same language. The Spanish is the same consent, clause by clause, so a
 * Spanish-speaking visitor agrees to exactly what an English-speaking one does.
 */
export function consentSegments(service?: { title: string }, site: ConsentSite = SITE, lang: Lang = DEFAULT_LANG): ConsentSegment[] {
  const { brand, complianceEmail: email } = site;
  const topic = TOPIC_WORDS[lang][consentTopic(service)];
  const href = (path: string) => pathInLang(path, lang);
  if (lang === 'es')
    return [
      { text: 'Al marcar esta casilla y hacer clic en Enviar, acepto los ' },
      { text: 'Términos de uso', href: href('/UserTerms') },
      { text: ' y la ' },
      { text: 'Política de privacidad', href: href('/PrivacyPolicy') },
      { text: `, y doy mi consentimiento expreso por escrito a ${brand} y a sus ` },
      { text: 'empresas asociadas', href: href('/PartnerCompanies') },
      {
        text:
          ` para que me contacten sobre ${topic} al número de teléfono y la dirección de correo electrónico que proporcioné, ` +
          'incluso mediante llamadas y mensajes de texto realizados con un sistema de marcación telefónica automática o con ' +
          'una voz artificial o pregrabada, aunque mi número esté en una lista federal, estatal o de una empresa de No Llamar. ' +
          'El consentimiento no es una condición para ninguna compra. Pueden aplicarse tarifas por mensajes y datos. Entiendo ' +
          'que mi información será vendida y compartida con estas empresas asociadas, y que puedo revocar mi consentimiento ' +
          'en cualquier momento en la página ',
      },
      { text: 'Dejar de contactarme', href: href('/StopContact') },
      { text: ` o escribiendo a ${email}.` },
    ];
  return [
    { text: 'By checking this box and clicking Submit, I agree to the ' },
    { text: 'Terms of Use', href: href('/UserTerms') },
    { text: ' and ' },
    { text: 'Privacy Policy', href: href('/PrivacyPolicy') },
    { text: `, and I give my express written consent to ${brand} and its ` },
    { text: 'partner companies', href: href('/PartnerCompanies') },
    {
      text:
        ` to contact me about ${topic} at the phone number and email address I provided, ` +
        'including by calls and text messages made with an automatic telephone dialing system or an artificial ' +
        'or prerecorded voice, even if my number is on a federal, state or company Do Not Call list. ' +
        'Consent is not a condition of any purchase. Message and data rates may apply. I understand that my ' +
        'information will be sold and shared with these partner companies, and that I can revoke my consent ' +
        'at any time on the ',
    },
    { text: 'Stop Contact', href: href('/StopContact') },
    { text: ` page or by emailing ${email}.` },
  ];
}

export function consentText(segments: readonly ConsentSegment[] = consentSegments()): string {
  return segments.map((s) => s.text).join('');
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
