// Who did what, when, from where: sign-ins, views of a lead's personal data, exports, resends and
// account changes (admin only; nothing here can be edited).
import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '../components/error-message.tsx';
import { PageHeading } from '../components/page-heading.tsx';
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
};

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
  const q = useInfiniteQuery({
    queryKey: ['audit'],
    queryFn: ({ pageParam }) => getAudit(pageParam),
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
      {q.isSuccess && entries.length === 0 && <p className="mt-4 text-sm text-muted">Nothing recorded yet.</p>}
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
