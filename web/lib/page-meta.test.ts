// Every public page also exists under /es, with its title and description in Spanish,
// its own /es canonical and both language versions named (hreflang); a path under /es that is no page is
// the Spanish not-found page. Expected paths are the contract's list.
import { beforeAll, describe, expect, it } from 'vitest';
import { isKnownPage } from '#domain/routes.ts';
import { SITE } from '#domain/site.ts';
import { pageMeta, PRERENDERED_PATHS } from './page-meta.ts';
import { loadSpanish, setSpanishImport } from '../i18n/spanish.ts';

setSpanishImport(() => import('../i18n/spanish-words.ts'));

// Spanish pages render once their words are loaded, as the prerender and the browser's start do.
beforeAll(() => loadSpanish());

const SPANISH_PATHS = [
  '/es',
  '/es/Services',
  '/es/Services/Solar',
  '/es/Contact',
  '/es/About',
  '/es/UserTerms',
  '/es/PrivacyPolicy',
  '/es/CaliforniaPolicy',
  '/es/ThankYou',
  '/es/PartnerCompanies',
  '/es/DoNotSell',
  '/es/StopContact',
];

describe('Spanish pages', () => {
  it('are every page of the contract, prerendered and known to the server', () => {
    for (const path of SPANISH_PATHS) {
      expect(PRERENDERED_PATHS, path).toContain(path);
      expect(isKnownPage(path), path).toBe(true);
      expect(isKnownPage(`${path.toLowerCase()}/`), path).toBe(true);
    }
    expect(PRERENDERED_PATHS).toContain('/es/Services/HomeSecurity');
    expect(isKnownPage('/es/Nowhere')).toBe(false);
    expect(isKnownPage('/es/Services/Nothing')).toBe(false);
    expect(isKnownPage('/esContact')).toBe(false);
  });

  it('have their own canonical, both languages as alternates, and Spanish words', () => {
    expect(pageMeta('/es/Contact', SITE)).toMatchObject({
      lang: 'es',
      title: `Contáctenos | ${SITE.brand}`,
      canonical: '/es/Contact',
      alternates: { en: '/Contact', es: '/es/Contact' },
    });
    expect(pageMeta('/Contact', SITE)).toMatchObject({
      lang: 'en',
      title: `Contact us | ${SITE.brand}`,
      canonical: '/Contact',
      alternates: { en: '/Contact', es: '/es/Contact' },
    });
    expect(pageMeta('/es', SITE)).toMatchObject({ lang: 'es', canonical: '/es', alternates: { en: '/', es: '/es' } });
    expect(pageMeta('/es/', SITE).canonical).toBe('/es');
    expect(pageMeta('/es/services/solar', SITE)).toMatchObject({
      lang: 'es',
      title: `Cotizaciones gratis de energía solar con profesionales locales | ${SITE.brand}`,
      canonical: '/es/Services/Solar',
      alternates: { en: '/Services/Solar', es: '/es/Services/Solar' },
    });
    // Not indexed: no canonical and no language versions.
    const thanks = pageMeta('/es/ThankYou', SITE);
    expect(thanks).toMatchObject({ lang: 'es', title: `Gracias | ${SITE.brand}`, noindex: true });
    expect(thanks.alternates).toBeUndefined();
  });

  it('are not found in Spanish', () => {
    expect(pageMeta('/es/Nowhere', SITE)).toMatchObject({ lang: 'es', title: `Página no encontrada | ${SITE.brand}`, noindex: true });
    expect(pageMeta('/es/Services/Nothing', SITE)).toMatchObject({ lang: 'es', title: `Servicio no encontrado | ${SITE.brand}` });
    expect(pageMeta('/Nowhere', SITE)).toMatchObject({ lang: 'en', title: `Page not found | ${SITE.brand}` });
  });

  it('each have a Spanish title and description of their own', () => {
    const titles = new Set<string>();
    for (const path of SPANISH_PATHS) {
      const es = pageMeta(path, SITE);
      const en = pageMeta(path.replace(/^\/es/, '') || '/', SITE);
      expect(es.title, path).not.toBe(en.title);
      expect(es.description, path).not.toBe(en.description);
      titles.add(es.title);
    }
    expect(titles.size).toBe(SPANISH_PATHS.length);
  });
});
