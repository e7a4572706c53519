// Which sources bring leads the network takes: per source and campaign, the leads and what became of
// them, the network's reasons for rejecting, duplicates and quality flags; a CSV of the same (admins).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { formatCount, formatDay, formatShare } from '../lib/format.ts';
import { useMe } from '../lib/session.ts';
import { getSources, readReportFilters, reportQuery, sourcesCsvUrl, type SourceRow } from './insight-api.ts';
import { ReportFilterForm } from './report-filter-form.tsx';

const FLAG_SHORT: Record<keyof SourceRow['flags'], string> = {
  disposable_email: 'disposable e-mail',
  odd_phone: 'odd phone',
  too_fast: 'too fast',
  repeated_name: 'repeated name',
};

function flagsText(row: SourceRow): string {
  const parts = (Object.keys(FLAG_SHORT) as (keyof SourceRow['flags'])[])
    .filter((k) => row.flags[k] > 0)
    .map((k) => `${row.flags[k]} ${FLAG_SHORT[k]}`);
  return parts.join(', ') || '–';
}

const num = 'py-2 pr-3 text-right tabular-nums';

export default function SourcesPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const filters = readReportFilters(params);
  const q = useQuery({ queryKey: ['sources', reportQuery(filters)], queryFn: () => getSources(filters) });
  return (
    <>
      <PageHeading title="Sources" />
      <p className="mt-2 max-w-3xl text-sm text-muted">
        A lead&apos;s source is its aff_id, else its utm_source, else direct; its campaign is utm_campaign.
      </p>
      <div className="mt-4">
        <ReportFilterForm label="Filter the sources report" filters={filters} onApply={(f) => setParams(reportQuery(f))} />
      </div>
      {q.isError && (
        <div className="mt-4">
          <ErrorMessage error={q.error} />
        </div>
      )}
      {q.isPending && <p className="mt-4 text-muted">Loading…</p>}
      {q.data && (
        <div className="mt-6 space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">
              {formatDay(q.data.from)} to {formatDay(q.data.to)} (UTC days).
            </p>
            {me.role === 'admin' && (
              <a
                href={sourcesCsvUrl(filters)}
                download
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
              >
                Export CSV
              </a>
            )}
          </div>
          {q.data.sources.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-muted">No leads in this period.</p>
          ) : (
            // Focusable, so a keyboard can scroll the wide table on a phone.
            <div
              tabIndex={0}
              role="region"
              aria-label="Leads per source and campaign"
              className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
            >
              <table className="w-full min-w-[56rem] text-sm">
                <caption className="sr-only">Leads per source and campaign</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-muted">
                    <th scope="col" className="py-2 pl-4 pr-3 font-semibold">
                      Source
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Campaign
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      Leads
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      Delivered
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      Share delivered
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      Rejected
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      Failed
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      Waiting
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      Duplicates
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Flags
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Rejection reasons
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {q.data.sources.map((r) => (
                    <tr key={`${r.source}\u0000${r.campaign}`} className="border-b border-slate-100 align-top">
                      <th scope="row" className="py-2 pl-4 pr-3 text-left font-semibold text-ink">
                        {r.source}
                      </th>
                      <td className="py-2 pr-3 text-ink">{r.campaign || '–'}</td>
                      <td className={num}>{formatCount(r.leads)}</td>
                      <td className={num}>{formatCount(r.delivered)}</td>
                      <td className={`${num} font-semibold`}>{formatShare(r.deliveredShare)}</td>
                      <td className={num}>{formatCount(r.rejected)}</td>
                      <td className={num}>{formatCount(r.failed)}</td>
                      <td className={num}>{formatCount(r.waiting)}</td>
                      <td className={num}>{formatCount(r.duplicates)}</td>
                      <td className="py-2 pr-3 text-ink">{flagsText(r)}</td>
                      <td className="py-2 pr-4 text-ink">
                        {r.rejections.length === 0 ? (
                          '–'
                        ) : (
                          <ul>
                            {r.rejections.map((x) => (
                              <li key={x.reason}>
                                {x.reason} <span className="tabular-nums text-muted">({formatCount(x.count)})</span>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </>
  );
}
