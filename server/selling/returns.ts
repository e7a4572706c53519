// Returns of sold leads, asked for by an admin in the console or by the buyer with its own key. A sale is
// returned at most once; the buyer's window and return-rate ceiling (return-rules.ts) decide whether it may
// be; the buyer's `returns_need_approval` holds an allowed return pending until an admin approves or refuses
// it. A refusal by the rules is not stored (it is in the audit log): the same buyer may ask again once
// the rate allows. An admin's refusal is stored and final.
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ListedReturn } from '#domain/console-api/selling.ts';
import type { ReturnReason, ReturnState, SaleReturn } from '#domain/selling-report.ts';
import type { Dialect } from '../store/connect.ts';
import type { Database, SaleReturnsTable } from '../store/schema.ts';
import { NETWORK_BUYER_NAME } from '../delivery/buyers/network-buyer.ts';
import { emitLeadReturned } from '../webhooks/lead-events.ts';
import { toDollars } from './money.ts';
import { returnRefusal, type ReturnRefusal } from './return-rules.ts';

const DAY_MS = 86_400_000;
const RATE_DAYS = 30;

/** The contract's defaults, for a buyer without a row of its own (the network stand-in, or one deleted since). */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
export const DEFAULT_MAX_RETURN_RATE_BP = 3000;

export interface ReturnRequest {
  leadId: string;
  buyerId: string;
  reason: ReturnReason;
  note: string;
  /** An operator's e-mail, or `buyer` when the buyer asked with its key. */
  requestedBy: string;
  now?: number;
}

export type ReturnAnswer =
  | { ok: true; saleReturn: SaleReturn }
  | { ok: false; status: 404 | 409 | 422; error: string; code: 'no_sale' | 'not_settled' | 'already' | ReturnRefusal['code'] };

export const NO_SALE = 'This buyer did not buy this lead.';
export const NO_RETURN = 'No such return.';

/** `masked` (a viewer): the note, free text that may name the person, is left out. */
export function returnView(r: Selectable<SaleReturnsTable>, masked = false): SaleReturn {
  return {
    id: r.id,
    leadId: r.lead_id,
    buyerId: r.buyer_id,
    reason: r.reason as ReturnReason,
    note: masked ? '' : r.note,
    state: r.state,
    requestedBy: r.requested_by,
    price: toDollars(Number(r.price_cents)),
    createdAt: new Date(Number(r.created_at)).toISOString(),
    decidedAt: r.decided_at === null ? null : new Date(Number(r.decided_at)).toISOString(),
  };
}

function alreadyText(state: ReturnState): string {
  if (state === 'accepted') return 'This sale was returned already.';
  if (state === 'pending') return 'A return of this sale is already waiting for an admin.';
  return 'A return of this sale was refused by an admin.';
}

/** A PostgreSQL advisory lock id (a signed 64-bit number) for one buyer's returns. */
function buyerLock(buyerId: string): string {
  const hex = createHash('sha256').update(`returns:${buyerId}`).digest('hex');
  return BigInt.asIntN(64, BigInt(`0x${hex.slice(0, 16)}`)).toString();
}

/** Thrown inside the transaction to undo the return it wrote. */
class Refused extends Error {
  constructor(readonly refusal: ReturnRefusal) {
    super(refusal.code);
  }
}

