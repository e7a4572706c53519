// A closing call to action: a navy banner with the way to every service. Used on Contact.
import { Link } from '../lib/router.tsx';
import { useSite } from '#web/lib/site-context.tsx';
import type { Lang } from '#domain/language.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';

const en = {
  title: 'Ready to start your project?',
  text: (brand: string) =>
    `Choose a service, answer a few questions, and compare free quotes from vetted local pros. ${brand} is free to use, with no obligation to hire.`,
  cta: 'Get Our Services',
};
const TEXTS: Record<Lang, typeof en> = {
  en,
  es: {
    title: '¿Listo para empezar su proyecto?',
    text: (brand) =>
      `Elija un servicio, responda unas preguntas y compare cotizaciones gratuitas de profesionales locales verificados. Usar ${brand} es gratis y no lo obliga a contratar a nadie.`,
    cta: 'Ver nuestros servicios',
  },
};

export function GetServicesBanner({ className = '' }: { className?: string }) {
  const site = useSite();
  const t = TEXTS[usePageLang()];
  return (
    <section aria-labelledby="get-services-banner" className={`mx-auto max-w-6xl px-4 sm:px-6 ${className}`}>
      <div
        className="relative isolate overflow-hidden rounded-3xl px-6 py-10 text-center text-white shadow-xl sm:px-12 sm:py-14 md:flex md:items-center md:justify-between md:gap-10 md:text-left"
        style={{
          backgroundImage:
            'radial-gradient(30rem 20rem at 100% 0%, rgb(29 78 216 / 0.6), transparent 70%), linear-gradient(135deg, #0f172a 0%, #1e3a8a 100%)',
        }}
      >
        <div>
          <h2 id="get-services-banner" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t.title}
          </h2>
          <p className="mt-3 max-w-xl text-lg text-brand-100">{t.text(site.brand)}</p>
        </div>
        <Link
          to="/Services"
          className="mt-8 inline-flex shrink-0 items-center gap-2 rounded-xl bg-accent px-7 py-3.5 text-lg font-bold text-ink shadow-lg shadow-black/20 transition hover:brightness-110 focus-visible:outline-white md:mt-0"
        >
          {t.cta}
          <svg
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.4}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M4 10h12m-5-5 5 5-5 5" />
          </svg>
        </Link>
      </div>
    </section>
  );
}
