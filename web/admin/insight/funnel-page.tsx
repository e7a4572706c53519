// Where visitors give up: per step of the wizard, how many saw it and how many left there (drop-off),
// as bars; the step that loses most is marked. Then submits, leads accepted and delivered. For all services
// at once the rows are kinds of step (service questions, location, address, contact, project, review).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DataTable, type DataColumn } from '../components/data-table.tsx';
import { ListState } from '../components/list-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { formatCount, formatDay, formatShare, serviceName, timeZoneLabel } from '../lib/format.ts';
import type { FunnelAnswer } from '#domain/console-api/insight.ts';
import { getFunnel, readReportFilters, reportQuery, type FunnelStep } from './insight-api.ts';
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

function StepBars({ report }: { report: FunnelAnswer }) {
  const max = Math.max(1, ...report.steps.map((s) => s.views));
  const isWorst = (s: FunnelStep) => s.step === report.worstStep;
  const columns: DataColumn<FunnelStep>[] = [
    {
      id: 'step',
      header: 'Step',
      rowHeader: true,
      headerClass: 'py-2 pr-3 font-semibold',
      cellClass: 'py-2 pr-3 text-left font-medium text-ink',
      cell: (s) => (
        <>
          <span className="mr-1 tabular-nums text-muted">{s.step + 1}.</span> {s.label}
          {isWorst(s) && (
            <span className="ml-2 inline-block rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900">Loses most</span>
          )}
          {/* On a phone the bar goes under the question, leaving it the width to be read. */}
          <Bar step={s} max={max} worst={isWorst(s)} className="mt-1.5 flex sm:hidden" />
        </>
      ),
    },
    {
      id: 'views',
      header: 'Views',
      headerClass: 'py-2 pr-3 text-right font-semibold sm:w-2/5 sm:text-left',
      cellClass: 'py-2 pr-3 text-right tabular-nums text-ink sm:text-left',
      cell: (s) => (
        <div className="flex items-center justify-end gap-2">
          <Bar step={s} max={max} worst={isWorst(s)} className="hidden sm:flex" />
          <span className="w-12 text-right">{formatCount(s.views)}</span>
        </div>
      ),
    },
    {
      id: 'exits',
      header: 'Exits',
      headerClass: 'py-2 pr-3 text-right font-semibold',
      cellClass: 'py-2 pr-3 text-right tabular-nums text-ink',
      cell: (s) => formatCount(s.exits),
    },
    {
      id: 'drop-off',
      header: 'Drop-off',
      headerClass: 'py-2 text-right font-semibold',
      cellClass: (s) => `py-2 text-right tabular-nums ${isWorst(s) ? 'font-bold text-amber-900' : 'text-ink'}`,
      cell: (s) => (s.views === 0 ? '–' : formatShare(s.dropOff)),
    },
  ];
  return (
    <DataTable
      caption="Views and exits per step"
      captionClass="mb-3 text-left text-base font-semibold text-ink"
      columns={columns}
      rows={report.steps}
      rowKey={(s) => String(s.step)}
      tableClass="w-full text-sm"
      headRowClass="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-muted"
      rowClass={(s) => `border-b border-slate-100 ${isWorst(s) ? 'bg-amber-50' : ''}`}
      rowCurrent={isWorst}
    />
  );
}

export default function FunnelPage() {
  const [params, setParams] = useSearchParams();
  const filters = readReportFilters(params);
  const q = useQuery({ queryKey: ['funnel', reportQuery(filters)], queryFn: () => getFunnel(filters) });
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
      <ListState query={q}>
        {(r) => (
          <div className="mt-6 space-y-6">
            <p className="text-sm text-muted">
              {formatDay(r.from)} to {formatDay(r.to)} (days in {timeZoneLabel()})
              {filters.service ? `, ${serviceName(filters.service)}` : ', all services'}
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
      </ListState>
    </>
  );
}
