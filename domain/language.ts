// The languages the visitor side speaks. A page's language comes from its URL only (English at the root,
// Spanish under /es), never from the browser's Accept-Language; public POST bodies carry it as `lang` so a
// record keeps the language its visitor read, and the console can show and filter by it.
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The path prefix of a language's pages: '' for English, '/es' for Spanish. */
export function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** A site path in a language: '/UserTerms' -> '/es/UserTerms'; '/' -> '/es'. */
export function pathInLang(path: string, lang: Lang): string {
  const prefix = langPrefix(lang);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of a site path and the path without its language prefix ('/es/Contact' -> es, '/Contact'). */
export function langOfPath(path: string): { lang: Lang; path: string } {
  const match = /^\/es(\/.*)?$/i.exec(path);
  if (!match) return { lang: DEFAULT_LANG, path };
  return { lang: 'es', path: match[1] || '/' };
}
