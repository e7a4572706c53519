// The auction's choice (auction.ts) against the contract's rule, stated here independently: first worked
// examples with the expected winners written out by hand, then 1,000 random auctions checked against a
// brute force that tries every allowed set of winners and keeps the best by the rule's own definition.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseWinners, type Bid } from './auction.ts';

const bid = (buyerId: string, dollars: number, extra: Partial<Bid> = {}): Bid => ({
  buyerId,
  bidCents: Math.round(dollars * 100),
  penaltyBasisPoints: 0,
  exclusiveOnly: false,
  priority: 0,
  createdAt: 0,
  ...extra,
});
const ids = (r: { winners: Bid[] }) => r.winners.map((w) => w.buyerId);

describe('the auction, worked examples', () => {
  it('exclusive: the highest bid wins', () => {
    expect(ids(chooseWinners([bid('a', 20), bid('b', 35), bid('c', 30)], 1))).toEqual(['b']);
  });

  it('ranks by the bid less its penalty, but the bid is what is paid', () => {
    // $40 with a 25 % penalty ranks as $30, under b's $35.
    const r = chooseWinners([bid('a', 40, { penaltyBasisPoints: 2500 }), bid('b', 35)], 1);
    expect(ids(r)).toEqual(['b']);
  });

  it('shared beats exclusive only when the sum is larger', () => {
    // 3 sales allowed: 25 + 20 + 10 = 55 > 50.
    expect(ids(chooseWinners([bid('x', 50), bid('a', 25), bid('b', 20), bid('c', 10)], 3))).toEqual(['x', 'a', 'b']);
    // x is exclusive-only: the sharers are a, b, c (55) against x alone (50).
    expect(ids(chooseWinners([bid('x', 50, { exclusiveOnly: true }), bid('a', 25), bid('b', 20), bid('c', 10)], 3))).toEqual([
      'a',
      'b',
      'c',
    ]);
    // A tie (50 against 30 + 20) stays exclusive.
    expect(chooseWinners([bid('x', 50, { exclusiveOnly: true }), bid('a', 30), bid('b', 20)], 2)).toMatchObject({ mode: 'exclusive' });
  });

  it('one sharer alone is no shared sale', () => {
    expect(ids(chooseWinners([bid('x', 10, { exclusiveOnly: true }), bid('a', 9)], 3))).toEqual(['x']);
  });

  it('equal ranks go to the larger priority, then the older buyer', () => {
    expect(ids(chooseWinners([bid('a', 20, { priority: 1 }), bid('b', 20, { priority: 5 })], 1))).toEqual(['b']);
    expect(ids(chooseWinners([bid('a', 20, { createdAt: 200 }), bid('b', 20, { createdAt: 100 })], 1))).toEqual(['b']);
  });

  it('no bids, no winner', () => {
    expect(chooseWinners([], 2)).toEqual({ mode: 'none', winners: [], rankTotal: 0 });
  });
});

/** The reference: every non-empty set a sale could go to, judged by the rule, the best kept. */
function bruteForce(bids: Bid[], maxSales: number): string[] {
  // The rule's order between buyers: rank (bid less penalty, as a fraction), priority, age, id.
  const value = (b: Bid) => (b.bidCents * (100 - b.penaltyBasisPoints / 100)) / 100;
  const before = (a: Bid, b: Bid) =>
    value(a) !== value(b)
      ? value(a) > value(b)
      : a.priority !== b.priority
        ? a.priority > b.priority
        : a.createdAt !== b.createdAt
          ? a.createdAt < b.createdAt
          : a.buyerId < b.buyerId;
  const order = (set: Bid[]) => [...set].sort((a, b) => (before(a, b) ? -1 : 1));
  // Of two sets worth the same, the one whose best member comes first (then the next, and so on).
  const firstBefore = (x: Bid[], y: Bid[]) => {
    const i = x.findIndex((b, n) => b !== y[n]);
    return i >= 0 && before(x[i]!, y[i]!);
  };
  let bestExclusive: Bid | undefined;
  for (const b of bids) if (!bestExclusive || before(b, bestExclusive)) bestExclusive = b;
  if (!bestExclusive) return [];
  const exclusiveValue = value(bestExclusive);
  let bestShared: Bid[] | undefined;
  let bestSharedValue = -1;
  if (maxSales >= 2) {
    const sharers = bids.filter((b) => !b.exclusiveOnly);
    const k = Math.min(maxSales, sharers.length);
    if (k >= 2) {
      // Every subset of exactly k sharers (the N highest-ranked means as many as allowed, up to N).
      for (let mask = 0; mask < 1 << sharers.length; mask++) {
        const set = sharers.filter((_, i) => mask & (1 << i));
        if (set.length !== k) continue;
        const total = set.reduce((s, b) => s + value(b), 0);
        const better =
          total > bestSharedValue + 1e-9 || (Math.abs(total - bestSharedValue) <= 1e-9 && firstBefore(order(set), order(bestShared!)));
        if (better) {
          bestShared = set;
          bestSharedValue = total;
        }
      }
    }
  }
  if (bestShared && bestSharedValue > exclusiveValue + 1e-9) return order(bestShared).map((b) => b.buyerId);
  return [bestExclusive.buyerId];
}

describe('the auction against a brute force', () => {
  const bidArb = fc.record({
    bidCents: fc.integer({ min: 0, max: 20_000 }),
    penaltyBasisPoints: fc.constantFrom(0, 0, 1000, 2500, 5000),
    exclusiveOnly: fc.boolean(),
    priority: fc.integer({ min: 0, max: 3 }),
    createdAt: fc.integer({ min: 0, max: 5 }),
    // A buyer at its cap or budget, or below its minimum bid, is not in the auction at all.
    capLeft: fc.integer({ min: 0, max: 3 }),
    minBidCents: fc.integer({ min: 0, max: 5_000 }),
  });

  it('chooses what the brute force chooses, over 1,000 random auctions', () => {
    fc.assert(
      fc.property(fc.array(bidArb, { maxLength: 9 }), fc.integer({ min: 1, max: 4 }), (raw, maxSales) => {
        const eligible: Bid[] = raw
          .map((r, i) => ({ ...r, buyerId: `b${i}` }))
          .filter((r) => r.capLeft > 0 && r.bidCents >= r.minBidCents)
          .map(({ buyerId, bidCents, penaltyBasisPoints, exclusiveOnly, priority, createdAt }) => ({
            buyerId,
            bidCents,
            penaltyBasisPoints,
            exclusiveOnly,
            priority,
            createdAt,
          }));
        const got = ids(chooseWinners(eligible, maxSales));
        expect(got).toEqual(bruteForce(eligible, maxSales));
        // Never past the slots, never a buyer twice.
        expect(got.length).toBeLessThanOrEqual(maxSales);
        expect(new Set(got).size).toBe(got.length);
      }),
      { numRuns: 1000 },
    );
  });
});
