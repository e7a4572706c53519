// The site a page belongs to, for every component that shows the brand, phone, e-mails or address. The
// prerender renders each site's pages inside its provider and embeds the site in the HTML
// (#site-data), which the browser reads back before hydrating, so the same bundle serves every brand.
import { createContext, useContext, type ReactNode } from 'react';
import { SITE, type PublicSite } from '#domain/site.ts';

// The one-site layout's site is the default: a component test, or the dev server's empty shell, has no provider.
const SiteContext = createContext<PublicSite>(SITE);

export function SiteProvider({ site, children }: { site: PublicSite; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): PublicSite {
  return useContext(SiteContext);
}
