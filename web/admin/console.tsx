// The console's whole tree, shared by the browser entry (main.tsx) and the build, which renders the
// sign-in page into the console's HTML (scripts/prerender-console.tsx): the two must render the same
// markup for the app to take over the prerendered page (hydrateRoot) instead of drawing it again.
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { App } from './app.tsx';
import { ApiError } from './lib/api.ts';
import { Announcer } from './lib/announcer.tsx';
import { endSession } from './lib/session.ts';

export function createConsoleQueryClient(): QueryClient {
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
  return queryClient;
}

/** The router under /admin: the browser's address in the browser, a fixed one in the build. */
export type ConsoleRouter = ComponentType<{ basename: string; children: ReactNode }>;

export function Console({ queryClient, Router }: { queryClient: QueryClient; Router: ConsoleRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router basename="/admin">
          <Announcer>
            <App />
          </Announcer>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
