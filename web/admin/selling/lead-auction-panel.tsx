// On a lead's page: its auction, one line per buyer considered: skipped and why (a filter, its schedule,
// a cap or budget), no bid, or its bid and how fast it came; won or lost; and what the buyer answered the post.
import { DataTable, type DataColumn } from '../components/data-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { formatDuration } from '../lib/format.ts';
import type { AuctionEntry } from './selling-api.ts';
import { formatMoney, outcomeLabel, outcomeTone, skipReasonLabel } from './selling-words.ts';

/** Winners first, then the bids that lost, then buyers without a bid, then those skipped. */
const ORDER = ['won', 'sold', 'pending', 'refused', 'failed', 'lost', 'no_bid', 'skipped'];
const rank = (e: AuctionEntry) => {
  const i = ORDER.indexOf(e.outcome);
  return i < 0 ? ORDER.length : i;
};

const cell = 'py-2 pr-3 align-top';

function PostAnswer({ e }: { e: AuctionEntry }) {
  if (e.postStatus === null && !e.postAnswer) return <>–</>;
  return (
    <details>
      <summary className="cursor-pointer font-medium text-brand-700">
        {e.postStatus === null ? 'No answer' : `HTTP ${e.postStatus}`}
      </summary>
      <pre className="mt-2 max-h-48 max-w-xs overflow-auto whitespace-pre-wrap break-all rounded-lg bg-slate-50 p-2 text-xs">
        {e.postAnswer || '(empty)'}
      </pre>
    </details>
  );
}

const numeric = `${cell} text-right tabular-nums text-ink`;

const columns: DataColumn<AuctionEntry>[] = [
  { id: 'buyer', header: 'Buyer', rowHeader: true, cellClass: `${cell} text-left font-semibold text-ink`, cell: (e) => e.buyerName },
  { id: 'result', header: 'Result', cell: (e) => <StatusBadge status={outcomeTone(e.outcome)} label={outcomeLabel(e.outcome)} /> },
  { id: 'why', header: 'Why', cellClass: `${cell} text-ink`, cell: (e) => skipReasonLabel(e.reason) || '–' },
  { id: 'bid', header: 'Bid', headerClass: 'py-2 pr-3 text-right font-semibold', cellClass: numeric, cell: (e) => formatMoney(e.bid) },
  {
    id: 'answer-time',
    header: 'Answer time',
    headerClass: 'py-2 pr-3 text-right font-semibold',
    cellClass: numeric,
    cell: (e) => formatDuration(e.answerMs),
  },
  {
    id: 'post',
    header: "Post's answer",
    headerClass: 'py-2 font-semibold',
    cellClass: 'py-2 align-top text-ink',
    cell: (e) => <PostAnswer e={e} />,
  },
];

/** On a phone, one line per buyer: six columns do not fit 390 px. */
function AuctionCards({ entries }: { entries: AuctionEntry[] }) {
  return (
    <ul aria-label="Buyers in the auction" className="mt-3 divide-y divide-slate-100 md:hidden">
      {entries.map((e) => (
        <li key={e.buyerId} className="py-3 text-sm">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-ink">{e.buyerName}</span>
            <StatusBadge status={outcomeTone(e.outcome)} label={outcomeLabel(e.outcome)} />
          </p>
          <p className="mt-1 text-muted">
            {[
              skipReasonLabel(e.reason),
              e.bid !== null && `Bid ${formatMoney(e.bid)}`,
              e.answerMs !== null && `answered in ${formatDuration(e.answerMs)}`,
            ]
              .filter(Boolean)
              .join(' · ') || '–'}
          </p>
          {(e.postStatus !== null || e.postAnswer) && (
            <div className="mt-1">
              <PostAnswer e={e} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function LeadAuctionPanel({ auction }: { auction: AuctionEntry[] }) {
  const entries = [...auction].sort((a, b) => rank(a) - rank(b) || (b.bid ?? -1) - (a.bid ?? -1) || a.buyerName.localeCompare(b.buyerName));
  const skipped = auction.filter((e) => e.outcome === 'skipped').length;
  return (
    <section aria-labelledby="auction" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 lg:col-span-2">
      <h2 id="auction" className="text-base font-semibold text-ink">
        Auction
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No auction was held for this lead.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {auction.length} {auction.length === 1 ? 'buyer' : 'buyers'} considered, {skipped} skipped.
          </p>
          <AuctionCards entries={entries} />
          <DataTable
            caption="Each buyer in this lead's auction"
            columns={columns}
            rows={entries}
            rowKey={(e) => e.buyerId}
            // Focusable, so a keyboard can scroll the table if a narrow window cuts it.
            scroll={{ className: 'mt-3 hidden overflow-x-auto md:block', label: 'Buyers in the auction' }}
            tableClass="w-full min-w-[44rem] text-sm"
            headRowClass="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-muted"
            headCellClass="py-2 pr-3 font-semibold"
            rowClass="border-b border-slate-100 last:border-0"
            cellClass={cell}
          />
        </>
      )}
    </section>
  );
}
