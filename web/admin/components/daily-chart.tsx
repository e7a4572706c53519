// Leads per day over the last 30 days, with the delivered part of each day's bar: a hand-made SVG
// (a chart library would weigh more than the whole dashboard). The bars stretch to any width; the day
// labels are text beside them, so they stay readable on a phone. Screen readers get a one-line summary.
import { formatDay, plural } from '../lib/format.ts';
import type { Dashboard } from '#domain/console-api.ts';

export function DailyChart({ daily }: { daily: Dashboard['daily'] }) {
  const max = Math.max(1, ...daily.map((d) => d.leads));
  // The busiest day named by its date (the latest, on a tie): a count alone does not say when it was.
  const busiest = daily.reduce<Dashboard['daily'][number] | undefined>(
    (b, d) => (d.leads > 0 && (!b || d.leads >= b.leads) ? d : b),
    undefined,
  );
  const total = daily.reduce((s, d) => s + d.leads, 0);
  const delivered = daily.reduce((s, d) => s + d.delivered, 0);
  const labelEvery = Math.ceil(daily.length / 5);
  const height = (n: number) => (100 * n) / max;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${daily.length} 100`}
        preserveAspectRatio="none"
        className="h-36 w-full border-b border-slate-300"
        role="img"
        aria-labelledby="daily-chart-title"
      >
        <title id="daily-chart-title">{`Leads per day, last ${daily.length} days: ${plural(total, 'lead')}, ${delivered} delivered; ${busiest ? `the busiest day was ${formatDay(busiest.date)}, with ${plural(busiest.leads, 'lead')}` : 'no leads yet'}.`}</title>
        {daily.map((d, i) => (
          <g key={d.date}>
            <rect x={i + 0.15} y={100 - height(d.leads)} width="0.7" height={height(d.leads)} fill="#bfdbfe" />
            <rect x={i + 0.15} y={100 - height(d.delivered)} width="0.7" height={height(d.delivered)} fill="#1d4ed8" />
          </g>
        ))}
      </svg>
      <div
        aria-hidden="true"
        className="mt-1 grid text-xs text-muted"
        style={{ gridTemplateColumns: `repeat(${daily.length}, minmax(0, 1fr))` }}
      >
        {daily.map((d, i) => (
          <span key={d.date} className="whitespace-nowrap">
            {i % labelEvery === 0 ? formatDay(d.date) : ''}
          </span>
        ))}
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-[#bfdbfe]" /> Leads
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-600" /> Delivered
        </span>
        <span>{busiest ? `Busiest day: ${formatDay(busiest.date)}, ${plural(busiest.leads, 'lead')}` : 'No leads in these days'}</span>
      </figcaption>
    </figure>
  );
}
