// A site: one brand the deployment serves, with its contact details, company and the host names it answers
// to. One JSON file per site in config/sites/ (or config/site.json alone, the one-site layout), so a brand
// is added or rebranded without touching code. The server resolves a request's site from its host and
// passes it down; the pages receive it through web/lib/site-context.tsx. Nothing reads a site at module
// scope but the one-site default below, which is what a single-site deployment (and a dev server) shows.
import site from '../config/site.json' with { type: 'json' };
import { SERVICES, type ServiceInfo } from './services.ts';

export interface SiteConfig {
  brand: string;
  legalName: string;
  phone: string;
  phoneE164: string;
  email: string;
  complianceEmail: string;
  address: { street: string; city: string; state: string; zip: string };
  siteUrl: string;
}

export interface Site extends SiteConfig {
  /** Short, stable name: the build's folder (dist/client/sites/<id>) and what leads are filed under. */
  id: string;
  /** Host names it answers to, lower case, without a port. */
  hosts: string[];
  /** Its partner companies file, beside the site's file (config/partner-companies.json when absent). */
  partnersFile?: string;
  /** That file's names, as the server loaded them (what the site's partner page lists and its buyers are checked against). */
  partners?: string[];
  /** The catalogue titles it offers (every service when absent). */
  services?: string[];
  /** The browser's theme colour (the address bar on phones), as #rrggbb. */
  themeColor?: string;
  /** Its own ad conversion tags (domain/conversion-tags.ts); raw, checked where they are used. */
  conversionTags?: Record<string, unknown>;
}

/** The id of the one site a deployment without config/sites/ serves. */
export const DEFAULT_SITE_ID = 'default';

/** config/site.json as a site: the host of its siteUrl, id "default". */
export function siteFromConfig(raw: SiteConfig & Partial<Site>, id = raw.id ?? DEFAULT_SITE_ID): Site {
  const hosts = raw.hosts?.length ? raw.hosts : [new URL(raw.siteUrl).hostname];
  return { ...raw, id, hosts: hosts.map((h) => h.toLowerCase()) };
}

/** The one-site layout's site (config/site.json). Only a default: requests and pages carry their own. */
export const SITE: Site = siteFromConfig(site);

/**
 * Whether a site offers a service: every service when it names no subset, else the titles it names (in any
 * case, as the wizard's path reads them). The server refuses a lead or a step event for another, and its
 * pages, sitemap and lists leave the others out.
 */
export function offersService(site: Pick<Site, 'services'>, title: string): boolean {
  if (!site.services) return true;
  const wanted = title.trim().toLowerCase();
  return site.services.some((s) => s.trim().toLowerCase() === wanted);
}

/** The services a site offers, in the catalogue's order: what its pages list. */
export function servicesOf(site: Pick<Site, 'services'>): readonly ServiceInfo[] {
  return site.services ? SERVICES.filter((s) => offersService(site, s.title)) : SERVICES;
}

/** What a page may show of its site (the browser gets this much, embedded in the prerendered HTML). */
export type PublicSite = Omit<Site, 'partnersFile'>;

export function publicSite(s: Site): PublicSite {
  const { partnersFile: _file, ...rest } = s;
  return rest;
}
