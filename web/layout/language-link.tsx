// The header's link to the same page in the other language: "Español" on an English page, "English" on a
// Spanish one, each word in its own language (lang, hreflang), never chosen for the visitor from the browser.
// In the header's row from 1024 px up; on a phone, at the top of its menu (the row has no room left at 320 or 768 px).
import { Link, useLocation } from '../lib/router.tsx';
import { usePageLang } from '../lib/lang-context.tsx';

export function LanguageLink({ className }: { className: string }) {
  // The path without its language prefix (inside LangRoutes); a wizard starts over at its first step.
  const { pathname } = useLocation();
  const other = usePageLang() === 'es' ? 'en' : 'es';
  return (
    <Link to={pathname} toLang={other} lang={other} hrefLang={other} className={className}>
      {other === 'es' ? 'Español' : 'English'}
    </Link>
  );
}
