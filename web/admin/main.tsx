// The operator console's entry (its own build, see vite.admin.config.ts): the query client, the router
// under /admin, and the live region for status messages (console.tsx).
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SET_PASSWORD_PATH } from '#domain/accounts-api.ts';
import { hydrateInSlices } from '../lib/hydrate.ts';
import { Console, createConsoleQueryClient } from './console.tsx';
import './admin.css';

const queryClient = createConsoleQueryClient();
const root = document.getElementById('root')!;
// The server sends the prerendered sign-in page (scripts/prerender-console.tsx) only to a request without
// a session cookie, and the empty shell otherwise (server/routes/page-routes.ts). Without the cookie
// nobody is signed in: the app starts from there, renders the same sign-in page and takes over its markup
// instead of asking /api/admin/me for a 401 and drawing the page again.
// The set-password page is not the prerendered sign-in page: it is drawn afresh over it.
if (root.firstElementChild && window.location.pathname !== SET_PASSWORD_PATH) {
  queryClient.setQueryData(['me'], null);
  hydrateInSlices(root, <Console queryClient={queryClient} Router={BrowserRouter} />);
} else {
  createRoot(root).render(<Console queryClient={queryClient} Router={BrowserRouter} />);
}
