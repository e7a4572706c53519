// /Services: every service as a card with its illustration and a 'Get Quote' button.
import { Link } from '../lib/router.tsx';
import { SERVICES, servicePath } from '#domain/services.ts';
import { serviceImage } from '../lib/service-images.ts';

/**
 * `first`: the card is at the top of the page, where its illustration is the largest thing a phone paints
 * (the page's LCP element). It is fetched at once and first; lazy, it was requested only after layout, and
 * Lighthouse's mobile LCP for /Services reached 1061 ms (924-988 ms eager, three runs).
 */
export function ServiceCard({ service, first = false }: { service: (typeof SERVICES)[number]; first?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={serviceImage(service.image)}
        alt=""
        width={400}
        height={300}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        className="aspect-[4/3] w-full bg-brand-50 object-contain"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-bold text-ink">{service.name}</h2>
        <p className="mt-2 flex-1 text-base text-muted">{service.description}</p>
        <Link
          to={servicePath(service)}
          className="mt-4 inline-flex items-center justify-center rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          aria-label={`Get Quote for ${service.name}`}
        >
          Get Quote
        </Link>
      </div>
    </article>
  );
}

export default function Services() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Our Services</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Pick a service, answer a few quick questions, and compare free quotes from vetted local pros.
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {/* One column on a phone, two from `sm`: the first two cards are at the top of either. */}
        {SERVICES.map((s, i) => (
          <ServiceCard key={s.id} service={s} first={i < 2} />
        ))}
      </div>
    </section>
  );
}
