// The funnel and sources reports' filters: the console's own lead filters (service title, from/to ISO
// days inclusive, source, site), bounded the same way; without dates a report covers the last 30 days.
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
  /** Start of the first UTC day. */
  from: number;
  /** Start of the last UTC day (inclusive). */
  to: number;
  /** The first instant after the period, when its days are not UTC days (see zonedReportFilters). */
  end?: number;
}

const DAY_MS = 86_400_000;
export const DEFAULT_DAYS = 30;
/** A bound on one report's span, so a query string cannot ask for centuries of rows. */
export const MAX_DAYS = 3 * 366;

export function reportFilters(parsed: z.infer<typeof reportFiltersSchema>, now = Date.now()): ReportFilters | string {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const to = parsed.to ?? today;
  const from = parsed.from ?? Math.min(to, today) - (DEFAULT_DAYS - 1) * DAY_MS;
  if (from > to) return 'The first day is after the last.';
  if ((to - from) / DAY_MS >= MAX_DAYS) return `A report covers at most ${MAX_DAYS} days.`;
  return { serviceId: parsed.service, source: parsed.source, site: parsed.site, lang: parsed.lang, from, to };
}

/**
 * The filters over the operator's own calendar days (the sources report, which reads leads by the hour):
 * `from` is the first instant of the first day in `timeZone`, `end` the first after the last, and the days
 * are named as the operator asked. The funnel keeps UTC days, since its step counts are kept by UTC day.
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
