// The shared frame's Spanish (web/layout/texts.ts holds the English), in the words only Spanish pages load.
import { DO_NOT_SELL_LABEL_ES } from '#domain/privacy-labels-es.ts';
import type { ErrorTexts, LayoutTexts } from './texts.ts';

export const LAYOUT_TEXTS_ES: LayoutTexts = {
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
};

/** The header's and footer's link labels on the Spanish pages, by the path domain/routes.ts gives them. */
export const ROUTE_LABELS_ES: Readonly<Record<string, string>> = {
  '/': 'Inicio',
  '/About': 'Quiénes somos',
  '/Contact': 'Contacto',
  '/UserTerms': 'Términos de uso',
  '/PrivacyPolicy': 'Política de privacidad',
  '/CaliforniaPolicy': 'Aviso de privacidad de California',
  '/StopContact': 'Dejar de recibir llamadas y mensajes',
  '/DoNotSell': DO_NOT_SELL_LABEL_ES,
};

const WHAT_ES: Readonly<Record<string, string>> = { 'This page': 'Esta página', 'The form': 'El formulario' };
const REASSURANCE_ES: Readonly<Record<string, string>> = {
  'Your answers are kept in this tab: reload the page to carry on where you were.':
    'Sus respuestas se guardan en esta pestaña: vuelva a cargar la página para continuar donde estaba.',
};

export const ERROR_TEXTS_ES: ErrorTexts = {
  heading: (what) => `${WHAT_ES[what] ?? what} no se pudo mostrar.`,
  message: (reassurance) =>
    `Algo salió mal de nuestro lado. ${reassurance === undefined ? 'Volver a cargar la página suele solucionarlo.' : (REASSURANCE_ES[reassurance] ?? reassurance)}`,
  reload: 'Volver a cargar la página',
};
