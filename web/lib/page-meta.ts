// Each page's title, description and canonical path (domain/routes.ts, the catalogue for the services):
// written into the prerendered HTML at build time and kept in step on the client as the visitor navigates.
import { serviceDescription } from '#domain/service-descriptions.ts';
import { consultationPhrase, findServiceByTitle, SERVICES, servicePath } from '#domain/services.ts';
import { PAGE_PATHS, SITE_PAGES } from '#domain/routes.ts';
import { offersService, type Site, type SiteConfig } from '#domain/site.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path; undefined for pages that should not be indexed. */
  canonical?: string;
  noindex?: boolean;
}

/** The table's pages by lower-case path, as the router matches them. */
const STATIC_PAGES = new Map(SITE_PAGES.map((p) => [p.path.toLowerCase(), p]));

export function notFoundMeta({ brand }: SiteConfig): PageMeta {
  return { title: `Page not found | ${brand}`, description: `The page you are looking for does not exist.`, noindex: true };
}

/** /Services/<no such service>: its own page (a heading saying so), so its title says the same. */
export function serviceNotFoundMeta({ brand }: SiteConfig): PageMeta {
  return { title: `Service Not Found | ${brand}`, description: `Please check the URL or select a valid service.`, noindex: true };
}

/** A page's title, description and canonical path on a site. */
export function pageMeta(pathname: string, site: SiteConfig & Pick<Site, 'services'>): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC_PAGES.get(path.toLowerCase());
  if (known) {
    return {
      title: known.title(site),
      description: known.description(site),
      ...(known.noindex ? { noindex: true } : { canonical: known.path }),
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
        title: `Get ${consultationPhrase(service)}: free quotes from local pros | ${site.brand}`,
        description: serviceDescription(service),
        canonical: servicePath(service),
      };
    }
    return serviceNotFoundMeta(site);
  }
  return notFoundMeta(site);
}

/** Every path the build prerenders: the site's pages, with each service's wizard after /Services. */
export const PRERENDERED_PATHS: string[] = PAGE_PATHS.flatMap((p) =>
  p === '/Services' ? [p, ...SERVICES.map((s) => servicePath(s))] : [p],
);
