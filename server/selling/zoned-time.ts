// Calendar arithmetic in a buyer's (or an operator's) own time zone with the platform's Intl data: a buyer's
// daily cap resets at its midnight, its week starts on its Monday, its schedule's hours are its local hours.
// Instants stay UTC epoch milliseconds; only these functions think in local time.

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const SHORT_TO_DAY: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: Weekday;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the platform knows this IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time in `timeZone` at the instant `at`. */
export function localTime(at: number, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(at))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: SHORT_TO_DAY[parts.weekday!]!,
  };
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The local date in `timeZone` at the instant `at`, as YYYY-MM-DD. Intl's plain format() of the date alone
 * is a twentieth of the cost of localTime's formatToParts, which a report labelling each of 2,160 hours
 * felt; en-US writes it as MM/DD/YYYY, and anything else is read through localTime instead.
 */
export function localDay(at: number, timeZone: string): string {
  let f = dayFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, f);
  }
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(f.format(at));
  if (m) return `${m[3]}-${m[1]}-${m[2]}`;
  const t = localTime(at, timeZone);
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}

/** How far `timeZone`'s clock is ahead of UTC at the instant `at`, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const t = localTime(at, timeZone);
  const seconds = new Date(at).getUTCSeconds();
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, seconds);
  return asUtc - (at - (at % 1000));
}

const QUARTER_HOUR_MS = 15 * 60_000;
const lastOffset = new Map<string, { slot: number; offset: number }>();

/**
 * offsetAt for many instants in time order (an export's rows): a zone's offset and its daylight-saving
 * steps are whole quarter hours, so its clock changes offset only on a quarter-hour UTC instant and one
 * reading serves every instant of that UTC quarter hour. Asking Intl once per row was 3 of the 50 CPU
 * seconds an XLSX of 100,000 leads took.
 */
export function zoneOffset(at: number, timeZone: string): number {
  const slot = Math.floor(at / QUARTER_HOUR_MS);
  const last = lastOffset.get(timeZone);
  if (last?.slot === slot) return last.offset;
  const offset = offsetAt(slot * QUARTER_HOUR_MS, timeZone);
  lastOffset.set(timeZone, { slot, offset });
  return offset;
}

/**
 * Midnights already worked out, by zone and date: a date's midnight never moves, and every sale asks for
 * the same few (its day's, its week's Monday's, its month's first), each two Intl readings to find.
 */
const midnights = new Map<string, number>();
const MIDNIGHTS_KEPT = 4096;

/** The instant at which `timeZone`'s clock shows this date at midnight. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): number {
  const key = `${timeZone} ${year}-${month}-${day}`;
  const known = midnights.get(key);
  if (known !== undefined) return known;
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetAt(guess, timeZone);
  // Across a change of offset (daylight saving) the first guess used the wrong side's offset.
  const second = guess - offsetAt(first, timeZone);
  if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
  midnights.set(key, second);
  return second;
}

export type Period = 'day' | 'week' | 'month';

/** When the period that contains `at` began, in `timeZone` (weeks start on Monday). */
export function periodStart(at: number, period: Period, timeZone: string): number {
  return startOf(localTime(at, timeZone), period, timeZone);
}

/** When the day, the week and the month that contain `at` began, in `timeZone`, from one reading of its clock. */
export function periodStarts(at: number, timeZone: string): Record<Period, number> {
  const t = localTime(at, timeZone);
  return { day: startOf(t, 'day', timeZone), week: startOf(t, 'week', timeZone), month: startOf(t, 'month', timeZone) };
}

function startOf(t: LocalTime, period: Period, timeZone: string): number {
  if (period === 'month') return zonedMidnight(t.year, t.month, 1, timeZone);
  if (period === 'day') return zonedMidnight(t.year, t.month, t.day, timeZone);
  const back = WEEKDAYS.indexOf(t.weekday);
  // Date.UTC normalises a day of 0 or below into the month before.
  const monday = new Date(Date.UTC(t.year, t.month - 1, t.day - back));
  return zonedMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), timeZone);
}
