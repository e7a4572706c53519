// /Services: every service as a card with its illustration and a 'Get Quote' button.
import { Link } from '../lib/router.tsx';
import { serviceDescription } from '#domain/service-descriptions.ts';
import { SERVICES, servicePath } from '#domain/services.ts';
import { servicesOf } from '#domain/site.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { serviceNameIn } from '#web/i18n/page-words.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { serviceImage } from '../lib/service-images.ts';
import { spanishPage } from '../i18n/spanish.ts';
import { SERVICES_TEXTS } from './texts/services.ts';

/**
 * `first`: the card is at the top of the page, where its illustration is the largest thing a phone paints
 * (the page's LCP element). It is fetched at once and first; lazy, it was requested only after layout, and
 * Lighthouse's mobile LCP for /Services reached 1061 ms (924-988 ms eager, three runs).
 */
/**
 * `compact`: below `sm` the card is half a phone's width, so the spec's two-column grid holds on a phone
 * too: a smaller title, the description cut to three lines and a smaller button (14 full-width cards of
 * ~550 px made /Services 8,118 px tall on a 390 px phone).
 */
export function ServiceCard({
  service,
  first = false,
  compact = false,
}: {
  service: (typeof SERVICES)[number];
  first?: boolean;
  compact?: boolean;
}) {
  const lang = usePageLang();
  const t = SERVICES_TEXTS[lang];
  const name = serviceNameIn(service, lang);
  const description = (lang === 'es' && spanishPage('services').descriptions[service.title]) || serviceDescription(service);
  return (
    <article
      className={`flex flex-col overflow-hidden border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${compact ? 'rounded-xl sm:rounded-2xl' : 'rounded-2xl'}`}
    >
      <img
        src={serviceImage(service.image)}
        alt=""
        width={400}
        height={300}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        className="aspect-[4/3] w-full bg-brand-50 object-contain"
      />
      <div className={`flex flex-1 flex-col ${compact ? 'p-3 sm:p-5' : 'p-5'}`}>
        <h2 className={`font-bold text-ink ${compact ? 'text-lg leading-snug sm:text-xl' : 'text-xl'}`}>{name}</h2>
        <p
          className={`flex-1 text-muted ${compact ? 'mt-1 line-clamp-3 text-sm sm:mt-2 sm:line-clamp-none sm:text-base' : 'mt-2 text-base'}`}
        >
          {description}
        </p>
        <Link
          to={servicePath(service)}
          className={`inline-flex items-center justify-center rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700 ${compact ? 'mt-3 min-h-11 px-3 py-2 text-[15px] sm:mt-4 sm:px-5 sm:py-3 sm:text-base' : 'mt-4 px-5 py-3'}`}
          aria-label={t.getQuoteFor(name)}
        >
          {t.getQuote}
        </Link>
      </div>
    </article>
  );
}

export default function Services() {
  // A site offering some services lists those only (the others' pages answer 404 on its host).
  const services = servicesOf(useSite());
  const t = SERVICES_TEXTS[usePageLang()];
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.heading}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{t.intro}</p>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:gap-6">
        {/* Two columns at every width, the cards compact on a phone: the first two are at the top of either. */}
        {services.map((s, i) => (
          <ServiceCard key={s.id} service={s} first={i < 2} compact />
        ))}
      </div>
    </section>
  );
}
