// What every page runs besides its content and the header: the scroll-to-top button, the cursor follower
// (only for a mouse, and when the visitor has not asked for less motion) and the operator's conversion
// tags (after the page is interactive, never without consent). Plain DOM: the React app starts it once
// (web/app.tsx) and so do the prose pages that never hydrate (web/static.ts).
import { startConversionTags } from '../lib/conversion-tags.ts';
import { startScrollToTop } from './scroll-to-top.ts';

const CURSOR_FOLLOWER_QUERY = '(pointer: fine) and (prefers-reduced-motion: no-preference)';

/** The cursor follower while the media query holds, loaded on demand the first time it does. */
function followCursorWhenWanted(): () => void {
  const query = window.matchMedia(CURSOR_FOLLOWER_QUERY);
  let stop: (() => void) | undefined;
  let generation = 0;
  const apply = () => {
    const run = ++generation;
    stop?.();
    stop = undefined;
    if (!query.matches) return;
    void import('./cursor-follower.ts').then((m) => {
      if (run === generation) stop = m.startCursorFollower();
    });
  };
  apply();
  query.addEventListener('change', apply);
  return () => {
    generation++;
    query.removeEventListener('change', apply);
    stop?.();
  };
}

/** Starts the extras; returns what stops them (the conversion tags, once started, stay for the page view). */
export function startPageExtras(): () => void {
  const stops = [startScrollToTop(), followCursorWhenWanted()];
  void startConversionTags();
  return () => stops.forEach((stop) => stop());
}
