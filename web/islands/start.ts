// React islands on the pages that do not run the app (domain/routes.ts' `hydrate: false`, web/static.ts):
// the prerendered page marks a component that needs React with <Island name> (island.tsx), and only when a
// visitor needs it does its module load, with React, and hydrate the component in place. Everything else on
// the page stays plain HTML. Each island says here when it is needed and where its module is.
import { submittedState } from '../lib/submitted-state.ts';
import type { IslandName } from './island-names.ts';

interface IslandModule {
  /** Hydrates the component over its prerendered markup in `container`. */
  mount(container: HTMLElement): void;
}

interface IslandSpec {
  /** Calls `load` once the visitor needs the island (or never). */
  when(container: HTMLElement, load: () => void): void;
  module(): Promise<IslandModule>;
}

/** The island's section is the address's #target: a link to it, or a reload there. */
function targeted(container: HTMLElement): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  return !!target && (target.contains(container) || container.contains(target));
}

/**
 * Within a viewport's height of the screen (scrolled to, or opened at its #section), or focused: in time for
 * the visitor who reads on to it, and no cost for the one who never gets that far.
 */
function nearViewport(container: HTMLElement, load: () => void): void {
  const go = () => {
    observer.disconnect();
    container.removeEventListener('focusin', go);
    window.removeEventListener('hashchange', onHash);
    load();
  };
  const onHash = () => {
    if (targeted(container)) go();
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: '100% 0px' });
  if (targeted(container)) return go();
  observer.observe(container);
  container.addEventListener('focusin', go);
  window.addEventListener('hashchange', onHash);
}

export const ISLANDS = {
  // /CaliforniaPolicy's request form, far below the fold.
  'california-request': { when: nearViewport, module: () => import('./california-request.tsx') },
  // /ThankYou reloaded after the wizard's submission (still in this tab's history state): the Submitted view.
  // Opened directly, there is nothing to show but the prerendered page.
  'thank-you': {
    when: (_container, load) => {
      if (submittedState(window.history.state)) load();
    },
    module: () => import('./thank-you.tsx'),
  },
} satisfies Record<IslandName, IslandSpec>;

/** Finds the page's islands and loads each when it is needed. */
export function startIslands(root: ParentNode = document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const spec: IslandSpec | undefined = ISLANDS[container.dataset.island as IslandName];
    if (!spec) throw new Error(`no island named ${container.dataset.island}`);
    spec.when(container, () => void spec.module().then((m) => m.mount(container)));
  }
}
