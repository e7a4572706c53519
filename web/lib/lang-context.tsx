// The language a page is in, for every component that shows visitor-facing words. It comes from the URL
// (domain/language.ts): the prerender renders each path inside its language's provider, and the browser
// reads it back from <html lang> before hydrating, so the hydrated page speaks the prerendered language.
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANG, type Lang } from '#domain/language.ts';

// English is the default: a component test, or the dev server's shell, has no provider.
const LangContext = createContext<Lang>(DEFAULT_LANG);

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export function usePageLang(): Lang {
  return useContext(LangContext);
}
