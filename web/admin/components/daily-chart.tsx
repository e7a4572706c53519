// Leads per day over the last 30 days, with the delivered part of each day's bar: a hand-made SVG
// (a chart library would weigh more than the whole dashboard). Screen readers get a one-line summary.
import { formatDay } from '../lib/format.ts';
import type { Dashboard } from '../lib/types.ts';

const W = 600;
const H = 160;
const PAD_BOTTOM = 20;

export function DailyChart({ daily }: { daily: Dashboard['daily'] }) {
  const max = Math.max(1, ...daily.map((d) => d.leads));
  const slot = W / Math.max(1, daily.length);
  const bar = Math.max(2, slot * 0.7);
  const y = (n: number) => ((H - PAD_BOTTOM) * n) / max;
  const total = daily.reduce((s, d) => s + d.leads, 0);
  const delivered = daily.reduce((s, d) => s + d.delivered, 0);
  const labelEvery = Math.ceil(daily.length / 6);
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-40 w-full" role="img" aria-labelledby="daily-chart-title">
        <title id="daily-chart-title">{`Leads per day, last ${daily.length} days: ${total} leads, ${delivered} delivered; the busiest day had ${max}.`}</title>
        <line x1="0" x2={W} y1={H - PAD_BOTTOM} y2={H - PAD_BOTTOM} stroke="#cbd5e1" />
        {daily.map((d, i) => {
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={d.date}>
              <rect x={x} y={H - PAD_BOTTOM - y(d.leads)} width={bar} height={y(d.leads)} rx="1.5" fill="#bfdbfe" />
              <rect x={x} y={H - PAD_BOTTOM - y(d.delivered)} width={bar} height={y(d.delivered)} rx="1.5" fill="#1d4ed8" />
              {i % labelEvery === 0 && (
                <text x={x + bar / 2} y={H - 4} textAnchor="middle" fontSize="11" fill="#475569">
                  {formatDay(d.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-[#bfdbfe]" /> Leads
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-brand-600" /> Delivered
        </span>
      </figcaption>
    </figure>
  );
}
