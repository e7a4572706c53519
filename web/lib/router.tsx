// The public site's router: wouter (~2 KB brotli, where react-router cost 11.6 KB of every page's entry),
// with the few things react-router did for us kept as they were, so visitors notice no difference:
// - One snapshot of the address (path, query, hash, history state) that every part of the page reads, and
//   that changes inside a transition: a link to a page whose code has not loaded yet keeps the current page
//   (and the header, and the title) on screen until the new one is ready, instead of a blank fallback.
// - `useLocation()` and `useNavigate()` in react-router's shapes ({ pathname, search, state }; a path, a
//   new query for this path, or -1), which the wizard's history entries per step are built on.
// - A link to the address already shown replaces its history entry rather than adding a second one.
// - NavLink marks the current page's link aria-current="page" (matched as the routes match: without regard
//   to case or a trailing slash).
// - Outside SiteRouter (a React island on a page that does not run the app, web/islands/) a Link is a plain
//   <a href>: a normal page load, since no router there would render the page it pushed.
// - Languages (domain/language.ts): inside LangRoutes a Spanish page's routes, links and locations read as the
//   English ones (its /es prefix taken off), so every page module serves both languages unchanged; its links
//   (Link, NavLink, useNavigate) put the prefix back, so a visitor on a Spanish page stays in Spanish.
// The console (web/admin) is a separate bundle and keeps react-router; nothing of this reaches it.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Link as WouterLink, Router, type BaseLocationHook } from 'wouter';
// NOTE: importing wouter's browser location also patches history.pushState/replaceState to fire events of
// those names, which is how the snapshot below hears of every navigation, ours or a library's.
import { navigate as historyNavigate } from 'wouter/use-browser-location';
import { langOfPath, pathInLang, type Lang } from '#domain/language.ts';
import { LangProvider, usePageLang } from './lang-context.tsx';

export { Route, Switch, useParams } from 'wouter';

export interface SiteLocation {
  /** As the address bar has it (not decoded). */
  pathname: string;
  /** With its leading '?', or ''. */
  search: string;
  hash: string;
  /** The history entry's state: what the navigation that made it passed (e.g. the thank-you page's reference). */
  state: unknown;
}

/** null outside SiteRouter: an island's links load pages (see Link). */
const LocationContext = createContext<SiteLocation | null>(null);
const NO_ROUTER_LOCATION: SiteLocation = { pathname: '/', search: '', hash: '', state: null };

function browserLocation(): SiteLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state as unknown };
}

function same(a: SiteLocation, b: SiteLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;
}

const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

// wouter's own hooks (Switch, Route, Link) read the snapshot too, so they never run ahead of the rest.
const useSnapshotPath: BaseLocationHook = () => [useLocation().pathname, historyNavigate];
const useSnapshotSearch = () => useLocation().search;

/**
 * The router around the site. In the browser it follows the address bar; prerendering passes the path
 * it renders (`ssrPath`, with its query if any).
 */
export function SiteRouter({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  const [location, setLocation] = useState<SiteLocation>(() => {
    if (ssrPath === undefined) return browserLocation();
    const url = new URL(ssrPath, 'http://prerender');
    return { pathname: url.pathname, search: url.search, hash: '', state: null };
  });
  useLayoutEffect(() => {
    const follow = () => {
      const now = browserLocation();
      startTransition(() => setLocation((was) => (same(was, now) ? was : now)));
    };
    LOCATION_EVENTS.forEach((e) => window.addEventListener(e, follow));
    // A navigation between the first render and this subscription is not missed.
    follow();
    return () => LOCATION_EVENTS.forEach((e) => window.removeEventListener(e, follow));
  }, []);
  return (
    <LocationContext.Provider value={location}>
      <Router hook={useSnapshotPath} searchHook={useSnapshotSearch}>
        {children}
      </Router>
    </LocationContext.Provider>
  );
}

export function useLocation(): SiteLocation {
  return useContext(LocationContext) ?? NO_ROUTER_LOCATION;
}

/**
 * The page's language from its path, around the routes: under /es, the location its children read (and the
 * routes match) is the path without the prefix, inside LangProvider lang="es". The prerender and the browser
 * read the same path, so a hydrated page speaks the language it was prerendered in.
 */
export function LangRoutes({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { lang, path } = langOfPath(location.pathname);
  if (lang === 'en') return <LangProvider lang="en">{children}</LangProvider>;
  return (
    <LangProvider lang={lang}>
      <LocationContext.Provider value={{ ...location, pathname: path }}>{children}</LocationContext.Provider>
    </LangProvider>
  );
}

/** A site path in the page's language (or `lang`): '/Contact' on a Spanish page is '/es/Contact'. */
function localPath(to: string, lang: Lang): string {
  return to.startsWith('/') && !to.startsWith('//') ? pathInLang(to, lang) : to;
}

/** The href of a site path in the page's language: for links that are not a Link (a plain <a>, a form). */
export function useLocalPath(): (to: string) => string {
  const lang = usePageLang();
  return useCallback((to: string) => localPath(to, lang), [lang]);
}

export type To = string | { search: string };
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to a path, to a new query on the current path (`{ search }`), or back (-1) through the history. */
export function navigate(to: To | number, options: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = typeof to === 'string' ? to : window.location.pathname + to.search;
  historyNavigate(url, { replace: options.replace ?? false, state: options.state ?? null });
}

/** react-router's hook, kept so components navigate the way they did; a path goes to it in the page's language. */
export function useNavigate(): typeof navigate {
  const lang = usePageLang();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => navigate(typeof to === 'string' ? localPath(to, lang) : to, options),
    [lang],
  );
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
  /** The language of the page it leads to; the current page's unless given (the header's language link). */
  toLang?: Lang;
};

export function Link({ to, replace, state, className, toLang, ...props }: LinkProps) {
  const location = useContext(LocationContext);
  const pageLang = usePageLang();
  const href = localPath(to, toLang ?? pageLang);
  // wouter's markup, attributes in its order, so an island hydrates over what the app prerendered.
  if (!location) return <a {...props} href={href} className={className} />;
  const { pathname, search, hash } = location;
  // A link to the address already shown replaces its entry, so Back does not stay on the same page.
  const here = (toLang ?? pageLang) === pageLang && to === pathname + search + hash;
  return <WouterLink {...props} className={className} to={href} state={state} replace={replace ?? here} />;
}

/** A path as the site's routes match it: without regard to case or a trailing slash (domain/routes.ts). */
const routeKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** A link that says when it is the current page (aria-current="page", class "active"). */
export function NavLink({ to, className = '', ...props }: LinkProps) {
  // Inside LangRoutes: the path without its language prefix, as `to` is written.
  const { pathname } = useLocation();
  // NOTE: /About/ is served /About's prerendered page, which marks About current; so does the browser.
  const current = routeKey(pathname) === routeKey(to);
  return (
    <Link {...props} to={to} className={current ? `${className} active`.trim() : className} aria-current={current ? 'page' : undefined} />
  );
}
