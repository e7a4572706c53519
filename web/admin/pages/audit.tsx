// Who did what, when, from where: sign-ins, views of a lead's personal data, exports, resends and
// account changes (admin only; nothing here can be edited). Filtered by who, what and dates, the filters
// kept in the address so a view can be shared or come back to.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { getOperators } from '../lib/accounts-api.ts';
import { getAudit } from '../lib/api.ts';
import { formatTimeExact, timeZoneName } from '../lib/format.ts';
import type { AuditEntry } from '../lib/types.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AuditEntry>();
const NO_ENTRIES: AuditEntry[] = [];

const ACTIONS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'view-lead': 'Viewed a lead',
  export: 'Exported CSV',
  resend: 'Resent a lead',
  'bulk-resend': 'Resent failed leads',
  'message-state': 'Changed a message',
  'operator-add': 'Added an operator',
  'operator-remove': 'Removed an operator',
  'operator-password': 'Changed a password',
  'operator-invite': 'Sent a new invitation',
  'operator-reset': 'Reset a password',
  'operator-role': 'Changed a role',
  'two-factor-on': 'Turned on two-factor sign-in',
  'two-factor-reset': 'Turned off two-factor sign-in',
  'setting-change': 'Changed a setting',
  'search-leads': 'Searched leads',
  'privacy-view': 'Viewed a privacy request',
  'privacy-export': 'Exported a privacy request',
  'privacy-erase': 'Erased personal data',
  'privacy-correct': 'Corrected personal data',
  'privacy-status': 'Changed a privacy request',
  'privacy-reverse': 'Reversed a suppression',
};

const FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;
type AuditFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const labelClass = 'block text-xs font-semibold uppercase tracking-wide text-muted';

function FilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (f: AuditFilters) => void }) {
  // The accounts, offered as the person to filter by (the script token and the command line's users too).
  const operators = useQuery({ queryKey: ['operators'], queryFn: getOperators });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onApply(Object.fromEntries(FILTER_KEYS.map((k) => [k, String(data.get(k) ?? '').trim()])));
  };
  const actions = Object.entries(ACTIONS).sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={submit}
      className="mt-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-5"
    >
      <div className="col-span-2 md:col-span-1">
        <label htmlFor="a-actor" className={labelClass}>
          Who
        </label>
        <input
          id="a-actor"
          name="actor"
          type="text"
          list="a-actors"
          defaultValue={filters.actor}
          placeholder="E-mail, token or cli:user"
          maxLength={254}
          autoComplete="off"
          className={fieldClass}
        />
        <datalist id="a-actors">
          {operators.data?.operators.map((o) => (
            <option key={o.id} value={o.email} />
          ))}
          <option value="token" />
        </datalist>
      </div>
      <div className="col-span-2 md:col-span-1">
        <label htmlFor="a-action" className={labelClass}>
          What
        </label>
        <select id="a-action" name="action" defaultValue={filters.action ?? ''} className={fieldClass}>
          <option value="">Everything</option>
          {actions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="a-from" className={labelClass}>
          From
        </label>
        <input id="a-from" name="from" type="date" defaultValue={filters.from} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="a-to" className={labelClass}>
          To
        </label>
        <input id="a-to" name="to" type="date" defaultValue={filters.to} className={fieldClass} />
      </div>
      <div className="col-span-2 flex flex-wrap items-end gap-2 md:col-span-1">
        <button
          type="submit"
          className="whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Apply
        </button>
        {FILTER_KEYS.some((k) => filters[k]) && (
          <button
            type="button"
            onClick={() => onApply({})}
            className="whitespace-nowrap rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            Clear
          </button>
        )}
      </div>
    </form>
  );
}

const detailText = (detail: unknown) =>
  detail === null || detail === undefined || detail === '' ? '' : typeof detail === 'string' ? detail : JSON.stringify(detail);

const columns = helper.columns([
  helper.accessor('at', {
    header: 'Time',
    cell: (info) => (
      <time dateTime={info.getValue()} className="whitespace-nowrap">
        {formatTimeExact(info.getValue())}
      </time>
    ),
  }),
  helper.accessor('actor', { header: 'Who' }),
  helper.accessor('action', { header: 'What', cell: (info) => ACTIONS[info.getValue()] ?? info.getValue() }),
  helper.display({
    id: 'target',
    header: 'Target',
    cell: ({ row }) => {
      const { action, target } = row.original;
      if (!target) return '—';
      return action === 'view-lead' || action === 'resend' ? (
        <Link to={`/leads/${encodeURIComponent(target)}`} className="font-mono text-xs text-brand-700 hover:underline">
          {target}
        </Link>
      ) : (
        target
      );
    },
  }),
  helper.accessor('ip', { header: 'IP', cell: (info) => info.getValue() || '—' }),
  helper.accessor('detail', { header: 'Detail', cell: (info) => <span className="break-all">{detailText(info.getValue())}</span> }),
]);

/** On a phone: one card per entry, read top to bottom instead of a table scrolled sideways. */
function EntryCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white md:hidden">
      {entries.map((e, i) => (
        <li key={i} className="space-y-1 p-4 text-sm">
          <p className="font-semibold text-ink">{ACTIONS[e.action] ?? e.action}</p>
          <p className="break-words text-ink">
            {e.actor}
            {e.target && e.target !== e.actor && <span className="text-muted"> · {e.target}</span>}
          </p>
          <p className="text-muted">
            <time dateTime={e.at}>{formatTimeExact(e.at)}</time>
            {e.ip && ` · ${e.ip}`}
            {detailText(e.detail) && ` · ${detailText(e.detail)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function Audit() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
  const query = new URLSearchParams(filters).toString();
  const filtered = query !== '';
  const q = useInfiniteQuery({
    queryKey: ['audit', query],
    queryFn: ({ pageParam }) => getAudit(pageParam, query),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const entries = useMemo(() => q.data?.pages.flatMap((p) => p.entries) ?? NO_ENTRIES, [q.data]);
  const table = useTable({ features, columns, data: entries });
  return (
    <>
      <PageHeading title="Audit log" />
      <p className="mt-1 text-sm text-muted">
        Every sign-in, view of personal data, export, resend and account change, newest first. Times in {timeZoneName()}.
      </p>
      {/* A new key per applied view, so the fields show what the address says after Clear or Back. */}
      <FilterForm
        key={query}
        filters={filters}
        onApply={(f) => setParams(new URLSearchParams(Object.entries(f).filter(([, v]) => v) as [string, string][]))}
      />
      {q.isError && (
        <div className="mt-4">
          <ErrorMessage error={q.error} />
        </div>
      )}
      {q.isPending && <p className="mt-4 text-muted">Loading…</p>}
      {entries.length > 0 && (
        <div className="mt-4">
          <EntryCards entries={entries} />
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Audit log, newest first</caption>
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
                  <tr key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className="px-3 py-2.5 align-top text-ink">
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
      {q.isSuccess && entries.length === 0 && (
        <p className="mt-4 text-sm text-muted">{filtered ? 'No entries match these filters.' : 'Nothing recorded yet.'}</p>
      )}
      {q.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            onClick={() => void q.fetchNextPage()}
            disabled={q.isFetchingNextPage}
            className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
          >
            {q.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
