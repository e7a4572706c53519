// Every lead, newest first, a page at a time: filters kept in the address, a CSV of the same view, and
// (for an admin) sending the view's failed leads again after seeing how many there are.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SERVICES } from '#domain/catalogue.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorMessage, errorText } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useAnnounce } from '../lib/announcer.tsx';
import { ApiError, bulkResend, countFailed, csvUrl, getLeads } from '../lib/api.ts';
import { formatCount, formatTime, serviceName, statusLabel, timeZoneName } from '../lib/format.ts';
import { FILTER_KEYS, filterQuery, isUnfiltered, readFilters, type LeadFilters } from '../lib/lead-filters.ts';
import { useIsAdmin } from '../lib/session.ts';
import { LEAD_STATUSES, type LeadSummary } from '../lib/types.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, LeadSummary>();
const NO_LEADS: LeadSummary[] = [];

const fullName = (l: LeadSummary) => `${l.firstName} ${l.lastName}`.trim() || 'No name';
const place = (l: LeadSummary) => [l.city, l.state].filter(Boolean).join(', ');

function LeadLink({ lead }: { lead: LeadSummary }) {
  const { search } = useLocation();
  // The lead's page links back to this very view (filters and all).
  return (
    <Link to={`/leads/${encodeURIComponent(lead.id)}`} state={{ back: search }} className="font-semibold text-brand-700 hover:underline">
      {fullName(lead)}
    </Link>
  );
}

const columns = helper.columns([
  helper.accessor('createdAt', { header: 'Time', cell: (info) => <time dateTime={info.getValue()}>{formatTime(info.getValue())}</time> }),
  helper.accessor('reference', {
    header: 'Reference',
    cell: (info) => <span className="font-mono text-xs">{info.getValue() ?? '—'}</span>,
  }),
  helper.accessor('service', { header: 'Service' }),
  helper.display({ id: 'name', header: 'Name', cell: ({ row }) => <LeadLink lead={row.original} /> }),
  helper.display({ id: 'place', header: 'City / state', cell: ({ row }) => place(row.original) }),
  helper.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
  helper.accessor('source', { header: 'Source', cell: (info) => info.getValue() || '—' }),
  helper.accessor('host', { header: 'Host', cell: (info) => info.getValue() || '—' }),
  helper.accessor('attempts', { header: 'Attempts', cell: (info) => <span className="tabular-nums">{info.getValue()}</span> }),
]);

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const labelClass = 'block text-xs font-semibold uppercase tracking-wide text-muted';

