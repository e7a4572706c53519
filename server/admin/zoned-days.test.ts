// Times in an export as the operator's clock read them, across the instants a clock changes (daylight
// saving in Los Angeles, Lord Howe Island's half-hour step) and in a zone a quarter hour off the hour
// (Kathmandu). The expected readings are those zones' published rules, written out here; the rows come in
// time order, as an export writes them, and then out of order.
import { describe, expect, it } from 'vitest';
import { localDateTime, wallClockDate } from './zoned-days.ts';

const at = (iso: string) => Date.parse(iso);

const READINGS: [zone: string, utc: string, local: string][] = [
  ['America/Los_Angeles', '2026-03-08T09:59:59.900Z', '2026-03-08T01:59:59-08:00'],
  ['America/Los_Angeles', '2026-03-08T10:00:00.000Z', '2026-03-08T03:00:00-07:00'],
  ['America/Los_Angeles', '2026-07-04T18:15:00.000Z', '2026-07-04T11:15:00-07:00'],
  ['America/Los_Angeles', '2026-11-01T08:59:59.000Z', '2026-11-01T01:59:59-07:00'],
  ['America/Los_Angeles', '2026-11-01T09:00:00.000Z', '2026-11-01T01:00:00-08:00'],
  ['Australia/Lord_Howe', '2026-04-04T14:59:59.000Z', '2026-04-05T01:59:59+11:00'],
  ['Australia/Lord_Howe', '2026-04-04T15:00:00.000Z', '2026-04-05T01:30:00+10:30'],
  // Its clock springs forward at 02:00 local, +10:30: half past a UTC hour.
  ['Australia/Lord_Howe', '2026-10-03T15:29:59.000Z', '2026-10-04T01:59:59+10:30'],
  ['Australia/Lord_Howe', '2026-10-03T15:30:00.000Z', '2026-10-04T02:30:00+11:00'],
  ['Asia/Kathmandu', '2026-11-28T00:07:30.000Z', '2026-11-28T05:52:30+05:45'],
  ['UTC', '2026-11-28T23:59:59.000Z', '2026-11-28T23:59:59+00:00'],
];

describe("an export's times in the operator's zone", () => {
  it('read each zone’s clock with its offset, in time order and out of it', () => {
    for (const order of [READINGS, [...READINGS].reverse()])
      for (const [zone, utc, local] of order) expect(localDateTime(at(utc), zone), `${utc} in ${zone}`).toBe(local);
  });

  it("put the zone's wall-clock reading in a spreadsheet date cell", () => {
    for (const [zone, utc, local] of READINGS)
      expect(wallClockDate(at(utc), zone).toISOString(), `${utc} in ${zone}`).toBe(`${local.slice(0, 19)}.000Z`);
  });
});
