// The words and shapes of selling that the server (server/selling/) and the console (web/admin/selling/)
// share: the reasons a buyer may give for returning a lead, the revenue report's groups and rows, and a
// lead's auction, sales and returns as its page shows them. One definition, so both sides agree.

/** The reasons a buyer may return a lead for (fixed API values). */
export const RETURN_REASONS = ['bad_phone', 'bad_email', 'wrong_person', 'did_not_request', 'duplicate', 'out_of_area', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  bad_phone: 'Bad phone number',
  bad_email: 'Bad e-mail address',
  wrong_person: 'Wrong person',
  did_not_request: 'Did not ask for a quote',
  duplicate: 'Duplicate',
  out_of_area: 'Out of the service area',
  other: 'Other',
};

/** Pending: waiting for an admin (the buyer's returns need approval); refused: by an admin. */
export type ReturnState = 'pending' | 'accepted' | 'refused';

export const REVENUE_GROUPS = ['day', 'service', 'source', 'buyer', 'state'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

/** Dollars as numbers, exact to the cent. */
export interface RevenueRow {
  key: string;
  /** Accepted leads (by a buyer's row: the leads it bought). */
  leads: number;
  sold: number;
  revenue: number;
  returned: number;
  net: number;
  /** Net per lead. */
  epl: number;
}

export interface RevenueReport {
  rows: RevenueRow[];
  totals: RevenueRow;
  /** The days covered (YYYY-MM-DD, inclusive) in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  /** By buyer: each buyer id's name (the row keys are ids). */
  buyers?: Record<string, string>;
}

/** The dashboard's money figures for the operator's today. */
export interface RevenueToday {
  sold: number;
  revenue: number;
  returned: number;
  net: number;
}

export interface SaleReturn {
  id: string;
  leadId: string;
  buyerId: string;
  reason: ReturnReason;
  note: string;
  state: ReturnState;
  /** Who asked: an operator's e-mail, or `buyer` when the buyer asked with its key. */
  requestedBy: string;
  /** The sale's price, in dollars: what an accepted return takes out of net revenue. */
  price: number;
  createdAt: string;
  decidedAt: string | null;
}

/** One buyer considered in a lead's auction. */
export interface AuctionEntry {
  buyerId: string;
  buyerName: string;
  /** skipped, no_bid, won, lost, refused, failed … (what the auction recorded). */
  outcome: string;
  /** Why it was skipped or had no bid (filter, schedule, cap, budget, timeout …), or null. */
  reason: string | null;
  bid: number | null;
  answerMs: number | null;
  postStatus: number | null;
  postAnswer: string | null;
  at: string;
}

export interface LeadSale {
  buyerId: string;
  buyerName: string;
  price: number;
  state: 'pending' | 'sold' | 'refused' | 'failed';
  reservedAt: string;
  settledAt: string | null;
  return: SaleReturn | null;
}

/** What a lead's page shows of its selling. */
export interface LeadSelling {
  auction: AuctionEntry[];
  sales: LeadSale[];
}
