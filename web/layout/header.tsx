// The site header: logo (light over the home hero, dark elsewhere), Home / About Us / Contact, the
// Services dropdown with all 14 services, and 'Get Our Consultation!'. On small screens the links fold
// behind a menu toggle that closes on a tap outside it and on every route change.
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SERVICES, servicePath } from '#domain/catalogue.ts';
import { SITE_PAGES } from '#domain/routes.ts';
import { SITE } from '#domain/site.ts';
import { Logo } from './logo.tsx';

/** The pages domain/routes.ts gives a header link, in its order. */
const LINKS = SITE_PAGES.flatMap((p) => (p.header ? [{ to: p.path, label: p.header }] : []));

function ServiceLinks({ columns, onPick }: { columns: string; onPick?: () => void }) {
  return (
    <ul className={`grid gap-1 ${columns}`}>
      {SERVICES.map((s) => (
        <li key={s.id}>
          <NavigationMenu.Link asChild>
            <Link
              to={servicePath(s)}
              onClick={onPick}
              className="block rounded-lg px-3 py-2 text-[15px] font-medium text-ink hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50"
            >
              {s.name}
            </Link>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  // The menu is open for the page it was opened on: a route change closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpenOn(null);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpenOn(null);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const light = onHome && !open;
  const linkClass = `rounded-md px-1 py-1 hover:underline underline-offset-4 ${light ? 'text-white' : 'text-ink'}`;
  return (
    <header className={onHome ? 'absolute inset-x-0 top-0 z-40' : 'sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur'}>
      <div className={`mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 ${open ? 'bg-white' : ''}`}>
        <Link to="/" className="shrink-0" aria-label={`${SITE.brand} home`}>
          <Logo light={light} />
        </Link>

        <NavigationMenu.Root delayDuration={200} skipDelayDuration={300} aria-label="Main" className="relative hidden md:block">
          <NavigationMenu.List className="flex items-center gap-6 text-[15px] font-medium">
            {LINKS.map((l) => (
              <NavigationMenu.Item key={l.to}>
                <NavigationMenu.Link asChild>
                  <NavLink to={l.to} end className={linkClass}>
                    {l.label}
                  </NavLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ))}
            <NavigationMenu.Item>
              <NavigationMenu.Trigger className={`group flex items-center gap-1 ${linkClass}`}>
                Services
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current transition-transform group-data-[state=open]:rotate-180">
                  <path d="M5.3 7.3 10 12l4.7-4.7 1.1 1.1L10 14.2 4.2 8.4z" />
                </svg>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="w-[34rem] p-3">
                <ServiceLinks columns="grid-cols-2 lg:grid-cols-3" />
                <Link to="/Services" className="mt-2 block rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                  See all services →
                </Link>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          </NavigationMenu.List>
          <div className="absolute right-0 top-full mt-3 flex justify-end">
            <NavigationMenu.Viewport className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl" />
          </div>
        </NavigationMenu.Root>

        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <Link
            to="/Services"
            className="whitespace-nowrap rounded-lg bg-brand-600 px-3 py-2 text-[13px] font-semibold text-white shadow-sm hover:bg-brand-700 sm:px-4 sm:text-sm"
          >
            Get Our Consultation!
          </Link>
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOn(open ? null : pathname)}
            className={`flex size-10 items-center justify-center rounded-lg md:hidden ${light ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-slate-100'}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 stroke-current" fill="none" strokeWidth="2" strokeLinecap="round">
              {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      {open && (
        <div ref={panel} id="mobile-menu" className="border-b border-slate-200 bg-white px-4 pb-6 shadow-lg md:hidden">
          <NavigationMenu.Root aria-label="Mobile">
            <NavigationMenu.List className="space-y-1 pt-2">
              {LINKS.map((l) => (
                <NavigationMenu.Item key={l.to}>
                  <NavigationMenu.Link asChild>
                    <NavLink to={l.to} end className="block rounded-lg px-3 py-2.5 text-base font-semibold text-ink hover:bg-brand-50">
                      {l.label}
                    </NavLink>
                  </NavigationMenu.Link>
                </NavigationMenu.Item>
              ))}
            </NavigationMenu.List>
            <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wider text-muted">Services</p>
            <div className="mt-1">
              <ServiceLinks columns="grid-cols-2" />
            </div>
          </NavigationMenu.Root>
        </div>
      )}
    </header>
  );
}
