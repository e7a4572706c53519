// The selling parts of the server in one object, built by buildApp: who buys (the directory of buyers),
// the sales ledger, the auction a new lead goes through, and the operator's resend of a lead's posts.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DeliveryWorker, RecordAtOnce, SettleAttempt } from '../delivery/delivery-worker.ts';
import type { SuppressionList } from '../privacy/suppression.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { runAuction, type AuctionLead, type AuctionOutcome } from './auction-run.ts';
import { BuyerDirectory, type Seller } from './buyer-directory.ts';
import { lockLead, writeLeadStatus } from './lead-status.ts';
import { PostResend } from './post-resend.ts';
import { recordDeliveryAtOnce, settleAttempts } from './sale-settlement.ts';
import { SalesLedger } from './sales-ledger.ts';

export class Selling {
  readonly directory: BuyerDirectory;
  readonly ledger: SalesLedger;
  /** For the outbox: what an answered post does to its sale and to the lead's status. */
  readonly settle: SettleAttempt;
  /** For the outbox: the network's delivered attempts in one statement where the engine allows. */
  readonly recordAtOnce: RecordAtOnce | undefined;
  private worker: DeliveryWorker | undefined;

  constructor(
    private readonly store: LeadStore,
    private readonly config: Config,
    private readonly suppression: SuppressionList,
    private readonly log: FastifyBaseLogger,
  ) {
    this.directory = new BuyerDirectory(store.db, config, log);
    this.ledger = new SalesLedger(store.db);
    const settlement = {
      ledger: this.ledger,
      dialect: store.dialect,
      networkPriceCents: config.selling.networkPriceCents,
      timeZone: config.consoleTimeZone,
    };
    this.settle = settleAttempts(settlement);
    this.recordAtOnce = recordDeliveryAtOnce(store.db, settlement);
  }

  /** The outbox that posts the winners (it is built with this object's settle, so it comes second). */
  attach(worker: DeliveryWorker): void {
    this.worker = worker;
  }

  private get outbox(): DeliveryWorker {
    if (!this.worker) throw new Error('selling: no delivery worker attached');
    return this.worker;
  }

  auction(lead: AuctionLead, sellers: readonly Seller[], startedAt = Date.now()): Promise<AuctionOutcome> {
    return runAuction(
      {
        store: this.store,
        ledger: this.ledger,
        worker: this.outbox,
        config: this.config,
        optedOut: (contact) => this.suppression.listed(contact),
        log: this.log,
      },
      lead,
      sellers,
      startedAt,
    );
  }

  /** Writes a lead's status from its sales and jobs as they are now (after an auction that failed midway). */
  async refreshStatus(leadId: string): Promise<void> {
    await this.store.db.transaction().execute(async (trx) => {
      await lockLead(trx, this.store.dialect, leadId);
      await writeLeadStatus(trx, leadId, Date.now());
    });
  }

  get resend(): PostResend {
    return new PostResend({ store: this.store, ledger: this.ledger, directory: this.directory, worker: this.outbox, config: this.config });
  }
}
