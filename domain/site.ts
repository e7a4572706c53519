// The brand, contact details and company: one file (config/site.json) so the site can be rebranded
// without touching code. Read by the pages, the consent text and the server.
import site from '../config/site.json' with { type: 'json' };

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

export const SITE: SiteConfig = site;
