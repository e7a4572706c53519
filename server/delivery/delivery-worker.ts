// Delivers leads from the outbox: the first attempt straight after the lead is stored, then retries
// from the delivery_jobs table on a timer, so queued leads survive a restart and a dead worker's
// lease runs out and lets another take its job. A worker that stops hands its unfinished jobs back.
// A job is one lead for one buyer; how a buyer is posted and how its answer reads is the buyer's own
// (buyers/buyer.ts): the worker never sees a payload key or a URL. Which buyers exist is asked of a
// BuyerSource (server/selling/buyer-directory.ts), since admins add buyers while the server runs.
//
// Two rules keep a lead from reaching a buyer twice:
// - Late answers: the visitor is answered within LEAD_FORWARD_TIMEOUT_MS, but the attempt keeps
//   listening up to LEAD_LATE_ANSWER_MS; a network that is merely slow gets the lead once.
// - Fencing: a lease is taken on the database's clock under a fresh token, and an outcome is written
//   only while the job still carries that token. A worker paused past its lease finds its write refused.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { findServiceById } from '#domain/catalogue.ts';
import { databaseErrorForLog, isDatabaseFailure } from '../store/connect.ts';
import type { ClaimedJob, FinishedAttempt, Lease, LeadStore, Outcome } from '../store/lead-store.ts';
import type { Database } from '../store/schema.ts';
import { deliveryAttemptSeconds, deliveryLatencySeconds, leadsDelivered, leadsRejected, serviceLabel } from '../metrics.ts';
import { GIVE_UP_AFTER_MS, retryDelay } from './backoff.ts';
import { NETWORK_BUYER_ID } from '../store/schema.ts';
import type { AttemptResult, Buyer } from './buyers/buyer.ts';
import { OutboxLoop } from './outbox-loop.ts';

const INTERRUPTED: AttemptResult = {
  kind: 'retry',
  error: 'interrupted by shutdown',
  cause: 'interrupted by shutdown',
  httpStatus: null,
  response: null,
};
/** What the visitor hears when the network has not answered within LEAD_FORWARD_TIMEOUT_MS. */
const STILL_WAITING: AttemptResult = {
  kind: 'retry',
  error: 'no answer yet',
  cause: 'no answer within the visitor time-out; still listening',
  httpStatus: null,
  response: null,
};
/** What the first attempt answers for a lead the privacy suppression list held back (it stays stored). */
export const HELD_BACK: AttemptResult = {
  kind: 'retry',
  error: 'held back: the person is on the suppression list',
  cause: 'held back: the person is on the suppression list',
  httpStatus: null,
  response: null,
};
/** Time, beyond the longest attempt, for an outcome to be written before the lease runs out. */
const LEASE_MARGIN_MS = 30_000;
/**
 * How long an outcome the database refused for a moment is tried again: half the margin, so the last try
 * still ends well inside the lease.
 */
const RECORD_RETRY_MS = LEASE_MARGIN_MS / 2;

/** The buyers this server may deliver to, as they are now. */
export interface BuyerSource {
  /** The buyer a job names, if this server can post to it. */
  buyer(id: string): Promise<Buyer | undefined>;
  /** The ids of every buyer this server can post to: it claims only their jobs. */
  ids(): Promise<string[]>;
  /** Whether any buyer was known at the last look (for quick checks that cannot wait on the database). */
  readonly anyKnown: boolean;
  /** Whether the network (LEAD_FORWARD_URL) is configured: leads held while it was not are then released at start. */
  readonly networkConfigured: boolean;
}

/**
 * Runs inside the transaction that records a counted attempt, after its fenced write: settles the sale and
 * writes the lead's status (server/selling/sale-settlement.ts). Without it the store writes the status
 * from the one job, as it did while the network was the only buyer.
 */
export type SettleAttempt = (trx: Transaction<Database>, job: ClaimedJob, attempt: FinishedAttempt) => Promise<void>;

/**
 * Writes a counted attempt and its settlement at once, where it can do better than settle's transaction;
 * undefined when it does not take this attempt (the transaction then writes it). True or false as
 * LeadStore.recordAttempt: whether the lease's fence let the write through.
 */
export type RecordAtOnce = (job: ClaimedJob, attempt: FinishedAttempt) => Promise<boolean | undefined>;

