// Sales as the database keeps them: a post to a buyer is offered only after a reservation that takes one of
// the lead's sale slots, the (lead, buyer) pair, and the buyer's room under each cap and budget, all in one
// transaction of conditional writes. No step reads a count and writes later, so two servers (or two hundred
// requests) can never both take a buyer's last lead: the row lock on the usage row decides, and the loser's
// WHERE no longer matches. A refused or failed post gives its reservation back; a pending one holds it.
import type { Kysely, Transaction } from 'kysely';
import type { Database, SaleState, UsagePeriod } from '../store/schema.ts';
import type { Limits } from './buyer-rules.ts';
import { periodStarts } from './zoned-time.ts';

export type ReserveRefusal = 'slots' | 'already' | 'cap' | 'budget';

export interface ReserveRequest {
  leadId: string;
  buyer: { id: string; timeZone: string; caps: Limits; budgetCents: Limits };
  priceCents: number;
  /** LEAD_MAX_SALES. */
  maxSales: number;
  at: number;
  pingToken?: string;
  /**
   * An operator's resend: a sale of this pair that was refused or failed is offered again (pending, with its
   * slot and room taken anew) instead of counting as `already`. A pending or sold one still is `already`.
   */
  reopen?: boolean;
}

const PERIODS: readonly [UsagePeriod, keyof Limits][] = [
  ['day', 'daily'],
  ['week', 'weekly'],
  ['month', 'monthly'],
];

class Refused extends Error {
  constructor(readonly reason: ReserveRefusal) {
    super(reason);
  }
}

