// The Spanish words every page of the visitor side shows, in the one module every Spanish page downloads
// (web/i18n/spanish.ts loads it), and which page shows which of the pages' own words: each page's Spanish
// sits beside its English in a -es module of its own, downloaded only by the page that shows it.
import { spanishFormMessage } from '#domain/form-messages-es.ts';
import { GPC_HONORED_ES } from '#domain/privacy-labels-es.ts';
import { SERVICE_NAMES_ES } from '#domain/service-names-es.ts';
import { ERROR_TEXTS_ES, LAYOUT_TEXTS_ES, ROUTE_LABELS_ES } from '../layout/texts-es.ts';
import { PAGE_META_ES } from '../lib/page-meta-es.ts';

export const SPANISH_WORDS = {
  layout: LAYOUT_TEXTS_ES,
  routeLabels: ROUTE_LABELS_ES,
  errors: ERROR_TEXTS_ES,
  pageMeta: PAGE_META_ES,
  serviceNames: SERVICE_NAMES_ES,
  formMessage: spanishFormMessage,
  gpcHonored: GPC_HONORED_ES,
};

export type SpanishWords = typeof SPANISH_WORDS;

/** Each page's own Spanish words, a module each (types only here: web/i18n/spanish.ts loads them). */
export interface SpanishPageWords {
  home: typeof import('../home/texts-es.ts').HOME_TEXTS_ES;
  about: typeof import('../pages/texts/about-es.ts').ABOUT_TEXTS_ES;
  contact: typeof import('../pages/texts/contact-es.ts').CONTACT_TEXTS_ES;
  services: {
    texts: typeof import('../pages/texts/services-es.ts').SERVICES_TEXTS_ES;
    descriptions: typeof import('../pages/texts/services-es.ts').SERVICE_DESCRIPTIONS_ES;
  };
  thankYou: typeof import('../pages/texts/thank-you-es.ts').THANK_YOU_TEXTS_ES;
  californiaRequest: typeof import('../pages/privacy/california-request-texts-es.ts').CALIFORNIA_REQUEST_TEXTS_ES;
  doNotSell: typeof import('../pages/privacy/do-not-sell-texts-es.ts').DO_NOT_SELL_TEXTS_ES;
  stopContact: typeof import('../pages/privacy/stop-contact-texts-es.ts').STOP_CONTACT_TEXTS_ES;
}

type Part = keyof SpanishPageWords;

const PART_MODULES: { readonly [P in Part]: () => Promise<SpanishPageWords[P]> } = {
  home: () => import('../home/texts-es.ts').then((m) => m.HOME_TEXTS_ES),
  about: () => import('../pages/texts/about-es.ts').then((m) => m.ABOUT_TEXTS_ES),
  contact: () => import('../pages/texts/contact-es.ts').then((m) => m.CONTACT_TEXTS_ES),
  services: () =>
    import('../pages/texts/services-es.ts').then((m) => ({ texts: m.SERVICES_TEXTS_ES, descriptions: m.SERVICE_DESCRIPTIONS_ES })),
  thankYou: () => import('../pages/texts/thank-you-es.ts').then((m) => m.THANK_YOU_TEXTS_ES),
  californiaRequest: () => import('../pages/privacy/california-request-texts-es.ts').then((m) => m.CALIFORNIA_REQUEST_TEXTS_ES),
  doNotSell: () => import('../pages/privacy/do-not-sell-texts-es.ts').then((m) => m.DO_NOT_SELL_TEXTS_ES),
  stopContact: () => import('../pages/privacy/stop-contact-texts-es.ts').then((m) => m.STOP_CONTACT_TEXTS_ES),
};

/** The pages' own words each page shows, by its path without the language prefix as the routes match it (lower case). */
const PAGE_PARTS: Readonly<Record<string, readonly Part[]>> = {
  '/': ['home'],
  '/about': ['about'],
  '/contact': ['contact'],
  '/services': ['services'],
  '/thankyou': ['thankYou'],
  '/californiapolicy': ['californiaRequest'],
  '/donotsell': ['doNotSell'],
  '/stopcontact': ['stopContact'],
};

/** The shared words and the page's own (every page's without a path), for web/i18n/spanish.ts to keep. */
export async function loadSpanishWords(path?: string): Promise<{ words: SpanishWords; pages: Partial<SpanishPageWords> }> {
  const parts = path === undefined ? (Object.keys(PART_MODULES) as Part[]) : (PAGE_PARTS[path] ?? []);
  const got = await Promise.all(parts.map(async (part) => [part, await PART_MODULES[part]()] as const));
  return { words: SPANISH_WORDS, pages: Object.fromEntries(got) };
}
