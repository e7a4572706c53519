// Home: the hero and the first services. (The full home page is built on this.)
import { Link } from 'react-router';
import { SERVICES } from '#domain/catalogue.ts';
import { SITE } from '#domain/site.ts';
import { ServiceCard } from './services.tsx';

export default function Home() {
  return (
    <>
      <section className="relative flex min-h-dvh items-center bg-gradient-to-br from-ink via-brand-800 to-brand-600 px-4 pt-16 text-white">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">{SITE.brand}</h1>
          <p className="mt-5 text-xl text-brand-100 sm:text-2xl">Your project, our expertise – a perfect match</p>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
            Free quotes from vetted, background-checked local pros. Nationwide service with a local touch.
          </p>
          <Link to="/Services" className="mt-10 inline-block rounded-xl bg-white px-8 py-4 text-lg font-bold text-brand-700 shadow-lg hover:bg-brand-50">
            Get Our Consultation!
          </Link>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 className="text-3xl font-extrabold tracking-tight text-ink">Popular services</h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.slice(0, 4).map((s) => (
            <ServiceCard key={s.id} service={s} />
          ))}
        </div>
        {SERVICES.length > 4 && (
          <div className="mt-10 text-center">
            <Link to="/Services" className="inline-block rounded-xl border-2 border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
              All Services
            </Link>
          </div>
        )}
      </section>
    </>
  );
}
