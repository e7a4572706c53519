// The site the prerender embedded in the page (#site-data, a JSON script the browser never runs), read back
// by the app, the islands and the conversion tags, so one bundle serves every brand. A page without it (the
// one-site layout, the dev server's shell) is the one-site default's.
import { SITE, type PublicSite } from '#domain/site.ts';

/** The element the prerender writes the page's site into. */
export const SITE_DATA_ID = 'site-data';

let cached: PublicSite | undefined;

export function embeddedSite(doc: Document = document): PublicSite {
  if (cached && doc === document) return cached;
  let site: PublicSite = SITE;
  const text = doc.getElementById(SITE_DATA_ID)?.textContent;
  if (text) {
    try {
      site = JSON.parse(text) as PublicSite;
    } catch {
      // a damaged page shows the default brand rather than nothing
    }
  }
  if (doc === document) cached = site;
  return site;
}
