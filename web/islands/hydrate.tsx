// What every island module does once loaded: hydrate its component over the prerendered markup, as the app
// does (web/lib/hydrate.ts).
import { StrictMode, type ReactNode } from 'react';
import { hydrateInSlices } from '../lib/hydrate.ts';
import { embeddedSite } from '../lib/embedded-site.ts';
import { SiteProvider } from '../lib/site-context.tsx';
import { LangProvider } from '../lib/lang-context.tsx';
import { documentLang } from '../lib/document-lang.ts';

export function hydrateIsland(container: HTMLElement, component: ReactNode): void {
  hydrateInSlices(
    container,
    <StrictMode>
      {/* The page's language as the prerender wrote it into <html lang>: the island hydrates the same words. */}
      <SiteProvider site={embeddedSite()}>
        <LangProvider lang={documentLang()}>{component}</LangProvider>
      </SiteProvider>
    </StrictMode>,
  );
}
