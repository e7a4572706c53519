// Taking over prerendered markup, the one way the site's app (web/main.tsx), its islands (web/islands/) and the
// console (web/admin/main.tsx) all do it: in a transition. React then hydrates in slices of about 5 ms and lets
// the browser answer a tap between them, where a plain hydrateRoot does it in a few long tasks (10-20 ms each
// on a fast machine, four times that on a mid-range phone: Lighthouse's total blocking time on the wizard).
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateInSlices(container: Element, children: ReactNode): void {
  startTransition(() => {
    hydrateRoot(container, children);
  });
}
