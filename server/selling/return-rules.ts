// Whether a buyer may return a lead it bought. Operators give buyers a window to return bad leads and a
// ceiling on how many they may return, so a buyer cannot buy cheaply and hand back most of what it bought;
// the ceiling applies only once the buyer has bought enough for a rate to mean something.

export { RETURN_REASONS, type ReturnReason } from '#domain/selling-report.ts';

const DAY_MS = 86_400_000;
/** Below this many sales in the last 30 days, the rate is not enforced. */
export const RATE_MIN_SALES = 10;

export interface ReturnCheck {
  soldAt: number;
  now: number;
  returnWindowDays: number;
  /** Basis points: 3000 = 30 %. */
  maxReturnRateBasisPoints: number;
  /** The buyer's sales in the 30 days before now. */
  salesLast30Days: number;
  /** Its accepted (or pending) returns of those sales, this one not included. */
  returnsLast30Days: number;
}

export type ReturnRefusal = { code: 'window'; message: string } | { code: 'rate'; message: string };

export function returnRefusal(c: ReturnCheck): ReturnRefusal | undefined {
  if (c.now - c.soldAt > c.returnWindowDays * DAY_MS) {
    return {
      code: 'window',
      message: `The return window of ${c.returnWindowDays} day${c.returnWindowDays === 1 ? '' : 's'} after the sale has passed.`,
    };
  }
  // (returns + 1) / sales > max  <=>  (returns + 1) × 10000 > max × sales, in integers.
  if (c.salesLast30Days >= RATE_MIN_SALES && (c.returnsLast30Days + 1) * 10_000 > c.maxReturnRateBasisPoints * c.salesLast30Days) {
    return {
      code: 'rate',
      message: `This return would take the buyer's returns over ${c.maxReturnRateBasisPoints / 100} % of its sales in the last 30 days.`,
    };
  }
  return undefined;
}
