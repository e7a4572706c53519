// Routes (the table in domain/routes.ts) and the shared chrome around them. Pages load on demand, so the
// first visit downloads only the page it lands on.
import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { LangRoutes, Route, Switch, useLocation } from './lib/router.tsx';
import { usePageLang } from './lib/lang-context.tsx';
import { SITE_PAGES } from '#domain/routes.ts';
import { ErrorBoundary } from './layout/error-boundary.tsx';
import { Footer } from './layout/footer.tsx';
import { Header } from './layout/header.tsx';
import { LAYOUT_TEXTS } from './layout/texts.ts';
import { startPageExtras } from './layout/page-extras.ts';
import { lazyWithReload, reloadOnFailedPreload } from './lib/chunk-reload.ts';
import { usePageMeta } from './lib/use-page-meta.ts';
import { loadSpanish, spanishLoadedFor } from './i18n/spanish.ts';

// The page modules (a .tsx in web/pages/ or one folder down) the table in domain/routes.ts names, each
// loaded on demand. Not the parts several pages share: as dynamic imports of their own they would be split
// off into extra files.
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  './pages/*.tsx',
  './pages/*/*.tsx',
  '!./pages/legal/legal-layout.tsx',
  '!./pages/privacy/{california-request-form,form-parts,gpc-notice}.tsx',
]);

function pageModule(module: string) {
  const load = PAGE_MODULES[`./pages/${module}`];
  if (!load) throw new Error(`domain/routes.ts names web/pages/${module}, which does not exist`);
  return lazyWithReload(load);
}

const PAGE_ROUTES = SITE_PAGES.map((p) => ({ path: p.path, Page: pageModule(p.module) }));
const ServicePage = pageModule('service-page.tsx');
const NotFound = pageModule('not-found.tsx');

// A page's code file gone after a deploy reloads the page once (web/lib/chunk-reload.ts).
if (typeof window !== 'undefined') reloadOnFailedPreload();

/** Every route change starts at the top of the page. */
function ResetScroll() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-ink focus:shadow"
    >
      {LAYOUT_TEXTS[usePageLang()].skipToContent}
    </a>
  );
}

export function App() {
  usePageMeta();
  // Scroll-to-top, the cursor follower, the conversion tags: the same code the prose pages run.
  useEffect(() => startPageExtras(), []);
  // Every page in both languages: under /es the same routes, read without the prefix (LangRoutes).
  return (
    <LangRoutes>
      <Page />
    </LangRoutes>
  );
}

/** Its children once the page's words in its language are here (English: always). */
function PageWords({ path, children }: { path: string; children: ReactNode }) {
  const lang = usePageLang();
  if (lang === 'es' && !spanishLoadedFor(path)) use(loadSpanish(path));
  return children;
}

function Page() {
  const { pathname } = useLocation();
  // A Spanish page's own words (web/i18n/spanish.ts): the start loaded the first page's; on a move to another
  // page, its words download before it renders (the same wait as for its code, under Suspense below).
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <ResetScroll />
      <Header />
      <main id="main" className="flex-1">
        <ErrorBoundary what="This page" resetKey={pathname}>
          <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
            {/* The first route that matches, without regard to case or a trailing slash (domain/routes.ts). */}
            <PageWords path={pathname}>
              <Switch>
                {PAGE_ROUTES.map(({ path, Page }) => (
                  <Route key={path} path={path}>
                    <Page />
                  </Route>
                ))}
                <Route path="/Services/:title">
                  <ServicePage />
                </Route>
                <Route>
                  <NotFound />
                </Route>
              </Switch>
            </PageWords>
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
