// Expected dates come from OPM's published federal holiday tables (opm.gov, "Federal Holidays") and a
// calendar counted by hand, never from the code under test.
import { describe, expect, it } from 'vitest';
import { deadlinesFor, federalHolidays, pacificDay } from './deadlines.ts';

const at = (iso: string) => Date.parse(iso);

describe('federal holidays as OPM lists them', () => {
  it('2026', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });
  it('2027, with Saturday holidays observed on Friday and Sunday ones on Monday', () => {
    expect([...federalHolidays(2027)].sort()).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
      // New Year's Day 2028 is a Saturday: observed Friday, December 31, 2027.
      '2027-12-31',
    ]);
  });
});

describe('request deadlines', () => {
  it('a request to know on Monday of Thanksgiving week: confirm in 10 business days, answer in 45 days', () => {
    // Nov 24, 25, (26 Thanksgiving), 27, 30, Dec 1, 2, 3, 4, 7, 8.
    expect(deadlinesFor('know', at('2026-11-23T17:00:00Z'))).toEqual({
      receivedOn: '2026-11-23',
      confirmBy: '2026-12-08',
      respondBy: '2027-01-07',
    });
  });
  it('delete and correct have the same deadlines as know', () => {
    expect(deadlinesFor('delete', at('2026-11-23T17:00:00Z')).confirmBy).toBe('2026-12-08');
    expect(deadlinesFor('correct', at('2026-11-23T17:00:00Z')).respondBy).toBe('2027-01-07');
  });
  it('an opt-out across Christmas and New Year: 15 business days, no confirmation deadline', () => {
    // Dec 21, 22, 23, 24, (25), 28, 29, 30, 31, (Jan 1), 4, 5, 6, 7, 8, 11, 12.
    expect(deadlinesFor('opt-out', at('2026-12-18T18:00:00Z'))).toEqual({
      receivedOn: '2026-12-18',
      confirmBy: null,
      respondBy: '2027-01-12',
    });
  });
  it('a request to limit is acted on like an opt-out', () => {
    expect(deadlinesFor('limit', at('2026-12-18T18:00:00Z')).respondBy).toBe('2027-01-12');
  });
  it('received on a Saturday holiday: counting starts on Monday', () => {
    // July 4, 2026 is a Saturday (observed Friday July 3): July 6 … 10, 13 … 17.
    expect(deadlinesFor('know', at('2026-07-04T16:00:00Z')).confirmBy).toBe('2026-07-17');
  });
  it('a revocation across the observed Independence Day 2027 (Monday July 5): 10 business days', () => {
    // June 29, 30, July 1, 2, (3, 4 weekend, 5 observed), 6, 7, 8, 9, 12, 13.
    expect(deadlinesFor('revoke', at('2027-06-28T16:00:00Z'))).toEqual({
      receivedOn: '2027-06-28',
      confirmBy: null,
      respondBy: '2027-07-13',
    });
  });
  it('across the year end of 2027, both observed New Year days skipped', () => {
    // (Dec 24 observed Christmas), 27, 28, 29, 30, (31 observed New Year 2028), Jan 3, 4, 5, 6, 7, 10.
    expect(deadlinesFor('know', at('2027-12-23T16:00:00Z')).confirmBy).toBe('2028-01-10');
  });
  it('counts on the California calendar: 10 pm Pacific is still that day', () => {
    expect(pacificDay(at('2026-11-24T06:00:00Z'))).toBe('2026-11-23');
    expect(pacificDay(at('2026-11-24T08:30:00Z'))).toBe('2026-11-24');
  });
});
