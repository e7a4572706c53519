// The header's link to the same page in the other language: "Español" on an English page, "English" on a
// Spanish one, each word in its own language (lang, hreflang), never chosen for the visitor from the browser.
// In the header's row from 768 px up, as its short form (ES, EN: the row has no room for the word) until 1024 px;
// on a phone, at the top of its menu (the row has no room left at 320 px).
import { Link, useLocation } from '../lib/router.tsx';
import { usePageLang } from '../lib/lang-context.tsx';
import { spanishLoaded } from '../i18n/spanish.ts';
import { pathInLang } from '#domain/language.ts';

export function LanguageLink({ className, short = false }: { className: string; short?: boolean }) {
  // The path without its language prefix (inside LangRoutes); a wizard starts over at its first step.
  const { pathname } = useLocation();
  const other = usePageLang() === 'es' ? 'en' : 'es';
  const word = other === 'es' ? 'Español' : 'English';
  return (
    <Link
      to={pathname}
      toLang={other}
      lang={other}
      hrefLang={other}
      className={className}
      // The short form's name is the whole word, which begins with what it shows.
      aria-label={short ? word : undefined}
      onClick={(e) => {
        // Into Spanish from an English page whose script has no Spanish words: the prerendered Spanish page
        // is loaded whole, with its own script, rather than rendered here without its words.
        if (other === 'es' && !spanishLoaded()) {
          e.preventDefault();
          window.location.assign(pathInLang(pathname, 'es'));
        }
      }}
    >
      {short ? (
        <>
          <span className="lg:hidden">{other.toUpperCase()}</span>
          <span className="hidden lg:inline">{word}</span>
        </>
      ) : (
        word
      )}
    </Link>
  );
}
