// The console's first page: leads today / 7 / 30 days, by service and by status, delivery health, and
// the last 30 days day by day. One grouped read of the last 30 days' hours in report_hours (kept exact by
// triggers) is folded here; the median and the two "now" figures are small indexed queries of their own.
import { sql, type Kysely } from 'kysely';
import { LEAD_STATUSES } from '#domain/lead-summary.ts';
import type { Database } from '../store/schema.ts';
import { serviceTitle } from './lead-queries.ts';
import { revenueToday } from './revenue-today.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DAYS = 30;

/** `timeZone`: the operator's, whose today the money figures are. */
export async function dashboard(db: Kysely<Database>, now = Date.now(), timeZone = 'UTC') {
  const today = Math.floor(now / DAY_MS);
  const firstDay = today - (DAYS - 1);
  const since = firstDay * DAY_MS;

  // The 30 days' counts from report_hours (migration 021): its rows are UTC hours, so hour / 24 is a row's
  // UTC day, as created_at / DAY_MS is a lead's. A literal, not a parameter: PostgreSQL must see the SELECT
  // and the GROUP BY expression as the same one.
  const day = sql<number>`hour / ${sql.lit(24)}`;
  const groups = await db
    .selectFrom('report_hours')
    .select([day.as('day'), 'service_id', 'status', sql<number>`sum(leads)`.as('count')])
    .where('hour', '>=', since / HOUR_MS)
    .groupBy([day, 'service_id', 'status'])
    .execute();

  const daily = new Map<number, { leads: number; delivered: number }>();
  for (let d = firstDay; d <= today; d++) daily.set(d, { leads: 0, delivered: 0 });
  const byService = new Map<string, number>();
  const byStatus = new Map<string, number>(LEAD_STATUSES.map((s) => [s, 0]));
  const leads = { today: 0, last7Days: 0, last30Days: 0 };
  let delivered = 0;
  for (const g of groups) {
    const n = Number(g.count);
    // A row emptied by leads that changed status or were removed.
    if (n === 0) continue;
    const d = Number(g.day);
    leads.last30Days += n;
    if (d > today - 7) leads.last7Days += n;
    if (d === today) leads.today += n;
    const bucket = daily.get(d);
    if (bucket) {
      bucket.leads += n;
      if (g.status === 'delivered') bucket.delivered += n;
    }
    if (g.status === 'delivered') delivered += n;
    const title = serviceTitle(g.service_id);
    byService.set(title, (byService.get(title) ?? 0) + n);
    byStatus.set(g.status, (byStatus.get(g.status) ?? 0) + n);
  }

  const [medianDeliverMs, queuedNow, failed24h, revenue] = await Promise.all([
    medianDeliveryTime(db, since, delivered),
    countWhere(db, 'queued', 0),
    countWhere(db, 'failed', now - DAY_MS),
    revenueToday(db, timeZone, now),
  ]);

  return {
    leads,
    byService: [...byService].map(([service, count]) => ({ service, count })).sort((a, b) => b.count - a.count),
    byStatus: [...byStatus].map(([status, count]) => ({ status, count })),
    health: {
      deliveredShare: leads.last30Days === 0 ? null : delivered / leads.last30Days,
      medianDeliverMs,
      queuedNow,
      failed24h,
    },
    daily: [...daily].map(([d, v]) => ({ date: new Date(d * DAY_MS).toISOString().slice(0, 10), ...v })),
    revenueToday: revenue,
  };
}

/** Median time from submission to delivery of the leads delivered in the window: the middle row, by offset. */
async function medianDeliveryTime(db: Kysely<Database>, since: number, delivered: number): Promise<number | null> {
  if (delivered === 0) return null;
  const took = sql<number>`delivered_at - created_at`;
  const row = await db
    .selectFrom('leads')
    .select(took.as('took'))
    .where('status', '=', 'delivered')
    .where('created_at', '>=', since)
    .where('delivered_at', 'is not', null)
    .orderBy(took)
    .limit(1)
    .offset(Math.floor((delivered - 1) / 2))
    .executeTakeFirst();
  return row ? Number(row.took) : null;
}

/** Leads in a status; with `updatedSince`, only those that came to it since then. */
async function countWhere(db: Kysely<Database>, status: 'queued' | 'failed', updatedSince: number): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', status)
    .where('updated_at', '>=', updatedSince)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
