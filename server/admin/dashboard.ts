// The console's first page: leads today / 7 / 30 days, by service and by status, delivery health, and
// the last 30 days day by day, the days being the operator's. One grouped read of the 30 days is folded
// here: from report_hours (per UTC hour, kept exact by triggers) when the operator's days begin on whole
// UTC hours, as nearly every zone's do; from the leads themselves (the created_at index) in a zone with a
// half-hour offset, and for one site (report_hours keeps no site). The median and the two "now" figures are
// small indexed queries of their own.
import type { Dashboard as DashboardAnswer } from '#domain/console-api.ts';
import type { Lang } from '#domain/language.ts';
import { sql, type Kysely } from 'kysely';
import { LEAD_STATUSES, type LeadStatus } from '#domain/lead-summary.ts';
import type { Database } from '../store/schema.ts';
import { serviceTitle } from './lead-queries.ts';
import { revenueToday } from './revenue-today.ts';
import { addDays, dayIn, zonedDays } from './zoned-days.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DAYS = 30;

/** The day index (0 = the first of the 30) of each row, from the days' first instants (ms, or hours for report_hours) in the zone. */
function zonedDayIndex(column: 'created_at' | 'hour', starts: readonly number[]) {
  // Literals, not parameters: PostgreSQL must see the SELECT and the GROUP BY expression as the same one.
  // Newest first, so each row stops at its first match; the WHERE keeps rows before the first day out.
  const arms = starts
    .map((start, i) => ({ start, i }))
    .reverse()
    .map(({ start, i }) => sql`WHEN ${sql.ref(column)} >= ${sql.lit(start)} THEN ${sql.lit(i)}`);
  return sql<number>`CASE ${sql.join(arms, sql` `)} END`;
}

/**
 * `timeZone`: the operator's. "Today" and the 30 days are their calendar days there (a California
 * operator's today starts at their midnight, not at 4 PM), and so are the money figures. `site`: every
 * figure of that site's leads only; `lang`: of the leads sent from that language's pages only.
 */
export async function dashboard(
  db: Kysely<Database>,
  now = Date.now(),
  timeZone = 'UTC',
  site?: string,
  lang?: Lang,
): Promise<DashboardAnswer> {
  const todayText = dayIn(now, timeZone);
  const dayTexts = Array.from({ length: DAYS }, (_, i) => addDays(todayText, i - (DAYS - 1)));
  const range = zonedDays({ from: dayTexts[0], to: todayText }, timeZone, now);
  if (typeof range === 'string') throw new Error(range);
  const starts = dayTexts.map((d) => zonedDays({ from: d, to: d }, timeZone, now)).map((r) => (typeof r === 'string' ? 0 : r.from));
  const since = range.from;
  const today = DAYS - 1;

  const onWholeHours = [...starts, range.to].every((t) => t % HOUR_MS === 0);
  const dayOfHour = zonedDayIndex(
    'hour',
    starts.map((t) => t / HOUR_MS),
  );
  const dayOfLead = zonedDayIndex('created_at', starts);
  const groups =
    onWholeHours && site === undefined && lang === undefined
      ? await db
          .selectFrom('report_hours')
          .select([dayOfHour.as('day'), 'service_id', 'status', sql<number>`sum(leads)`.as('count')])
          .where('hour', '>=', since / HOUR_MS)
          .where('hour', '<', range.to / HOUR_MS)
          .groupBy([dayOfHour, 'service_id', 'status'])
          .execute()
      : await db
          .selectFrom('leads')
          .select([dayOfLead.as('day'), 'service_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
          .where('created_at', '>=', since)
          .where('created_at', '<', range.to)
          .$if(site !== undefined, (w) => w.where('site_id', '=', site!))
          .$if(lang !== undefined, (w) => w.where('lang', '=', lang!))
          .groupBy([dayOfLead, 'service_id', 'status'])
          .execute();

  const daily = new Map<number, { leads: number; delivered: number }>();
  for (let d = 0; d <= today; d++) daily.set(d, { leads: 0, delivered: 0 });
  const byService = new Map<string, number>();
  const byStatus = new Map<LeadStatus, number>(LEAD_STATUSES.map((s) => [s, 0]));
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
    medianDeliveryTime(db, since, delivered, site, lang),
    countWhere(db, 'queued', 0, site, lang),
    countWhere(db, 'failed', now - DAY_MS, site, lang),
    revenueToday(db, timeZone, now, site, lang),
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
    daily: [...daily].map(([d, v]) => ({ date: dayTexts[d]!, ...v })),
    timeZone,
    revenueToday: revenue,
  };
}

/** Median time from submission to delivery of the leads delivered in the window: the middle row, by offset. */
async function medianDeliveryTime(
  db: Kysely<Database>,
  since: number,
  delivered: number,
  site?: string,
  lang?: Lang,
): Promise<number | null> {
  if (delivered === 0) return null;
  const took = sql<number>`delivered_at - created_at`;
  const row = await db
    .selectFrom('leads')
    .select(took.as('took'))
    .where('status', '=', 'delivered')
    .where('created_at', '>=', since)
    .where('delivered_at', 'is not', null)
    .$if(site !== undefined, (w) => w.where('site_id', '=', site!))
    .$if(lang !== undefined, (w) => w.where('lang', '=', lang!))
    .orderBy(took)
    .limit(1)
    .offset(Math.floor((delivered - 1) / 2))
    .executeTakeFirst();
  return row ? Number(row.took) : null;
}

/** Leads in a status; with `updatedSince`, only those that came to it since then. */
async function countWhere(
  db: Kysely<Database>,
  status: 'queued' | 'failed',
  updatedSince: number,
  site?: string,
  lang?: Lang,
): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', status)
    .where('updated_at', '>=', updatedSince)
    .$if(site !== undefined, (w) => w.where('site_id', '=', site!))
    .$if(lang !== undefined, (w) => w.where('lang', '=', lang!))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
