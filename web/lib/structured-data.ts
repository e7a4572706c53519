// JSON-LD for search engines: the organisation on every page, and the services it brokers.
import { serviceDescription } from '#domain/service-descriptions.ts';
import { servicePath, type ServiceInfo } from '#domain/services.ts';
import { servicesOf, type Site, type SiteConfig } from '#domain/site.ts';

function organizationLd(site: SiteConfig) {
  return {
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: site.siteUrl,
    logo: `${site.siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phoneE164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.zip,
      addressCountry: 'US',
    },
  };
}

function serviceLd(site: SiteConfig, s: ServiceInfo) {
  return {
    '@type': 'Service',
    name: `${s.name} quotes`,
    serviceType: s.name,
    description: serviceDescription(s),
    url: `${site.siteUrl}${servicePath(s)}`,
    provider: { '@id': `${site.siteUrl}/#organization` },
    areaServed: { '@type': 'Country', name: 'United States' },
  };
}

/** The JSON-LD of a page of a site. */
export function structuredData(canonical: string | undefined, site: SiteConfig & Pick<Site, 'services'>): object {
  const graph: object[] = [organizationLd(site)];
  if (canonical === '/Services' || canonical === '/') graph.push(...servicesOf(site).map((s) => serviceLd(site, s)));
  const service = servicesOf(site).find((s) => servicePath(s) === canonical);
  if (service) graph.push(serviceLd(site, service));
  return { '@context': 'https://schema.org', '@graph': graph };
}
