// /Services' words and the service cards' (the home page shows four of them), in both languages. The
// cards' descriptions in Spanish are keyed by the catalogue's title; the English ones are the catalogue's.
import type { Lang } from '#domain/language.ts';
import { spanishPage } from '../../i18n/spanish.ts';

const en = {
  heading: 'Our Services',
  intro: 'Pick a service, answer a few quick questions, and compare free quotes from vetted local pros.',
  getQuote: 'Get Quote',
  getQuoteFor: (name: string) => `Get Quote for ${name}`,
};

export type ServicesTexts = typeof en;

/** English from this module; Spanish from the words Spanish pages load (web/i18n/spanish.ts). */
export const SERVICES_TEXTS: Record<Lang, ServicesTexts> = {
  en,
  get es() {
    return spanishPage('services').texts;
  },
};