export class Returns {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Records a return, or says why not. The return is written first and the buyer's rate counted after,
   * in one transaction, so two returns asked for at once cannot both slip under the ceiling: PostgreSQL
   * takes a per-buyer lock, and on SQLite the write holds the database's write lock until the commit.
   */
  async request(r: ReturnRequest): Promise<ReturnAnswer> {
    const now = r.now ?? Date.now();
    try {
      return await this.db.transaction().execute(async (trx): Promise<ReturnAnswer> => {
        if (this.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${buyerLock(r.buyerId)}::bigint)`.execute(trx);
        const sale = await trx
          .selectFrom('sales')
          .select(['state', 'price_cents', 'reserved_at', 'settled_at'])
          .where('lead_id', '=', r.leadId)
          .where('buyer_id', '=', r.buyerId)
          .executeTakeFirst();
        if (!sale || sale.state === 'refused' || sale.state === 'failed')
          return { ok: false, status: 404, error: NO_SALE, code: 'no_sale' };
        if (sale.state === 'pending') {
          return {
            ok: false,
            status: 409,
            error: 'The buyer has not answered the post of this lead yet, so it cannot be returned.',
            code: 'not_settled',
          };
        }
        const buyer = await trx
          .selectFrom('buyers')
          .select(['return_window_days', 'max_return_rate_bp', 'returns_need_approval'])
          .where('id', '=', r.buyerId)
          .executeTakeFirst();
        const id = randomUUID();
        const inserted = await trx
          .insertInto('sale_returns')
          .values({
            id,
            lead_id: r.leadId,
            buyer_id: r.buyerId,
            reason: r.reason,
            note: r.note,
            state: buyer && Number(buyer.returns_need_approval) === 1 ? 'pending' : 'accepted',
            requested_by: r.requestedBy,
            price_cents: Number(sale.price_cents),
            created_at: now,
            decided_at: null,
          })
          .onConflict((oc) => oc.columns(['lead_id', 'buyer_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows) !== 1) {
          const earlier = await trx
            .selectFrom('sale_returns')
            .select('state')
            .where('lead_id', '=', r.leadId)
            .where('buyer_id', '=', r.buyerId)
            .executeTakeFirstOrThrow();
          return { ok: false, status: 409, error: alreadyText(earlier.state), code: 'already' };
        }

        const counts = await this.#lastDays(trx, r.buyerId, id, now);
        const refusal = returnRefusal({
          soldAt: Number(sale.settled_at ?? sale.reserved_at),
          now,
          returnWindowDays: buyer ? Number(buyer.return_window_days) : DEFAULT_RETURN_WINDOW_DAYS,
          maxReturnRateBasisPoints: buyer ? Number(buyer.max_return_rate_bp) : DEFAULT_MAX_RETURN_RATE_BP,
          salesLast30Days: counts.sales,
          returnsLast30Days: counts.returns,
        });
        if (refusal) throw new Refused(refusal);
        const row = await trx.selectFrom('sale_returns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        if (row.state === 'accepted') await announceReturn(trx, row);
        return { ok: true, saleReturn: returnView(row) };
      });
    } catch (err) {
      if (err instanceof Refused) return { ok: false, status: 422, error: err.refusal.message, code: err.refusal.code };
      throw err;
    }
  }

  /**
   * The buyer's sales in the last 30 days, and its accepted or pending returns of those sales other than
   * `except` (the one being asked for: the rule adds it itself).
   */
  async #lastDays(trx: Kysely<Database>, buyerId: string, except: string, now: number): Promise<{ sales: number; returns: number }> {
    const soldAt = sql<number>`coalesce(s.settled_at, s.reserved_at)`;
    const since = now - RATE_DAYS * DAY_MS;
    const row = await trx
      .selectFrom('sales as s')
      .leftJoin('sale_returns as r', (j) =>
        j
          .onRef('r.lead_id', '=', 's.lead_id')
          .onRef('r.buyer_id', '=', 's.buyer_id')
          .on('r.state', 'in', ['accepted', 'pending'])
          .on('r.id', '!=', except),
      )
      .select((eb) => [eb.fn.countAll<number>().as('sales'), eb.fn.count<number>('r.id').as('returns')])
      .where('s.buyer_id', '=', buyerId)
      .where('s.state', '=', 'sold')
      .where(soldAt, '>=', since)
      .executeTakeFirstOrThrow();
    return { sales: Number(row.sales), returns: Number(row.returns) };
  }

  /** An admin's decision on a pending return. */
  async decide(
    id: string,
    decision: 'approve' | 'refuse',
    now = Date.now(),
  ): Promise<{ ok: true; saleReturn: SaleReturn } | { ok: false; status: 404 | 409; error: string }> {
    const row = await this.db.transaction().execute(async (trx) => {
      const decided = await trx
        .updateTable('sale_returns')
        .set({ state: decision === 'approve' ? 'accepted' : 'refused', decided_at: now })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (decided?.state === 'accepted') await announceReturn(trx, decided);
      return decided;
    });
    if (row) return { ok: true, saleReturn: returnView(row) };
    const found = await this.db.selectFrom('sale_returns').select('state').where('id', '=', id).executeTakeFirst();
    if (!found) return { ok: false, status: 404, error: NO_RETURN };
    return { ok: false, status: 409, error: `This return was ${found.state} already.` };
  }

  /** Returns in a state (the pending ones wait for an admin), oldest first, at most `limit`, with their lead's reference and buyer's name. */
  async list(state: ReturnState, masked: boolean, limit = 100): Promise<ListedReturn[]> {
    const rows = await this.db
      .selectFrom('sale_returns as r')
      .leftJoin('leads as l', 'l.id', 'r.lead_id')
      .leftJoin('buyers as b', 'b.id', 'r.buyer_id')
      .selectAll('r')
      .select(['l.reference', 'b.name'])
      .where('r.state', '=', state)
      .orderBy('r.created_at')
      .orderBy('r.id')
      .limit(limit)
      .execute();
    return rows.map(({ reference, name, ...r }) => ({
      ...returnView(r, masked),
      leadReference: reference ?? null,
      buyerName: name ?? r.buyer_id,
    }));
  }

  async find(id: string): Promise<SaleReturn | undefined> {
    const row = await this.db.selectFrom('sale_returns').selectAll().where('id', '=', id).executeTakeFirst();
    return row && returnView(row);
  }
}

/** The lead.returned webhook event for a return just accepted, in the transaction that accepts it. */
async function announceReturn(
  trx: Transaction<Database>,
  r: { lead_id: string; buyer_id: string; reason: string; price_cents: number },
): Promise<void> {
  const buyer = await trx.selectFrom('buyers').select('name').where('id', '=', r.buyer_id).executeTakeFirst();
  await emitLeadReturned(trx, r.lead_id, {
    buyerName: buyer?.name ?? NETWORK_BUYER_NAME,
    reason: r.reason,
    amountCents: Number(r.price_cents),
  });
}
