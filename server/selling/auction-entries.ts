// Each lead's auction as the console's lead page shows it: one row of `auction_entries` per buyer in the
// database when the lead came in, saying what happened with that buyer. What each column means:
//
// outcome   'skipped'  the buyer was not asked: `reason` says why (the checks of eligibility.ts in the order
//                      an operator reasons in: paused, site, partner_list (its name is not on the site's
//                      own partner companies list), service, state, zip, radius, schedule, cap, budget;
//                      then duplicate = it bought this person (same e-mail or phone) within
//                      DUPLICATE_WINDOW_DAYS; headers = its header secrets cannot be opened, BUYER_SECRET_KEY
//                      being unset or another than the one that sealed them).
//           'no_bid'   a ping-post buyer was pinged and did not bid: `reason` is declined ({ accepted: false }),
//                      timeout (no answer within the smaller of its timeoutMs and the visitor's time left),
//                      below_min (`bid_cents` holds the bid under its minBid) or error (a non-2xx, an answer
//                      that is not { accepted, bid, token }, no connection; `post_answer` says which).
//           'lost'     it bid and was not posted: `reason` is outbid (others ranked higher for the lead's
//                      slots), time (a slot was still open but the visitor's wait was over), or what the
//                      sales ledger refused when it was its turn: cap, budget, slots, already.
//           'won'      it was posted the lead: `reason` is the sale's state as the post's answers settle it:
//                      pending (no answer yet, or an answer worth retrying: the outbox goes on), sold,
//                      refused (a 4xx or an `error` field: final), failed (retries given up), or held (the
//                      person is on the suppression list: not sent).
// bid_cents     the bid (a post buyer's fixed price), in cents; null when there was none.
// answer_ms     how long the ping took to answer; null for a post buyer (not pinged) or one not asked.
// post_status   the HTTP status of the latest answer to the post; null before any (or with no connection).
// post_answer   the latest answer to the post in the buyer's own words (bounded), or what happened when there
//               was no answer ("no answer within 1500 ms"); for 'no_bid', what the ping came back with.
// at            when the entry was written (epoch ms); a won entry's post columns change as answers arrive.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/schema.ts';

export type EntryOutcome = 'skipped' | 'no_bid' | 'lost' | 'won';

export interface AuctionEntry {
  buyerId: string;
  buyerName: string;
  outcome: EntryOutcome;
  reason: string | null;
  bidCents: number | null;
  answerMs: number | null;
  postStatus: number | null;
  postAnswer: string | null;
}

/** How much of a buyer's answer is kept with its entry. */
export const ENTRY_ANSWER_LIMIT = 500;

function row(leadId: string, e: AuctionEntry, at: number) {
  return {
    lead_id: leadId,
    buyer_id: e.buyerId,
    buyer_name: e.buyerName,
    outcome: e.outcome,
    reason: e.reason,
    bid_cents: e.bidCents,
    answer_ms: e.answerMs,
    post_status: e.postStatus,
    post_answer: e.postAnswer?.slice(0, ENTRY_ANSWER_LIMIT) ?? null,
    at,
  };
}

/** Writes entries not written yet (a won entry is written before its post, so the outbox can fill it in). */
export async function writeEntries(
  db: Kysely<Database> | Transaction<Database>,
  leadId: string,
  entries: readonly AuctionEntry[],
  at: number,
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('auction_entries')
    .values(entries.map((e) => row(leadId, e, at)))
    .onConflict((oc) => oc.columns(['lead_id', 'buyer_id']).doNothing())
    .execute();
}

/** A won entry's post columns after an answer (or its state after a hold), written by whoever saw it. */
export async function notePost(
  db: Kysely<Database> | Transaction<Database>,
  leadId: string,
  buyerId: string,
  post: { reason?: string; status?: number | null; answer?: string | null },
): Promise<void> {
  await db
    .updateTable('auction_entries')
    .set({
      ...(post.reason !== undefined && { reason: post.reason }),
      ...(post.status !== undefined && { post_status: post.status }),
      ...(post.answer !== undefined && { post_answer: post.answer?.slice(0, ENTRY_ANSWER_LIMIT) ?? null }),
    })
    .where('lead_id', '=', leadId)
    .where('buyer_id', '=', buyerId)
    .where('outcome', '=', 'won')
    .execute();
}
