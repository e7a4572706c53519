// What every page runs besides its content and the header: the scroll-to-top button, the cursor follower
// (only for a mouse, and when the visitor has not asked for less motion) and the operator's conversion
// tags (after the page is interactive, never without consent). Plain DOM: the React app starts it once
// (web/app.tsx) and so do the prose pages that never hydrate (web/static.ts). The button and the follower
// are downloaded when the visitor first scrolls or moves the mouse, what they answer to, so no page's first
// load carries them. So are the conversion tags' code, and only for a site that sets a tag.
import { embeddedSite } from '../lib/embedded-site.ts';

const TAG_IDS = ['googleAdsId', 'metaPixelId', 'tagManagerId'] as const;

/** Whether the page's site sets any tag (the tags module checks the ids' formats itself). */
function siteSetsTags(): boolean {
  const tags = embeddedSite().conversionTags ?? {};
  return TAG_IDS.some((id) => {
    const value = tags[id];
    return typeof value === 'string' && value.trim() !== '';
  });
}

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
    const load = () => {
      void import('./cursor-follower.ts').then((m) => {
        if (run === generation) stop = m.startCursorFollower();
      });
    };
    window.addEventListener('pointermove', load, { once: true, passive: true });
    stop = () => window.removeEventListener('pointermove', load);
  };
  apply();
  query.addEventListener('change', apply);
  return () => {
    generation++;
    query.removeEventListener('change', apply);
    stop?.();
  };
}

/** The scroll-to-top button from the page's first scroll (it only ever shows on a page scrolled down). */
function scrollToTopOnceScrolled(): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const load = () => {
    window.removeEventListener('scroll', load);
    void import('./scroll-to-top.ts').then((m) => {
      if (!stopped) stop = m.startScrollToTop();
    });
  };
  // A page opened scrolled down (a reload, a link to a heading) has it at once.
  if (window.scrollY > 0) load();
  else window.addEventListener('scroll', load, { passive: true });
  return () => {
    stopped = true;
    window.removeEventListener('scroll', load);
    stop?.();
  };
}

/** Starts the extras; returns what stops them (the conversion tags, once started, stay for the page view). */
export function startPageExtras(): () => void {
  const stops = [scrollToTopOnceScrolled(), followCursorWhenWanted()];
  // The tags wait for the page to be interactive anyway (web/lib/conversion-tags.ts): so can their code.
  if (siteSetsTags()) void import('../lib/conversion-tags.ts').then((m) => m.startConversionTags());
  return () => stops.forEach((stop) => stop());
}
