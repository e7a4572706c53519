// The site's pages. The browser's router and the server's 404 decision both read this list.
import { findServiceByTitle } from './catalogue.ts';

export const PAGE_PATHS = [
  '/',
  '/Services',
  '/Contact',
  '/About',
  '/UserTerms',
  '/PrivacyPolicy',
  '/CaliforniaPolicy',
  '/ThankYou',
  '/PartnerCompanies',
  // Privacy rights (contract section 10).
  '/DoNotSell',
  '/StopContact',
] as const;

const SERVICE_PAGE = /^\/services\/([^/]+)\/?$/i;

/** True for a path the site has a page for (matched case-insensitively, as the router does). */
export function isKnownPage(path: string): boolean {
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
