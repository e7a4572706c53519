// The site header: logo (light over the home hero, dark elsewhere), Home / About Us / Contact, the
// Services dropdown with the site's services (all 14 unless its file names some), and 'Get Our
// Consultation!'. On small screens the links fold behind a menu toggle that closes on a tap outside it and
// on every route change.
// The component only renders the markup, both menus' panels included (`hidden` while closed); their
// behaviour is web/layout/header-menu.ts, plain DOM, which the prose pages that never hydrate use as well.
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from '../lib/router.tsx';
import { servicePath } from '#domain/services.ts';
import { servicesOf } from '#domain/site.ts';
import { SITE_PAGES } from '#domain/routes.ts';
import { serviceNameIn } from '#web/i18n/page-words.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { enhanceHeader, MENU_LABELS, type HeaderMenu } from './header-menu.ts';
import { Logo } from './logo.tsx';
import { LanguageLink } from './language-link.tsx';
import { LAYOUT_TEXTS, routeLabel } from './texts.ts';

/**
 * From 768 px to 1024 the row is full in English (logo, links, language link, button: 768 px of 768), and
 * Spanish words are longer ("Quiénes somos", "¡Solicite su consulta!"): there the Spanish row's links, gaps and
 * button are a little smaller, so it fits without scrolling sideways; from 1024 px both are the same.
 */
const SPANISH_ROW = {
  en: { row: '', links: '', button: 'md:px-3' },
  es: { row: 'md:gap-2 lg:gap-3', links: 'md:gap-1 md:text-[13px]', button: 'md:px-2 md:text-[13px] lg:text-sm' },
} as const;

/** The pages domain/routes.ts gives a header link, in its order. */
const LINKS = SITE_PAGES.flatMap((p) => (p.header ? [{ to: p.path, label: p.header }] : []));

function ServiceLinks({ columns }: { columns: string }) {
  const services = servicesOf(useSite());
  const lang = usePageLang();
  return (
    <ul className={`grid gap-1 ${columns}`}>
      {services.map((s) => (
        <li key={s.id}>
          <Link
            to={servicePath(s)}
            className="block rounded-lg px-3 py-2 text-[15px] font-medium text-ink hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50"
          >
            {serviceNameIn(s, lang)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const site = useSite();
  const { pathname } = useLocation();
  const lang = usePageLang();
  const t = LAYOUT_TEXTS[lang];
  const onHome = pathname === '/';
  const header = useRef<HTMLElement>(null);
  const menu = useRef<HeaderMenu>(null);

  useEffect(() => {
    const m = enhanceHeader(header.current!);
    menu.current = m;
    return m.destroy;
  }, []);
  // Every route change closes the menus.
  useEffect(() => menu.current?.close(), [pathname]);

  // Over the home hero the header is light, until the phone's menu opens its white panel: the
  // `group-data-[menu-open]/header:` classes (header-menu.ts sets the attribute on the header).
  const light = onHome;
  const linkClass = `whitespace-nowrap rounded-md px-1 py-1 hover:underline underline-offset-4 ${light ? 'text-white' : 'text-ink'}`;
  return (
    <header
      ref={header}
      className={`group/header ${onHome ? 'absolute inset-x-0 top-0 z-40' : 'sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur'}`}
    >
      {/* The row fits a 390 px phone and a 768 px tablet on one line even in a wide system font (DejaVu Sans,
          Linux's default, measured): hence the narrower gaps below 430 px, and the smaller menu between md and
          lg. Below 390 px the button's label may wrap onto two lines rather than push the menu toggle off the
          screen (the button shrinks, nothing else does); below 360 px (down to 320, the width WCAG's reflow
          asks for) the row's padding and gaps, the button's padding and the logo's text are a little smaller. */}
      <div
        className={`mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 max-[360px]:gap-1 max-[360px]:px-3 xs:gap-3 sm:px-6 md:px-4 lg:px-6 group-data-[menu-open]/header:bg-white ${SPANISH_ROW[lang].row}`}
      >
        <Link to="/" className="shrink-0" aria-label={t.homeLink(site.brand)}>
          <Logo light={light} />
        </Link>

        <nav aria-label={t.mainNav} className="relative hidden md:block">
          <ul className={`flex items-center gap-2 text-[14px] font-medium lg:gap-6 lg:text-[15px] ${SPANISH_ROW[lang].links}`}>
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className={linkClass}>
                  {routeLabel(l.to, l.label, lang)}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                data-menu-trigger=""
                data-state="closed"
                aria-expanded={false}
                aria-controls="services-menu"
                className={`group flex items-center gap-1 ${linkClass}`}
              >
                {t.services}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 fill-current transition-transform group-data-[state=open]:rotate-180"
                >
                  <path d="M5.3 7.3 10 12l4.7-4.7 1.1 1.1L10 14.2 4.2 8.4z" />
                </svg>
              </button>
              {/* Placed against the nav (the li is not positioned): its right edge, below it. */}
              <div
                id="services-menu"
                data-state="closed"
                hidden
                className="absolute right-0 top-full mt-3 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
              >
                <div className="w-[34rem] p-3">
                  <ServiceLinks columns="grid-cols-2 lg:grid-cols-3" />
                  <Link to="/Services" className="mt-2 block rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                    {t.seeAllServices}
                  </Link>
                </div>
              </div>
            </li>
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-1 max-[390px]:min-w-0 max-[390px]:shrink xs:gap-1.5 sm:gap-2">
          <LanguageLink short className={`hidden md:inline ${linkClass}`} />
          <Link
            to="/Services"
            className={`whitespace-nowrap rounded-lg bg-brand-600 px-3 py-2 text-center text-[13px] font-semibold max-[390px]:whitespace-normal max-[360px]:px-2 text-white shadow-sm hover:bg-brand-700 sm:px-4 sm:text-sm lg:px-4 ${SPANISH_ROW[lang].button}`}
          >
            {t.cta}
          </Link>
          <button
            type="button"
            data-mobile-toggle=""
            aria-expanded={false}
            aria-controls="mobile-menu"
            aria-label={MENU_LABELS[lang].open}
            className={`flex size-10 shrink-0 items-center justify-center rounded-lg md:hidden ${light ? 'text-white hover:bg-white/10 group-data-[menu-open]/header:text-ink group-data-[menu-open]/header:hover:bg-slate-100' : 'text-ink hover:bg-slate-100'}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 stroke-current" fill="none" strokeWidth="2" strokeLinecap="round">
              <path className="group-data-[menu-open]/header:hidden" d="M4 7h16M4 12h16M4 17h16" />
              <path className="hidden group-data-[menu-open]/header:inline" d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      </div>

      <div id="mobile-menu" hidden className="border-b border-slate-200 bg-white px-4 pb-6 shadow-lg md:hidden">
        <nav aria-label={t.mobileNav}>
          <ul className="space-y-1 pt-2">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className="block rounded-lg px-3 py-2.5 text-base font-semibold text-ink hover:bg-brand-50">
                  {routeLabel(l.to, l.label, lang)}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageLink className="mt-2 block rounded-lg px-3 py-2.5 text-base font-semibold text-ink hover:bg-brand-50" />
          <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wider text-muted">{t.services}</p>
          <div className="mt-1">
            <ServiceLinks columns="grid-cols-2" />
          </div>
        </nav>
      </div>
    </header>
  );
}
