// The consent wording in Spanish (domain/consent.ts holds the English and says which a page shows). A module
// of its own so that only what asks for Spanish carries it: the server, and Spanish pages.
import type { ConsentSegment, ConsentSite, ConsentTopic } from './consent-words.ts';
import { pathInLang } from './language.ts';

const TOPIC_WORDS: Record<ConsentTopic, string> = {
  'home-improvement': 'servicios de mejoras para el hogar',
  moving: 'servicios de mudanza para mi mudanza',
};

export function spanishConsentSegments(topic: ConsentTopic, { brand, complianceEmail: email }: ConsentSite): ConsentSegment[] {
  const href = (path: string) => pathInLang(path, 'es');
  return [
    { text: 'Al marcar esta casilla y hacer clic en Enviar, acepto los ' },
    { text: 'Términos de uso', href: href('/UserTerms') },
    { text: ' y la ' },
    { text: 'Política de privacidad', href: href('/PrivacyPolicy') },
    { text: `, y doy mi consentimiento expreso por escrito a ${brand} y a sus ` },
    { text: 'empresas asociadas', href: href('/PartnerCompanies') },
    {
      text:
        ` para que me contacten sobre ${TOPIC_WORDS[topic]} al número de teléfono y la dirección de correo electrónico que proporcioné, ` +
        'incluso mediante llamadas y mensajes de texto realizados con un sistema de marcación telefónica automática o con ' +
        'una voz artificial o pregrabada, aunque mi número esté en una lista federal, estatal o de una empresa de No Llamar. ' +
        'El consentimiento no es una condición para ninguna compra. Pueden aplicarse tarifas por mensajes y datos. Entiendo ' +
        'que mi información será vendida y compartida con estas empresas asociadas, y que puedo revocar mi consentimiento ' +
        'en cualquier momento en la página ',
    },
    { text: 'Dejar de recibir llamadas y mensajes', href: href('/StopContact') },
    { text: ` o escribiendo a ${email}.` },
  ];
}