export interface DeliveryOptions {
  /** The buyers this server delivers to; none: leads are held. */
  buyers: BuyerSource;
  settle?: SettleAttempt;
  recordAtOnce?: RecordAtOnce;
  /** How long the visitor waits for the first attempt. */
  timeoutMs: number;
  /** How long an attempt keeps listening for the network's answer (at least timeoutMs). */
  lateAnswerMs: number;
  retryBaseMs: number;
  /** How often the worker looks for due jobs. */
  pollMs?: number;
  /** Attempts from the queue under way at once, at most. */
  batch?: number;
  /**
   * Asked before each forward of a job this worker holds: true when the lead was held back instead (the
   * privacy suppression list, server/privacy/suppression.ts, which records the reason itself).
   */
  holdBack?: (job: Pick<ClaimedJob, 'leadId' | 'token' | 'justStored'>) => Promise<boolean>;
}

export class DeliveryWorker {
  private readonly loop: OutboxLoop;
  /** Attempts from the queue under way (the first attempts at intake do not take a poll's room). */
  private queued = 0;
  readonly pollMs: number;
  readonly batch: number;
  private readonly buyers: BuyerSource;

  constructor(
    private readonly store: LeadStore,
    private readonly opts: DeliveryOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pollMs = opts.pollMs ?? 1000;
    this.batch = opts.batch ?? 20;
    this.buyers = opts.buyers;
    this.loop = new OutboxLoop(this.pollMs, () => this.claimAndStart());
  }

  /** At least one buyer to deliver to, as of the last look at the buyers. */
  get configured(): boolean {
    return this.buyers.anyKnown;
  }

  /** At least one buyer to deliver to, looked up now. */
  async configuredNow(): Promise<boolean> {
    return (await this.buyers.ids()).length > 0;
  }

  /** How long one attempt may wait for the network's answer. */
  get listenMs(): number {
    return Math.max(this.opts.timeoutMs, this.opts.lateAnswerMs);
  }

  /** A lease covers the whole late-answer window and the write after it, so only a dead worker's runs out. */
  get leaseMs(): number {
    return this.listenMs + LEASE_MARGIN_MS;
  }

  /** A lease for a job this process stores and attempts at once (the first attempt at intake). */
  newLease(): Lease {
    return { token: randomUUID(), ms: this.leaseMs };
  }

  /**
   * Starts polling, with or without a buyer (an admin may add one while the server runs); held leads
   * (stored while no buyer was configured) join the network's queue first, oldest first.
   */
  start(): void {
    this.loop.start(() => this.releaseHeld());
  }

  private async releaseHeld(): Promise<void> {
    if (!this.buyers.networkConfigured) return;
    try {
      const released = await this.store.releaseHeldJobs(Date.now(), [NETWORK_BUYER_ID]);
      if (released > 0) this.log.info({ released }, 'held leads queued for delivery now that LEAD_FORWARD_URL is set');
    } catch (err) {
      // They stay held until the next start; nothing is lost.
      this.log.error({ err }, 'could not queue the held leads');
    }
  }

  /**
   * Stops taking jobs and waits up to `graceMs` for the attempts under way. Those still waiting on the
   * network then give up, and their jobs are handed back (lease released, no attempt counted), so
   * another server, or this one after a restart, takes them at once. Nothing is lost either way.
   */
  stop(graceMs = Infinity): Promise<void> {
    return this.loop.stop(graceMs);
  }

  /**
   * One attempt for a job this process holds the lease of. Answers within LEAD_FORWARD_TIMEOUT_MS: with
   * the outcome if the network answered by then, else with a retry ("still waiting") while the attempt
   * goes on listening in the background and records whatever the network says later.
   */
  attempt(job: ClaimedJob, answerWithinMs = this.opts.timeoutMs): Promise<AttemptResult> {
    const run = this.track(job);
    let timer: NodeJS.Timeout | undefined;
    const answerBy = new Promise<AttemptResult>((resolve) => {
      timer = setTimeout(() => resolve(STILL_WAITING), Math.max(0, answerWithinMs));
    });
    return Promise.race([run, answerBy]).finally(() => clearTimeout(timer));
  }

