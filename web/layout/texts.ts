// The words of the frame every page shares (header, footer, the skip link, the error fallback). Every page
// loads these, so they stay few and short, and English only: the Spanish (web/layout/texts-es.ts) comes with
// the words only Spanish pages load (web/i18n/spanish.ts). The link labels come from domain/routes.ts in
// English; the Spanish ones are looked up there by path.
import type { Lang } from '#domain/language.ts';
import { spanish } from '../i18n/spanish.ts';

const en = {
  skipToContent: 'Skip to content',
  homeLink: (brand: string) => `${brand} home`,
  mainNav: 'Main',
  mobileNav: 'Mobile',
  footerNav: 'Footer',
  services: 'Services',
  seeAllServices: 'See all services →',
  cta: 'Get Our Consultation!',
  rights: (year: number, legalName: string) =>
    `© ${year} ${legalName}. All rights reserved. Service available to US residents only. ZIP code data © GeoNames (CC BY 4.0).`,
};

export type LayoutTexts = typeof en;

export const LAYOUT_TEXTS: Record<Lang, LayoutTexts> = {
  en,
  get es() {
    return spanish().layout;
  },
};

/** A link's label in a language: the route table's English, or its Spanish by path. */
export function routeLabel(path: string, english: string, lang: Lang): string {
  return lang === 'es' ? (spanish().routeLabels[path] ?? english) : english;
}

// The fallback when part of a page fails to render (web/layout/error-boundary.tsx). Its callers name what
// failed in English ("This page", "The form"); a Spanish page shows the Spanish of those names.
const errorEn = {
  heading: (what: string) => `${what} could not be shown.`,
  message: (reassurance = 'Reloading the page usually fixes it.') => `Something went wrong on our side. ${reassurance}`,
  reload: 'Reload the page',
};

export type ErrorTexts = typeof errorEn;

export const ERROR_TEXTS: Record<Lang, ErrorTexts> = {
  en: errorEn,
  get es() {
    return spanish().errors;
  },
};
