// Which sources bring leads the network takes: per source and campaign, the leads and what became of
// them, the network's reasons for rejecting, duplicates and quality flags; a CSV of the same (admins).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DataTable, type DataColumn } from '../components/data-table.tsx';
import { ListState } from '../components/list-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { formatCount, formatDay, formatShare, timeZoneLabel } from '../lib/format.ts';
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
const numHead = 'py-2 pr-3 text-right font-semibold';

/** A count column, right-aligned so the figures line up. */
const count = (id: keyof SourceRow, header: string): DataColumn<SourceRow> => ({
  id,
  header,
  headerClass: numHead,
  cellClass: num,
  cell: (r) => formatCount(r[id] as number),
});

const columns: DataColumn<SourceRow>[] = [
  {
    id: 'source',
    header: 'Source',
    rowHeader: true,
    headerClass: 'py-2 pl-4 pr-3 font-semibold',
    cellClass: 'py-2 pl-4 pr-3 text-left font-semibold text-ink',
    cell: (r) => r.source,
  },
  { id: 'campaign', header: 'Campaign', cellClass: 'py-2 pr-3 text-ink', cell: (r) => r.campaign || '–' },
  count('leads', 'Leads'),
  count('delivered', 'Delivered'),
  {
    id: 'deliveredShare',
    header: 'Share delivered',
    headerClass: numHead,
    cellClass: `${num} font-semibold`,
    cell: (r) => formatShare(r.deliveredShare),
  },
  count('rejected', 'Rejected'),
  count('failed', 'Failed'),
  count('waiting', 'Waiting'),
  count('duplicates', 'Duplicates'),
  { id: 'flags', header: 'Flags', cellClass: 'py-2 pr-3 text-ink', cell: flagsText },
  {
    id: 'rejections',
    header: 'Rejection reasons',
    headerClass: 'py-2 pr-4 font-semibold',
    cellClass: 'py-2 pr-4 text-ink',
    cell: (r) =>
      r.rejections.length === 0 ? (
        '–'
      ) : (
        <ul>
          {r.rejections.map((x) => (
            <li key={x.reason}>
              {x.reason} <span className="tabular-nums text-muted">({formatCount(x.count)})</span>
            </li>
          ))}
        </ul>
      ),
  },
];

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
      <ListState query={q}>
        {(data) => (
          <div className="mt-6 space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted">
                {formatDay(data.from)} to {formatDay(data.to)} (days in {timeZoneLabel()}).
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
            {data.sources.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-4 text-muted">No leads in this period.</p>
            ) : (
              <DataTable
                caption="Leads per source and campaign"
                columns={columns}
                rows={data.sources}
                rowKey={(r) => `${r.source}\u0000${r.campaign}`}
                // Focusable, so a keyboard can scroll the wide table on a phone.
                scroll={{
                  className: 'overflow-x-auto rounded-xl border border-slate-200 bg-white',
                  label: 'Leads per source and campaign',
                }}
                tableClass="w-full min-w-[56rem] text-sm"
                headRowClass="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-muted"
                headCellClass="py-2 pr-3 font-semibold"
                rowClass="border-b border-slate-100 align-top"
              />
            )}
          </div>
        )}
      </ListState>
    </>
  );
}