  private track(job: ClaimedJob): Promise<AttemptResult> {
    return this.loop.track(this.run(job));
  }

  private async run(job: ClaimedJob): Promise<AttemptResult> {
    let buyer: Buyer | undefined;
    try {
      buyer = await this.buyers.buyer(job.buyerId);
    } catch (err) {
      this.log.error(
        { leadId: job.leadId, buyerId: job.buyerId, err },
        'could not read the buyers: the delivery waits for the next attempt',
      );
      return this.handBack(job);
    }
    if (buyer === undefined) {
      // Not reachable through claiming (only known buyers' jobs are claimed); never a crash if it is.
      this.log.error({ leadId: job.leadId, buyerId: job.buyerId }, 'delivery attempted to a buyer this server does not know');
      return this.handBack(job);
    }
    const signal = this.loop.signal;
    const held = signal.aborted ? false : await this.heldBack(job);
    if (held === undefined) return this.handBack(job);
    if (held) {
      this.log.info({ leadId: job.leadId }, 'lead held back, not delivered: the person is on the suppression list');
      return HELD_BACK;
    }
    const startedAt = Date.now();
    // A job claimed or stored after the grace period ran out is handed back untried.
    if (signal.aborted) return this.handBack(job);
    const lead = { id: job.leadId, serviceId: job.serviceId, payload: job.payload, ...(job.pingToken && { pingToken: job.pingToken }) };
    const result = await buyer.post(lead, this.listenMs, signal);
    const durationMs = Date.now() - startedAt;
    const attempt = job.attempts + 1;
    const finished = (outcome: Outcome): FinishedAttempt => ({
      attempt,
      trigger: job.trigger,
      startedAt,
      durationMs,
      httpStatus: result.httpStatus,
      response: result.response,
      outcome,
    });
    // Sent, but the answer was not waited for: the buyer may have the lead, so the request is on the
    // timeline (not counted) and the job goes back to the queue.
    if (result.kind === 'retry' && signal.aborted) {
      return this.handBack(job, finished({ kind: 'retry', error: 'interrupted by shutdown before the answer', delayMs: 0 }));
    }
    const outcome = this.outcomeOf(result, job.ageMs + durationMs, attempt);
    const record = finished(outcome);
    const settle = this.opts.settle;
    const atOnce = this.opts.recordAtOnce;
    const write = async () =>
      (await atOnce?.(job, record)) ?? this.store.recordAttempt(job, record, settle && ((trx) => settle(trx, job, record)));
    try {
      this.noteRecorded(job, record, result, await write());
    } catch (err) {
      if (isDatabaseFailure(err) && !signal.aborted) {
        // The visitor's answer does not wait for the database to come back: the write goes on behind it.
        this.log.warn({ leadId: job.leadId, err: databaseErrorForLog(err) }, 'delivery outcome not written yet: trying again');
        void this.loop.track(
          this.writeAgain(job, write).then((recorded) => recorded !== undefined && this.noteRecorded(job, record, result, recorded)),
        );
      } else {
        // The attempt happened but its outcome could not be written: the lease runs out and the job is
        // tried again later. The network sees the same Idempotency-Key, so it can drop the repeat.
        this.log.error({ leadId: job.leadId, err }, 'could not record a delivery attempt');
      }
    }
    return result;
  }

  /** Logs and counts an attempt once its outcome is written (or refused by the lease's fence). */
  private noteRecorded(job: ClaimedJob, record: FinishedAttempt, result: AttemptResult, recorded: boolean): void {
    const { leadId, buyerId } = job;
    const { attempt, outcome, durationMs } = record;
    if (!recorded) {
      this.log.warn(
        { leadId, buyerId, attempt, outcome: outcome.kind },
        'stale delivery result not recorded: the lease ran out and another worker holds the job',
      );
      return;
    }
    this.observe(job, outcome, durationMs);
    if (outcome.kind === 'retry') {
      this.log.warn(
        { leadId, attempts: attempt, cause: result.kind === 'retry' ? result.cause : '', retryInMs: outcome.delayMs },
        'lead delivery will be retried',
      );
    } else if (outcome.kind === 'failed') {
      this.log.error({ leadId, attempts: attempt }, 'lead delivery gave up after retrying for three days');
    } else {
      this.log.info({ leadId, attempts: attempt, outcome: outcome.kind, late: durationMs > this.opts.timeoutMs }, 'lead delivery finished');
    }
  }

