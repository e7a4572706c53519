// The mark around a component that a page without the app (domain/routes.ts' `hydrate: false`) makes
// interactive on its own (web/islands/start.ts). Where the app renders the page (a client-side navigation)
// it is a plain block around the component, which the app runs as part of the page.
import type { ReactNode } from 'react';
import type { IslandName } from './island-names.ts';

export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return <div data-island={name}>{children}</div>;
}
