// Every lead, newest (or oldest) first, a page at a time, with the view's total: filters kept in the
// address (and saved as named views), quick ranges in the operator's zone, a CSV or spreadsheet of the same
// view, and for an admin a disposition for a selection and sending again the leads that did not reach a
// buyer, after seeing exactly which.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DataTable, PANEL_TABLE, type DataColumn } from '../components/data-table.tsx';
import {
  AllSelect,
  APPLY_CLASS,
  CLEAR_CLASS,
  FIELD_CLASS,
  DayRangeFields,
  FilterField,
  FilterForm,
  SERVICE_CHOICES,
} from '../components/filter-form.tsx';
import { ListState } from '../components/list-state.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { ErrorMessage, errorText } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { LangSelect } from '../components/lang-select.tsx';
import { SiteSelect, useManySites } from '../components/site-select.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useAnnounce } from '../lib/announcer.tsx';
import {
  DISPOSITION_LABELS,
  LEAD_DISPOSITIONS,
  LEAD_STATUSES,
  type LeadDisposition,
  type LeadListRow,
  type LeadSort,
  type LeadSummary,
} from '#domain/lead-summary.ts';
import {
  ApiError,
  bulkResend,
  countFailed,
  csvUrl,
  deleteSavedView,
  getLeads,
  getSavedViews,
  saveView,
  setDispositions,
  xlsxUrl,
  type ResendPreview,
} from '../lib/api.ts';
import { formatCount, formatPhone, formatTime, serviceName, statusLabel, timeZoneLabel, timeZoneName, zoneDay } from '../lib/format.ts';
import { FILTER_KEYS, filterQuery, isUnfiltered, readFilters, type LeadFilters } from '../lib/lead-filters.ts';
import { useIsAdmin } from '../lib/session.ts';

const NO_LEADS: LeadListRow[] = [];
const STATUS_CHOICES = LEAD_STATUSES.map((s) => ({ value: s, text: statusLabel(s) }));
const DISPOSITION_CHOICES = LEAD_DISPOSITIONS.map((d) => ({ value: d, text: DISPOSITION_LABELS[d] }));

/** The quick ranges, as days back from today in the operator's zone: [first day, last day]. */
const RANGES: { label: string; from: number; to: number }[] = [
  { label: 'Today', from: 0, to: 0 },
  { label: 'Yesterday', from: 1, to: 1 },
  { label: 'Last 7 days', from: 6, to: 0 },
  { label: 'Last 30 days', from: 29, to: 0 },
];

/** The flags and the earlier lead it repeats, in words, next to the name. */
function Marks({ lead }: { lead: LeadListRow }) {
  if (lead.flags.length === 0 && !lead.duplicateOf) return null;
  return (
    // Under the name, so the badges widen the column no more than the name does.
    <span className="mt-1 flex flex-wrap gap-1">
      {/* A word, not a link: a row has one link (the lead); its page links to the earlier lead. */}
      {lead.duplicateOf && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-inset ring-amber-700/30">
          Repeat<span className="sr-only"> of an earlier lead</span>
        </span>
      )}
      {lead.flags.map((f) => (
        <span
          key={f}
          className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-900 ring-1 ring-inset ring-slate-700/30"
        >
          {f}
        </span>
      ))}
    </span>
  );
}

