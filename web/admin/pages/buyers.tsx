// The companies leads are sold to: each with how it buys (a fixed price, or bids after a ping), whether it
// takes leads now, its caps and what it took today; pause or activate in one click, open one to change it,
// test its ping, or give it a key for returning leads. Admins only.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BuyerState, useToggleActive } from '../components/buyer-state.tsx';
import { ErrorMessage } from '../components/error-message.tsx';
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

function BuyerTable({ buyers }: { buyers: Buyer[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Buyers, oldest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            {['Name', 'Mode', 'Price', 'State', 'Limits', 'Sold today', 'Action'].map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2.5 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {buyers.map((b) => (
            <tr key={b.id} className="align-top hover:bg-slate-50">
              <td className="px-3 py-2.5">
                <BuyerLink buyer={b} />
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 text-ink">{modeLabel(b)}</td>
              <td className="whitespace-nowrap px-3 py-2.5 text-ink">{priceText(b)}</td>
              <td className="px-3 py-2.5">
                <BuyerState buyer={b} />
              </td>
              <td className="px-3 py-2.5 text-ink">{capsText(b)}</td>
              <td className="whitespace-nowrap px-3 py-2.5 text-ink">{todayText(b)}</td>
              <td className="px-3 py-2.5">
                <ToggleButton buyer={b} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
      {q.isError && (
        <div className="mt-4">
          <ErrorMessage error={q.error} />
        </div>
      )}
      {q.isPending && <p className="mt-4 text-muted">Loading…</p>}
      {q.isSuccess && buyers.length === 0 && (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-muted">
          No buyers yet. While there are none, leads go to the network at LEAD_FORWARD_URL (when it is set); once you add a buyer, the
          buyers get them.
        </p>
      )}
      {buyers.length > 0 && (
        <div className="mt-4">
          <p role="status" className="mb-2 text-sm text-muted">
            {plural(buyers.length, 'buyer')}, {buyers.filter((b) => b.active).length} active.
          </p>
          <BuyerCards buyers={buyers} />
          <BuyerTable buyers={buyers} />
        </div>
      )}
    </>
  );
}
