// "Why choose us": the looping illustration and three reasons, one open at a time (clicking the open
// one closes it), then the way to the services. The reasons are <details>: the browser opens and closes
// them; web/home/enhance-reasons.ts adds only the arrow keys between them.
import { useEffect, useRef } from 'react';
import { Link } from '../lib/router.tsx';
import { useSite } from '#web/lib/site-context.tsx';
import './home-motion.css';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { enhanceReasons } from './enhance-reasons.ts';
import { HOME_TEXTS } from './texts.ts';
import { WhyVideo } from './why-video.tsx';

export function WhyChooseUs() {
  const site = useSite();
  const t = HOME_TEXTS[usePageLang()];
  const reasons = useRef<HTMLDivElement>(null);
  useEffect(() => (reasons.current ? enhanceReasons(reasons.current) : undefined), []);

  return (
    <section aria-labelledby="why-choose-us" className="bg-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:gap-x-16 lg:gap-y-8">
        <div className="lg:col-start-2 lg:self-end">
          <p className="text-sm font-bold tracking-wider text-brand-600 uppercase">{t.whyBrand(site.brand)}</p>
          <h2 id="why-choose-us" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t.whyChooseUs}
          </h2>
          <p className="mt-3 text-lg text-muted">{t.whyText}</p>
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <WhyVideo />
        </div>
        <div className="lg:col-start-2 lg:self-start">
          {/* Native disclosure elements sharing one name: the browser keeps one open at a time, and
              clicking the open one closes it, with no script (the page is not hydrated). The title is a
              heading inside the summary, as it was inside Radix's trigger. */}
          <div ref={reasons} data-reasons="" className="space-y-3">
            {t.reasons(site.brand).map((r, i) => (
              <details
                key={r.id}
                name="why-choose-us"
                open={i === 0}
                className="home-reason group rounded-2xl border border-slate-200 bg-white shadow-sm open:border-brand-200 open:shadow-md"
              >
                <summary className="flex w-full list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-bold text-ink hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                  <h3 className="m-0">{r.title}</h3>
                  <span
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition group-open:rotate-45 group-open:bg-brand-600 group-open:text-white"
                    aria-hidden="true"
                  >
                    <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round">
                      <path d="M10 4v12M4 10h12" />
                    </svg>
                  </span>
                </summary>
                <p className="px-5 pb-5 text-base leading-7 text-muted">{r.body}</p>
              </details>
            ))}
          </div>
          <Link
            to="/services"
            className="mt-8 inline-flex items-center gap-2 rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-700"
          >
            {t.getServices}
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
      </div>
    </section>
  );
}
