// JSON-LD for search engines: the organisation on every page, and the services it brokers.
import { SERVICES, servicePath, type ServiceInfo } from '#domain/services.ts';
import { SITE } from '#domain/site.ts';

const organization = {
  '@type': 'Organization',
  '@id': `${SITE.siteUrl}/#organization`,
  name: SITE.brand,
  legalName: SITE.legalName,
  url: SITE.siteUrl,
  logo: `${SITE.siteUrl}/favicon.svg`,
  email: SITE.email,
  telephone: SITE.phoneE164,
  address: {
    '@type': 'PostalAddress',
    streetAddress: SITE.address.street,
    addressLocality: SITE.address.city,
    addressRegion: SITE.address.state,
    postalCode: SITE.address.zip,
    addressCountry: 'US',
  },
};

function serviceLd(s: ServiceInfo) {
  return {
    '@type': 'Service',
    name: `${s.name} quotes`,
    serviceType: s.name,
    description: s.description,
    url: `${SITE.siteUrl}${servicePath(s)}`,
    provider: { '@id': organization['@id'] },
    areaServed: { '@type': 'Country', name: 'United States' },
  };
}

export function structuredData(canonical: string | undefined): object {
  const graph: object[] = [organization];
  if (canonical === '/Services' || canonical === '/') graph.push(...SERVICES.map(serviceLd));
  const service = SERVICES.find((s) => servicePath(s) === canonical);
  if (service) graph.push(serviceLd(service));
  return { '@context': 'https://schema.org', '@graph': graph };
}
