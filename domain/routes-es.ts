// The site's pages' titles and descriptions under /es, by the path domain/routes.ts gives each page. Apart
// from the route table, which every page's script reads, so that only what shows Spanish carries them: the
// Spanish pages (through web/i18n/spanish.ts) and the server.
import type { SitePage } from './routes.ts';

export type PageWords = Pick<SitePage, 'title' | 'description'>;

export const SITE_PAGES_ES: Readonly<Record<string, PageWords>> = {
  '/': {
    title: ({ brand }) => `${brand}: cotizaciones gratis de profesionales locales verificados para mejorar su hogar`,
    description: () =>
      `Compare cotizaciones gratis y sin compromiso de profesionales locales verificados para energía solar, techos, climatización, ventanas, plomería y más. Servicio en todo el país con un trato local.`,
  },
  '/About': {
    title: ({ brand }) => `Quiénes somos | ${brand}`,
    description: ({ brand }) =>
      `${brand} pone en contacto a propietarios de EE. UU. con profesionales locales verificados para mejorar su hogar, gratis y sin compromiso.`,
  },
  '/Contact': {
    title: ({ brand }) => `Contáctenos | ${brand}`,
    description: ({ phone, email }) =>
      `¿Preguntas sobre una cotización o sobre su información? Llame al ${phone}, escriba a ${email} o envíenos un mensaje.`,
  },
  '/Services': {
    title: ({ brand }) => `Servicios para mejorar su hogar: cotizaciones gratis | ${brand}`,
    description: () =>
      `Energía solar, techos, climatización, ventanas, plomería, cocinas, baños, revestimiento, canaletas, pisos, cercas, pintura, seguridad para el hogar y mudanzas: elija un servicio y compare cotizaciones locales.`,
  },
  '/UserTerms': {
    title: ({ brand }) => `Términos de uso | ${brand}`,
    description: ({ brand }) => `Los términos que se aplican cuando usa ${brand}.`,
  },
  '/PrivacyPolicy': {
    title: ({ brand }) => `Política de privacidad | ${brand}`,
    description: ({ brand }) => `Qué información recopila ${brand}, cómo se usa, se comparte y se vende, y cómo revocar su consentimiento.`,
  },
  '/CaliforniaPolicy': {
    title: ({ brand }) => `Aviso de privacidad de California | ${brand}`,
    description: ({ brand }) => `Sus derechos según la ley de privacidad de California y cómo ejercerlos con ${brand}.`,
  },
  '/StopContact': {
    title: ({ brand }) => `Dejar de recibir llamadas y mensajes | ${brand}`,
    description: ({ brand }) =>
      `Revoque su consentimiento para recibir llamadas o mensajes de texto sobre una solicitud de cotización hecha en ${brand}.`,
  },
  '/DoNotSell': {
    title: ({ brand }) => `No vender ni compartir mi información personal | ${brand}`,
    description: ({ brand }) =>
      `Pida que ${brand} no venda ni comparta su información personal. Se respetan las señales de Global Privacy Control.`,
  },
  '/PartnerCompanies': {
    title: ({ brand }) => `Empresas asociadas | ${brand}`,
    description: ({ brand }) => `Las empresas que pueden contactarlo sobre su proyecto después de que envíe una solicitud en ${brand}.`,
  },
  '/ThankYou': {
    title: ({ brand }) => `Gracias | ${brand}`,
    description: () => `Su solicitud fue enviada.`,
  },
};
