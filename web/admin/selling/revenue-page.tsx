// What the business earned, and from where: for a range of days (the operator's), per source by default
// (which traffic pays), or per day, service, buyer or state: leads, sales, revenue, returns, net and
// earnings per lead, with the totals. The filters live in the address, so a view can be shared.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { REVENUE_GROUPS } from '#domain/selling-report.ts';
import { DataTable, type DataColumn } from '../components/data-table.tsx';
import { FIELD_CLASS, DayRangeFields, FilterField, FilterForm } from '../components/filter-form.tsx';
import { ListState } from '../components/list-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { SiteSelect, useManySites } from '../components/site-select.tsx';
import { formatCount, formatDay, serviceName, zoneLabel } from '../lib/format.ts';
import { PendingReturns } from './pending-returns.tsx';
import { getRevenue, revenueQuery, type RevenueFilters, type RevenueGroup, type RevenueReport, type RevenueRow } from './selling-api.ts';
import { formatMoney } from './selling-words.ts';

const DEFAULT_GROUP: RevenueGroup = 'source';

const GROUP_LABELS: Record<RevenueGroup, string> = { source: 'Source', day: 'Day', service: 'Service', buyer: 'Buyer', state: 'State' };
/** The picker's order: the default view first. */
const GROUPS: RevenueGroup[] = [DEFAULT_GROUP, ...REVENUE_GROUPS.filter((g) => g !== DEFAULT_GROUP)];

const REVENUE_FIELDS = ['from', 'to', 'groupBy', 'site'] as const;
const num = 'py-2 pr-3 text-right tabular-nums';

function readFilters(params: URLSearchParams): Required<Pick<RevenueFilters, 'groupBy'>> & RevenueFilters {
  const group = params.get('groupBy') as RevenueGroup | null;
  return {
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    groupBy: group && REVENUE_GROUPS.includes(group) ? group : DEFAULT_GROUP,
    site: params.get('site') || undefined,
  };
}

function keyText(report: RevenueReport, group: RevenueGroup, key: string): string {
  if (group === 'day') return formatDay(key);
  if (group === 'service') return serviceName(key);
  if (group === 'buyer') return report.buyers?.[key] ?? key;
  return key || '–';
}

const FIGURES: { id: string; header: ReactNode; value: (row: RevenueRow) => string; cellClass?: string }[] = [
  { id: 'leads', header: 'Leads', value: (r) => formatCount(r.leads) },
  { id: 'sold', header: 'Sales', value: (r) => formatCount(r.sold) },
  { id: 'revenue', header: 'Revenue', value: (r) => formatMoney(r.revenue) },
  { id: 'returned', header: 'Returned', value: (r) => formatMoney(r.returned) },
  { id: 'net', header: 'Net', value: (r) => formatMoney(r.net), cellClass: `${num} font-semibold` },
  {
    id: 'epl',
    header: (
      <abbr title="Earnings per lead: net revenue divided by leads" className="no-underline">
        Per lead
      </abbr>
    ),
    value: (r) => formatMoney(r.epl),
    cellClass: `${num} pr-4`,
  },
];

const figureColumns: DataColumn<RevenueRow>[] = FIGURES.map((f, i) => ({
  id: f.id,
  header: f.header,
  headerClass: `py-2 text-right font-semibold ${i === FIGURES.length - 1 ? 'pr-4' : 'pr-3'}`,
  cellClass: f.cellClass ?? num,
  cell: f.value,
}));

function RevenueTable({ report, group }: { report: RevenueReport; group: RevenueGroup }) {
  const caption = `Revenue per ${GROUP_LABELS[group].toLowerCase()}`;
  const columns: DataColumn<RevenueRow>[] = [
    {
      id: 'key',
      header: GROUP_LABELS[group],
      rowHeader: true,
      headerClass: 'py-2 pl-4 pr-3 font-semibold',
      cellClass: 'py-2 pl-4 pr-3 text-left font-semibold text-ink',
      cell: (r) => keyText(report, group, r.key),
    },
    ...figureColumns,
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={report.rows}
      rowKey={(r) => r.key}
      // Focusable, so a keyboard can scroll the table if a narrow window cuts it.
      scroll={{ className: 'hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block', label: caption }}
      tableClass="w-full min-w-[40rem] text-sm"
      headRowClass="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-muted"
      rowClass="border-b border-slate-100"
      foot={
        <tfoot>
          <tr className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
            <th scope="row" className="py-2 pl-4 pr-3 text-left text-ink">
              Total
            </th>
            {FIGURES.map((f) => (
              <td key={f.id} className={f.cellClass ?? num}>
                {f.value(report.totals)}
              </td>
            ))}
          </tr>
        </tfoot>
      }
    />
  );
}

