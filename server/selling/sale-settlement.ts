// What an answered post does to a sale, written by the outbox in the same transaction as the attempt that
// got the answer (and only if that attempt still held the job, so a stale answer settles nothing):
// - a buyer from the database: sold, refused (its slot and its room under caps and budgets given back) or
//   failed (retries given up; given back too); an answer worth retrying leaves the sale pending. The lead's
//   status is then written from all its sales, and the auction's entry for the buyer shows the answer.
// - the network (LEAD_FORWARD_URL, the one buyer while no other exists): the lead's status follows its one
//   job as it always has, and a delivery is recorded as a sale at LEAD_PRICE, so revenue counts it.
import { sql, type Transaction } from 'kysely';
import type { Dialect } from '../store/connect.ts';
import { deliveredAt, writeOneJobStatus, type ClaimedJob } from '../store/lead-store.ts';
import { NETWORK_BUYER_ID, type Database, type SaleState } from '../store/schema.ts';
import type { SettleAttempt } from '../delivery/delivery-worker.ts';
import { notePost } from './auction-entries.ts';
import { lockLead, writeLeadStatus } from './lead-status.ts';
import type { SalesLedger } from './sales-ledger.ts';
import { periodStarts } from './zoned-time.ts';
import { emitLeadSold } from '../webhooks/lead-events.ts';
import { NETWORK_BUYER_NAME } from '../delivery/buyers/network-buyer.ts';

export interface SettlementDeps {
  ledger: SalesLedger;
  dialect: Dialect;
  /** LEAD_PRICE in cents: what the network pays per lead. */
  networkPriceCents: number;
  /** The zone the network's sales are dated in (it has no caps; the columns are filled all the same). */
  timeZone: string;
}

const SALE_OF: Record<'delivered' | 'rejected' | 'failed', Exclude<SaleState, 'pending'>> = {
  delivered: 'sold',
  rejected: 'refused',
  failed: 'failed',
};

export function settleAttempts(deps: SettlementDeps): SettleAttempt {
  return async (trx, job, attempt) => {
    const o = attempt.outcome;
    const at = attempt.startedAt + attempt.durationMs;
    if (job.buyerId === NETWORK_BUYER_ID) {
      if (o.kind !== 'delivered') return writeOneJobStatus(trx, job.leadId, o, at);
      // The network's sale is at LEAD_PRICE under its own name: nothing to read back for the event.
      if (await recordNetworkDelivery(trx, job, deps, at))
        await emitLeadSold(trx, job.leadId, { buyerName: NETWORK_BUYER_NAME, priceCents: deps.networkPriceCents });
      return;
    }
    await lockLead(trx, deps.dialect, job.leadId);
    const sale = o.kind === 'retry' ? undefined : SALE_OF[o.kind];
    const settled = sale !== undefined && (await deps.ledger.settleWithin(trx, job.leadId, job.buyerId, sale, at));
    if (settled && sale === 'sold') await announceSale(trx, job.leadId, job.buyerId);
    await notePost(trx, job.leadId, job.buyerId, {
      ...(sale && { reason: sale }),
      status: attempt.httpStatus,
      answer: attempt.response ?? (o.kind === 'delivered' ? '' : o.error),
    });
    await writeLeadStatus(trx, job.leadId, at, o.kind === 'rejected' ? o.error : undefined);
  };
}

/** The lead.sold webhook event for a sale just settled, in the same transaction: never sent for a sale not kept. */
async function announceSale(trx: Transaction<Database>, leadId: string, buyerId: string): Promise<void> {
  const row = await trx
    .selectFrom('sales')
    .leftJoin('buyers', 'buyers.id', 'sales.buyer_id')
    .select(['sales.price_cents', 'buyers.name'])
    .where('sales.lead_id', '=', leadId)
    .where('sales.buyer_id', '=', buyerId)
    .executeTakeFirst();
  if (!row) return;
  await emitLeadSold(trx, leadId, { buyerName: row.name ?? NETWORK_BUYER_NAME, priceCents: Number(row.price_cents) });
}

/**
 * The network's delivery: the lead delivered and, once (a forced resend it takes again is the same sale), a
 * sale at LEAD_PRICE that takes one of the lead's slots. True when the sale is new. The lead is written
 * before the sale, as everywhere else, so the report rows their triggers keep are always locked in the
 * same order (the other order deadlocks against intake under load). Whether the sale is new is known
 * before it is written, since only the holder of the job's lease writes it: one statement on PostgreSQL,
 * two on SQLite.
 */
async function recordNetworkDelivery(trx: Transaction<Database>, job: ClaimedJob, deps: SettlementDeps, at: number): Promise<boolean> {
  const starts = periodStarts(at, deps.timeZone);
  const sale = {
    lead_id: job.leadId,
    buyer_id: NETWORK_BUYER_ID,
    price_cents: deps.networkPriceCents,
    state: 'sold' as const,
    reserved_at: at,
    settled_at: at,
    day_start: starts.day,
    week_start: starts.week,
    month_start: starts.month,
    ping_token: null,
  };
  const saleKept = sql<number>`(select count(*) from sales where lead_id = ${job.leadId} and buyer_id = ${NETWORK_BUYER_ID})`;
  const lead = trx
    .updateTable('leads')
    .set({ ...deliveredAt(at), sales_reserved: sql<number>`sales_reserved + 1 - ${saleKept}` })
    .where('id', '=', job.leadId);
  if (deps.dialect === 'postgres') {
    // The sale's lead id is read from the lead's update, which makes PostgreSQL run that update first.
    const inserted = await trx
      .with('lead', () => lead.returning('id'))
      .insertInto('sales')
      .values({ ...sale, lead_id: sql<string>`(select id from lead)` })
      .onConflict((oc) => oc.columns(['lead_id', 'buyer_id']).doNothing())
      .returning('lead_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  await lead.execute();
  const inserted = await trx
    .insertInto('sales')
    .values(sale)
    .onConflict((oc) => oc.columns(['lead_id', 'buyer_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
