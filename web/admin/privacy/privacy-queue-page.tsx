// The privacy queue: requests with their deadlines, the one due first on top, overdue ones marked, a page at
// a time (Load more); leads from people who had opted out and asked again; whether mail is on; the
// retention job's runs.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { PrivacyQueue, PrivacyRequest } from '#domain/console-api/privacy.ts';
import { DataTable, type DataColumn } from '../components/data-table.tsx';
import { ListState } from '../components/list-state.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { formatDay, formatTime, serviceName } from '../lib/format.ts';
import { getPrivacyQueue } from './privacy-api.ts';
import { STATUS_LABELS } from './privacy-labels.ts';

function Due({ r }: { r: PrivacyRequest }) {
  if (!r.due) return <span className="text-muted">{r.closedAt ? `Closed ${formatTime(r.closedAt)}` : ''}</span>;
  const what = r.status === 'open' && r.confirmBy ? 'Confirm by' : 'Answer by';
  return (
    <span className={r.overdue ? 'font-bold text-danger' : 'text-ink'}>
      {what} {formatDay(r.due)}
      {r.overdue && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">Overdue</span>}
    </span>
  );
}

type RetentionRun = PrivacyQueue['retention']['runs'][number];

const RETENTION_COLUMNS: DataColumn<RetentionRun>[] = [
  { id: 'started', header: 'Started', sort: 'descending', cell: (run) => formatTime(run.startedAt) },
  { id: 'leads', header: 'Leads erased', cell: (run) => run.leadsErased },
  { id: 'messages', header: 'Messages erased', cell: (run) => run.messagesErased },
  { id: 'consents', header: 'Consent records deleted', cell: (run) => run.consentsDeleted },
  {
    id: 'result',
    header: 'Result',
    cell: (run) => (run.error ? <span className="text-danger">{run.error}</span> : run.finishedAt ? 'Done' : 'Running'),
  },
];

const NO_REQUESTS: PrivacyRequest[] = [];

export default function PrivacyQueuePage() {
  const pages = useInfiniteQuery({
    queryKey: ['privacy-queue'],
    queryFn: ({ pageParam }) => getPrivacyQueue(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  // The first page carries the parts that are not paged (mail, flagged leads, retention, counts).
  const first: PrivacyQueue | undefined = pages.data?.pages[0];
  const requests = useMemo(() => pages.data?.pages.flatMap((p) => p.requests) ?? NO_REQUESTS, [pages.data]);
  const open = requests.filter((r) => r.due);
  const closed = requests.filter((r) => !r.due);
  return (
    <>
      <PageHeading title="Privacy requests" />
      <p className="mt-1 text-sm text-muted">
        Requests from the site&rsquo;s privacy forms, the one due first on top. Deadlines fall on dates in California: receipt is confirmed
        within 10 business days (Monday to Friday, not federal holidays), an opt-out is acted on within 15 business days, a revocation of
        calls and texts within 10, and an answer is due within 45 days.
      </p>
      <ListState query={pages} />
      {first && (
        <>
          <p
            className={`mt-4 rounded-lg px-4 py-2 text-sm ${first.mail ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}
            data-testid="mail-status"
          >
            {first.mail
              ? 'Mail is on: requesters get a receipt with their reference (and, to know, delete or correct, a link that proves the e-mail is theirs), and operators a notice of each new request.'
              : 'Mail is off (SMTP_URL is not set): requesters get no e-mail, so none can prove their address, and nothing can be exported, deleted or corrected. Set SMTP_URL; confirm receipt yourself within the deadline.'}
          </p>
          <h2 className="mt-8 text-lg font-bold text-ink">Open ({first.counts.open})</h2>
          <RequestList requests={open} empty={first.counts.open > 0 ? 'More below.' : 'No open requests.'} />
          <h2 className="mt-8 text-lg font-bold text-ink">Closed ({first.counts.closed})</h2>
          <RequestList requests={closed} empty={first.counts.closed > 0 ? 'Load more to see them.' : 'None yet.'} />
          <p role="status" className="mt-2 text-sm text-muted">
            {requests.length} of {first.counts.open + first.counts.closed} shown{pages.hasNextPage ? ', more below' : ''}.
          </p>
          <LoadMore query={pages} className="mt-2 flex justify-center" />

          {first.flaggedLeads.length > 0 && (
            <>
              <h2 className="mt-8 text-lg font-bold text-ink">Leads from people who had opted out</h2>
              <p className="text-sm text-muted">They asked again with fresh consent, so these leads were accepted and delivered.</p>
              <ul className="mt-2 space-y-1 text-sm">
                {first.flaggedLeads.map((l) => (
                  <li key={l.id}>
                    <Link to={`/leads/${l.id}`} className="font-semibold text-brand-700 underline">
                      {serviceName(l.service)} · {formatTime(l.createdAt)}
                    </Link>{' '}
                    <StatusBadge status={l.status} />
                  </li>
                ))}
              </ul>
            </>
          )}

          <h2 className="mt-8 text-lg font-bold text-ink">Retention</h2>
          <p className="text-sm text-muted">
            Personal data leaves leads and messages after {first.retention.leadRetentionDays} days; consent records are deleted after{' '}
            {first.retention.consentRetentionYears} years. The job runs daily.
          </p>
          {first.retention.runs.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No run yet.</p>
          ) : (
            <DataTable
              caption="Retention runs, newest first"
              columns={RETENTION_COLUMNS}
              rows={first.retention.runs}
              rowKey={(run) => run.startedAt}
              scroll={{ className: 'mt-2 overflow-x-auto' }}
              tableClass="min-w-full text-left text-sm"
              headClass="text-muted"
              headCellClass="py-1 pr-4 font-semibold"
              rowClass="border-t border-slate-200"
              cellClass="py-1 pr-4"
            />
          )}
        </>
      )}
    </>
  );
}

function RequestList({ requests, empty }: { requests: PrivacyRequest[]; empty: string }) {
  if (requests.length === 0) return <p className="mt-2 text-sm text-muted">{empty}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {requests.map((r) => (
        <li key={r.id} className={`flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 ${r.overdue ? 'bg-red-50' : ''}`}>
          <Link to={`/privacy/${r.id}`} className="font-mono font-semibold text-brand-700 underline">
            {r.reference}
          </Link>
          <span className="font-semibold text-ink">{r.typeLabel}</span>
          <span className="text-sm text-muted">
            {r.name || r.email || r.phone} · received {formatDay(r.receivedOn)}
            {r.agent && ` · agent ${r.agent}`}
            {r.needsProof && (r.emailProvenAt ? ' · e-mail proven' : ' · e-mail not yet proven')}
          </span>
          <StatusBadge
            status={r.status === 'completed' ? 'answered' : r.status === 'denied' ? 'rejected' : 'queued'}
            label={STATUS_LABELS[r.status]}
          />
          <span className="ml-auto text-sm">
            <Due r={r} />
          </span>
        </li>
      ))}
    </ul>
  );
}
