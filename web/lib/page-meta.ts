// Each page's title, description and canonical path: written into the prerendered HTML at build time
// and kept in step on the client as the visitor navigates.
import { findServiceByTitle, SERVICES, servicePath } from '#domain/catalogue.ts';
import { PAGE_PATHS } from '#domain/routes.ts';
import { SITE } from '#domain/site.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path; undefined for pages that should not be indexed. */
  canonical?: string;
  noindex?: boolean;
}

const brand = SITE.brand;

const STATIC_PAGES: Record<string, PageMeta> = {
  '/': {
    title: `${brand}: free quotes from vetted local home-improvement pros`,
    description: `Compare free, no-obligation quotes from vetted, background-checked local pros for solar, roofing, HVAC, windows, plumbing and more. Nationwide service with a local touch.`,
    canonical: '/',
  },
  '/services': {
    title: `Home-improvement services: get free quotes | ${brand}`,
    description: `Solar, roofing, HVAC, windows, plumbing, kitchens, bathrooms, siding, gutters, flooring, fencing, painting, home security and movers: pick a service and compare local quotes.`,
    canonical: '/Services',
  },
  '/contact': {
    title: `Contact us | ${brand}`,
    description: `Questions about a quote or your information? Call ${SITE.phone}, email ${SITE.email} or send us a message.`,
    canonical: '/Contact',
  },
  '/about': {
    title: `About us | ${brand}`,
    description: `${brand} matches US home owners with local, vetted home-improvement professionals, free and with no obligation.`,
    canonical: '/About',
  },
  '/userterms': { title: `Terms of Use | ${brand}`, description: `The terms that apply when you use ${brand}.`, canonical: '/UserTerms' },
  '/privacypolicy': {
    title: `Privacy Policy | ${brand}`,
    description: `What information ${brand} collects, how it is used, shared and sold, and how to revoke consent.`,
    canonical: '/PrivacyPolicy',
  },
  '/californiapolicy': {
    title: `California Privacy Notice | ${brand}`,
    description: `Your rights under California privacy law and how to exercise them with ${brand}.`,
    canonical: '/CaliforniaPolicy',
  },
  '/partnercompanies': {
    title: `Partner companies | ${brand}`,
    description: `The companies that may contact you about your project after you submit a request on ${brand}.`,
    canonical: '/PartnerCompanies',
  },
  '/donotsell': {
    title: `Do Not Sell or Share My Personal Information | ${brand}`,
    description: `Opt out of the sale and sharing of your personal information by ${brand}. Global Privacy Control signals are honored.`,
    canonical: '/DoNotSell',
  },
  '/stopcontact': {
    title: `Stop calls and texts | ${brand}`,
    description: `Revoke your consent to be called or texted about a quote request from ${brand}.`,
    canonical: '/StopContact',
  },
  '/thankyou': { title: `Thank you | ${brand}`, description: `Your request has been submitted.`, noindex: true },
};

export const NOT_FOUND_META: PageMeta = {
  title: `Page not found | ${brand}`,
  description: `The page you are looking for does not exist.`,
  noindex: true,
};

/** /Services/<no such service>: its own page (a heading saying so), so its title says the same. */
export const SERVICE_NOT_FOUND_META: PageMeta = {
  title: `Service Not Found | ${brand}`,
  description: `Please check the URL or select a valid service.`,
  noindex: true,
};

export function pageMeta(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = STATIC_PAGES[path.toLowerCase()];
  if (known) return known;
  const m = /^\/services\/([^/]+)$/i.exec(path);
  if (m) {
    let title = '';
    try {
      title = decodeURIComponent(m[1]!);
    } catch {
      // a malformed escape is no service
    }
    const service = findServiceByTitle(title);
    if (service) {
      return {
        title: `Get a ${service.name} consultation: free quotes from local pros | ${brand}`,
        description: service.description,
        canonical: servicePath(service),
      };
    }
    return SERVICE_NOT_FOUND_META;
  }
  return NOT_FOUND_META;
}

/** Every path the build prerenders: the site's pages, with each service's wizard after /Services. */
export const PRERENDERED_PATHS: string[] = PAGE_PATHS.flatMap((p) => (p === '/Services' ? [p, ...SERVICES.map((s) => servicePath(s))] : [p]));
