// Home: the hero, the first services, why choose us, and the strip of every service. Each section is a
// small module under web/home/.
import { servicesOf } from '#domain/site.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { Hero } from '../home/hero.tsx';
import { PopularServices } from '../home/popular-services.tsx';
import { ServiceStrip } from '../home/service-strip.tsx';
import { WhyChooseUs } from '../home/why-choose-us.tsx';

export default function Home() {
  const services = servicesOf(useSite());
  return (
    <>
      <Hero />
      <PopularServices />
      <WhyChooseUs />
      <section aria-labelledby="every-service" className="py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="every-service" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            Every project, one place
          </h2>
          <p className="mt-2 text-lg text-muted">{services.length} home services, one free request away.</p>
        </div>
        <ServiceStrip className="mx-auto mt-8 max-w-6xl px-4 sm:px-6" />
      </section>
    </>
  );
}
