// The companies leads are sold to: each with how it buys (a fixed price, or bids after a ping), whether it
// takes leads now, its caps and what it took today; pause or activate in one click, open one to change it,
// test its ping, or give it a key for returning leads. Admins only.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BuyerState, useToggleActive } from '../components/buyer-state.tsx';
import { DataTable, PANEL_TABLE, type DataColumn } from '../components/data-table.tsx';
import { ErrorMessage } from '../components/error-message.tsx';
import { ListState } from '../components/list-state.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { capsText, modeLabel, priceText, todayText } from '../lib/buyer-words.ts';
import { getBuyers, type Buyer } from '../lib/buyers-api.ts';
import { plural } from '../lib/format.ts';

const SECONDARY =
  'whitespace-nowrap rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60';

function ToggleButton({ buyer }: { buyer: Buyer }) {
  const toggle = useToggleActive(buyer);
  return (
    <div className="space-y-2">
      <button type="button" className={SECONDARY} disabled={toggle.isPending} onClick={() => toggle.mutate()}>
        {buyer.active ? 'Pause' : 'Activate'}
        <span className="sr-only"> {buyer.name}</span>
      </button>
      {toggle.isError && <ErrorMessage error={toggle.error} />}
    </div>
  );
}

function BuyerLink({ buyer }: { buyer: Buyer }) {
  return (
    <Link to={`/buyers/${encodeURIComponent(buyer.id)}`} className="font-semibold text-brand-700 underline">
      {buyer.name}
    </Link>
  );
}

function BuyerCards({ buyers }: { buyers: Buyer[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white md:hidden">
      {buyers.map((b) => (
        <li key={b.id} className="space-y-1.5 p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <BuyerLink buyer={b} />
            <BuyerState buyer={b} />
          </div>
          <p className="text-ink">
            {modeLabel(b)} · {priceText(b)}
          </p>
          <p className="text-muted">Limits: {capsText(b)}</p>
          <p className="text-muted">Sold today: {todayText(b)}</p>
          <div className="pt-1">
            <ToggleButton buyer={b} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const columns: DataColumn<Buyer>[] = [
  { id: 'name', header: 'Name', cell: (b) => <BuyerLink buyer={b} /> },
  { id: 'mode', header: 'Mode', cell: modeLabel, cellClass: 'whitespace-nowrap px-3 py-2.5 text-ink' },
  { id: 'price', header: 'Price', cell: priceText, cellClass: 'whitespace-nowrap px-3 py-2.5 text-ink' },
  { id: 'state', header: 'State', cell: (b) => <BuyerState buyer={b} /> },
  { id: 'limits', header: 'Limits', cell: capsText, cellClass: 'px-3 py-2.5 text-ink' },
  { id: 'today', header: 'Sold today', cell: todayText, cellClass: 'whitespace-nowrap px-3 py-2.5 text-ink' },
  { id: 'action', header: 'Action', cell: (b) => <ToggleButton buyer={b} /> },
];

export default function Buyers() {
  const q = useQuery({ queryKey: ['buyers'], queryFn: getBuyers });
  const buyers = q.data?.buyers ?? [];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading title="Buyers" />
        <Link to="/buyers/new" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Add buyer
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-muted">
        The companies your leads are sold to. A buyer takes leads only while it is active, and it can be activated only under a name on the
        partner companies list, the list the visitor&rsquo;s consent names.
      </p>
      <ListState
        query={q}
        isEmpty={buyers.length === 0}
        empty={
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-muted">
            No buyers yet. While there are none, leads go to the network at LEAD_FORWARD_URL (when it is set); once you add a buyer, the
            buyers get them.
          </p>
        }
      >
        <div className="mt-4">
          <p role="status" className="mb-2 text-sm text-muted">
            {plural(buyers.length, 'buyer')}, {buyers.filter((b) => b.active).length} active.
          </p>
          <BuyerCards buyers={buyers} />
          <DataTable
            caption="Buyers, oldest first"
            columns={columns}
            rows={buyers}
            rowKey={(b) => b.id}
            {...PANEL_TABLE}
            headCellClass="whitespace-nowrap px-3 py-2.5 font-semibold"
            rowClass="align-top hover:bg-slate-50"
            cellClass="px-3 py-2.5"
          />
        </div>
      </ListState>
    </>
  );
}
