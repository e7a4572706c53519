// The dashboard's money figures: today's sales and net revenue, "today" being the operator's day. The
// same report as the revenue page, so the two never disagree.
import type { Lang } from '#domain/language.ts';
import type { Kysely } from 'kysely';
import type { RevenueToday } from '#domain/selling-report.ts';
import { dayIn, zonedDays } from './zoned-days.ts';
import type { Database } from '../store/schema.ts';
import { revenueReport } from '../selling/revenue-report.ts';

/** `site`: that site's sales only; `lang`: the sales of leads sent from that language's pages only. */
export async function revenueToday(
  db: Kysely<Database>,
  timeZone: string,
  now = Date.now(),
  site?: string,
  lang?: Lang,
): Promise<RevenueToday> {
  const today = dayIn(now, timeZone);
  const days = zonedDays({ from: today, to: today }, timeZone, now);
  if (typeof days === 'string') throw new Error(days);
  const { totals } = await revenueReport(db, { from: days.from, to: days.to, groupBy: 'day', timeZone, site, lang });
  return { sold: totals.sold, revenue: totals.revenue, returned: totals.returned, net: totals.net };
}
