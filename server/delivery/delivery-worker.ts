// Delivers leads from the outbox: the first attempt straight after the lead is stored, then retries
// from the delivery_jobs table on a timer, so queued leads survive a restart and a dead worker's
// lease runs out and lets another take its job. A worker that stops hands its unfinished jobs back.
import type { FastifyBaseLogger } from 'fastify';
import type { LeadStore } from '../store/lead-store.ts';
import { GIVE_UP_AFTER_MS, retryDelay } from './backoff.ts';
import { forwardLead, type AttemptResult } from './forward.ts';

const INTERRUPTED: AttemptResult = { kind: 'retry', error: 'interrupted by shutdown', cause: 'interrupted by shutdown' };

export interface DeliveryOptions {
  url: string | undefined;
  timeoutMs: number;
  retryBaseMs: number;
  /** How often the worker looks for due jobs. */
  pollMs?: number;
  /** Jobs one poll takes at most. */
  batch?: number;
}

export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private polling: Promise<number> | undefined;
  private stopped = false;
  /** Aborted when a stop's grace period runs out: attempts still waiting on the network give up. */
  private interrupt = new AbortController();
  readonly pollMs: number;
  readonly batch: number;

  constructor(
    private readonly store: LeadStore,
    private readonly opts: DeliveryOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pollMs = opts.pollMs ?? 1000;
    this.batch = opts.batch ?? 20;
  }

  get configured(): boolean {
    return this.opts.url !== undefined;
  }

  /** A lease outlives one bounded attempt by a wide margin, so only a dead worker's lease runs out. */
  get leaseMs(): number {
    return this.opts.timeoutMs + 30_000;
  }

  start(): void {
    if (!this.configured || this.timer) return;
    this.stopped = false;
    this.interrupt = new AbortController();
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
    void this.poll();
  }

  /**
   * Stops taking jobs and waits up to `graceMs` for the attempts under way. Those still waiting on the
   * network then give up, and their jobs are handed back (lease released, no attempt counted), so
   * another server, or this one after a restart, takes them at once. Nothing is lost either way.
   */
  async stop(graceMs = Infinity): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      if (Number.isFinite(graceMs)) timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([this.drained(), graceOver]);
    clearTimeout(timer);
    this.interrupt.abort();
    await this.drained();
  }

  /** Resolves once no poll and no attempt is under way, including those that started meanwhile. */
  private async drained(): Promise<void> {
    while (this.inFlight.size > 0 || this.polling) await Promise.allSettled([...this.inFlight, this.polling]);
  }

  /** One attempt for a job this process holds the lease of; returns what it came to. */
  attempt(leadId: string, payload: Record<string, unknown>, attemptsBefore: number, createdAt: number): Promise<AttemptResult> {
    const run = this.run(leadId, payload, attemptsBefore, createdAt);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return run;
  }

  private async run(leadId: string, payload: Record<string, unknown>, attemptsBefore: number, createdAt: number): Promise<AttemptResult> {
    const url = this.opts.url;
    if (url === undefined) throw new Error('delivery attempted without LEAD_FORWARD_URL');
    const signal = this.interrupt.signal;
    // A job claimed or stored after the grace period ran out is handed back untried.
    const result = signal.aborted ? INTERRUPTED : await forwardLead(url, leadId, payload, this.opts.timeoutMs, signal);
    if (result.kind === 'retry' && signal.aborted) return this.handBack(leadId);
    const attempts = attemptsBefore + 1;
    const now = Date.now();
    try {
      if (result.kind === 'retry') {
        if (now - createdAt > GIVE_UP_AFTER_MS) {
          await this.store.recordAttempt(leadId, attempts, { kind: 'failed', error: result.error }, now);
          this.log.error({ leadId, attempts }, 'lead delivery gave up after retrying for three days');
        } else {
          const nextAttemptAt = now + retryDelay(attempts, this.opts.retryBaseMs);
          await this.store.recordAttempt(leadId, attempts, { ...result, nextAttemptAt }, now);
          this.log.warn({ leadId, attempts, cause: result.cause, nextAttemptAt }, 'lead delivery will be retried');
        }
      } else {
        await this.store.recordAttempt(leadId, attempts, result, now);
        this.log.info({ leadId, attempts, outcome: result.kind }, 'lead delivery finished');
      }
    } catch (err) {
      // The attempt happened but its outcome could not be written: the lease runs out and the job is
      // tried again later. The network sees the same Idempotency-Key, so it can drop the repeat.
      this.log.error({ leadId, err }, 'could not record a delivery attempt');
    }
    return result;
  }

  /** Gives an interrupted job back to the queue without counting an attempt the network never answered. */
  private async handBack(leadId: string): Promise<AttemptResult> {
    try {
      await this.store.releaseLease(leadId);
      this.log.info({ leadId }, 'lead delivery interrupted by shutdown: handed back to the queue');
    } catch (err) {
      // The lease then runs out on its own, and the job is taken again after that.
      this.log.error({ leadId, err }, 'could not hand back an interrupted delivery');
    }
    return INTERRUPTED;
  }

  /** Takes due jobs and attempts them; safe to call at any time, one poll at a time. */
  poll(): Promise<number> {
    if (this.polling || this.stopped || !this.configured) return Promise.resolve(0);
    this.polling = this.claimAndAttempt().finally(() => (this.polling = undefined));
    return this.polling;
  }

  private async claimAndAttempt(): Promise<number> {
    try {
      const jobs = await this.store.claimDueJobs(Date.now(), this.leaseMs, this.batch);
      await Promise.allSettled(jobs.map((j) => this.attempt(j.leadId, j.payload, j.attempts, j.createdAt)));
      return jobs.length;
    } catch (err) {
      this.log.error({ err }, 'delivery poll failed');
      return 0;
    }
  }
}
