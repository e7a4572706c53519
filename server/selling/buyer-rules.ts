// A buyer as the auction sees it: who it is, how it is reached, what it buys and how much. Money in cents,
// times in the buyer's own zone. How a buyer is stored and edited lives elsewhere; this is what deciding
// needs.
import type { Weekday } from './zoned-time.ts';

export type BuyerMode = 'post' | 'ping-post';

/** Per weekday, the local hours it takes leads: [from, to) in whole hours, 0-24. A day not listed: none. */
export type Schedule = Partial<Record<Weekday, readonly (readonly [number, number])[]>>;

export interface Limits {
  daily?: number;
  weekly?: number;
  monthly?: number;
}

export interface BuyerRules {
  id: string;
  name: string;
  active: boolean;
  mode: BuyerMode;
  /** A post buyer's fixed price. */
  priceCents: number;
  /** A ping-post buyer's bids under this are no bid. */
  minBidCents: number;
  timeoutMs: number;
  /** Service titles; empty = all. */
  services: readonly string[];
  /** Two-letter state codes; empty = all. */
  states: readonly string[];
  /** ZIPs it buys in; empty = no ZIP filter. */
  zips: readonly string[];
  radius?: { zip: string; miles: number };
  /** Site ids; empty = every site. */
  sites: readonly string[];
  /** Undefined = any time. */
  schedule?: Schedule;
  timeZone: string;
  /** Leads per period. */
  caps: Limits;
  /** Cents per period. */
  budgetCents: Limits;
  exclusiveOnly: boolean;
  priority: number;
  bidPenaltyBasisPoints: number;
  createdAt: number;
}
