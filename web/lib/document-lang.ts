// The language of a page as code without React reads it (the plain-DOM enhancers of the pages that never
// hydrate): the prerender writes it into <html lang>, the one place such code can find it. Kept apart from
// the React hooks so the static pages' script does not carry React for it.
import type { Lang } from '#domain/language.ts';

export function documentLang(): Lang {
  return typeof document !== 'undefined' && document.documentElement.lang === 'es' ? 'es' : 'en';
}
