// /ThankYou: after a submission, the spec's heading and text, then the request's reference, what happens
// next and how to stop being contacted. Opened directly (a bookmark, a shared link) there is no
// submission to thank for, and the page does not pretend there is one.
import { useEffect } from 'react';
import { Link, useLocation } from '../lib/router.tsx';
import { useSite } from '#web/lib/site-context.tsx';
import { reportConversion } from '../lib/conversion-tags.ts';
import { submittedState } from '../lib/submitted-state.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { Island } from '../islands/island.tsx';
import type { SubmittedState } from '../wizard/use-wizard.ts';

const BUTTON = 'inline-block rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700';

/** "in the evening", "in the morning", "at any time": when the visitor said pros may call. */
function callTime(bestTimeToCall: string): string {
  const t = bestTimeToCall.trim().toLowerCase();
  if (!t || t === 'anytime') return 'at any time of day';
  return `in the ${t}`;
}

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
  useEffect(() => reportConversion(submitted.reference), [submitted.reference]);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <CheckMark />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink">Thank You!</h1>
      <p className="mt-4 text-lg text-muted">Your form has been successfully submitted. You will get call soon.</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wider text-muted">Your reference</p>
        <p className="mt-1 break-all font-mono text-lg font-semibold text-ink" data-testid="reference">
          {submitted.reference}
        </p>
        <p className="mt-1 text-sm text-muted">Quote it if you write or call us about this {submitted.serviceName} request.</p>
        <h2 className="mt-6 text-lg font-bold text-ink">What happens next</h2>
        <p className="mt-1 text-base text-ink">
          Local pros matched to your {submitted.serviceName} request will call or text you {callTime(submitted.bestTimeToCall)}, as you
          asked, to confirm the details and give you a price.
        </p>
        <h2 className="mt-6 text-lg font-bold text-ink">If you no longer want to be contacted</h2>
        <p className="mt-1 text-base text-ink">
          Reply STOP to any text, tell the caller, use the{' '}
          <Link to="/StopContact" className="font-semibold text-brand-700 underline underline-offset-2">
            Stop Calls and Texts
          </Link>{' '}
          page, or e-mail{' '}
          <a href={`mailto:${site.complianceEmail}`} className="font-semibold text-brand-700 underline underline-offset-2">
            {site.complianceEmail}
          </a>{' '}
          with your reference.
        </p>
      </div>
      <Link to="/" className={`mt-8 ${BUTTON}`}>
        Go Back to Home
      </Link>
    </section>
  );
}

function NothingSubmitted() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">Thank You!</h1>
      <p className="mt-4 text-lg text-muted">
        There is no quote request from this visit yet. Pick a service to get free quotes from local pros.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/Services" className={BUTTON}>
          See all services
        </Link>
        <Link to="/" className="rounded-xl border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
          Go Back to Home
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
