// An operator's resend of a lead sold by auction (the console's POST /api/admin/leads/:id/resend):
// - without a buyer: the lead's posts still pending (due now instead of at their backoff) and those that
//   failed after retries (offered again: their sale takes its slot and the buyer's room anew);
// - to one buyer (`buyerId`): a post to that buyer, whether or not the auction chose it, unless it bought
//   the lead already. A ping-post buyer with no earlier bid for the lead is pinged first for its bid.
// Either way the sale is reserved before the job is queued, so caps, budgets and the lead's slots hold as
// they do in the auction, and a post already under way is never sent twice (409 while an attempt is live).
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { findServiceById } from '#domain/catalogue.ts';
import type { LeadStatus } from '#domain/lead-summary.ts';
import type { Config } from '../config.ts';
import type { DeliveryWorker } from '../delivery/delivery-worker.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { NETWORK_BUYER_ID, type Database } from '../store/schema.ts';
import type { BuyerDirectory, Seller } from './buyer-directory.ts';
import { lockLead, writeLeadStatus } from './lead-status.ts';
import { pingBody } from './ping.ts';
import type { ReserveRefusal, SalesLedger } from './sales-ledger.ts';

export type ResendAnswer = { code: 202; body: { status: LeadStatus; buyers: string[] } } | { code: 404 | 409; body: { error: string } };

export const ATTEMPT_LIVE = 'A delivery attempt for this lead is under way. Wait for its answer, then resend if it is still needed.';
export const NOTHING_TO_RESEND = 'This lead has no pending or failed post to resend. Name a buyer to post it to one.';
export const ALREADY_BOUGHT = 'This buyer bought this lead already.';
export const NO_SUCH_BUYER = 'No such buyer.';
export const NETWORK_CLOSED = 'The network (LEAD_FORWARD_URL) takes no new leads once buyers exist.';
export const HEADERS_SEALED = "This buyer's header secrets cannot be opened (BUYER_SECRET_KEY is unset or another key sealed them).";

const RESERVE_REFUSALS: Record<ReserveRefusal, string> = {
  slots: 'This lead is sold to as many buyers as LEAD_MAX_SALES allows.',
  already: ALREADY_BOUGHT,
  cap: 'This buyer has reached one of its caps for now.',
  budget: 'This buyer has reached one of its budgets for now.',
};

export interface ResendDeps {
  store: LeadStore;
  ledger: SalesLedger;
  directory: BuyerDirectory;
  worker: DeliveryWorker;
  config: Pick<Config, 'selling'>;
}

/** A sale offered again, and what it was before (given back to that state if the post cannot be queued). */
interface Reopened {
  buyerId: string;
  was: 'refused' | 'failed';
}

const refuse = (code: 404 | 409, error: string): ResendAnswer => ({ code, body: { error } });

export class PostResend {
  constructor(private readonly deps: ResendDeps) {}

  /** Whether the lead went through an auction (the network's leads have the network's job from intake). */
  async isAuctioned(leadId: string): Promise<boolean> {
    return (await this.deps.store.jobFor(leadId, NETWORK_BUYER_ID)) === undefined;
  }

  /**
   * The console's bulk resend of failed leads: the network's leads as before (their one job again), each
   * lead sold by auction through retryPosts (its failed posts offered again; refused ones stay refused).
   */
  async retryFailed(leadIds: readonly string[]): Promise<{ queued: string[] }> {
    const network = new Set<string>();
    for (let i = 0; i < leadIds.length; i += 1000) {
      const rows = await this.deps.store.db
        .selectFrom('delivery_jobs')
        .select('lead_id')
        .where('buyer_id', '=', NETWORK_BUYER_ID)
        .where('lead_id', 'in', leadIds.slice(i, i + 1000))
        .execute();
      for (const r of rows) network.add(r.lead_id);
    }
    const auctioned = leadIds.filter((id) => !network.has(id));
    const { queued } = await this.deps.store.queueResend([...network]);
    for (const id of auctioned) if ((await this.retryPosts(id)).code === 202) queued.push(id);
    if (queued.length > 0) void this.deps.worker.poll();
    return { queued };
  }

  /** The lead's pending and failed posts, again now. */
  async retryPosts(leadId: string): Promise<ResendAnswer> {
    const { store } = this.deps;
    const sales = await store.db
      .selectFrom('sales')
      .select(['buyer_id', 'state', 'price_cents', 'ping_token'])
      .where('lead_id', '=', leadId)
      .where('state', 'in', ['pending', 'failed'])
      .execute();
    const jobs = new Set((await store.jobsFor(leadId)).map((j) => j.buyer_id));
    const posts = sales.filter((s) => jobs.has(s.buyer_id));
    if (posts.length === 0) return refuse(409, NOTHING_TO_RESEND);
    if (await this.attemptLive(leadId)) return refuse(409, ATTEMPT_LIVE);
    const roster = await this.deps.directory.roster();
    const maxSales = await this.maxSales(leadId);
    const reopened: Reopened[] = [];
    let firstRefusal: string | undefined;
    for (const sale of posts.filter((s) => s.state === 'failed')) {
      const seller = roster.sellers.find((s) => s.rules.id === sale.buyer_id);
      if (!seller) continue;
      const r = await this.reserve(leadId, seller, Number(sale.price_cents), sale.ping_token ?? undefined, maxSales);
      if (r === true) reopened.push({ buyerId: sale.buyer_id, was: 'failed' });
      else firstRefusal ??= RESERVE_REFUSALS[r];
    }
    const buyerIds = [...posts.filter((s) => s.state === 'pending').map((s) => s.buyer_id), ...reopened.map((r) => r.buyerId)];
    if (buyerIds.length === 0) return refuse(409, firstRefusal ?? NOTHING_TO_RESEND);
    return this.queue(leadId, buyerIds, reopened);
  }

