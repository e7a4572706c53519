// A deploy replaces the site's code files; a visitor whose page was loaded before it may ask for a file
// that is gone. The build keeps the previous build's files for a while (scripts/retain-assets.ts), and if
// one is missing anyway, the page reloads once to get the new build. Once: a second failure within a
// minute shows the error boundary instead of reloading forever.
import { lazy, type ComponentType } from 'react';

const KEY = 'chunk-reload-at';
const WINDOW_MS = 60_000;

/** Reloads the page unless it was reloaded for this reason within the last minute; true if it did. */
export function reloadOnce(win: Window = window): boolean {
  let last = 0;
  try {
    last = Number(win.sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < WINDOW_MS) return false;
    win.sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Without storage we cannot tell a second failure from the first: do not risk a reload loop.
    return false;
  }
  win.location.reload();
  return true;
}

/** A code file's download whose failure reloads the page once (and waits for the reload) before it gives up. */
export function loadWithReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((err: unknown) => {
    if (typeof window !== 'undefined' && reloadOnce()) return new Promise<never>(() => {});
    throw err;
  });
}

/** React.lazy whose failed download reloads the page once before it gives up. */
export function lazyWithReload(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => loadWithReload(load));
}

/**
 * React.lazy for a part of a page needed only after the visitor has begun (a later step's control), whose
 * download `prefetch` starts early, so that it is here by the time it shows: the page's first load does without
 * it, and the visitor does not wait for it. Both share one download; a failed one reloads the page once, as
 * above, and a failed prefetch is left for the render to try again.
 */
export function lazyPrefetched<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => {
    if (!loading) {
      loading = loadWithReload(load).then((component) => ({ default: component }));
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return { Component: lazy(get), prefetch: () => void get().catch(() => {}) };
}

/** Vite's own event for a failed preload (a chunk's CSS or dependency): the same one reload. */
export function reloadOnFailedPreload(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(win)) event.preventDefault();
  });
}
