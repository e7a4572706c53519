// Who wins a lead, given the bids of the buyers still eligible for it. Pure: no time, no I/O, so the rule can
// be checked against a brute-force reference over random bids (auction.test.ts).
//
// The rule, as the operators' lead platforms apply it:
// - A buyer's bid ranks at bid × (1 − penalty), the penalty being what the operator charges a buyer who
//   returns many leads; the price paid is the bid itself.
// - Exclusive: the single highest-ranked bid of any eligible buyer.
// - Shared (only when up to N > 1 sales are allowed): the N highest-ranked bids of buyers that accept a
//   shared lead (not exclusiveOnly), when there are at least two of them; their ranks summed.
// - The larger of the two wins; on a tie, exclusive (one buyer per person is the better experience).
// - Between buyers of equal rank: the larger priority, then the older buyer, then the id (a total order, so
//   two servers deciding the same auction decide it the same way).
// Money is integer cents; a penalty is in basis points (1 % = 100), so ranks are exact integers.

export interface Bid {
  buyerId: string;
  /** What the buyer offers, in cents. */
  bidCents: number;
  /** How much of the bid counts when ranking, taken away in basis points (0-10000). */
  penaltyBasisPoints: number;
  /** The buyer buys only leads sold to no one else. */
  exclusiveOnly: boolean;
  priority: number;
  /** When the buyer was added, epoch ms: the older wins a tie of rank and priority. */
  createdAt: number;
}

export interface AuctionResult {
  mode: 'exclusive' | 'shared' | 'none';
  /** The bids that get the post, best first. */
  winners: Bid[];
  /** The sum of the winners' ranks, in cent-basis-points (cents × 10000). */
  rankTotal: number;
}

/** A bid's rank in cent-basis-points: bid × (10000 − penalty), exact. */
export function rank(bid: Bid): number {
  return bid.bidCents * (10_000 - bid.penaltyBasisPoints);
}

/** Best first: rank, then priority, then the older buyer, then the id. */
export function compareBids(a: Bid, b: Bid): number {
  return (
    rank(b) - rank(a) ||
    b.priority - a.priority ||
    a.createdAt - b.createdAt ||
    (a.buyerId < b.buyerId ? -1 : a.buyerId > b.buyerId ? 1 : 0)
  );
}

/**
 * The winners among `bids` (one per buyer, each already eligible and at or above its minimum) when a lead
 * may be sold up to `maxSales` times. A buyer whose post was refused is left out of `bids` by the caller,
 * and the next call gives its slot to the next-ranked bid.
 */
export function chooseWinners(bids: readonly Bid[], maxSales: number): AuctionResult {
  const ranked = [...bids].sort(compareBids);
  const best = ranked[0];
  if (!best) return { mode: 'none', winners: [], rankTotal: 0 };
  const exclusive: AuctionResult = { mode: 'exclusive', winners: [best], rankTotal: rank(best) };
  if (maxSales < 2) return exclusive;
  const sharers = ranked.filter((b) => !b.exclusiveOnly).slice(0, maxSales);
  if (sharers.length < 2) return exclusive;
  const sharedTotal = sharers.reduce((sum, b) => sum + rank(b), 0);
  return sharedTotal > exclusive.rankTotal ? { mode: 'shared', winners: sharers, rankTotal: sharedTotal } : exclusive;
}