/** On a phone, one card per group with its net first: seven columns do not fit 390 px. */
function RevenueCards({ report, group }: { report: RevenueReport; group: RevenueGroup }) {
  const card = (key: string, title: string, row: RevenueRow) => (
    <li key={key} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="min-w-0 break-words font-semibold text-ink">{title}</h3>
        <p className="shrink-0 text-lg font-bold tabular-nums text-ink">
          {formatMoney(row.net)} <span className="text-xs font-medium text-muted">net</span>
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1 text-sm">
        {(
          [
            ['Leads', formatCount(row.leads)],
            ['Sales', formatCount(row.sold)],
            ['Per lead', formatMoney(row.epl)],
            ['Revenue', formatMoney(row.revenue)],
            ['Returned', formatMoney(row.returned)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
  return (
    <ul aria-label={`Revenue per ${GROUP_LABELS[group].toLowerCase()}`} className="space-y-3 md:hidden">
      {report.rows.map((r) => card(`row:${r.key}`, keyText(report, group, r.key), r))}
      {card('total', 'Total', report.totals)}
    </ul>
  );
}

export default function RevenuePage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const q = useQuery({ queryKey: ['revenue', revenueQuery(filters)], queryFn: () => getRevenue(filters) });
  const apply = (values: Record<(typeof REVENUE_FIELDS)[number], string>) =>
    setParams(
      revenueQuery({
        from: values.from || undefined,
        to: values.to || undefined,
        groupBy: values.groupBy as RevenueGroup,
        site: values.site || undefined,
      }),
    );
  const report = q.data;
  const manySites = useManySites();
  return (
    <>
      <PageHeading title="Revenue" />
      <p className="mt-2 max-w-3xl text-sm text-muted">
        What buyers paid for the leads that came in, less the returns accepted. Per lead is net revenue divided by leads.
      </p>
      <FilterForm
        label="Choose the revenue report"
        fields={REVENUE_FIELDS}
        onApply={apply}
        // Keyed by the address and the days applied, so the fields show the view's values (also after Back).
        key={`${revenueQuery(filters)} ${report?.from ?? ''}`}
        className={`mt-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 ${manySites ? 'md:grid-cols-5' : 'md:grid-cols-4'}`}
      >
        {/* Until days are chosen, the report's own (the last 30 days) fill the fields. */}
        <DayRangeFields prefix="rv" from={filters.from ?? report?.from} to={filters.to ?? report?.to} />
        <FilterField id="rv-group" label="Group by">
          <select id="rv-group" name="groupBy" defaultValue={filters.groupBy} className={FIELD_CLASS}>
            {GROUPS.map((g) => (
              <option key={g} value={g}>
                {GROUP_LABELS[g]}
              </option>
            ))}
          </select>
        </FilterField>
        <SiteSelect id="rv-site" value={filters.site} />
        <div className="flex items-end">
          <button type="submit" className="w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Show
          </button>
        </div>
      </FilterForm>
      <div className="mt-4">
        <PendingReturns />
      </div>
      <ListState query={q}>
        {(report) => (
          <div className="mt-6 space-y-3">
            <p className="text-sm text-muted">
              {formatDay(report.from)} to {formatDay(report.to)} ({zoneLabel(report.timeZone)} days).
            </p>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {(
                [
                  ['Net revenue', formatMoney(report.totals.net)],
                  ['Sales', formatCount(report.totals.sold)],
                  ['Returned', formatMoney(report.totals.returned)],
                  ['Per lead', formatMoney(report.totals.epl)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="text-sm font-medium text-muted">{label}</dt>
                  <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            {report.rows.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white p-4 text-muted">No leads in this period.</p>
            ) : (
              <>
                <RevenueTable report={report} group={filters.groupBy} />
                <RevenueCards report={report} group={filters.groupBy} />
              </>
            )}
          </div>
        )}
      </ListState>
    </>
  );
}
