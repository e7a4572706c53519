// The signed-in console's frame: a skip link, the header (brand, the pages a role may open, who is
// signed in and `Sign out`), and the page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { consoleName } from '../console-name.ts';
import { zoneLabel } from '../lib/zone-label.ts';
import { signOut } from '../lib/api.ts';
import { endSession, useMe } from '../lib/session.ts';
import { navFor } from '../routes.ts';

export function Layout({ children }: { children: ReactNode }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const out = useMutation({
    mutationFn: signOut,
    // Whatever the server answers, this browser is done with the session.
    onSettled: () => endSession(queryClient),
  });
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        {/* The brand and the account on one row, the page links on a row of their own below it: an admin's
            eleven links take about 1,030 px, so sharing one row with the rest made every console page scroll
            sideways on a 1,280 px screen. However long the operator's e-mail, it is what gives way (cut
            short, whole on hover), never a page link. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <p className="shrink-0 whitespace-nowrap font-bold text-ink">
            {consoleName()} <span className="font-medium text-muted">console</span>
          </p>
          <nav aria-label="Console" className="order-3 -mx-1 w-full">
            <ul className="flex flex-wrap gap-1">
              {navFor(me.role).map((n) => (
                <li key={n.to}>
                  <NavLink
                    to={n.to}
                    end={n.end}
                    className={({ isActive }) =>
                      `block whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold sm:px-3 ${isActive ? 'bg-brand-50 text-brand-700' : 'text-muted hover:bg-slate-100 hover:text-ink'}`
                    }
                  >
                    {n.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-3 text-sm">
            {/* Where the row has room for it (Your account names it either way). */}
            <span className="hidden min-w-0 items-center gap-1 text-muted md:flex">
              <span className="truncate" title={me.email}>
                {me.email}
              </span>
              <span className="shrink-0">
                · <span className="font-semibold text-ink">{me.role}</span>
              </span>
            </span>
            {/* One's own two-factor sign-in, for every role. */}
            <NavLink
              to="/account"
              title={`${me.email} · ${me.role}`}
              className={({ isActive }) =>
                `shrink-0 whitespace-nowrap rounded-lg px-2 py-1.5 font-semibold ${isActive ? 'bg-brand-50 text-brand-700' : 'text-muted hover:bg-slate-100 hover:text-ink'}`
              }
            >
              Your account
            </NavLink>
            <button
              type="button"
              onClick={() => out.mutate()}
              disabled={out.isPending}
              className="shrink-0 whitespace-nowrap rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
      <footer className="mx-auto w-full max-w-7xl px-4 pb-6 text-xs text-muted sm:px-6">
        Days and times in {zoneLabel(me.timeZone)}
        {me.ownTimeZone ? ' (your setting)' : ' (the console’s zone)'}.
      </footer>
    </div>
  );
}
