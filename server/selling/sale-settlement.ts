// What an answered post does to a sale, written by the outbox in the same transaction as the attempt that
// got the answer (and only if that attempt still held the job, so a stale answer settles nothing):
// - a buyer from the database: sold, refused (its slot and its room under caps and budgets given back) or
//   failed (retries given up; given back too); an answer worth retrying leaves the sale pending. The lead's
//   status is then written from all its sales, and the auction's entry for the buyer shows the answer.
// - the network (LEAD_FORWARD_URL, the one buyer while no other exists): the lead's status follows its one
//   job as it always has, and a delivery is recorded as a sale at LEAD_PRICE, so revenue counts it.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../store/connect.ts';
import { deliveredAt, fencedAttempt, writeOneJobStatus, type ClaimedJob } from '../store/lead-store.ts';
import { NETWORK_BUYER_ID, type Database, type SaleState } from '../store/schema.ts';
import type { RecordAtOnce, SettleAttempt } from '../delivery/delivery-worker.ts';
import { notePost } from './auction-entries.ts';
import { lockLead, writeLeadStatus } from './lead-status.ts';
import type { SalesLedger } from './sales-ledger.ts';
import { periodStarts } from './zoned-time.ts';
import { emitLeadSold } from '../webhooks/lead-events.ts';
import { subscribedEndpoints } from '../webhooks/webhook-emit.ts';
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

/** The network's sale of a lead it took: at LEAD_PRICE, sold as soon as it is delivered. */
function networkSale(job: ClaimedJob, deps: SettlementDeps, at: number) {
  const starts = periodStarts(at, deps.timeZone);
  return {
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
}

/**
 * The lead delivered, its sale slot taken unless the network's sale exists already (a forced resend it
 * takes again is the same sale). Written before the sale, as everywhere else, so that the report rows
 * their triggers keep are always locked in the same order: the other order deadlocks against intake under
 * load. Whether the sale is new is known before it is written, since only the holder of the job's lease
 * writes it.
 */
function deliveredLead(db: Kysely<Database>, leadId: string, at: number) {
  const saleKept = sql<number>`(select count(*) from sales where lead_id = ${leadId} and buyer_id = ${NETWORK_BUYER_ID})`;
  return db
    .updateTable('leads')
    .set({ ...deliveredAt(at), sales_reserved: sql<number>`sales_reserved + 1 - ${saleKept}` })
    .where('id', '=', leadId);
}

/** The network's delivery, in the attempt's transaction: true when its sale is new. */
async function recordNetworkDelivery(trx: Transaction<Database>, job: ClaimedJob, deps: SettlementDeps, at: number): Promise<boolean> {
  await deliveredLead(trx, job.leadId, at).execute();
  const inserted = await trx
    .insertInto('sales')
    .values(networkSale(job, deps, at))
    .onConflict((oc) => oc.columns(['lead_id', 'buyer_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * A delivered attempt of the network's job, written whole in ONE statement where the engine allows it:
 * on PostgreSQL each statement is a round trip, and a transaction costs two more. It writes what
 * recordAttempt with settleAttempts writes in a transaction, in the same order: the fenced job write and
 * the timeline row, then, only if the fence let the write through, the lead and then its sale. Undefined
 * where it does not apply (SQLite, another buyer or outcome, or an endpoint that asked for lead.sold,
 * whose message is written with the sale): the transaction then writes the attempt.
 */
export function recordDeliveryAtOnce(db: Kysely<Database>, deps: SettlementDeps): RecordAtOnce | undefined {
  if (deps.dialect !== 'postgres') return undefined;
  return async (job, attempt) => {
    if (job.buyerId !== NETWORK_BUYER_ID || attempt.outcome.kind !== 'delivered') return undefined;
    if ((await subscribedEndpoints(db, 'lead.sold')).length > 0) return undefined;
    const at = attempt.startedAt + attempt.durationMs;
    const sale = networkSale(job, deps, at);
    const written = await fencedAttempt(db, deps.dialect, job, attempt)
      .with('lead', () =>
        deliveredLead(db, job.leadId, at)
          .where(sql<boolean>`exists (select 1 from fenced)`)
          .returning('id'),
      )
      .with('sale', (q) =>
        q
          .insertInto('sales')
          .columns(['lead_id', 'buyer_id', 'price_cents', 'state', 'reserved_at', 'settled_at', 'day_start', 'week_start', 'month_start'])
          // Selected from the lead's update: no sale unless the lead was written, and the lead first.
          .expression(
            sql`select id, ${sale.buyer_id}::text, ${sale.price_cents}::bigint, ${sale.state}::text, ${at}::bigint, ${at}::bigint, ${sale.day_start}::bigint, ${sale.week_start}::bigint, ${sale.month_start}::bigint from lead`,
          )
          .onConflict((oc) => oc.columns(['lead_id', 'buyer_id']).doNothing())
          .returning('lead_id'),
      )
      .selectNoFrom(sql<number>`(select counted from attempt)`.as('counted'))
      .executeTakeFirstOrThrow();
    return Number(written.counted) === 1;
  };
}
