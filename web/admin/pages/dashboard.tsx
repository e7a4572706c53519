// The console's first page: how many leads came in, where from, and whether they reach the network.
import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DailyChart } from '../components/daily-chart.tsx';
import { DataTable, type DataColumn } from '../components/data-table.tsx';
import { ErrorMessage } from '../components/error-message.tsx';
import { ListState } from '../components/list-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { SiteSelect, useManySites } from '../components/site-select.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { getDashboard, getLaunchCheck } from '../lib/api.ts';
import { formatCount, formatDuration, formatShare, serviceName, statusLabel, timeZoneLabel } from '../lib/format.ts';
import { filterQuery } from '../lib/lead-filters.ts';
import { useIsAdmin } from '../lib/session.ts';
import { RevenueTodayFigures } from '../selling/revenue-today.tsx';

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink sm:text-3xl">
        {to ? (
          <Link to={to} className="hover:text-brand-700 hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

interface CountRow {
  key: string;
  label: ReactNode;
  count: number;
  to: string;
}

function CountTable({ caption, rows }: { caption: string; rows: CountRow[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const columns: DataColumn<CountRow>[] = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cellClass: 'w-2/5 py-1.5 pr-3 text-left font-medium text-ink',
      cell: (r) => (
        <Link to={r.to} className="hover:text-brand-700 hover:underline">
          {r.label}
        </Link>
      ),
    },
    {
      id: 'leads',
      header: 'Leads',
      cell: (r) => (
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="h-2.5 rounded-full bg-brand-600" style={{ width: `${(70 * r.count) / max}%` }} />
          <span className="tabular-nums text-ink">{formatCount(r.count)}</span>
        </div>
      ),
    },
  ];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <DataTable
        caption={caption}
        captionClass="mb-3 text-left text-base font-semibold text-ink"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        tableClass="w-full text-sm"
        headClass="sr-only"
        cellClass="py-1.5"
        empty="No leads in the last 30 days."
        emptyClass="py-2 text-muted"
      />
    </section>
  );
}

/** The launch check (admins): the same list `npm run doctor` prints and the server logs at start. */
function LaunchCheckPanel() {
  const q = useQuery({ queryKey: ['launch-check'], queryFn: getLaunchCheck });
  if (q.isError) return <ErrorMessage error={q.error} />;
  if (!q.data) return null;
  const { problems } = q.data;
  if (problems.length === 0) {
    return (
      <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        Launch check: nothing to fix before launch.
      </p>
    );
  }
  return (
    <section aria-labelledby="launch-check" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="launch-check" className="text-base font-semibold text-amber-950">
        Before launch: {problems.length === 1 ? '1 thing' : `${problems.length} things`} to fix
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-amber-950">
        {problems.map((p) => (
          <li key={p.message} data-check={p.check} className="break-words">
            {p.message}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-amber-900">
        <code>npm run doctor</code> prints the same list on the server.
      </p>
    </section>
  );
}

/** With several brands: which site's figures the dashboard shows (kept in the address, like the lists' filters). */
function SitePicker({ site }: { site: string }) {
  const [, setParams] = useSearchParams();
  const manySites = useManySites();
  if (!manySites) return null;
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const chosen = String(new FormData(e.currentTarget).get('site') ?? '');
    setParams(chosen ? { site: chosen } : {});
  };
  return (
    <form onSubmit={apply} aria-label="Dashboard site" className="mt-4 flex flex-wrap items-end gap-3">
      <SiteSelect
        id="dashboard-site"
        value={site}
        fieldClass="mt-1 block w-56 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        Show
      </button>
    </form>
  );
}

export default function Dashboard() {
  const isAdmin = useIsAdmin();
  const [params] = useSearchParams();
  const site = params.get('site') ?? '';
  const q = useQuery({ queryKey: ['dashboard', site], queryFn: () => getDashboard(site || undefined) });
  // The figures' links open the leads list with the same site chosen.
  const leadsOf = (filters: Parameters<typeof filterQuery>[0]) => `/leads?${filterQuery({ ...filters, ...(site && { site }) })}`;
  return (
    <>
      <PageHeading title="Dashboard" />
      <SitePicker key={site} site={site} />
      {isAdmin && (
        <div className="mt-4">
          <LaunchCheckPanel />
        </div>
      )}
      <ListState query={q}>
        {(data) => (
          <div className="mt-6 space-y-6">
            <section aria-labelledby="leads-in">
              <h2 id="leads-in" className="text-lg font-semibold text-ink">
                Leads received
              </h2>
              <p className="text-sm text-muted">Days in {timeZoneLabel()} (change it under Your account).</p>
              <dl className="mt-3 grid grid-cols-3 gap-3">
                <Figure label="Today" value={formatCount(data.leads.today)} />
                <Figure label="Last 7 days" value={formatCount(data.leads.last7Days)} />
                <Figure label="Last 30 days" value={formatCount(data.leads.last30Days)} />
              </dl>
            </section>
            <RevenueTodayFigures today={data.revenueToday} />
            <section aria-labelledby="health">
              <h2 id="health" className="text-lg font-semibold text-ink">
                Delivery health
              </h2>
              <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
                <Figure label="Delivered (30 days)" value={formatShare(data.health.deliveredShare)} />
                <Figure label="Median time to deliver" value={formatDuration(data.health.medianDeliverMs)} />
                <Figure label="Queued now" value={formatCount(data.health.queuedNow)} to={leadsOf({ status: 'queued' })} />
                <Figure label="Failed in 24 h" value={formatCount(data.health.failed24h)} to={leadsOf({ status: 'failed' })} />
              </dl>
            </section>
            <section aria-labelledby="daily" className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 id="daily" className="mb-3 text-base font-semibold text-ink">
                Last 30 days
              </h2>
              <DailyChart daily={data.daily} />
            </section>
            <div className="grid gap-6 lg:grid-cols-2">
              <CountTable
                caption="By service (30 days)"
                rows={data.byService.map((s) => ({
                  key: s.service,
                  label: serviceName(s.service),
                  count: s.count,
                  to: leadsOf({ service: s.service }),
                }))}
              />
              <CountTable
                caption="By status (30 days)"
                rows={data.byStatus.map((s) => ({
                  key: s.status,
                  label: <StatusBadge status={s.status} label={statusLabel(s.status)} />,
                  count: s.count,
                  to: leadsOf({ status: s.status }),
                }))}
              />
            </div>
          </div>
        )}
      </ListState>
    </>
  );
}