function FilterForm({ filters, onApply }: { filters: LeadFilters; onApply: (f: LeadFilters) => void }) {
  // A viewer sees e-mails, phones and last names masked, and may search them only by the whole value.
  const isAdmin = useIsAdmin();
  // On a phone only the search shows until asked (or a filter is set), so the leads come first.
  const [more, setMore] = useState(() => FILTER_KEYS.some((k) => k !== 'q' && filters[k]));
  const extra = more ? '' : 'hidden md:block';
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onApply(Object.fromEntries(FILTER_KEYS.map((k) => [k, String(data.get(k) ?? '')])));
  };
  return (
    <form
      role="search"
      aria-label="Filter leads"
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-4 lg:grid-cols-8"
    >
      <div className="col-span-2">
        <label htmlFor="f-q" className={labelClass}>
          Search
        </label>
        <input
          id="f-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder={isAdmin ? 'Name, e-mail, phone or reference' : 'First name, full e-mail or phone, or reference'}
          maxLength={200}
          className={fieldClass}
        />
      </div>
      <div id="f-service-field" className={extra}>
        <label htmlFor="f-service" className={labelClass}>
          Service
        </label>
        <select id="f-service" name="service" defaultValue={filters.service ?? ''} className={fieldClass}>
          <option value="">All</option>
          {SERVICES.map((s) => (
            <option key={s.id} value={s.title}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div id="f-status-field" className={extra}>
        <label htmlFor="f-status" className={labelClass}>
          Status
        </label>
        <select id="f-status" name="status" defaultValue={filters.status ?? ''} className={fieldClass}>
          <option value="">All</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div id="f-from-field" className={extra}>
        <label htmlFor="f-from" className={labelClass}>
          From
        </label>
        <input id="f-from" name="from" type="date" defaultValue={filters.from} className={fieldClass} />
      </div>
      <div id="f-to-field" className={extra}>
        <label htmlFor="f-to" className={labelClass}>
          To
        </label>
        <input id="f-to" name="to" type="date" defaultValue={filters.to} className={fieldClass} />
      </div>
      <div id="f-source-field" className={extra}>
        <label htmlFor="f-source" className={labelClass}>
          Source
        </label>
        <input
          id="f-source"
          name="source"
          defaultValue={filters.source}
          placeholder="aff_id or utm_source"
          maxLength={200}
          className={fieldClass}
        />
      </div>
      <div id="f-host-field" className={extra}>
        <label htmlFor="f-host" className={labelClass}>
          Host
        </label>
        <input id="f-host" name="host" defaultValue={filters.host} placeholder="www.example.com" maxLength={253} className={fieldClass} />
      </div>
      <div className="col-span-2 flex flex-wrap items-end gap-2 md:col-span-4 lg:col-span-8">
        <button
          type="submit"
          className="whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Apply filters
        </button>
        <button
          type="button"
          aria-expanded={more}
          aria-controls="f-service-field f-status-field f-from-field f-to-field f-source-field f-host-field"
          onClick={() => setMore(!more)}
          className="whitespace-nowrap rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50 md:hidden"
        >
          {more ? 'Fewer filters' : 'More filters'}
        </button>
        {!isUnfiltered(filters) && (
          <button
            type="button"
            onClick={() => onApply({})}
            className="whitespace-nowrap rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}

/** Resend the failed leads of the view: ask the server how many, confirm that number, then queue them. */
function BulkResend({ filters }: { filters: LeadFilters }) {
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [count, setCount] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const ask = useMutation({
    mutationFn: () => countFailed(filters),
    onSuccess: ({ count }) => {
      if (count === 0) announce('No failed leads in this view.');
      else setCount(count);
    },
  });
  const send = useMutation({
    mutationFn: (confirm: number) => bulkResend(filters, confirm),
    onSuccess: ({ queued }) => {
      setCount(null);
      announce(`${formatCount(queued)} ${queued === 1 ? 'lead' : 'leads'} queued for delivery.`);
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
    onError: (err) => {
      // The set changed since the count was shown: show the new number and ask again.
      if (err instanceof ApiError && err.status === 409 && typeof err.body.count === 'number') {
        setCount(err.body.count);
        setNotice(`The number of failed leads changed to ${err.body.count}. Confirm again to send them.`);
      }
    },
  });
  return (
    <>
      <button
        type="button"
        onClick={() => (setNotice(''), ask.mutate())}
        disabled={ask.isPending}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
      >
        Resend failed leads…
      </button>
      {ask.isError && <ErrorMessage error={ask.error} />}
      {count !== null && (
        <ConfirmDialog
          title={`Resend ${formatCount(count)} failed ${count === 1 ? 'lead' : 'leads'}?`}
          confirmLabel={`Resend ${formatCount(count)}`}
          busy={send.isPending}
          onConfirm={() => send.mutate(count)}
          onCancel={() => (setCount(null), send.reset())}
        >
          <p>
            {notice || `Each failed lead in this view gets a new delivery attempt to the network, with the same Idempotency-Key as before.`}
          </p>
          {send.isError && !notice && <p className="mt-2 text-danger">{errorText(send.error)}</p>}
        </ConfirmDialog>
      )}
    </>
  );
}

function LeadCards({ leads }: { leads: LeadSummary[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white md:hidden">
      {leads.map((l) => (
        <li key={l.id} className="space-y-1 p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <LeadLink lead={l} />
            <StatusBadge status={l.status} />
          </div>
          <p className="text-ink">
            {serviceName(l.service)}
            {place(l) && ` · ${place(l)}`}
            {l.reference && <span className="font-mono text-xs text-muted"> · {l.reference}</span>}
          </p>
          <p className="text-muted">
            <time dateTime={l.createdAt}>{formatTime(l.createdAt)}</time> · {l.attempts} {l.attempts === 1 ? 'attempt' : 'attempts'}
            {l.source && ` · ${l.source}`}
            {l.host && ` · ${l.host}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function Leads() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const isAdmin = useIsAdmin();
  const q = useInfiniteQuery({
    queryKey: ['leads', filters],
    queryFn: ({ pageParam }) => getLeads(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const leads = useMemo(() => q.data?.pages.flatMap((p) => p.leads) ?? NO_LEADS, [q.data]);
  const table = useTable({ features, columns, data: leads, getRowId: (lead) => lead.id });

  return (
    <>
      <PageHeading title="Leads" />
      <div className="mt-4">
        {/* Remounted when the address changes (Back, a link), so the fields show the view's filters. */}
        <FilterForm key={filterQuery(filters)} filters={filters} onApply={(f) => setParams(filterQuery(f))} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p role="status" className="mr-auto text-sm text-muted">
          {q.isSuccess &&
            (leads.length === 0
              ? 'No leads match.'
              : `${formatCount(leads.length)} ${leads.length === 1 ? 'lead' : 'leads'} shown${q.hasNextPage ? ', more below' : ''}. Times in ${timeZoneName()}.`)}
        </p>
        {isAdmin && (
          <>
            <a
              href={csvUrl(filters)}
              download
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
            >
              Export CSV
            </a>
            <BulkResend filters={filters} />
          </>
        )}
      </div>
      {q.isError && (
        <div className="mt-4">
          <ErrorMessage error={q.error} />
        </div>
      )}
      {q.isPending && <p className="mt-4 text-muted">Loading…</p>}
      {leads.length > 0 && (
        <div className="mt-4">
          <LeadCards leads={leads} />
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Leads, newest first</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-muted">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <th key={header.id} scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">
                        {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-slate-100">
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="hover:bg-slate-50">
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className="whitespace-nowrap px-3 py-2.5 text-ink">
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {q.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            onClick={() => void q.fetchNextPage()}
            disabled={q.isFetchingNextPage}
            className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
          >
            {q.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
