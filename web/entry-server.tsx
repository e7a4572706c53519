// Renders a route to HTML at build time (scripts/prerender.ts), waiting for its lazy page to load.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { SiteRouter } from './lib/router.tsx';
import { App } from './app.tsx';
import { SiteProvider } from './lib/site-context.tsx';
import type { PublicSite } from '#domain/site.ts';
import { loadSpanish, setSpanishImport } from './i18n/spanish.ts';

// The Spanish words' module, downloaded by Spanish pages only (web/i18n/spanish.ts says why it is given here).
setSpanishImport(() => import('./i18n/spanish-words.ts'));

// The build renders Spanish pages too: their words are here before any page or title is rendered.
await loadSpanish();

export { notFoundMeta, pageMeta, PRERENDERED_PATHS, serviceNotFoundMeta } from './lib/page-meta.ts';
export { publicSite } from '#domain/site.ts';
export { structuredData } from './lib/structured-data.ts';

async function renderOnce(url: string, site: PublicSite): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteProvider site={site}>
        <SiteRouter ssrPath={url}>
          <App />
        </SiteRouter>
      </SiteProvider>
    </StrictMode>,
    // NOTE: React moves a large boundary out of line behind an inline <script> to stream it early;
    // a prerendered page needs no streaming, and the CSP forbids inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}

/**
 * NOTE: rendered twice. The first pass loads the route's lazy page; in the second nothing suspends,
 * so React writes the page in order, with no inline <script> to move parts into place (which the
 * Content-Security-Policy would block, leaving the fallback and breaking hydration).
 */
export async function render(url: string, site: PublicSite): Promise<string> {
  await renderOnce(url, site);
  const html = await renderOnce(url, site);
  if (html.includes('<script')) throw new Error(`prerendering ${url} produced an inline script`);
  return html;
}
