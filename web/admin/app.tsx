// The console: the sign-in page until someone is signed in, then the pages under /admin. Pages load on
// demand, so the sign-in page needs only this file and the libraries.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorMessage } from './components/error-message.tsx';
import { Layout } from './components/layout.tsx';
import { getMe } from './lib/api.ts';
import { MeContext } from './lib/session.ts';
import SignIn from './pages/sign-in.tsx';

const Dashboard = lazy(() => import('./pages/dashboard.tsx'));
const Leads = lazy(() => import('./pages/leads.tsx'));
const Lead = lazy(() => import('./pages/lead.tsx'));
const Messages = lazy(() => import('./pages/messages.tsx'));
const Audit = lazy(() => import('./pages/audit.tsx'));
const Funnel = lazy(() => import('./insight/funnel-page.tsx'));
const Sources = lazy(() => import('./insight/sources-page.tsx'));
const PrivacyQueue = lazy(() => import('./privacy/privacy-queue-page.tsx'));
const PrivacyRequest = lazy(() => import('./privacy/privacy-request-page.tsx'));
const Buyers = lazy(() => import('./pages/buyers.tsx'));
const Buyer = lazy(() => import('./pages/buyer.tsx'));
const NotFound = lazy(() => import('./pages/not-found.tsx'));

export function App() {
  const me = useQuery({ queryKey: ['me'], queryFn: getMe, staleTime: Infinity });
  // Once someone was signed in here, a sign-in page means the session ended (sign-out, expiry, revoked).
  const [hadSession, setHadSession] = useState(false);
  if (me.data && !hadSession) setHadSession(true);

  if (me.isPending) return <div className="min-h-dvh" aria-busy="true" />;
  if (me.isError && me.data === undefined) {
    return (
      <main id="main" className="mx-auto max-w-lg p-6">
        <ErrorMessage error={me.error} />
      </main>
    );
  }
  if (!me.data) return <SignIn ended={hadSession} />;

  return (
    <MeContext.Provider value={me.data}>
      <Layout>
        <Suspense fallback={<div className="min-h-[50vh]" aria-busy="true" />}>
          <Routes>
            <Route path="/" element={<Dashboard />} />
            <Route path="/leads" element={<Leads />} />
            <Route path="/leads/:id" element={<Lead />} />
            <Route path="/messages" element={<Messages />} />
            <Route path="/funnel" element={<Funnel />} />
            <Route path="/sources" element={<Sources />} />
            <Route path="/audit" element={<Audit />} />
            <Route path="/privacy" element={<PrivacyQueue />} />
            <Route path="/privacy/:id" element={<PrivacyRequest />} />
            {me.data.role === 'admin' && <Route path="/buyers" element={<Buyers />} />}
            {me.data.role === 'admin' && <Route path="/buyers/:id" element={<Buyer />} />}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </Layout>
    </MeContext.Provider>
  );
}
