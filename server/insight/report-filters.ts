// The funnel and sources reports' filters: the console's own lead filters (service title, from/to days
// inclusive in the operator's zone, source, site), bounded the same way; without dates a report covers the
// last 30 days (server/admin/zoned-days.ts).
import type { z } from 'zod';
import type { Lang } from '#domain/language.ts';
import { leadFiltersSchema } from '../admin/lead-filters.ts';
import { zonedDays } from '../admin/zoned-days.ts';

export const reportFiltersSchema = leadFiltersSchema.pick({ service: true, from: true, to: true, source: true, site: true, lang: true });

export interface ReportFilters {
  serviceId: number | undefined;
  source: string | undefined;
  /** A site's id: only that site's leads and step counts (all sites when absent). */
  site?: string;
  /** The language of the pages the leads were sent from (all when absent). */
  lang?: Lang;
  /** The first instant of the first day. */
  from: number;
  /** 24 hours before `end` (the last day's start when that day has 24 hours). */
  to: number;
  /** The first instant after the period, when its days are not UTC days (see zonedReportFilters). */
  end?: number;
}

const DAY_MS = 86_400_000;

/**
 * The filters over the operator's own calendar days (the funnel and sources reports, which read counts
 * kept by the UTC hour): `from` is the first instant of the first day in `timeZone`, `end` the first after
 * the last, and the days are named as the operator asked.
 */
export function zonedReportFilters(
  parsed: z.infer<typeof reportFiltersSchema>,
  timeZone: string,
  now = Date.now(),
): (ReportFilters & { end: number; fromDay: string; toDay: string }) | string {
  const day = (ms: number | undefined) => (ms === undefined ? undefined : dayText(ms));
  const days = zonedDays({ from: day(parsed.from), to: day(parsed.to) }, timeZone, now);
  if (typeof days === 'string') return days;
  return {
    serviceId: parsed.service,
    source: parsed.source,
    site: parsed.site,
    lang: parsed.lang,
    from: days.from,
    to: days.to - DAY_MS,
    end: days.to,
    fromDay: days.fromDay,
    toDay: days.toDay,
  };
}

export function dayText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The exclusive end of the last day, for created_at ranges. */
export function endOf(filters: ReportFilters): number {
  return filters.end ?? filters.to + DAY_MS;
}
