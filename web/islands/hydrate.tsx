// What every island module does once loaded: hydrate its component over the prerendered markup, as the app
// does (web/lib/hydrate.ts).
import { StrictMode, type ReactNode } from 'react';
import { hydrateInSlices } from '../lib/hydrate.ts';

export function hydrateIsland(container: HTMLElement, component: ReactNode): void {
  hydrateInSlices(container, <StrictMode>{component}</StrictMode>);
}
