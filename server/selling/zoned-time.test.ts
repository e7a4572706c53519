// Periods and local times in named zones, with expected instants worked out by hand from the zones' known
// offsets (Los Angeles: UTC-8 in winter, UTC-7 in summer; New York UTC-5/-4; daylight saving in the US
// began 2026-03-08 and ends 2026-11-01).
import { describe, expect, it } from 'vitest';
import { isTimeZone, localDay, localTime, periodStart, zonedMidnight } from './zoned-time.ts';

const LA = 'America/Los_Angeles';
const utc = (iso: string) => Date.parse(iso);

describe('zoned time', () => {
  it('reads the local wall clock and weekday', () => {
    // 2026-11-27 07:30 UTC is Thursday 23:30 the evening before in Los Angeles.
    expect(localTime(utc('2026-11-27T07:30:00Z'), LA)).toEqual({ year: 2026, month: 11, day: 26, hour: 23, minute: 30, weekday: 'thu' });
  });

  it('names the local date', () => {
    expect(localDay(utc('2026-11-27T07:30:00Z'), LA)).toBe('2026-11-26');
    expect(localDay(utc('2026-11-27T08:00:00Z'), LA)).toBe('2026-11-27');
    // Tokyo is UTC+9 all year; Kolkata UTC+5:30; Kiritimati UTC+14.
    expect(localDay(utc('2026-12-31T15:00:00Z'), 'Asia/Tokyo')).toBe('2027-01-01');
    expect(localDay(utc('2026-01-04T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-01-04');
    expect(localDay(utc('2026-01-04T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-01-05');
    expect(localDay(utc('2026-03-09T09:59:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-09');
    expect(localDay(utc('2026-03-09T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-10');
  });

  it('finds local midnight in winter and in summer', () => {
    expect(zonedMidnight(2026, 11, 26, LA)).toBe(utc('2026-11-26T08:00:00Z'));
    expect(zonedMidnight(2026, 7, 4, LA)).toBe(utc('2026-07-04T07:00:00Z'));
    expect(zonedMidnight(2026, 3, 8, 'America/New_York')).toBe(utc('2026-03-08T05:00:00Z'));
    expect(zonedMidnight(2026, 3, 9, 'America/New_York')).toBe(utc('2026-03-09T04:00:00Z'));
  });

  it("starts a buyer's day, week (Monday) and month at its own midnight", () => {
    const at = utc('2026-11-27T07:30:00Z'); // Thursday 26 November, 23:30 in Los Angeles
    expect(periodStart(at, 'day', LA)).toBe(utc('2026-11-26T08:00:00Z'));
    expect(periodStart(at, 'week', LA)).toBe(utc('2026-11-23T08:00:00Z'));
    expect(periodStart(at, 'month', LA)).toBe(utc('2026-11-01T07:00:00Z')); // 1 November was still summer time at midnight
    // The same instant is already Friday in New York.
    expect(periodStart(at, 'day', 'America/New_York')).toBe(utc('2026-11-27T05:00:00Z'));
    // A Monday's own week starts that day; a Sunday's the Monday before, across a month's end.
    expect(periodStart(utc('2026-11-23T12:00:00Z'), 'week', 'UTC')).toBe(utc('2026-11-23T00:00:00Z'));
    expect(periodStart(utc('2026-03-01T12:00:00Z'), 'week', 'UTC')).toBe(utc('2026-02-23T00:00:00Z'));
  });

  it('knows real zone names', () => {
    expect(isTimeZone(LA)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
