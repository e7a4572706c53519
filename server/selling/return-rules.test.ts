// Returns refused outside the window and above the rate, with the contract's numbers: a 7-day window by
// default, a 30 % ceiling, enforced from 10 sales in the last 30 days, this return counted.
import { describe, expect, it } from 'vitest';
import { returnRefusal, type ReturnCheck } from './return-rules.ts';

const DAY = 86_400_000;
const base: ReturnCheck = {
  soldAt: 0,
  now: 3 * DAY,
  returnWindowDays: 7,
  maxReturnRateBasisPoints: 3000,
  salesLast30Days: 20,
  returnsLast30Days: 0,
};

describe('return rules', () => {
  it('accepts within the window and under the rate', () => {
    expect(returnRefusal(base)).toBeUndefined();
  });

  it('refuses after the window', () => {
    expect(returnRefusal({ ...base, now: 7 * DAY })).toBeUndefined();
    expect(returnRefusal({ ...base, now: 7 * DAY + 1 })?.code).toBe('window');
  });

  it('refuses the return that would take the rate over the ceiling, this one included', () => {
    // 20 sales: 6 returns are 30 %, allowed; the 7th would be 35 %.
    expect(returnRefusal({ ...base, returnsLast30Days: 5 })).toBeUndefined();
    expect(returnRefusal({ ...base, returnsLast30Days: 6 })?.code).toBe('rate');
  });

  it('does not apply the rate below 10 sales', () => {
    expect(returnRefusal({ ...base, salesLast30Days: 9, returnsLast30Days: 8 })).toBeUndefined();
    expect(returnRefusal({ ...base, salesLast30Days: 10, returnsLast30Days: 3 })?.code).toBe('rate');
  });
});
