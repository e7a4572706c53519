// The returns waiting for an admin's approval (buyers whose returns need it), each with its lead, buyer,
// price and reason; admins approve or refuse them here or on the lead's page. Hidden when none wait.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorMessage } from '../components/error-message.tsx';
import { formatTime } from '../lib/format.ts';
import { useIsAdmin } from '../lib/session.ts';
import { ReturnDecision } from './lead-sales-panel.tsx';
import { getPendingReturns } from './selling-api.ts';
import { formatMoney, returnReasonLabel } from './selling-words.ts';

export function PendingReturns() {
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const q = useQuery({ queryKey: ['pending-returns'], queryFn: getPendingReturns });
  if (q.isError) return <ErrorMessage error={q.error} />;
  const returns = q.data?.returns ?? [];
  if (returns.length === 0) return null;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['pending-returns'] }),
      queryClient.invalidateQueries({ queryKey: ['revenue'] }),
    ]);
  return (
    <section aria-labelledby="pending-returns" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="pending-returns" className="text-base font-semibold text-amber-950">
        Returns waiting for approval ({returns.length})
      </h2>
      <ul className="mt-2 divide-y divide-amber-200">
        {returns.map((r) => (
          <li key={r.id} className="py-3 text-sm text-ink">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link to={`/leads/${encodeURIComponent(r.leadId)}`} className="font-semibold text-brand-700 hover:underline">
                {r.leadReference ?? 'Lead'}
              </Link>
              <span>{r.buyerName}</span>
              <span className="tabular-nums">{formatMoney(r.price)}</span>
              <span>{returnReasonLabel(r.reason)}</span>
              <time dateTime={r.createdAt} className="text-muted">
                {formatTime(r.createdAt)}
              </time>
            </p>
            {r.note && <p className="mt-1 break-words">“{r.note}”</p>}
            {isAdmin && <ReturnDecision saleReturn={r} onDone={refresh} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
