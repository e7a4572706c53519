// funnel_days (migration 024) read back, and the sums it must hold worked out from funnel_counts here, apart
// from the triggers and the rebuild that keep it: what a test compares after any write to the funnel's counts.
import type { Kysely } from 'kysely';
import type { Database } from '#server/store/schema.ts';

/** Each day's nonzero sums, by key (day|service|step|source|kind|site), from the rollup. */
export async function funnelDaysRollup(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db.selectFrom('funnel_days').selectAll().execute();
  const out: Record<string, number> = {};
  for (const r of rows)
    if (Number(r.count) !== 0) out[[r.day, r.service_id, r.step, r.source, r.kind, r.site_id].join('|')] = Number(r.count);
  return out;
}

/** The same sums worked out from the hourly rows, independently of the triggers. */
export async function funnelHoursByDay(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db.selectFrom('funnel_counts').selectAll().execute();
  const out: Record<string, number> = {};
  for (const r of rows) {
    const key = [Math.floor(Number(r.hour) / 24), r.service_id, r.step, r.source, r.kind, r.site_id].join('|');
    out[key] = (out[key] ?? 0) + Number(r.count);
  }
  for (const k of Object.keys(out)) if (out[k] === 0) delete out[k];
  return out;
}
