// How the console writes selling: money in dollars, and the auction's and returns' codes in the words a
// business owner uses. An auction code this list does not know yet is shown readable rather than hidden.
import { RETURN_REASON_LABELS, type ReturnReason, type ReturnState } from '#domain/selling-report.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? '–' : usd.format(dollars));

export const returnReasonLabel = (reason: string) => RETURN_REASON_LABELS[reason as ReturnReason] ?? readable(reason);

const RETURN_STATES: Record<ReturnState, string> = {
  pending: 'Waiting for approval',
  accepted: 'Returned',
  refused: 'Return refused',
};
export const returnStateLabel = (state: ReturnState) => RETURN_STATES[state];

const SALE_STATES: Record<string, string> = {
  pending: 'Waiting for the buyer',
  sold: 'Sold',
  refused: 'Refused by the buyer',
  failed: 'Post failed',
};
export const saleStateLabel = (state: string) => SALE_STATES[state] ?? readable(state);

const OUTCOMES: Record<string, string> = {
  skipped: 'Skipped',
  no_bid: 'No bid',
  won: 'Won',
  lost: 'Lost',
  refused: 'Refused the post',
  failed: 'Post failed',
  pending: 'Waiting for the buyer',
  sold: 'Won',
};
export const outcomeLabel = (outcome: string) => OUTCOMES[outcome] ?? readable(outcome);
/** The badge tone (components/status-badge.tsx) of an outcome. */
export const outcomeTone = (outcome: string) =>
  outcome === 'won' || outcome === 'sold'
    ? 'delivered'
    : outcome === 'refused' || outcome === 'failed'
      ? 'failed'
      : outcome === 'pending'
        ? 'queued'
        : 'read';

/** Why a buyer was skipped or had no bid: the auction's filters first, then the answers to a ping. */
const REASONS: Record<string, string> = {
  paused: 'Buyer paused',
  site: 'Does not buy from this site',
  partner_list: 'Not on this site’s partner list',
  service: 'Does not buy this service',
  state: 'Does not buy in this state',
  zip: 'Does not buy this ZIP code',
  radius: 'Outside its radius',
  schedule: 'Outside its schedule',
  cap: 'Lead cap reached',
  budget: 'Budget reached',
  duplicate: 'Bought this person recently',
  suppressed: 'Person opted out',
  one_buyer: 'Sold to one buyer only (opted out of sharing)',
  exclusive_only: 'Buys exclusive leads only',
  timeout: 'No answer in time',
  declined: 'Declined the ping',
  below_min_bid: 'Bid under its minimum',
  http_error: 'Ping answered with an error',
  outbid: 'Outbid',
  no_slot: 'No slot left',
  // The codes the auction writes (server/selling/auction-entries.ts says each one's meaning).
  headers: 'Its header secrets cannot be opened (BUYER_SECRET_KEY)',
  below_min: 'Bid under its minimum',
  error: 'Ping answered with an error, or not at all',
  time: 'The visitor’s wait was over',
  slots: 'No slot left',
  already: 'Already offered this lead',
  pending: 'Waiting for the buyer’s answer',
  sold: 'Sold',
  refused: 'Refused the post',
  failed: 'Post failed after retries',
  held: 'Held back: the person opted out',
};
export const skipReasonLabel = (reason: string | null) => (reason ? (REASONS[reason] ?? readable(reason)) : '');

/** "no_bid" → "No bid": a code still reads as words. */
function readable(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}
