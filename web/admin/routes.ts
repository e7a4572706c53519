// The signed-in console's pages, once: where each lives, the page (loaded on demand, so the sign-in page
// needs none of them), its link in the header, and who may open it. The router (app.tsx) and the header's
// navigation (components/layout.tsx) are both drawn from this list, so a page cannot be linked but missing,
// or there but unlinked by mistake.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Me } from '#domain/console-api.ts';

export interface ConsoleRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Its link in the header's navigation, in this list's order; pages without one are reached from another. */
  nav?: string;
  /**
   * Admins only, and how a viewer is kept out: no link either way; at the address, `refused` shows the page
   * saying it is for admins (its API refuses a viewer), `unknown` is "No such page".
   */
  adminOnly?: 'refused' | 'unknown';
}

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  { path: '/', page: lazy(() => import('./pages/dashboard.tsx')), nav: 'Dashboard' },
  { path: '/leads', page: lazy(() => import('./pages/leads.tsx')), nav: 'Leads' },
  { path: '/leads/:id', page: lazy(() => import('./pages/lead.tsx')) },
  { path: '/funnel', page: lazy(() => import('./insight/funnel-page.tsx')), nav: 'Funnel' },
  { path: '/sources', page: lazy(() => import('./insight/sources-page.tsx')), nav: 'Sources' },
  { path: '/revenue', page: lazy(() => import('./selling/revenue-page.tsx')), nav: 'Revenue' },
  { path: '/messages', page: lazy(() => import('./pages/messages.tsx')), nav: 'Messages' },
  { path: '/privacy', page: lazy(() => import('./privacy/privacy-queue-page.tsx')), nav: 'Privacy' },
  { path: '/privacy/:id', page: lazy(() => import('./privacy/privacy-request-page.tsx')) },
  { path: '/buyers', page: lazy(() => import('./pages/buyers.tsx')), nav: 'Buyers', adminOnly: 'unknown' },
  { path: '/buyers/:id', page: lazy(() => import('./pages/buyer.tsx')), adminOnly: 'unknown' },
  { path: '/webhooks', page: lazy(() => import('./pages/webhooks.tsx')), nav: 'Webhooks', adminOnly: 'refused' },
  { path: '/audit', page: lazy(() => import('./pages/audit.tsx')), nav: 'Audit log', adminOnly: 'refused' },
  { path: '/accounts', page: lazy(() => import('./pages/accounts.tsx')), nav: 'Accounts', adminOnly: 'refused' },
  // One's own settings (two-factor sign-in, time zone), linked as "Your account" beside the sign-out.
  { path: '/account', page: lazy(() => import('./pages/account.tsx')) },
];

/** The routes this operator's role may reach at their address. */
export const routesFor = (role: Me['role']) => CONSOLE_ROUTES.filter((r) => role === 'admin' || r.adminOnly !== 'unknown');

/** The header's links for this operator's role: the routes with a label that the role may use. */
export const navFor = (role: Me['role']) =>
  CONSOLE_ROUTES.flatMap((r) => (r.nav && (role === 'admin' || !r.adminOnly) ? [{ to: r.path, label: r.nav, end: r.path === '/' }] : []));
