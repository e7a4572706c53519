// /ThankYou: after a submission, the spec's heading and text, then the request's reference, what happens
// next and how to stop being contacted. Opened directly (a bookmark, a shared link) there is no
// submission to thank for, and the page does not pretend there is one.
import { useEffect } from 'react';
import { Link, useLocation } from '../lib/router.tsx';
import { useSite } from '#web/lib/site-context.tsx';
import { serviceNameIn } from '#web/i18n/page-words.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { reportConversion } from '../lib/conversion-tags.ts';
import { submittedState } from '../lib/submitted-state.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Island } from '../islands/island.tsx';
import type { SubmittedState } from '../wizard/use-wizard.ts';
import { THANK_YOU_TEXTS } from './texts/thank-you.ts';

const BUTTON = 'inline-block rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700';

function CheckMark() {
  return (
    <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 fill-success">
        <path d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L21 7.5l-1.4-1.4z" />
      </svg>
    </div>
  );
}

function Submitted({ submitted }: { submitted: SubmittedState }) {
  const site = useSite();
  const lang = usePageLang();
  const t = THANK_YOU_TEXTS[lang];
  // The wizard hands over the service's English display name; a Spanish page shows its Spanish one.
  const service = serviceNameIn({ name: submitted.serviceName }, lang);
  useEffect(() => reportConversion(submitted.reference), [submitted.reference]);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <CheckMark />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink">{t.heading}</h1>
      <p className="mt-4 text-lg text-muted">{t.submitted}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wider text-muted">{t.reference}</p>
        <p className="mt-1 break-all font-mono text-lg font-semibold text-ink" data-testid="reference">
          {submitted.reference}
        </p>
        <p className="mt-1 text-sm text-muted">{t.quoteIt(service)}</p>
        <h2 className="mt-6 text-lg font-bold text-ink">{t.nextHeading}</h2>
        <p className="mt-1 text-base text-ink">{t.next(service, t.callTime(submitted.bestTimeToCall))}</p>
        <h2 className="mt-6 text-lg font-bold text-ink">{t.stopHeading}</h2>
        <p className="mt-1 text-base text-ink">
          {t.stopBefore}
          <Link to="/StopContact" className="font-semibold text-brand-700 underline underline-offset-2">
            {t.stopLink}
          </Link>
          {t.stopMiddle}
          <a href={`mailto:${site.complianceEmail}`} className="font-semibold text-brand-700 underline underline-offset-2">
            {site.complianceEmail}
          </a>
          {t.stopAfter}
        </p>
      </div>
      <Link to="/" className={`mt-8 ${BUTTON}`}>
        {t.home}
      </Link>
    </section>
  );
}

function NothingSubmitted() {
  const t = THANK_YOU_TEXTS[usePageLang()];
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">{t.heading}</h1>
      <p className="mt-4 text-lg text-muted">{t.nothing}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/Services" className={BUTTON}>
          {t.seeAll}
        </Link>
        <Link to="/" className="rounded-xl border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
          {t.home}
        </Link>
      </div>
    </section>
  );
}

/** The page for a history state: the wizard's submission, or none. */
export function ThankYouView({ state }: { state: unknown }) {
  // The prerendered page (and its hydration) is the no-submission one; the submission arrives with the
  // wizard's navigation (router state, kept across a reload of this tab), never in the address.
  const hydrated = useHydrated();
  const submitted = hydrated ? submittedState(state) : undefined;
  return submitted ? <Submitted submitted={submitted} /> : <NothingSubmitted />;
}

export default function ThankYou() {
  const { state } = useLocation();
  // Loaded afresh (a reload after the wizard) the page runs without the app: an island that loads React
  // only when the history state holds a submission (web/islands/start.ts).
  return (
    <Island name="thank-you">
      <ThankYouView state={state} />
    </Island>
  );
}