function emailWithBreak(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email || '—';
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

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

// Paired columns (time over reference, e-mail over phone, status over disposition, source over host)
// and wrapping names and places keep the table within a laptop's width, so no column hides off to the right.
function leadColumns(sort: LeadSort): DataColumn<LeadListRow>[] {
  return [
    {
      id: 'createdAt',
      header: 'Time / reference',
      sort: sort === 'newest' ? 'descending' : 'ascending',
      cell: (l) => (
        <>
          <time dateTime={l.createdAt}>{formatTime(l.createdAt)}</time>
          <span className="block font-mono text-xs text-muted">{l.reference ?? '—'}</span>
        </>
      ),
    },
    { id: 'service', header: 'Service', cell: (l) => <span className="block whitespace-normal">{serviceName(l.service)}</span> },
    {
      id: 'name',
      header: 'Name',
      // A long name wraps rather than widen the table.
      cell: (l) => (
        <span className="block min-w-32 whitespace-normal">
          <LeadLink lead={l} />
          <Marks lead={l} />
        </span>
      ),
    },
    {
      id: 'contact',
      header: 'E-mail / phone',
      cell: (l) => (
        <>
          {/* A long address may break after its @ rather than widen the table. */}
          <span className="block whitespace-normal">{emailWithBreak(l.email)}</span>
          <span className="block tabular-nums text-muted">{l.phone ? formatPhone(l.phone) : '—'}</span>
        </>
      ),
    },
    { id: 'place', header: 'City / state', cell: (l) => <span className="block min-w-28 whitespace-normal">{place(l)}</span> },
    {
      id: 'status',
      header: 'Status / disposition',
      cell: (l) => (
        <>
          <StatusBadge status={l.status} />
          <span className="mt-1 block text-xs text-muted">{DISPOSITION_LABELS[l.disposition]}</span>
        </>
      ),
    },
    {
      id: 'origin',
      header: 'Source / host',
      cell: (l) => (
        <>
          {/* Campaign names and hosts run long: cut short here, whole on hover and on the lead's page. */}
          <span className="block max-w-32 truncate" title={l.source}>
            {l.source || '—'}
          </span>
          <span className="block max-w-32 truncate text-xs text-muted" title={l.host}>
            {l.host || '—'}
          </span>
        </>
      ),
    },
    { id: 'attempts', header: 'Attempts', cell: (l) => <span className="tabular-nums">{l.attempts}</span> },
  ];
}

function LeadFilterForm({ filters, onApply }: { filters: LeadFilters; onApply: (f: LeadFilters) => void }) {
  // A viewer sees e-mails, phones and last names masked, and may search them only by the whole value.
  const isAdmin = useIsAdmin();
  // On a phone only the search shows until asked (or a filter is set), so the leads come first.
  const [more, setMore] = useState(() => FILTER_KEYS.some((k) => k !== 'q' && filters[k]));
  const manySites = useManySites();
  const extra = more ? '' : 'hidden md:block';
  return (
    <FilterForm
      label="Filter leads"
      fields={FILTER_KEYS}
      onApply={onApply}
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-4 lg:grid-cols-9"
    >
      <FilterField id="f-q" label="Search" className="col-span-2">
        <input
          id="f-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder={isAdmin ? 'Name, e-mail, phone, L-reference' : 'First name, @domain, L-reference'}
          aria-describedby="f-q-hint"
          maxLength={200}
          className={FIELD_CLASS}
        />
        <p id="f-q-hint" className="mt-1 text-xs text-muted">
          {isAdmin ? 'Also @domain for every address there, or a phone’s last 4 or more digits.' : 'Also a phone’s last 4 digits.'}
        </p>
      </FilterField>
      <AllSelect id="f-service" name="service" label="Service" value={filters.service} choices={SERVICE_CHOICES} className={extra} />
      <AllSelect id="f-status" name="status" label="Status" value={filters.status} choices={STATUS_CHOICES} className={extra} />
      <AllSelect
        id="f-disposition"
        name="disposition"
        label="Disposition"
        value={filters.disposition}
        choices={DISPOSITION_CHOICES}
        className={extra}
      />
      <DayRangeFields prefix="f" from={filters.from} to={filters.to} className={extra} wrapIds />
      <FilterField id="f-source" label="Source" wrapId="f-source-field" className={extra}>
        <input
          id="f-source"
          name="source"
          defaultValue={filters.source}
          placeholder="aff_id or utm_source"
          maxLength={200}
          className={FIELD_CLASS}
        />
      </FilterField>
      <FilterField id="f-host" label="Host" wrapId="f-host-field" className={extra}>
        <input id="f-host" name="host" defaultValue={filters.host} placeholder="www.example.com" maxLength={253} className={FIELD_CLASS} />
      </FilterField>
      <SiteSelect id="f-site" value={filters.site} className={extra} />
      <LangSelect id="f-lang" value={filters.lang} className={extra} />
      <div className="col-span-2 flex flex-wrap items-end gap-2 md:col-span-4 lg:col-span-9">
        <button type="submit" className={APPLY_CLASS}>
          Apply filters
        </button>
        <button
          type="button"
          aria-expanded={more}
          aria-controls={`f-service-field f-status-field f-disposition-field f-from-field f-to-field f-source-field f-host-field${manySites ? ' f-site-field' : ''} f-lang-field`}
          onClick={() => setMore(!more)}
          className={`${CLEAR_CLASS} md:hidden`}
        >
          {more ? 'Fewer filters' : 'More filters'}
        </button>
        {!isUnfiltered(filters) && (
          <button type="button" onClick={() => onApply({})} className={CLEAR_CLASS}>
            Clear filters
          </button>
        )}
      </div>
    </FilterForm>
  );
}

/**
 * Send again every lead of the view that did not reach a buyer (its delivery failed, or there was no buyer
 * to send it to): the server says exactly which first, that is confirmed, then they are queued.
 */
function BulkResend({ filters }: { filters: LeadFilters }) {
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<ResendPreview | null>(null);
  const [notice, setNotice] = useState('');
  const ask = useMutation({
    mutationFn: () => countFailed(filters),
    onSuccess: (answer) => {
      if (answer.count === 0) announce(answer.message);
      else setPreview(answer);
    },
  });
  const send = useMutation({
    mutationFn: (confirm: number) => bulkResend(filters, confirm),
    onSuccess: ({ queued }) => {
      setPreview(null);
      announce(`${formatCount(queued)} ${queued === 1 ? 'lead is' : 'leads are'} on the way to buyers again.`);
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
    onError: (err) => {
      // The set changed since it was shown: show the new one and ask again.
      if (err instanceof ApiError && err.status === 409 && typeof err.body.count === 'number') {
        void countFailed(filters).then((fresh) => {
          setPreview(fresh);
          setNotice('The leads to send changed since you looked. Check them and confirm again.');
        });
      }
    },
  });
  const count = preview?.count ?? 0;
  return (
    <>
      <button
        type="button"
        onClick={() => (setNotice(''), ask.mutate())}
        disabled={ask.isPending}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
      >
        Resend leads that did not reach a buyer…
      </button>
      {ask.isError && <ErrorMessage error={ask.error} />}
      {preview && (
        <ConfirmDialog
          title={`Send ${formatCount(count)} ${count === 1 ? 'lead' : 'leads'} again?`}
          confirmLabel={`Send ${formatCount(count)} again`}
          busy={send.isPending}
          onConfirm={() => send.mutate(count)}
          onCancel={() => (setPreview(null), send.reset())}
        >
          {notice && <p className="mb-2 font-semibold text-ink">{notice}</p>}
          <p>{preview.message} Leads that buyers turned down and leads held back for a privacy request are not sent.</p>
          <ul className="mt-2 max-h-40 list-disc overflow-auto pl-5">
            {preview.sample.map((l) => (
              <li key={l.id}>
                <span className="font-mono">{l.reference ?? l.id}</span> · {statusLabel(l.status)}
              </li>
            ))}
          </ul>
          {preview.count > preview.sample.length && (
            <p className="mt-1">and {formatCount(preview.count - preview.sample.length)} more like them in this view.</p>
          )}
          {send.isError && !notice && <p className="mt-2 text-danger">{errorText(send.error)}</p>}
        </ConfirmDialog>
      )}
    </>
  );
}

/** The chosen leads get one disposition at once. */
function BulkDisposition({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<LeadDisposition>('contacted');
  const apply = useMutation({
    mutationFn: () => setDispositions(ids, value),
    onSuccess: (answer) => {
      announce(answer.message);
      onDone();
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
  return (
    <div role="group" aria-label="Chosen leads" className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-100 px-3 py-2 text-sm">
      <span className="font-semibold text-ink">{formatCount(ids.length)} chosen</span>
      <label htmlFor="bulk-disposition" className="text-ink">
        Mark as
      </label>
      <select
        id="bulk-disposition"
        value={value}
        onChange={(e) => setValue(e.target.value as LeadDisposition)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {LEAD_DISPOSITIONS.map((d) => (
          <option key={d} value={d}>
            {DISPOSITION_LABELS[d]}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => apply.mutate()}
        disabled={apply.isPending}
        className="rounded-lg bg-brand-600 px-3 py-1 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Apply
      </button>
      <button type="button" onClick={onDone} className="rounded-lg border border-slate-300 bg-white px-3 py-1 font-semibold text-ink">
        Clear choice
      </button>
      {apply.isError && <ErrorMessage error={apply.error} />}
    </div>
  );
}

/** The account's saved views: open one, save the current filters under a name, delete one. */
function SavedViews({ filters, onOpen }: { filters: LeadFilters; onOpen: (query: string) => void }) {
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const views = useQuery({ queryKey: ['saved-views'], queryFn: getSavedViews });
  const [name, setName] = useState('');
  const [naming, setNaming] = useState(false);
  const current = filterQuery(filters);
  const chosen = views.data?.views.find((v) => v.filters === current);
  const save = useMutation({
    mutationFn: () => saveView(name, current),
    onSuccess: (view) => {
      announce(`View “${view.name}” saved.`);
      setNaming(false);
      setName('');
      void queryClient.invalidateQueries({ queryKey: ['saved-views'] });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSavedView(id),
    onSuccess: () => {
      announce('View deleted.');
      void queryClient.invalidateQueries({ queryKey: ['saved-views'] });
    },
  });
  if (views.isError) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="saved-view" className="font-semibold text-muted">
        Saved views
      </label>
      <select
        id="saved-view"
        value={chosen?.id ?? ''}
        onChange={(e) => {
          const view = views.data?.views.find((v) => v.id === e.target.value);
          if (view) onOpen(view.filters);
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        <option value="">{views.data?.views.length ? 'Choose a view' : 'None yet'}</option>
        {views.data?.views.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </select>
      {chosen && (
        <button type="button" onClick={() => remove.mutate(chosen.id)} className="font-semibold text-brand-700 hover:underline">
          Delete “{chosen.name}”
        </button>
      )}
      {naming ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
          className="flex flex-wrap items-center gap-2"
        >
          <label htmlFor="view-name" className="sr-only">
            Name of the view
          </label>
          <input
            id="view-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={60}
            required
            placeholder="e.g. Solar, failed"
            className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          />
          <button type="submit" className="rounded-lg bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700">
            Save
          </button>
          <button type="button" onClick={() => setNaming(false)} className="font-semibold text-muted hover:underline">
            Cancel
          </button>
          {save.isError && <ErrorMessage error={save.error} />}
        </form>
      ) : (
        <button type="button" onClick={() => setNaming(true)} className="font-semibold text-brand-700 hover:underline">
          Save this view…
        </button>
      )}
    </div>
  );
}

function LeadCards({ leads }: { leads: LeadListRow[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white md:hidden">
      {leads.map((l) => (
        <li key={l.id} className="space-y-1 p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0">
              <LeadLink lead={l} />
              <Marks lead={l} />
            </span>
            <StatusBadge status={l.status} />
          </div>
          <p className="text-ink">
            {serviceName(l.service)}
            {place(l) && ` · ${place(l)}`}
            {l.reference && <span className="font-mono text-xs text-muted"> · {l.reference}</span>}
          </p>
          <p className="break-words text-ink">
            {[l.email, l.phone && formatPhone(l.phone)].filter(Boolean).join(' · ')}
            {l.disposition !== 'new' && <span className="text-muted"> · {DISPOSITION_LABELS[l.disposition]}</span>}
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
  const sort: LeadSort = params.get('sort') === 'oldest' ? 'oldest' : 'newest';
  const isAdmin = useIsAdmin();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const show = (f: LeadFilters, order: LeadSort = sort) => {
    setChosen(new Set());
    setParams(filterQuery(f, order === 'oldest' ? { sort: order } : {}));
  };
  const q = useInfiniteQuery({
    queryKey: ['leads', filters, sort],
    queryFn: ({ pageParam }) => getLeads(filters, pageParam, sort),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const leads = useMemo(() => q.data?.pages.flatMap((p) => p.leads) ?? NO_LEADS, [q.data]);
  const total = q.data?.pages[0]?.total ?? null;
  const columns = useMemo(() => {
    const base = leadColumns(sort);
    if (!isAdmin) return base;
    const toggle = (id: string) =>
      setChosen((old) => {
        const next = new Set(old);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    const choose: DataColumn<LeadListRow> = {
      id: 'choose',
      header: <span className="sr-only">Choose</span>,
      cell: (l) => (
        <input
          type="checkbox"
          checked={chosen.has(l.id)}
          onChange={() => toggle(l.id)}
          aria-label={`Choose ${fullName(l)}`}
          className="size-4"
        />
      ),
    };
    return [choose, ...base];
  }, [isAdmin, chosen, sort]);
  const today = zoneDay(0);
  const activeRange = RANGES.find((r) => filters.from === zoneDay(r.from) && filters.to === zoneDay(r.to));

  return (
    <>
      <PageHeading title="Leads" />
      <div className="mt-4 space-y-3">
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={`Quick ranges, days in ${timeZoneLabel()}`}>
          {RANGES.map((r) => (
            <button
              key={r.label}
              type="button"
              aria-pressed={activeRange === r}
              onClick={() => show({ ...filters, from: zoneDay(r.from), to: zoneDay(r.to) })}
              className={`rounded-full border px-3 py-1 text-sm font-semibold ${
                activeRange === r ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-ink hover:bg-slate-50'
              }`}
            >
              {r.label}
            </button>
          ))}
          <span className="text-xs text-muted" title={`Today is ${today} there`}>
            Days in {timeZoneLabel()}
          </span>
        </div>
        {/* Remounted when the address changes (Back, a link), so the fields show the view's filters. */}
        <LeadFilterForm key={filterQuery(filters)} filters={filters} onApply={(f) => show(f)} />
        <SavedViews filters={filters} onOpen={(query) => show(readFilters(new URLSearchParams(query)))} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p role="status" className="mr-auto text-sm text-muted">
          {q.isSuccess &&
            (leads.length === 0 ? (
              'No leads match.'
            ) : (
              <>
                <strong className="text-base text-ink">
                  {total === null ? '' : `${formatCount(total)} ${total === 1 ? 'lead' : 'leads'}`}
                </strong>
                {` · ${formatCount(leads.length)} shown${q.hasNextPage ? ', more below' : ''} · Times in ${timeZoneLabel()} (${timeZoneName()})`}
              </>
            ))}
        </p>
        <button
          type="button"
          onClick={() => show(filters, sort === 'newest' ? 'oldest' : 'newest')}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          {sort === 'newest' ? 'Newest first' : 'Oldest first'}
          <span className="sr-only">: change the order</span> ⇅
        </button>
        {isAdmin && (
          <>
            <a
              href={csvUrl(filters)}
              download
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
            >
              Export CSV
            </a>
            <a
              href={xlsxUrl(filters)}
              download
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
            >
              Export spreadsheet
            </a>
            <BulkResend filters={filters} />
          </>
        )}
      </div>
      {isAdmin && chosen.size > 0 && (
        <div className="mt-3">
          <BulkDisposition ids={[...chosen]} onDone={() => setChosen(new Set())} />
        </div>
      )}
      <ListState query={q} isEmpty={leads.length === 0}>
        <div className="mt-4">
          <LeadCards leads={leads} />
          <DataTable
            caption={`Leads, ${sort === 'newest' ? 'newest' : 'oldest'} first`}
            columns={columns}
            rows={leads}
            rowKey={(l) => l.id}
            {...PANEL_TABLE}
            headCellClass="whitespace-nowrap px-2 py-2.5 font-semibold"
            rowClass="hover:bg-slate-50"
            cellClass="whitespace-nowrap px-2 py-2.5 text-ink"
          />
        </div>
      </ListState>
      <LoadMore query={q} />
    </>
  );
}
