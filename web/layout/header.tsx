// The site header: logo (light on the home hero, dark elsewhere), main links and the call to action.
import { Link, NavLink, useLocation } from 'react-router';
import logoDark from '../assets/logo-dark.svg';
import logoLight from '../assets/logo-light.svg';
import { SITE } from '#domain/site.ts';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/About', label: 'About Us' },
  { to: '/Contact', label: 'Contact' },
];

export function Header() {
  const onHome = useLocation().pathname === '/';
  const text = onHome ? 'text-white' : 'text-ink';
  return (
    <header className={onHome ? 'absolute inset-x-0 top-0 z-30' : 'sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur'}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="shrink-0" aria-label={`${SITE.brand} home`}>
          <img src={onHome ? logoLight : logoDark} alt={SITE.brand} width={176} height={32} className="h-7 w-auto sm:h-8" />
        </Link>
        <nav aria-label="Main" className={`hidden items-center gap-6 text-[15px] font-medium md:flex ${text}`}>
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end className="hover:underline underline-offset-4">
              {l.label}
            </NavLink>
          ))}
          <NavLink to="/Services" className="hover:underline underline-offset-4">
            Services
          </NavLink>
        </nav>
        <Link to="/Services" className="whitespace-nowrap rounded-lg bg-brand-600 px-3 py-2 text-[13px] font-semibold text-white shadow-sm hover:bg-brand-700 sm:px-4 sm:text-sm">
          Get Our Consultation!
        </Link>
      </div>
    </header>
  );
}
