// The site footer: the site's links (domain/routes.ts), among them the privacy-rights links (contract
// section 10: Do Not Sell or Share on every page), and the rights notice with the current year.
import { Link } from '../lib/router.tsx';
import { SITE_PAGES } from '#domain/routes.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { LAYOUT_TEXTS, routeLabel } from './texts.ts';

/** The pages domain/routes.ts gives a footer link, in its order. */
const LINKS = SITE_PAGES.flatMap((p) => (p.footer ? [{ to: p.path, label: p.footer }] : []));

export function Footer() {
  const site = useSite();
  const lang = usePageLang();
  const t = LAYOUT_TEXTS[lang];
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <nav aria-label={t.footerNav}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-[15px] font-medium text-muted">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-ink hover:underline underline-offset-4">
                  {routeLabel(l.to, l.label, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-muted" suppressHydrationWarning>
          {t.rights(new Date().getFullYear(), site.legalName)}
        </p>
      </div>
    </footer>
  );
}
