// The site's pages: ONE table of path, page module, title, description, whether search engines may list
// it, and its header or footer link. The browser's router (web/app.tsx), the page titles and the
// prerender with its sitemap (web/lib/page-meta.ts), the links (web/layout/) and the server's 404 decision
// all read it, so a new page is one row here plus its module under web/pages/.
import { findServiceByTitle } from './services.ts';
import { DO_NOT_SELL_LABEL } from './privacy-labels.ts';
import { langOfPath } from './language.ts';
import type { SiteConfig } from './site.ts';

export interface SitePage {
  readonly path: string;
  /** The page's module, relative to web/pages/; the router loads it on the first visit. */
  readonly module: string;
  /** Its title and description on a brand (every site's pages say their own name). */
  readonly title: (site: SiteConfig) => string;
  readonly description: (site: SiteConfig) => string;
  /** Kept out of search engines and the sitemap, with no canonical link. */
  readonly noindex?: true;
  /** Its link text in the header (`header`) and the footer (`footer`), in the table's order. */
  readonly header?: string;
  readonly footer?: string;
  /**
   * false: a page that needs no React in the browser (the prose pages, the services list, and the home page,
   * whose moving parts are plain-DOM enhancers). Its prerendered HTML loads web/static.ts (the header's menus, scroll-to-top,
   * campaign capture, conversion tags, the home page's enhancers) instead of the app, and React only for the
   * islands it marks, when they are needed (web/islands/); a client-side navigation from a React page still
   * renders it with its module.
   */
  readonly hydrate?: false;
}

export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    module: 'home.tsx',
    title: ({ brand }) => `${brand}: free quotes from vetted local home-improvement pros`,
    description: () =>
      `Compare free, no-obligation quotes from vetted, background-checked local pros for solar, roofing, HVAC, windows, plumbing and more. Nationwide service with a local touch.`,
    header: 'Home',
    footer: 'Home',
    hydrate: false,
  },
  {
    path: '/About',
    module: 'about.tsx',
    title: ({ brand }) => `About us | ${brand}`,
    description: ({ brand }) =>
      `${brand} matches US home owners with local, vetted home-improvement professionals, free and with no obligation.`,
    header: 'About Us',
    footer: 'About Us',
    hydrate: false,
  },
  {
    path: '/Contact',
    module: 'contact.tsx',
    title: ({ brand }) => `Contact us | ${brand}`,
    description: ({ phone, email }) => `Questions about a quote or your information? Call ${phone}, email ${email} or send us a message.`,
    header: 'Contact',
    footer: 'Contact',
  },
  {
    path: '/Services',
    module: 'services.tsx',
    title: ({ brand }) => `Home-improvement services: get free quotes | ${brand}`,
    description: () =>
      `Solar, roofing, HVAC, windows, plumbing, kitchens, bathrooms, siding, gutters, flooring, fencing, painting, home security and movers: pick a service and compare local quotes.`,
    // A list of links: nothing on it needs React.
    hydrate: false,
  },
  {
    path: '/UserTerms',
    module: 'legal/terms-of-use.tsx',
    title: ({ brand }) => `Terms of Use | ${brand}`,
    description: ({ brand }) => `The terms that apply when you use ${brand}.`,
    footer: 'Terms of Use',
    hydrate: false,
  },
  {
    path: '/PrivacyPolicy',
    module: 'legal/privacy-policy.tsx',
    title: ({ brand }) => `Privacy Policy | ${brand}`,
    description: ({ brand }) => `What information ${brand} collects, how it is used, shared and sold, and how to revoke consent.`,
    footer: 'Privacy Policy',
    hydrate: false,
  },
  {
    path: '/CaliforniaPolicy',
    module: 'legal/california-policy.tsx',
    title: ({ brand }) => `California Privacy Notice | ${brand}`,
    description: ({ brand }) => `Your rights under California privacy law and how to exercise them with ${brand}.`,
    footer: 'California Privacy Notice',
    hydrate: false,
  },
  // Privacy rights (docs/compliance.md): Do Not Sell or Share is linked from every page.
  {
    path: '/StopContact',
    module: 'privacy/stop-contact.tsx',
    title: ({ brand }) => `Stop calls and texts | ${brand}`,
    description: ({ brand }) => `Revoke your consent to be called or texted about a quote request from ${brand}.`,
    footer: 'Stop Calls and Texts',
  },
  {
    path: '/DoNotSell',
    module: 'privacy/do-not-sell.tsx',
    title: ({ brand }) => `Do Not Sell or Share My Personal Information | ${brand}`,
    description: ({ brand }) =>
      `Opt out of the sale and sharing of your personal information by ${brand}. Global Privacy Control signals are honored.`,
    footer: DO_NOT_SELL_LABEL,
  },
  {
    path: '/PartnerCompanies',
    module: 'partner-companies.tsx',
    title: ({ brand }) => `Partner companies | ${brand}`,
    description: ({ brand }) => `The companies that may contact you about your project after you submit a request on ${brand}.`,
    hydrate: false,
  },
  {
    path: '/ThankYou',
    module: 'thank-you.tsx',
    title: ({ brand }) => `Thank you | ${brand}`,
    description: () => `Your request has been submitted.`,
    noindex: true,
    hydrate: false,
  },
];

export const PAGE_PATHS = SITE_PAGES.map((p) => p.path);

const SERVICE_PAGE = /^\/services\/([^/]+)\/?$/i;

/**
 * True for a path the site has a page for (matched case-insensitively, as the router does), in either
 * language: every page also exists under /es.
 */
export function isKnownPage(fullPath: string): boolean {
  const { path } = langOfPath(fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath);
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (PAGE_PATHS.some((p) => p.toLowerCase() === clean.toLowerCase())) return true;
  const m = SERVICE_PAGE.exec(clean);
  if (!m) return false;
  try {
    return findServiceByTitle(decodeURIComponent(m[1] ?? '')) !== undefined;
  } catch {
    return false;
  }
}
