// The visitor side's Spanish words, downloaded only by Spanish pages: English pages' scripts hold their
// English and no Spanish (each page loads only its own language's words). The words every page shows (the
// layout, errors, page meta, service names, the forms' messages) are one module; each page's own words are a
// module of their own, so a page downloads its words and no other page's. A Spanish page loads the words of
// its path before it renders: the prerender (all of them), the browser's start (web/main.tsx, web/static.ts),
// and the app's page on a client-side move (web/app.tsx waits for them). The modules that hold English beside a
// Spanish getter (web/layout/texts.ts, the pages' texts) read them through spanish() and spanishPage(). The
// wizard's catalogue is apart (web/i18n/wizard-text.ts).
import type { SpanishPageWords, SpanishWords } from './spanish-words.ts';

type Part = keyof SpanishPageWords;

type WordsModule = typeof import('./spanish-words.ts');

/**
 * How the words' module is downloaded, given by each start (web/main.tsx, web/static.ts, the prerender) before
 * it loads them. The app's entry module holds the dynamic import: written here, the bundler split its preload
 * helper out of the entry into a file of its own, which every page then downloaded (0.3 KB more on each).
 */
let importWords: (() => Promise<WordsModule>) | undefined;
export function setSpanishImport(load: () => Promise<WordsModule>): void {
  importWords = load;
}

let words: SpanishWords | undefined;
const pages: Partial<SpanishPageWords> = {};
/** By the page's path as the routes match it (lower case, no trailing slash); '*' for every page's words. */
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const pathKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/**
 * Loads the shared Spanish words and those of the page at `path` (without the language prefix), or every
 * page's when no path is given (the prerender). The same promise for the same page while it loads (React's
 * `use` waits on it, web/app.tsx). Which page shows which words is in the words' own module, so English
 * pages carry none of it.
 */
export function loadSpanish(path?: string): Promise<void> {
  const key = path === undefined ? '*' : pathKey(path);
  let p = loads.get(key);
  if (!p) {
    // Each start gives the import before it loads anything (setSpanishImport).
    p = importWords!()
      .then((m) => m.loadSpanishWords(path === undefined ? undefined : key))
      .then((got) => {
        words = got.words;
        Object.assign(pages, got.pages);
        loaded.add(key);
      });
    // A failed download may be tried again.
    p.catch(() => loads.delete(key));
    loads.set(key, p);
  }
  return p;
}

/** Whether the words the page at `path` shows are here (a client-side move waits for them when not). */
export const spanishLoadedFor = (path: string): boolean => loaded.has('*') || loaded.has(pathKey(path));

// The readers below trust their callers: only a Spanish page reads Spanish, and each start loads its words
// before anything renders (guards with messages of their own would be English pages' bytes for nothing).

/** The Spanish words every page shows; a Spanish page's start has loaded them before anything renders. */
export const spanish = (): SpanishWords => words!;

/** One page's Spanish words; loaded with its path (loadSpanish) before the page renders. */
export const spanishPage = <P extends Part>(part: P): SpanishPageWords[P] => pages[part]!;

/** Whether they are here (a client-side move into Spanish waits for them when not). */
export const spanishLoaded = (): boolean => words !== undefined;
