// Links within the page's language: a Spanish page's header, footer and buttons lead to the Spanish
// pages (/es/...), an English page's to the English ones, so a visitor never falls out of their language
// by following a link. One place, so the whole site's links change together if the router ever prefixes
// them itself.
import { pathInLang } from '#domain/language.ts';
import { usePageLang } from './lang-context.tsx';

/** The page's language and a function turning a site path ('/Services') into that language's path. */
export function useLangPath(): (path: string) => string {
  const lang = usePageLang();
  return (path: string) => pathInLang(path, lang);
}
