// A report's days read in the operator's zone: `from` and `to` are calendar days (YYYY-MM-DD, inclusive)
// there, turned into the UTC instants the rows are stored by. Without them a report covers the last 30
// days up to today in that zone.
import { z } from 'zod';
import { localTime, zonedMidnight, zoneOffset } from '../selling/zoned-time.ts';

const DAY_MS = 86_400_000;
export const DEFAULT_DAYS = 30;
/** A bound on one report's span, so a query string cannot ask for centuries of rows. */
export const MAX_DAYS = 3 * 366;

const DAY_TEXT = 'Dates are YYYY-MM-DD.';

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30); an empty value means none. */
export const calendarDay = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string(DAY_TEXT)
    .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_TEXT)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, DAY_TEXT)
    .optional(),
);

export interface ZonedDays {
  /** The first instant of the first day and the first instant after the last, in the zone. */
  from: number;
  to: number;
  fromDay: string;
  toDay: string;
}

/** The calendar day `at` falls on in `timeZone`. */
export function dayIn(at: number, timeZone: string): string {
  const t = localTime(at, timeZone);
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}

/** The day `days` after (or before) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function midnight(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return zonedMidnight(y, m, d, timeZone);
}

/** The range of days asked for, or why it cannot be reported. */
export function zonedDays(q: { from?: string; to?: string }, timeZone: string, now = Date.now()): ZonedDays | string {
  const today = dayIn(now, timeZone);
  const toDay = q.to ?? today;
  const fromDay = q.from ?? addDays(toDay < today ? toDay : today, -(DEFAULT_DAYS - 1));
  if (fromDay > toDay) return 'The first day is after the last.';
  if ((Date.parse(toDay) - Date.parse(fromDay)) / DAY_MS >= MAX_DAYS) return `A report covers at most ${MAX_DAYS} days.`;
  return { from: midnight(fromDay, timeZone), to: midnight(addDays(toDay, 1), timeZone), fromDay, toDay };
}

/** The wall-clock time at `at` in `timeZone` with its offset from UTC: 2026-11-27T23:30:00-08:00. */
export function localDateTime(at: number, timeZone: string): string {
  const offset = zoneOffset(at, timeZone);
  const wall = wholeSecond(at) + offset;
  const offsetMinutes = Math.round(offset / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${new Date(wall).toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The wall-clock time at `at` in `timeZone` as a Date whose UTC fields read it: what a spreadsheet's date cell holds. */
export function wallClockDate(at: number, timeZone: string): Date {
  return new Date(wholeSecond(at) + zoneOffset(at, timeZone));
}

function wholeSecond(at: number): number {
  return at - (((at % 1000) + 1000) % 1000);
}
