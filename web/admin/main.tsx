// The operator console's entry (its own build, see vite.admin.config.ts): the query client, the router
// under /admin, and the live region for status messages.
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { ApiError } from './lib/api.ts';
import { Announcer } from './lib/announcer.tsx';
import { endSession } from './lib/session.ts';
import './admin.css';

/** A 401 from any call while signed in: the session is over. */
function onError(error: unknown) {
  if (error instanceof ApiError && error.status === 401 && queryClient.getQueryData(['me'])) {
    endSession(queryClient);
  }
}

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      // A refusal (4xx) will not change by asking again; a network blip may.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <Announcer>
          <App />
        </Announcer>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