  /** A post of the lead to one buyer. */
  async postTo(leadId: string, buyerId: string): Promise<ResendAnswer> {
    const { store } = this.deps;
    if (buyerId === NETWORK_BUYER_ID) return refuse(409, NETWORK_CLOSED);
    const roster = await this.deps.directory.roster();
    const seller = roster.sellers.find((s) => s.rules.id === buyerId);
    if (!seller) return refuse(404, NO_SUCH_BUYER);
    if (!seller.buyer) return refuse(409, HEADERS_SEALED);
    const sale = await store.db
      .selectFrom('sales')
      .select(['state', 'price_cents', 'ping_token'])
      .where('lead_id', '=', leadId)
      .where('buyer_id', '=', buyerId)
      .executeTakeFirst();
    if (sale?.state === 'sold') return refuse(409, ALREADY_BOUGHT);
    if (await this.attemptLive(leadId)) return refuse(409, ATTEMPT_LIVE);

    // A buyer the lead never went to gets its job with the sale, in one transaction, due now: the outbox
    // takes it from there. One it went to before gets its job put back in the queue.
    const hasJob = (await store.jobFor(leadId, buyerId)) !== undefined;
    const now = Date.now();
    const newJob = async (trx?: Transaction<Database>) =>
      store.insertJob(leadId, buyerId, { state: 'pending', nextAttemptAt: now, now, trigger: 'resend' }, trx);
    let reopened: Reopened[] = [];
    if (sale?.state !== 'pending') {
      const offer = sale
        ? { priceCents: Number(sale.price_cents), token: sale.ping_token ?? undefined }
        : await this.offerOf(leadId, seller);
      if ('error' in offer) return refuse(409, offer.error);
      const r = await this.reserve(leadId, seller, offer.priceCents, offer.token, await this.maxSales(leadId), hasJob ? undefined : newJob);
      if (r !== true) return refuse(409, RESERVE_REFUSALS[r]);
      if (sale) reopened = [{ buyerId, was: sale.state as Reopened['was'] }];
    } else if (!hasJob) {
      await newJob();
    }
    if (!hasJob) return this.queued(leadId, [buyerId]);
    return this.queue(leadId, [buyerId], reopened);
  }

  /** What a buyer with no earlier sale of this lead is posted at: its price, or its bid on a fresh ping. */
  private async offerOf(leadId: string, seller: Seller): Promise<{ priceCents: number; token?: string } | { error: string }> {
    const r = seller.rules;
    if (r.mode === 'post') return { priceCents: r.priceCents };
    const lead = await this.deps.store.db
      .selectFrom('leads')
      .select(['service_id', 'answers', 'state', 'zip', 'city'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    const service = findServiceById(lead.service_id);
    if (!service) return { error: 'This lead is of a service that no longer exists.' };
    const answers = JSON.parse(lead.answers) as Record<string, string>;
    const body = pingBody(randomUUID(), { service, answers, contact: answers, state: lead.state, zip: lead.zip, city: lead.city });
    const answer = await seller.buyer!.ping(body, r.timeoutMs);
    if (answer.kind === 'no_bid') return { error: `The buyer did not bid (${answer.reason}: ${answer.detail}).` };
    return { priceCents: answer.bidCents, token: answer.token };
  }

  private async reserve(
    leadId: string,
    seller: Seller,
    priceCents: number,
    token: string | undefined,
    maxSales: number,
    alsoWithin?: (trx: Transaction<Database>) => Promise<void>,
  ) {
    const r = seller.rules;
    const reserved = await this.deps.ledger.reserve(
      {
        leadId,
        buyer: { id: r.id, timeZone: r.timeZone, caps: r.caps, budgetCents: r.budgetCents },
        priceCents,
        maxSales,
        at: Date.now(),
        reopen: true,
        ...(token !== undefined && { pingToken: token }),
      },
      alsoWithin,
    );
    return reserved.ok ? true : reserved.reason;
  }

  /** One sale for a visitor who sent Global Privacy Control, as in the auction; LEAD_MAX_SALES otherwise. */
  private async maxSales(leadId: string): Promise<number> {
    const consent = await this.deps.store.consentFor(leadId);
    return Number(consent?.gpc_signal ?? 0) === 1 ? 1 : this.deps.config.selling.maxSales;
  }

  private async attemptLive(leadId: string): Promise<boolean> {
    const jobs = await this.deps.store.jobsFor(leadId);
    const now = Date.now();
    return jobs.some((j) => j.lease_token !== null && j.lease_until !== null && Number(j.lease_until) >= now);
  }

  /** Queues the buyers' jobs now; a sale reopened for a job an attempt took meanwhile is given back. */
  private async queue(leadId: string, buyerIds: string[], reopened: readonly Reopened[]): Promise<ResendAnswer> {
    const { store, ledger } = this.deps;
    const { live } = await store.queueResend([leadId], Date.now(), buyerIds);
    if (live.length > 0) {
      for (const r of reopened) await ledger.settle(leadId, r.buyerId, r.was, Date.now());
      return refuse(409, ATTEMPT_LIVE);
    }
    return this.queued(leadId, buyerIds);
  }

  /** The lead's status now that posts are queued, and the outbox woken. */
  private async queued(leadId: string, buyerIds: string[]): Promise<ResendAnswer> {
    const { store, worker } = this.deps;
    const status = await store.db.transaction().execute(async (trx) => {
      await lockLead(trx, store.dialect, leadId);
      return writeLeadStatus(trx, leadId, Date.now());
    });
    void worker.poll();
    return { code: 202, body: { status, buyers: buyerIds } };
  }
}
