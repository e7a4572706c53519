// The home hero: the brand as the page's heading, the typing promise, one call to action and a row of
// reasons to trust us, on a dark navy-to-blue background the header's light logo sits over. On wide
// screens a short "how it works" card sits beside it.
import type { ReactNode } from 'react';
import { Link } from '../lib/router.tsx';
import { useSite } from '#web/lib/site-context.tsx';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { HOME_TEXTS } from './texts.ts';
import { TypingLine } from './typing-line.tsx';

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    className="size-5 shrink-0 text-accent"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

/** The icons of the row of reasons to trust us, in the order of the texts' `trust` labels. */
const TRUST_ICONS = [
  icon(<path d="M20 6 9 17l-5-5" />),
  icon(<path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3Zm-3 9 2 2 4-4" />),
  icon(<path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />),
  icon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />),
];

export function Hero() {
  const site = useSite();
  const t = HOME_TEXTS[usePageLang()];
  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate flex min-h-dvh items-center overflow-hidden bg-ink pt-24 pb-16 text-white"
    >
      {/* Decoration only: a deep navy-to-blue wash with two soft glows and a faint blueprint grid. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10"
        style={{
          backgroundImage:
            'radial-gradient(56rem 36rem at 90% 0%, rgb(29 78 216 / 0.5), transparent 60%), radial-gradient(40rem 30rem at 0% 100%, rgb(30 58 138 / 0.6), transparent 70%), linear-gradient(160deg, #0f172a 0%, #14275a 55%, #1e3a8a 100%)',
        }}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-[0.06]"
        style={{
          backgroundImage: 'linear-gradient(#fff 1px, transparent 1px), linear-gradient(90deg, #fff 1px, transparent 1px)',
          backgroundSize: '48px 48px',
        }}
      />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,0.75fr)]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-medium text-brand-100">
            <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
            {t.heroBadge}
          </p>
          <h1 id="home-title" className="mt-6 text-5xl font-extrabold tracking-tight sm:text-7xl">
            {site.brand}
          </h1>
          <TypingLine className="mt-5 text-[1.3rem] leading-snug font-semibold text-white min-[400px]:text-2xl sm:text-4xl" />
          <p className="mt-6 max-w-xl text-lg leading-8 text-brand-100">{t.heroText}</p>
          <div className="mt-9 flex flex-col items-start gap-3">
            <Link
              to="/Services"
              className="inline-flex items-center gap-2 rounded-xl bg-accent px-8 py-4 text-lg font-bold text-ink shadow-lg shadow-black/25 transition hover:brightness-110 focus-visible:outline-white"
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
            <p className="text-sm text-brand-200">{t.ctaNote}</p>
          </div>
          <ul
            aria-label={t.trustLabel}
            className="mt-10 grid max-w-xl grid-cols-1 gap-2.5 text-base font-medium text-white sm:grid-cols-2 sm:gap-3"
          >
            {t.trust.map((label, i) => (
              <li
                key={label}
                className="flex items-center gap-2.5 sm:rounded-xl sm:border sm:border-white/10 sm:bg-white/5 sm:px-4 sm:py-3"
              >
                {TRUST_ICONS[i]}
                {label}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden rounded-3xl border border-white/15 bg-white/[0.07] p-8 shadow-2xl shadow-black/30 backdrop-blur lg:block">
          <h2 className="text-xl font-bold">{t.howItWorks}</h2>
          <ol className="mt-6 space-y-6">
            {t.steps.map((s, i) => (
              <li key={s.title} className="flex gap-4">
                <span
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-base font-extrabold text-ink"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <div>
                  <p className="font-semibold text-white">{s.title}</p>
                  <p className="mt-1 text-base leading-7 text-brand-100">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-7 border-t border-white/15 pt-5 text-sm leading-6 text-brand-200">{t.notContractor(site.brand)}</p>
        </div>
      </div>
    </section>
  );
}
