// The legal deadlines of a privacy request, counted on calendar dates in California (Pacific time):
// - confirm receipt within 10 business days (CCPA regs § 7021(a));
// - answer within 45 calendar days (Civ. Code § 1798.130(a)(2)), extendable once by 45 with a reason;
// - act on an opt-out within 15 business days (regs § 7026(f)); a revocation of consent to calls and
//   texts within 10 business days (FCC, 47 CFR 64.1200(a)(10)).
// A business day is Monday to Friday and not a US federal holiday (5 U.S.C. § 6103) as observed: one that
// falls on a Saturday is observed the Friday before, on a Sunday the Monday after.
import type { RequestType } from '#domain/privacy.ts';

/** A calendar date as YYYY-MM-DD. */
export type Day = string;

const ZONE = 'America/Los_Angeles';
const DAY_MS = 86_400_000;

/** The calendar date in California at `epochMs`. */
export function pacificDay(epochMs: number): Day {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);
}

function toUtc(day: Day): Date {
  return new Date(`${day}T00:00:00Z`);
}

function fromUtc(d: Date): Day {
  return d.toISOString().slice(0, 10);
}

export function addDays(day: Day, n: number): Day {
  return fromUtc(new Date(toUtc(day).getTime() + n * DAY_MS));
}

/** The `nth` (1-based) `weekday` (0 = Sunday) of a month; nth = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Date {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month, 1));
    return new Date(Date.UTC(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7));
  }
  const last = new Date(Date.UTC(year, month + 1, 0));
  return new Date(Date.UTC(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)));
}

/** A fixed-date holiday moved to the weekday it is observed on. */
function observed(d: Date): Date {
  const wd = d.getUTCDay();
  if (wd === 6) return new Date(d.getTime() - DAY_MS);
  if (wd === 0) return new Date(d.getTime() + DAY_MS);
  return d;
}

/** The federal holidays observed in `year` (New Year's Day of year+1 may be observed on Dec 31 of `year`). */
export function federalHolidays(year: number): Set<Day> {
  const fixed = (m: number, d: number) => observed(new Date(Date.UTC(year, m, d)));
  const days = [
    fixed(0, 1), // New Year's Day
    nthWeekday(year, 0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    nthWeekday(year, 4, 1, -1), // Memorial Day
    fixed(5, 19), // Juneteenth National Independence Day
    fixed(6, 4), // Independence Day
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    fixed(10, 11), // Veterans Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving Day
    fixed(11, 25), // Christmas Day
    observed(new Date(Date.UTC(year + 1, 0, 1))), // next New Year's Day, when observed on Dec 31
  ];
  return new Set(days.map(fromUtc).filter((d) => d.startsWith(`${year}-`)));
}

const holidayCache = new Map<number, Set<Day>>();

export function isBusinessDay(day: Day): boolean {
  const d = toUtc(day);
  const wd = d.getUTCDay();
  if (wd === 0 || wd === 6) return false;
  const year = d.getUTCFullYear();
  let holidays = holidayCache.get(year);
  if (!holidays) holidayCache.set(year, (holidays = federalHolidays(year)));
  return !holidays.has(day);
}

/** The `n`th business day after `day` (the day of receipt itself is not counted). */
export function addBusinessDays(day: Day, n: number): Day {
  let d = day;
  for (let left = n; left > 0;) {
    d = addDays(d, 1);
    if (isBusinessDay(d)) left--;
  }
  return d;
}

export interface Deadlines {
  receivedOn: Day;
  /** Confirm receipt by (requests to know, delete and correct only). */
  confirmBy: Day | null;
  /** Answer (or act) by. */
  respondBy: Day;
}

export const CONFIRM_BUSINESS_DAYS = 10;
export const RESPOND_DAYS = 45;
export const EXTENSION_DAYS = 45;
export const OPT_OUT_BUSINESS_DAYS = 15;
export const REVOKE_BUSINESS_DAYS = 10;

export function deadlinesFor(type: RequestType, receivedAt: number): Deadlines {
  const receivedOn = pacificDay(receivedAt);
  switch (type) {
    case 'opt-out':
    case 'limit':
      return { receivedOn, confirmBy: null, respondBy: addBusinessDays(receivedOn, OPT_OUT_BUSINESS_DAYS) };
    case 'revoke':
      return { receivedOn, confirmBy: null, respondBy: addBusinessDays(receivedOn, REVOKE_BUSINESS_DAYS) };
    default:
      return { receivedOn, confirmBy: addBusinessDays(receivedOn, CONFIRM_BUSINESS_DAYS), respondBy: addDays(receivedOn, RESPOND_DAYS) };
  }
}
