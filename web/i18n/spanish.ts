// The visitor side's Spanish words, downloaded only by Spanish pages: English pages' scripts hold their
// English and no Spanish (each page loads only its own language's words). A Spanish page loads the words
// before it renders: the prerender and the browser's start (web/main.tsx, web/static.ts) wait for
// loadSpanish(); the modules that hold English beside a Spanish getter (web/layout/texts.ts, the pages'
// texts) read them through spanish(). The wizard's catalogue is apart (web/i18n/wizard-text.ts).
import type { SpanishWords } from './spanish-words.ts';

let words: SpanishWords | undefined;
let loading: Promise<SpanishWords> | undefined;

/** Loads the Spanish words once; the same promise for every caller. */
export function loadSpanish(): Promise<SpanishWords> {
  if (!loading) {
    loading = import('./spanish-words.ts').then((m) => (words = m.SPANISH_WORDS));
    // A failed download may be tried again.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** The Spanish words; a Spanish page's start has loaded them before anything renders. */
export function spanish(): SpanishWords {
  if (!words) throw new Error('Spanish words read before loadSpanish() finished');
  return words;
}

/** Whether they are here (a client-side move into Spanish waits for them when not). */
export const spanishLoaded = (): boolean => words !== undefined;
