// What every island module does once loaded: hydrate its component over the prerendered markup.
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIsland(container: HTMLElement, component: ReactNode): void {
  hydrateRoot(container, <StrictMode>{component}</StrictMode>);
}
