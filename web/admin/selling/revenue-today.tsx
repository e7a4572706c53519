// The dashboard's money: today's net revenue and sales, "today" being the operator's day, with the way to
// the revenue page for more.
import { Link } from 'react-router';
import type { RevenueToday } from '#domain/selling-report.ts';
import { formatCount } from '../lib/format.ts';
import { formatMoney } from './selling-words.ts';

export function RevenueTodayFigures({ today }: { today: RevenueToday }) {
  return (
    <section aria-labelledby="revenue-today">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="revenue-today" className="text-lg font-semibold text-ink">
          Sales today
        </h2>
        <Link to="/revenue" className="text-sm font-semibold text-brand-700 hover:underline">
          Revenue report
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-muted">Net revenue today</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-ink sm:text-3xl">{formatMoney(today.net)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-muted">Sales today</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-ink sm:text-3xl">{formatCount(today.sold)}</dd>
        </div>
      </dl>
    </section>
  );
}