  /**
   * Writes an attempt's outcome again for a while after the database refused it for a moment: a deadlock
   * between two sales' report rows, or no free connection within the pool's wait at a burst of leads. The
   * buyer has answered, and an outcome left unwritten means the lead is posted to it again once the lease
   * runs out. Repeating is safe: a failed transaction wrote nothing, and the lease's token lets only one
   * write through. Undefined when it could not be written in that time (the lease then runs out).
   */
  private async writeAgain(job: ClaimedJob, write: () => Promise<boolean>): Promise<boolean | undefined> {
    const until = Date.now() + RECORD_RETRY_MS;
    for (let waitMs = 100; ; waitMs = Math.min(waitMs * 2, 2000)) {
      await new Promise((r) => setTimeout(r, waitMs * (0.5 + Math.random())));
      try {
        return await write();
      } catch (err) {
        if (isDatabaseFailure(err) && !this.loop.signal.aborted && Date.now() + waitMs < until) continue;
        // The lease runs out and the job is tried again later, under the same Idempotency-Key.
        this.log.error({ leadId: job.leadId, err }, 'could not record a delivery attempt');
        return undefined;
      }
    }
  }

  /** The suppression check; undefined when it could not be made (the job goes back to the queue). */
  private async heldBack(job: ClaimedJob): Promise<boolean | undefined> {
    if (!this.opts.holdBack) return false;
    try {
      return await this.opts.holdBack(job);
    } catch (err) {
      this.log.error({ leadId: job.leadId, err }, 'could not check the suppression list: the delivery waits for the next attempt');
      return undefined;
    }
  }

  private outcomeOf(result: AttemptResult, ageMs: number, attempt: number): Outcome {
    if (result.kind !== 'retry') return result.kind === 'delivered' ? { kind: 'delivered' } : { kind: 'rejected', error: result.error };
    if (ageMs > GIVE_UP_AFTER_MS) return { kind: 'failed', error: result.error };
    return { kind: 'retry', error: result.error, delayMs: retryDelay(attempt, this.opts.retryBaseMs) };
  }

  private observe(job: ClaimedJob, outcome: Outcome, durationMs: number): void {
    const service = serviceLabel(findServiceById(job.serviceId));
    deliveryAttemptSeconds.observe({ outcome: outcome.kind }, durationMs / 1000);
    if (outcome.kind === 'delivered') {
      leadsDelivered.inc({ service });
      deliveryLatencySeconds.observe((job.ageMs + durationMs) / 1000);
    }
    if (outcome.kind === 'rejected') leadsRejected.inc({ service });
  }

  /**
   * Gives an interrupted job back to the queue without counting an attempt the buyer never answered;
   * `sent` is the request it was sent, if it was, recorded on the timeline as not counted.
   */
  private async handBack(job: ClaimedJob, sent?: FinishedAttempt): Promise<AttemptResult> {
    try {
      if (await this.store.releaseLease(job, sent))
        this.log.info({ leadId: job.leadId }, 'lead delivery interrupted by shutdown: handed back to the queue');
      else this.log.warn({ leadId: job.leadId }, 'interrupted delivery not handed back: another worker holds the job');
    } catch (err) {
      // The lease then runs out on its own, and the job is taken again after that.
      this.log.error({ leadId: job.leadId, err }, 'could not hand back an interrupted delivery');
    }
    return INTERRUPTED;
  }

  /** Takes as many due jobs as there is room for and starts their attempts; one poll at a time. */
  poll(): Promise<number> {
    return this.loop.poll();
  }

  private async claimAndStart(): Promise<number> {
    // NOTE: attempts are not awaited here: one that listens for a late answer must not hold up the rest.
    const room = this.batch - this.queued;
    if (room <= 0) return 0;
    try {
      const jobs = await this.store.claimDueJobs(this.leaseMs, room, await this.buyers.ids());
      for (const job of jobs) {
        this.queued++;
        void this.track(job).finally(() => this.queued--);
      }
      return jobs.length;
    } catch (err) {
      this.log.error({ err }, 'delivery poll failed');
      return 0;
    }
  }
}
