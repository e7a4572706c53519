// The Spanish pages' titles and descriptions (web/lib/page-meta.ts writes the English), in the words only
// Spanish pages load (web/i18n/spanish.ts).
import { SITE_PAGES_ES } from '#domain/routes-es.ts';
import type { SiteConfig } from '#domain/site.ts';

export const PAGE_META_ES = {
  pages: SITE_PAGES_ES,
  /** A service's wizard, by the service's name in prose. */
  service: (name: string, { brand }: SiteConfig) => ({
    title: `Cotizaciones gratis de ${name} con profesionales locales | ${brand}`,
    description: `Responda unas preguntas sobre su proyecto de ${name} y compare cotizaciones gratis y sin compromiso de profesionales locales verificados.`,
  }),
  notFound: ({ brand }: SiteConfig) => ({ title: `Página no encontrada | ${brand}`, description: `La página que busca no existe.` }),
  serviceNotFound: ({ brand }: SiteConfig) => ({
    title: `Servicio no encontrado | ${brand}`,
    description: `Revise la dirección o elija un servicio válido.`,
  }),
};
