// What every island module does once loaded: hydrate its component over the prerendered markup, as the app
// does (web/lib/hydrate.ts).
import { StrictMode, type ReactNode } from 'react';
import { hydrateInSlices } from '../lib/hydrate.ts';
import { embeddedSite } from '../lib/embedded-site.ts';
import { SiteProvider } from '../lib/site-context.tsx';
import { LangProvider } from '../lib/lang-context.tsx';
import { isLang } from '#domain/language.ts';

export function hydrateIsland(container: HTMLElement, component: ReactNode): void {
  // The page's language as the prerender wrote it (<html lang>), so the island speaks it too.
  const lang = document.documentElement.lang;
  hydrateInSlices(
    container,
    <StrictMode>
      <SiteProvider site={embeddedSite()}>
        <LangProvider lang={isLang(lang) ? lang : 'en'}>{component}</LangProvider>
      </SiteProvider>
    </StrictMode>,
  );
}
