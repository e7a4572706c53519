// What every island module does once loaded: hydrate its component over the prerendered markup, as the app
// does (web/lib/hydrate.ts).
import { StrictMode, type ReactNode } from 'react';
import { hydrateInSlices } from '../lib/hydrate.ts';
import { embeddedSite } from '../lib/embedded-site.ts';
import { SiteProvider } from '../lib/site-context.tsx';

export function hydrateIsland(container: HTMLElement, component: ReactNode): void {
  hydrateInSlices(
    container,
    <StrictMode>
      <SiteProvider site={embeddedSite()}>{component}</SiteProvider>
    </StrictMode>,
  );
}
