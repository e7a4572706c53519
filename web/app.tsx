// Routes and the shared chrome around them. Pages load on demand, so the first visit downloads only
// the page it lands on.
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from './layout/error-boundary.tsx';
import { Footer } from './layout/footer.tsx';
import { Header } from './layout/header.tsx';
import { ScrollToTop as ScrollToTopButton } from './layout/scroll-to-top.tsx';
import { lazyWithReload, reloadOnFailedPreload } from './lib/chunk-reload.ts';
import { startConversionTags } from './lib/conversion-tags.ts';
import { useMediaQuery } from './lib/use-media-query.ts';
import { usePageMeta } from './lib/use-page-meta.ts';

const Home = lazyWithReload(() => import('./pages/home.tsx'));
const Services = lazyWithReload(() => import('./pages/services.tsx'));
const ServicePage = lazyWithReload(() => import('./pages/service-page.tsx'));
const ThankYou = lazyWithReload(() => import('./pages/thank-you.tsx'));
const PartnerCompanies = lazyWithReload(() => import('./pages/partner-companies.tsx'));
const TermsOfUse = lazyWithReload(() => import('./pages/legal/terms-of-use.tsx'));
const PrivacyPolicy = lazyWithReload(() => import('./pages/legal/privacy-policy.tsx'));
const CaliforniaPolicy = lazyWithReload(() => import('./pages/legal/california-policy.tsx'));
const Contact = lazyWithReload(() => import('./pages/contact.tsx'));
const DoNotSell = lazyWithReload(() => import('./pages/privacy/do-not-sell.tsx'));
const StopContact = lazyWithReload(() => import('./pages/privacy/stop-contact.tsx'));
const About = lazyWithReload(() => import('./pages/about.tsx'));
const NotFound = lazyWithReload(() => import('./pages/not-found.tsx'));
const CursorFollower = lazy(() => import('./layout/cursor-follower.tsx'));

// A page's code file gone after a deploy reloads the page once (web/lib/chunk-reload.ts).
if (typeof window !== 'undefined') reloadOnFailedPreload();

/** The cursor follower, only for a mouse and when the visitor has not asked for less motion. */
function OptionalCursorFollower() {
  const wanted = useMediaQuery('(pointer: fine) and (prefers-reduced-motion: no-preference)');
  return wanted ? (
    <Suspense fallback={null}>
      <CursorFollower />
    </Suspense>
  ) : null;
}

/** Every route change starts at the top of the page. */
function ResetScroll() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

export function App() {
  usePageMeta();
  const { pathname } = useLocation();
  // The operator's conversion tags, if any: after the page is interactive, never without consent.
  useEffect(() => void startConversionTags(), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-ink focus:shadow">
        Skip to content
      </a>
      <ResetScroll />
      <Header />
      <main id="main" className="flex-1">
        <ErrorBoundary what="This page" resetKey={pathname}>
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/Services" element={<Services />} />
            <Route path="/Services/:title" element={<ServicePage />} />
            <Route path="/Contact" element={<Contact />} />
            <Route path="/About" element={<About />} />
            <Route path="/UserTerms" element={<TermsOfUse />} />
            <Route path="/PrivacyPolicy" element={<PrivacyPolicy />} />
            <Route path="/CaliforniaPolicy" element={<CaliforniaPolicy />} />
            <Route path="/ThankYou" element={<ThankYou />} />
            <Route path="/PartnerCompanies" element={<PartnerCompanies />} />
            <Route path="/DoNotSell" element={<DoNotSell />} />
            <Route path="/StopContact" element={<StopContact />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollToTopButton />
      <OptionalCursorFollower />
    </div>
  );
}
