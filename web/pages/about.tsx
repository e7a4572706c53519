// /About: who we are (a free matching service, not a contractor), how it works, why home owners use us,
// and, plainly, what happens to the details someone submits.
import { Link } from '../lib/router.tsx';
import { servicesOf, type PublicSite } from '#domain/site.ts';
import { useSite } from '#web/lib/site-context.tsx';
import type { Lang } from '#domain/language.ts';
import { serviceNameIn } from '#web/i18n/page-words.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { ABOUT_TEXTS } from './texts/about.ts';

/** What the site offers, in words: the whole catalogue as it always read, or the names of its subset. */
const tradesOf = (site: PublicSite, lang: Lang, t: (typeof ABOUT_TEXTS)[Lang]) => {
  const services = servicesOf(site);
  return site.services
    ? t.tradesListed(services.length, services.map((s) => serviceNameIn(s, lang)).join(', '))
    : t.tradesAll(services.length);
};

export default function About() {
  const site = useSite();
  const lang = usePageLang();
  const t = ABOUT_TEXTS[lang];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.heading(site.brand)}</h1>
      <p className="mt-5 text-lg leading-8 text-slate-700">{t.intro(site.brand)}</p>
      <p className="mt-4 text-lg leading-8 text-slate-700">{t.notContractor}</p>

      <h2 className="mt-12 text-2xl font-bold text-ink">{t.howItWorks}</h2>
      <ol className="mt-6 space-y-5">
        {t.steps.map((s, i) => (
          <li key={s.title} className="flex gap-4">
            <span
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{s.title}</h3>
              <p className="mt-1 text-base leading-7 text-slate-700">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <h2 className="mt-12 text-2xl font-bold text-ink">{t.whyHeading}</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {t.benefits(site.brand, tradesOf(site, lang, t)).map((b) => (
          <li key={b.title} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <svg
              viewBox="0 0 24 24"
              className="mt-0.5 size-6 shrink-0 text-brand-600"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.4}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M20 6 9 17l-5-5" />
            </svg>
            <div>
              <p className="text-lg font-semibold text-ink">{b.title}</p>
              <p className="mt-1 text-base leading-7 text-slate-700">{b.text}</p>
            </div>
          </li>
        ))}
      </ul>

      <h2 className="mt-12 text-2xl font-bold text-ink">{t.goodToKnow}</h2>
      <ul className="mt-4 list-disc space-y-3 pl-6 text-base leading-7 text-slate-700">
        <li>{t.adults}</li>
        <li>
          {t.soldBefore}
          <Link to="/PartnerCompanies" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {t.partners}
          </Link>
          {t.soldAfter}
          <a
            href={`mailto:${site.complianceEmail}`}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {site.complianceEmail}
          </a>
          .
        </li>
        <li>{t.beforeHire}</li>
        <li>
          {t.readPolicy}
          <Link to="/PrivacyPolicy" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {t.privacyPolicy}
          </Link>
          .
        </li>
      </ul>

      <div className="mt-12 rounded-3xl bg-brand-50 p-6 sm:p-8">
        <h2 className="text-xl font-bold text-ink">{t.questions}</h2>
        <p className="mt-2 text-base leading-7 text-slate-700">
          {t.callUs}
          <a href={`tel:${site.phoneE164}`} className="font-semibold text-brand-700 underline underline-offset-4">
            {site.phone}
          </a>
          {t.orEmail}
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
            {site.email}
          </a>
          .
        </p>
        <Link to="/Services" className="mt-6 inline-block rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          {t.getServices}
        </Link>
      </div>
    </div>
  );
}
