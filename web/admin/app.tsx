// The console: the sign-in page until someone is signed in, then the pages under /admin. Pages load on
// demand, so the sign-in page needs only this file and the libraries.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorMessage } from './components/error-message.tsx';
import { Layout } from './components/layout.tsx';
import { getMe } from './lib/api.ts';
import { showTimesIn } from './lib/format.ts';
import { MeContext } from './lib/session.ts';
import SignIn from './pages/sign-in.tsx';
import { routesFor } from './routes.ts';

// The pages that are not in the route table: the answer for an unknown address, the page a session that
// must first set up two-factor sign-in gets instead of the console, and choosing a password by a link.
const NotFound = lazy(() => import('./pages/not-found.tsx'));
const EnrolOnly = lazy(() => import('./pages/enrol-only.tsx'));
const SetPassword = lazy(() => import('./pages/set-password.tsx'));

/** The one console page that needs no session: choosing a password with a one-time link. */
export const SET_PASSWORD_ROUTE = '/set-password';

export function App() {
  const setPassword = useLocation().pathname === SET_PASSWORD_ROUTE;
  const me = useQuery({ queryKey: ['me'], queryFn: getMe, staleTime: Infinity, enabled: !setPassword });
  // Once someone was signed in here, a sign-in page means the session ended (sign-out, expiry, revoked).
  const [hadSession, setHadSession] = useState(false);
  if (me.data && !hadSession) setHadSession(true);

  if (setPassword) {
    return (
      <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
        <SetPassword />
      </Suspense>
    );
  }
  if (me.isPending) return <div className="min-h-dvh" aria-busy="true" />;
  if (me.isError && me.data === undefined) {
    return (
      <main id="main" className="mx-auto max-w-lg p-6">
        <ErrorMessage error={me.error} />
      </main>
    );
  }
  if (!me.data) return <SignIn ended={hadSession} />;
  // Every time on every page is written in the operator's zone; set before the pages render.
  showTimesIn(me.data.timeZone);
  if (me.data.enrolOnly) {
    return (
      <MeContext.Provider value={me.data}>
        <Suspense fallback={<div className="min-h-dvh" aria-busy="true" />}>
          <EnrolOnly />
        </Suspense>
      </MeContext.Provider>
    );
  }

  return (
    <MeContext.Provider value={me.data}>
      <Layout>
        <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
          <Routes>
            {routesFor(me.data.role).map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </Layout>
    </MeContext.Provider>
  );
}
