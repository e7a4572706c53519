// The words of the frame every page shares (header, footer, the skip link, the error fallback) in both
// languages. Every page loads these, so they stay few and short. The link labels come from
// domain/routes.ts in English; the Spanish ones are looked up here by path.
import type { Lang } from '#domain/language.ts';
import { DO_NOT_SELL_LABEL_ES } from '#domain/privacy-labels.ts';

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
  es: {
    skipToContent: 'Saltar al contenido',
    homeLink: (brand) => `${brand}: inicio`,
    mainNav: 'Principal',
    mobileNav: 'Menú móvil',
    footerNav: 'Pie de página',
    services: 'Servicios',
    seeAllServices: 'Ver todos los servicios →',
    cta: '¡Solicite su consulta!',
    rights: (year, legalName) =>
      `© ${year} ${legalName}. Todos los derechos reservados. Servicio disponible solo para residentes de EE. UU. Datos de códigos postales © GeoNames (CC BY 4.0).`,
  },
};

/** The header's and footer's link labels on the Spanish pages, by the path domain/routes.ts gives them. */
const ROUTE_LABELS_ES: Readonly<Record<string, string>> = {
  '/': 'Inicio',
  '/About': 'Quiénes somos',
  '/Contact': 'Contacto',
  '/UserTerms': 'Términos de uso',
  '/PrivacyPolicy': 'Política de privacidad',
  '/CaliforniaPolicy': 'Aviso de privacidad de California',
  '/StopContact': 'Dejar de recibir llamadas y mensajes',
  '/DoNotSell': DO_NOT_SELL_LABEL_ES,
};

/** A link's label in a language: the route table's English, or its Spanish by path. */
export function routeLabel(path: string, english: string, lang: Lang): string {
  return lang === 'es' ? (ROUTE_LABELS_ES[path] ?? english) : english;
}

// The fallback when part of a page fails to render (web/layout/error-boundary.tsx). Its callers name what
// failed in English ("This page", "The form"); a Spanish page shows the Spanish of those names.
const WHAT_ES: Readonly<Record<string, string>> = { 'This page': 'Esta página', 'The form': 'El formulario' };
const REASSURANCE_ES: Readonly<Record<string, string>> = {
  'Your answers are kept in this tab: reload the page to carry on where you were.':
    'Sus respuestas se guardan en esta pestaña: vuelva a cargar la página para continuar donde estaba.',
};

const errorEn = {
  heading: (what: string) => `${what} could not be shown.`,
  message: (reassurance = 'Reloading the page usually fixes it.') => `Something went wrong on our side. ${reassurance}`,
  reload: 'Reload the page',
};

export const ERROR_TEXTS: Record<Lang, typeof errorEn> = {
  en: errorEn,
  es: {
    heading: (what) => `${WHAT_ES[what] ?? what} no se pudo mostrar.`,
    message: (reassurance) =>
      `Algo salió mal de nuestro lado. ${reassurance === undefined ? 'Volver a cargar la página suele solucionarlo.' : (REASSURANCE_ES[reassurance] ?? reassurance)}`,
    reload: 'Volver a cargar la página',
  },
};
