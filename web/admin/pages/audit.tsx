// Who did what, when, from where: sign-ins, views of a lead's personal data, exports, resends and
// account changes (admin only; nothing here can be edited). Filtered by who, what and dates, the filters
// kept in the address so a view can be shared or come back to.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, PANEL_TABLE, type DataColumn } from '../components/data-table.tsx';
import { APPLY_CLASS, CLEAR_CLASS, FIELD_CLASS, DayRangeFields, FilterField, FilterForm } from '../components/filter-form.tsx';
import { ListState } from '../components/list-state.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { getOperators } from '../lib/accounts-api.ts';
import { getAudit } from '../lib/api.ts';
import { formatTimeExact, timeZoneName } from '../lib/format.ts';
import type { AuditEntry } from '#domain/console-api.ts';

const NO_ENTRIES: AuditEntry[] = [];

const ACTIONS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'view-lead': 'Viewed a lead',
  export: 'Exported CSV',
  resend: 'Resent a lead',
  'lead-note': 'Added a note to a lead',
  'lead-disposition': 'Set a lead’s disposition',
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

// The entries whose target is a lead's id: linked to the lead's page.
const LEAD_ACTIONS = new Set(['view-lead', 'resend', 'lead-note', 'lead-disposition']);

const FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;
type AuditFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

function AuditFilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (f: AuditFilters) => void }) {
  // The accounts, offered as the person to filter by (the script token and the command line's users too).
  const operators = useQuery({ queryKey: ['operators'], queryFn: getOperators });
  const actions = Object.entries(ACTIONS).sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <FilterForm
      label="Filter the audit log"
      fields={FILTER_KEYS}
      onApply={(values) => onApply(Object.fromEntries(FILTER_KEYS.map((k) => [k, values[k].trim()])))}
      className="mt-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-5"
    >
      <FilterField id="a-actor" label="Who" className="col-span-2 md:col-span-1">
        <input
          id="a-actor"
          name="actor"
          type="text"
          list="a-actors"
          defaultValue={filters.actor}
          placeholder="E-mail, token or cli:user"
          maxLength={254}
          autoComplete="off"
          className={FIELD_CLASS}
        />
        <datalist id="a-actors">
          {operators.data?.operators.map((o) => (
            <option key={o.id} value={o.email} />
          ))}
          <option value="token" />
        </datalist>
      </FilterField>
      <FilterField id="a-action" label="What" className="col-span-2 md:col-span-1">
        <select id="a-action" name="action" defaultValue={filters.action ?? ''} className={FIELD_CLASS}>
          <option value="">Everything</option>
          {actions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FilterField>
      <DayRangeFields prefix="a" from={filters.from} to={filters.to} />
      <div className="col-span-2 flex flex-wrap items-end gap-2 md:col-span-1">
        <button type="submit" className={APPLY_CLASS}>
          Apply
        </button>
        {FILTER_KEYS.some((k) => filters[k]) && (
          <button type="button" onClick={() => onApply({})} className={CLEAR_CLASS}>
            Clear
          </button>
        )}
      </div>
    </FilterForm>
  );
}

const detailText = (detail: unknown) =>
  detail === null || detail === undefined || detail === '' ? '' : typeof detail === 'string' ? detail : JSON.stringify(detail);

const columns: DataColumn<AuditEntry>[] = [
  {
    id: 'at',
    header: 'Time',
    // Newest first, always: the log is read from what just happened.
    sort: 'descending',
    cell: (e) => (
      <time dateTime={e.at} className="whitespace-nowrap">
        {formatTimeExact(e.at)}
      </time>
    ),
  },
  { id: 'actor', header: 'Who', cell: (e) => e.actor },
  { id: 'action', header: 'What', cell: (e) => ACTIONS[e.action] ?? e.action },
  {
    id: 'target',
    header: 'Target',
    cell: ({ action, target }) => {
      if (!target) return '—';
      return LEAD_ACTIONS.has(action) ? (
        <Link to={`/leads/${encodeURIComponent(target)}`} className="font-mono text-xs text-brand-700 hover:underline">
          {target}
        </Link>
      ) : (
        target
      );
    },
  },
  { id: 'ip', header: 'IP', cell: (e) => e.ip || '—' },
  { id: 'detail', header: 'Detail', cell: (e) => <span className="break-all">{detailText(e.detail)}</span> },
];

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
  return (
    <>
      <PageHeading title="Audit log" />
      <p className="mt-1 text-sm text-muted">
        Every sign-in, view of personal data, export, resend and account change, newest first. Times in {timeZoneName()}.
      </p>
      {/* A new key per applied view, so the fields show what the address says after Clear or Back. */}
      <AuditFilterForm
        key={query}
        filters={filters}
        onApply={(f) => setParams(new URLSearchParams(Object.entries(f).filter(([, v]) => v) as [string, string][]))}
      />
      <ListState
        query={q}
        isEmpty={entries.length === 0}
        empty={<p className="mt-4 text-sm text-muted">{filtered ? 'No entries match these filters.' : 'Nothing recorded yet.'}</p>}
      >
        <div className="mt-4">
          <EntryCards entries={entries} />
          <DataTable
            caption="Audit log, newest first"
            columns={columns}
            rows={entries}
            {...PANEL_TABLE}
            headCellClass="whitespace-nowrap px-3 py-2.5 font-semibold"
            cellClass="px-3 py-2.5 align-top text-ink"
          />
        </div>
      </ListState>
      <LoadMore query={q} />
    </>
  );
}