export class SalesLedger {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Takes a slot, the pair and the buyer's room, or nothing at all (and says what was missing). `alsoWithin`
   * writes what must exist exactly when the sale does (the post's delivery job) in the same transaction.
   */
  async reserve(
    r: ReserveRequest,
    alsoWithin?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<{ ok: true } | { ok: false; reason: ReserveRefusal }> {
    try {
      await this.db.transaction().execute(async (trx) => {
        const slot = await trx
          .updateTable('leads')
          .set((eb) => ({ sales_reserved: eb('sales_reserved', '+', 1) }))
          .where('id', '=', r.leadId)
          .where('sales_reserved', '<', r.maxSales)
          .executeTakeFirst();
        if (Number(slot.numUpdatedRows) !== 1) throw new Refused('slots');

        const starts: Record<UsagePeriod, number> = periodStarts(r.at, r.buyer.timeZone);
        const pair = await trx
          .insertInto('sales')
          .values({
            lead_id: r.leadId,
            buyer_id: r.buyer.id,
            price_cents: r.priceCents,
            state: 'pending',
            reserved_at: r.at,
            settled_at: null,
            day_start: starts.day,
            week_start: starts.week,
            month_start: starts.month,
            ping_token: r.pingToken ?? null,
          })
          .onConflict((oc) => oc.columns(['lead_id', 'buyer_id']).doNothing())
          .executeTakeFirst();
        if (Number(pair.numInsertedOrUpdatedRows) !== 1 && !(r.reopen && (await this.#reopen(trx, r, starts))))
          throw new Refused('already');

        await alsoWithin?.(trx);
        // Last: the buyer's usage row is what every sale to it waits for, held from here to the commit.
        await this.#takeRoom(trx, r, starts);
      });
      return { ok: true };
    } catch (err) {
      if (err instanceof Refused) return { ok: false, reason: err.reason };
      throw err;
    }
  }

  /** A refused or failed sale of the pair, pending again at the new price and periods; false if there is none. */
  async #reopen(trx: Transaction<Database>, r: ReserveRequest, starts: Record<UsagePeriod, number>): Promise<boolean> {
    const reopened = await trx
      .updateTable('sales')
      .set({
        price_cents: r.priceCents,
        state: 'pending',
        reserved_at: r.at,
        settled_at: null,
        day_start: starts.day,
        week_start: starts.week,
        month_start: starts.month,
        ping_token: r.pingToken ?? null,
      })
      .where('lead_id', '=', r.leadId)
      .where('buyer_id', '=', r.buyer.id)
      .where('state', 'in', ['refused', 'failed'])
      .executeTakeFirst();
    return Number(reopened.numUpdatedRows) === 1;
  }

  /**
   * One conditional UPDATE for the three periods, each row under its own cap and budget: all three rows
   * match or the reservation fails. Kept to one statement because the usage row is the one every sale to
   * this buyer waits for; it is locked from here to the commit, so the hold is a single round trip.
   */
  async #takeRoom(trx: Transaction<Database>, r: ReserveRequest, starts: Record<UsagePeriod, number>) {
    await trx
      .insertInto('buyer_usage')
      .values(PERIODS.map(([period]) => ({ buyer_id: r.buyer.id, period, period_start: starts[period], leads: 0, cents: 0 })))
      .onConflict((oc) => oc.columns(['buyer_id', 'period', 'period_start']).doNothing())
      .execute();
    const took = await trx
      .updateTable('buyer_usage')
      .set((eb) => ({ leads: eb('leads', '+', 1), cents: eb('cents', '+', r.priceCents) }))
      .where('buyer_id', '=', r.buyer.id)
      .where((eb) =>
        eb.or(
          PERIODS.map(([period, limitKey]) => {
            const cap = r.buyer.caps[limitKey];
            const budget = r.buyer.budgetCents[limitKey];
            return eb.and([
              eb('period', '=', period),
              eb('period_start', '=', starts[period]),
              ...(cap !== undefined ? [eb('leads', '<', cap)] : []),
              ...(budget !== undefined ? [eb('cents', '<=', budget - r.priceCents)] : []),
            ]);
          }),
        ),
      )
      .returning('period')
      .execute();
    if (took.length === PERIODS.length) return;
    // Which limit stopped it, for the lead's auction page: a period the UPDATE did not match still holds
    // its old counts (read inside the failing transaction, which is then undone).
    const missed = PERIODS.filter(([period]) => !took.some((t) => t.period === period));
    for (const [period, limitKey] of missed) {
      const cap = r.buyer.caps[limitKey];
      if (cap === undefined) continue;
      const row = await trx
        .selectFrom('buyer_usage')
        .select('leads')
        .where('buyer_id', '=', r.buyer.id)
        .where('period', '=', period)
        .where('period_start', '=', starts[period])
        .executeTakeFirst();
      if (row && Number(row.leads) >= cap) throw new Refused('cap');
    }
    throw new Refused('budget');
  }

  /**
   * The buyer's answer to the post: sold keeps the reservation; refused or failed gives it back (slot, room).
   * Only a pending sale is settled, so a late or repeated answer changes nothing.
   */
  async settle(leadId: string, buyerId: string, outcome: Exclude<SaleState, 'pending'>, at: number): Promise<boolean> {
    return this.db.transaction().execute((trx) => this.settleWithin(trx, leadId, buyerId, outcome, at));
  }

  /** settle() inside a transaction the caller holds (the outbox's record of the attempt that was answered). */
  async settleWithin(
    trx: Transaction<Database>,
    leadId: string,
    buyerId: string,
    outcome: Exclude<SaleState, 'pending'>,
    at: number,
  ): Promise<boolean> {
    const sale = await trx
      .updateTable('sales')
      .set({ state: outcome, settled_at: at })
      .where('lead_id', '=', leadId)
      .where('buyer_id', '=', buyerId)
      .where('state', '=', 'pending')
      .returning(['price_cents', 'day_start', 'week_start', 'month_start'])
      .executeTakeFirst();
    if (!sale) return false;
    if (outcome === 'sold') return true;
    await trx
      .updateTable('leads')
      .set((eb) => ({ sales_reserved: eb('sales_reserved', '-', 1) }))
      .where('id', '=', leadId)
      .execute();
    const starts: Record<UsagePeriod, number> = {
      day: Number(sale.day_start),
      week: Number(sale.week_start),
      month: Number(sale.month_start),
    };
    for (const [period] of PERIODS) {
      await trx
        .updateTable('buyer_usage')
        .set((eb) => ({ leads: eb('leads', '-', 1), cents: eb('cents', '-', Number(sale.price_cents)) }))
        .where('buyer_id', '=', buyerId)
        .where('period', '=', period)
        .where('period_start', '=', starts[period])
        .execute();
    }
    return true;
  }
}
