// Each page's title, description, canonical path and language versions (domain/routes.ts, the catalogue for
// the services): written into the prerendered HTML at build time and kept in step on the client as the
// visitor navigates. Every page exists in English at its path and in Spanish under /es (domain/language.ts).
import { serviceDescription } from '#domain/service-descriptions.ts';
import { consultationPhrase, findServiceByTitle, SERVICES, servicePath } from '#domain/services.ts';
import { PAGE_PATHS, SITE_PAGES } from '#domain/routes.ts';
import { LANGS, langOfPath, pathInLang, type Lang } from '#domain/language.ts';
import { offersService, type Site, type SiteConfig } from '#domain/site.ts';
import { serviceNameInProse } from '../i18n/page-words.ts';
import { spanish } from '../i18n/spanish.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's language (its <html lang>). */
  lang: Lang;
  /** Canonical path; undefined for pages that should not be indexed. */
  canonical?: string;
  /** The same page in every language (hreflang), by language; with a canonical only. English is x-default. */
  alternates?: Record<Lang, string>;
  noindex?: boolean;
}

/** The table's pages by lower-case path, as the router matches them. */
const STATIC_PAGES = new Map(SITE_PAGES.map((p) => [p.path.toLowerCase(), p]));

export function notFoundMeta(site: SiteConfig, lang: Lang = 'en'): PageMeta {
  return lang === 'es'
    ? { ...spanish().pageMeta.notFound(site), lang, noindex: true }
    : { title: `Page not found | ${site.brand}`, description: `The page you are looking for does not exist.`, lang, noindex: true };
}

/** /Services/<no such service>: its own page (a heading saying so), so its title says the same. */
export function serviceNotFoundMeta(site: SiteConfig, lang: Lang = 'en'): PageMeta {
  return lang === 'es'
    ? { ...spanish().pageMeta.serviceNotFound(site), lang, noindex: true }
    : { title: `Service Not Found | ${site.brand}`, description: `Please check the URL or select a valid service.`, lang, noindex: true };
}

/** An indexable page's canonical path in its language, with its language versions. */
function indexed(path: string, lang: Lang): Pick<PageMeta, 'canonical' | 'alternates'> {
  return {
    canonical: pathInLang(path, lang),
    alternates: Object.fromEntries(LANGS.map((l) => [l, pathInLang(path, l)])) as Record<Lang, string>,
  };
}

/** A page's title, description and canonical path on a site, in the language of its path. */
export function pageMeta(pathname: string, site: SiteConfig & Pick<Site, 'services'>): PageMeta {
  const { lang, path: bare } = langOfPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  const path = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  const known = STATIC_PAGES.get(path.toLowerCase());
  if (known) {
    const words = lang === 'es' ? (spanish().pageMeta.pages[known.path] ?? known) : known;
    return {
      title: words.title(site),
      description: words.description(site),
      lang,
      ...(known.noindex ? { noindex: true } : indexed(known.path, lang)),
    };
  }
  const m = /^\/services\/([^/]+)$/i.exec(path);
  if (m) {
    let title = '';
    try {
      title = decodeURIComponent(m[1]!);
    } catch {
      // a malformed escape is no service
    }
    const service = findServiceByTitle(title);
    // A service the site does not offer is no service on its host.
    if (service && offersService(site, service.title)) {
      return {
        ...(lang === 'es'
          ? spanish().pageMeta.service(serviceNameInProse(service, lang), site)
          : {
              title: `Get ${consultationPhrase(service)}: free quotes from local pros | ${site.brand}`,
              description: serviceDescription(service),
            }),
        lang,
        ...indexed(servicePath(service), lang),
      };
    }
    return serviceNotFoundMeta(site, lang);
  }
  return notFoundMeta(site, lang);
}

/** Every English path the build prerenders: the site's pages, with each service's wizard after /Services. */
const ENGLISH_PATHS: string[] = PAGE_PATHS.flatMap((p) => (p === '/Services' ? [p, ...SERVICES.map((s) => servicePath(s))] : [p]));

/** Every path the build prerenders: the English pages, then the same pages under /es. */
export const PRERENDERED_PATHS: string[] = [...ENGLISH_PATHS, ...ENGLISH_PATHS.map((p) => pathInLang(p, 'es'))];
