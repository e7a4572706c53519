// The page for a path the site does not have, in the language its path asked for.
import type { Lang } from '#domain/language.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { Link } from '../lib/router.tsx';

const en = {
  heading: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Go to Home',
  services: 'See services',
};
const TEXTS: Record<Lang, typeof en> = {
  en,
  es: {
    heading: 'Página no encontrada',
    text: 'La página que busca no existe o se trasladó.',
    home: 'Ir al inicio',
    services: 'Ver servicios',
  },
};

export default function NotFound() {
  const t = TEXTS[usePageLang()];
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">404</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink">{t.heading}</h1>
      <p className="mt-4 text-lg text-muted">{t.text}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className="rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          {t.home}
        </Link>
        <Link to="/Services" className="rounded-xl border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
          {t.services}
        </Link>
      </div>
    </section>
  );
}
