// The first services as cards, and the way to the rest.
import { Link } from '../lib/router.tsx';
import { servicesOf } from '#domain/site.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { ServiceCard } from '../pages/services.tsx';
import { HOME_TEXTS } from './texts.ts';

export const HOME_SERVICE_COUNT = 4;

export function PopularServices() {
  // A site offering some services shows those only.
  const services = servicesOf(useSite());
  const t = HOME_TEXTS[usePageLang()];
  return (
    <section aria-labelledby="popular-services" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="max-w-2xl">
        <p className="text-sm font-bold tracking-wider text-brand-600 uppercase">{t.startHere}</p>
        <h2 id="popular-services" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {t.popular}
        </h2>
        <p className="mt-3 text-lg text-muted">{t.popularText}</p>
      </div>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.slice(0, HOME_SERVICE_COUNT).map((s) => (
          <ServiceCard key={s.id} service={s} />
        ))}
      </div>
      {services.length > HOME_SERVICE_COUNT && (
        <div className="mt-10 text-center">
          <Link
            to="/Services"
            className="inline-flex items-center gap-2 rounded-xl border-2 border-brand-600 px-6 py-3 text-base font-semibold text-brand-700 transition hover:bg-brand-50"
          >
            {t.allServices}
            <svg
              viewBox="0 0 20 20"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.2}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M4 10h12m-5-5 5 5-5 5" />
            </svg>
          </Link>
        </div>
      )}
    </section>
  );
}
