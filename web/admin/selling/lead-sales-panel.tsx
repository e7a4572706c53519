// On a lead's page: who bought it, for how much, and each sale's return; an admin approves or refuses a
// return waiting for approval, and records a buyer's return with `Record a return`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { RETURN_REASONS, type ReturnReason } from '#domain/selling-report.ts';
import { ErrorMessage } from '../components/error-message.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useAnnounce } from '../lib/announcer.tsx';
import { formatTime } from '../lib/format.ts';
import { useIsAdmin } from '../lib/session.ts';
import { decideReturn, recordReturn, type LeadSale, type SaleReturn } from './selling-api.ts';
import { formatMoney, returnReasonLabel, returnStateLabel, saleStateLabel } from './selling-words.ts';

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const labelClass = 'block text-sm font-medium text-ink';

const RETURN_TONE = { pending: 'queued', accepted: 'rejected', refused: 'read' } as const;
const SALE_TONE: Record<string, string> = { sold: 'delivered', pending: 'queued', refused: 'failed', failed: 'failed' };

function useRefreshLead(leadId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['lead', leadId] }),
      queryClient.invalidateQueries({ queryKey: ['revenue'] }),
      queryClient.invalidateQueries({ queryKey: ['pending-returns'] }),
    ]);
}

/** Approve or refuse a return waiting for an admin. */
export function ReturnDecision({ saleReturn, onDone }: { saleReturn: SaleReturn; onDone: () => unknown }) {
  const announce = useAnnounce();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'refuse') => decideReturn(saleReturn.id, decision),
    onSuccess: async (r) => {
      await onDone();
      announce(r.state === 'accepted' ? 'Return approved.' : 'Return refused.');
    },
  });
  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => decide.mutate('approve')}
          disabled={decide.isPending}
          className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Approve return
        </button>
        <button
          type="button"
          onClick={() => decide.mutate('refuse')}
          disabled={decide.isPending}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
        >
          Refuse return
        </button>
      </div>
      {decide.isError && <ErrorMessage error={decide.error} />}
    </div>
  );
}

function ReturnLine({ r, leadId }: { r: SaleReturn; leadId: string }) {
  const isAdmin = useIsAdmin();
  const refresh = useRefreshLead(leadId);
  return (
    <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2 text-ink">
        <StatusBadge status={RETURN_TONE[r.state]} label={returnStateLabel(r.state)} />
        <span className="font-medium">{returnReasonLabel(r.reason)}</span>
      </p>
      <p className="mt-1 text-muted">
        Asked <time dateTime={r.createdAt}>{formatTime(r.createdAt)}</time> by {r.requestedBy === 'buyer' ? 'the buyer' : r.requestedBy}
        {r.decidedAt && (
          <>
            {' '}
            · decided <time dateTime={r.decidedAt}>{formatTime(r.decidedAt)}</time>
          </>
        )}
      </p>
      {r.note && <p className="mt-1 break-words text-ink">“{r.note}”</p>}
      {isAdmin && r.state === 'pending' && <ReturnDecision saleReturn={r} onDone={refresh} />}
    </div>
  );
}

function RecordReturnForm({ leadId, sales }: { leadId: string; sales: LeadSale[] }) {
  const id = useId();
  const announce = useAnnounce();
  const refresh = useRefreshLead(leadId);
  const [buyerId, setBuyerId] = useState(sales[0]?.buyerId ?? '');
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const record = useMutation({
    mutationFn: () => recordReturn(leadId, { buyerId, reason: reason as ReturnReason, note }),
    onSuccess: async (r) => {
      setReason('');
      setNote('');
      await refresh();
      announce(r.state === 'pending' ? 'Return recorded: it waits for an admin’s approval.' : 'Return recorded.');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate();
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-4 border-t border-slate-200 pt-4">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        Record a return
      </h3>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-buyer`} className={labelClass}>
            Buyer
          </label>
          <select id={`${id}-buyer`} value={buyerId} onChange={(e) => setBuyerId(e.target.value)} className={fieldClass}>
            {sales.map((s) => (
              <option key={s.buyerId} value={s.buyerId}>
                {s.buyerName} ({formatMoney(s.price)})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className={labelClass}>
            Reason
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            required
            onChange={(e) => setReason(e.target.value as ReturnReason)}
            className={fieldClass}
          >
            <option value="" disabled>
              Choose a reason
            </option>
            {RETURN_REASONS.map((r) => (
              <option key={r} value={r}>
                {returnReasonLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-note`} className={labelClass}>
            Note <span className="font-normal text-muted">(optional)</span>
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={500}
            rows={2}
            onChange={(e) => setNote(e.target.value)}
            className={fieldClass}
          />
        </div>
      </div>
      {record.isError && (
        <div className="mt-3">
          <ErrorMessage error={record.error} />
        </div>
      )}
      <button
        type="submit"
        disabled={record.isPending}
        className="mt-3 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Record return
      </button>
    </form>
  );
}

export function LeadSalesPanel({ leadId, sales }: { leadId: string; sales: LeadSale[] }) {
  const isAdmin = useIsAdmin();
  // A sold sale with no return yet is one a buyer may still return.
  const returnable = sales.filter((s) => s.state === 'sold' && s.return === null);
  return (
    <section aria-labelledby="sales" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="sales" className="text-base font-semibold text-ink">
        Sales and returns
      </h2>
      {sales.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Not sold to any buyer.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {sales.map((s) => (
            <li key={s.buyerId} className="text-sm">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold text-ink">{s.buyerName}</span>
                <span className="tabular-nums text-ink">{formatMoney(s.price)}</span>
                <StatusBadge status={SALE_TONE[s.state] ?? 'read'} label={saleStateLabel(s.state)} />
                <time dateTime={s.settledAt ?? s.reservedAt} className="text-muted">
                  {formatTime(s.settledAt ?? s.reservedAt)}
                </time>
              </p>
              {s.return && <ReturnLine r={s.return} leadId={leadId} />}
            </li>
          ))}
        </ul>
      )}
      {isAdmin && returnable.length > 0 && (
        <RecordReturnForm key={returnable.map((s) => s.buyerId).join()} leadId={leadId} sales={returnable} />
      )}
    </section>
  );
}
