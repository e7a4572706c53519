// Where visitors give up: per step of the wizard, how many saw it and how many left there (drop-off),
// as bars; the step that loses most is marked. Then submits, leads accepted and delivered. For all services
// at once the rows are kinds of step (service questions, location, address, contact, project, review).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { formatCount, formatDay, formatShare, serviceName } from '../lib/format.ts';
import { getFunnel, readReportFilters, reportQuery, type FunnelReport, type FunnelStep } from './insight-api.ts';
import { ReportFilterForm } from './report-filter-form.tsx';

function Figure({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-ink sm:text-3xl">{formatCount(value)}</dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

/** Kept (blue) and lost (red; amber on the worst step) visitors of a step, against the busiest step. */
function Bar({ step, max, worst, className }: { step: FunnelStep; max: number; worst: boolean; className: string }) {
  return (
    <span aria-hidden="true" className={`h-3 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-100 ${className}`}>
      <span className="h-full bg-brand-600" style={{ width: `${(100 * (step.views - step.exits)) / max}%` }} />
      <span className={`h-full ${worst ? 'bg-amber-500' : 'bg-red-400'}`} style={{ width: `${(100 * step.exits) / max}%` }} />
    </span>
  );
}

function StepBars({ report }: { report: FunnelReport }) {
  const max = Math.max(1, ...report.steps.map((s) => s.views));
  return (
    <table className="w-full text-sm">
      <caption className="mb-3 text-left text-base font-semibold text-ink">Views and exits per step</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-muted">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Step
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold sm:w-2/5 sm:text-left">
            Views
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            Exits
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Drop-off
          </th>
        </tr>
      </thead>
      <tbody>
        {report.steps.map((s) => {
          const worst = s.step === report.worstStep;
          return (
            <tr
              key={s.step}
              className={`border-b border-slate-100 ${worst ? 'bg-amber-50' : ''}`}
              aria-current={worst ? 'true' : undefined}
            >
              <th scope="row" className="py-2 pr-3 text-left font-medium text-ink">
                <span className="mr-1 tabular-nums text-muted">{s.step + 1}.</span> {s.label}
                {worst && (
                  <span className="ml-2 inline-block rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    Loses most
                  </span>
                )}
                {/* On a phone the bar goes under the question, leaving it the width to be read. */}
                <Bar step={s} max={max} worst={worst} className="mt-1.5 flex sm:hidden" />
              </th>
              <td className="py-2 pr-3 text-right tabular-nums text-ink sm:text-left">
                <div className="flex items-center justify-end gap-2">
                  <Bar step={s} max={max} worst={worst} className="hidden sm:flex" />
                  <span className="w-12 text-right">{formatCount(s.views)}</span>
                </div>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums text-ink">{formatCount(s.exits)}</td>
              <td className={`py-2 text-right tabular-nums ${worst ? 'font-bold text-amber-900' : 'text-ink'}`}>
                {s.views === 0 ? '–' : formatShare(s.dropOff)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default function FunnelPage() {
  const [params, setParams] = useSearchParams();
  const filters = readReportFilters(params);
  const q = useQuery({ queryKey: ['funnel', reportQuery(filters)], queryFn: () => getFunnel(filters) });
  const r = q.data;
  return (
    <>
      <PageHeading title="Funnel" />
      <p className="mt-2 max-w-3xl text-sm text-muted">
        Each wizard step&apos;s views (a visitor counts once per step) and exits (views less the next step&apos;s). Counted without cookies
        or IP addresses; bots caught by the trap are left out.
      </p>
      <div className="mt-4">
        <ReportFilterForm label="Filter the funnel" filters={filters} onApply={(f) => setParams(reportQuery(f))} />
      </div>
      {q.isError && (
        <div className="mt-4">
          <ErrorMessage error={q.error} />
        </div>
      )}
      {q.isPending && <p className="mt-4 text-muted">Loading…</p>}
      {r && (
        <div className="mt-6 space-y-6">
          <p className="text-sm text-muted">
            {formatDay(r.from)} to {formatDay(r.to)} (UTC days){filters.service ? `, ${serviceName(filters.service)}` : ', all services'}
            {filters.source ? `, source ${filters.source}` : ''}.
            {/* Services ask different questions: across all of them, steps are grouped by what they ask. */}
            {!filters.service && ' Steps are grouped by kind across services; choose a service to see each of its questions.'}
          </p>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label="Started" value={r.starts} />
            <Figure label="Submitted" value={r.submits} note={r.starts ? `${formatShare(r.submits / r.starts)} of starts` : undefined} />
            <Figure label="Accepted" value={r.accepted} note="Leads stored (answered 201)" />
            <Figure
              label="Delivered"
              value={r.delivered}
              note={r.accepted ? `${formatShare(r.delivered / r.accepted)} of accepted` : undefined}
            />
          </dl>
          <section className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4">
            {r.starts === 0 ? <p className="text-muted">No wizard was started in this period.</p> : <StepBars report={r} />}
          </section>
        </div>
      )}
    </>
  );
}
