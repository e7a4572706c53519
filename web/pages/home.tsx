// Home: the hero, the first services, why choose us, and the strip of every service. Each section is a
// small module under web/home/.
import { servicesOf } from '#domain/site.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { HOME_TEXTS } from '../home/texts.ts';
import { Hero } from '../home/hero.tsx';
import { PopularServices } from '../home/popular-services.tsx';
import { ServiceStrip } from '../home/service-strip.tsx';
import { WhyChooseUs } from '../home/why-choose-us.tsx';

export default function Home() {
  const services = servicesOf(useSite());
  const t = HOME_TEXTS[usePageLang()];
  return (
    <>
      <Hero />
      <PopularServices />
      <WhyChooseUs />
      <section aria-labelledby="every-service" className="py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="every-service" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {t.everyProject}
          </h2>
          <p className="mt-2 text-lg text-muted">{t.everyProjectText(services.length)}</p>
        </div>
        <ServiceStrip className="mx-auto mt-8 max-w-6xl px-4 sm:px-6" />
      </section>
    </>
  );
}
