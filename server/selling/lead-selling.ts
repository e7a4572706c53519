// What a lead's page shows of its selling: every buyer its auction considered (skipped and why, no bid,
// the bid and how fast it came, won or lost, the post's answer), and its sales, each with its return.
import type { Kysely } from 'kysely';
import type { LeadSelling } from '#domain/selling-report.ts';
import { NETWORK_BUYER_ID, type Database } from '../store/schema.ts';
import { toDollars } from './money.ts';
import { returnView } from './returns.ts';
import { isoTime } from '../store/iso-time.ts';

/** A buyer's answer can be a whole page; the console shows its start. */
const ANSWER_SHOWN = 2000;

const dollars = (cents: number | null) => (cents === null ? null : toDollars(Number(cents)));

/** `masked` (a viewer): the returns' notes, free text that may name the person, are left out. */
export async function leadSelling(db: Kysely<Database>, leadId: string, masked = false): Promise<LeadSelling> {
  const [entries, sales, returns] = await Promise.all([
    db.selectFrom('auction_entries').selectAll().where('lead_id', '=', leadId).orderBy('at').orderBy('buyer_name').execute(),
    db
      .selectFrom('sales as s')
      .leftJoin('buyers as b', 'b.id', 's.buyer_id')
      .select(['s.buyer_id', 'b.name', 's.price_cents', 's.state', 's.reserved_at', 's.settled_at'])
      .where('s.lead_id', '=', leadId)
      .orderBy('s.reserved_at')
      .orderBy('s.buyer_id')
      .execute(),
    db.selectFrom('sale_returns').selectAll().where('lead_id', '=', leadId).execute(),
  ]);
  const returned = new Map(returns.map((r) => [r.buyer_id, returnView(r, masked)]));
  const names = new Map(entries.map((e) => [e.buyer_id, e.buyer_name]));
  return {
    auction: entries.map((e) => ({
      buyerId: e.buyer_id,
      buyerName: e.buyer_name,
      outcome: e.outcome,
      reason: e.reason,
      bid: dollars(e.bid_cents),
      answerMs: e.answer_ms === null ? null : Number(e.answer_ms),
      postStatus: e.post_status === null ? null : Number(e.post_status),
      postAnswer: e.post_answer === null ? null : e.post_answer.slice(0, ANSWER_SHOWN),
      at: isoTime(e.at)!,
    })),
    sales: sales.map((s) => ({
      buyerId: s.buyer_id,
      // A buyer deleted since keeps the name its auction recorded; the network stand-in has no row at all.
      buyerName: s.name ?? names.get(s.buyer_id) ?? (s.buyer_id === NETWORK_BUYER_ID ? 'Network' : s.buyer_id),
      price: toDollars(Number(s.price_cents)),
      state: s.state,
      reservedAt: isoTime(s.reserved_at)!,
      settledAt: isoTime(s.settled_at),
      return: returned.get(s.buyer_id) ?? null,
    })),
  };
}
