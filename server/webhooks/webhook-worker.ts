// Delivers the webhook outbox: claims due messages on a timer, signs each attempt afresh (a new
// webhook-timestamp, the same webhook-id), posts it, and records the outcome under the lease's fencing
// token. Messages are stored before they are tried, so they survive a restart; a dead worker's lease runs
// out and another server takes the message; a worker that stops hands its unfinished messages back.
// Logs name the endpoint and the message, never the URL (a receiver's URL is often its own secret) or a
// signing secret.
import type { FastifyBaseLogger } from 'fastify';
import { postSigned, type SendResult } from './webhook-send.ts';
import { retryDelayMs, SEND_TIMEOUT_MS } from './webhook-schedule.ts';
import { SecretUnavailable, signatureHeader, type WebhookSecrets } from './webhook-secrets.ts';
import type { ClaimedMessage, FinishedWebhookAttempt, MessageOutcome, WebhookStore } from './webhook-store.ts';
import { OutboxLoop } from '../delivery/outbox-loop.ts';

/** Time, beyond the longest attempt, for an outcome to be written before the lease runs out. */
const LEASE_MARGIN_MS = 30_000;

export interface WebhookWorkerOptions {
  secrets: WebhookSecrets;
  /** WEBHOOK_ALLOW_PRIVATE: endpoints may be on private, loopback or link-local addresses (tests). */
  allowPrivate: boolean;
  /** The schedule's first wait (WEBHOOK_RETRY_BASE_MS); later waits keep the schedule's proportions. */
  retryBaseMs: number;
  /** How long one attempt waits for an answer (15 s). */
  timeoutMs?: number;
  pollMs?: number;
  /** Attempts under way at once, at most. */
  batch?: number;
  /** Told once when an attempt turned an endpoint off (a 410, or five days of failures). */
  onDisabled?: (endpointId: string, reason: 'gone' | 'failing') => void;
  /** The User-Agent the requests carry. */
  userAgent?: string;
}

export class WebhookWorker {
  private readonly loop: OutboxLoop;
  readonly pollMs: number;
  readonly batch: number;
  readonly timeoutMs: number;

  constructor(
    private readonly store: WebhookStore,
    private readonly opts: WebhookWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pollMs = opts.pollMs ?? 1000;
    this.batch = opts.batch ?? 10;
    this.timeoutMs = opts.timeoutMs ?? SEND_TIMEOUT_MS;
    this.loop = new OutboxLoop(this.pollMs, () => this.claimAndStart());
  }

  get leaseMs(): number {
    return this.timeoutMs + LEASE_MARGIN_MS;
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for due messages now instead of at the next tick (after the console queued one). */
  nudge(): void {
    if (this.loop.running) void this.loop.poll();
  }

  /**
   * Stops claiming and waits up to `graceMs` for the attempts under way; those still waiting then give up
   * and their messages are handed back (lease released, the request on the timeline as not counted).
   */
  stop(graceMs = Infinity): Promise<void> {
    return this.loop.stop(graceMs);
  }

  /** Claims as many due messages as there is room for and starts their attempts; one poll at a time. */
  poll(): Promise<number> {
    return this.loop.poll();
  }

  private async claimAndStart(): Promise<number> {
    const room = this.batch - this.loop.busy;
    if (room <= 0) return 0;
    try {
      if (!(await this.store.anyDue())) return 0;
      const messages = await this.store.claimDue(this.leaseMs, room);
      for (const m of messages) void this.loop.track(this.run(m));
      return messages.length;
    } catch (err) {
      this.log.error({ err }, 'webhook poll failed');
      return 0;
    }
  }

  private async run(m: ClaimedMessage): Promise<void> {
    const signal = this.loop.signal;
    if (signal.aborted) return this.handBack(m);
    const startedAt = Date.now();
    const result = await this.send(m, signal);
    const durationMs = Date.now() - startedAt;
    const attempt = m.attempts + 1;
    const finished = (outcome: MessageOutcome): FinishedWebhookAttempt => ({
      attempt,
      trigger: m.trigger,
      startedAt,
      durationMs,
      httpStatus: result.httpStatus,
      response: result.response,
      outcome,
    });
    // Sent, but the answer was not waited for: the endpoint may have it; the message goes back to the queue.
    if (result.interrupted) return this.handBack(m, finished({ kind: 'retry', error: 'interrupted by shutdown', delayMs: 0 }));
    const outcome = this.outcomeOf(result, attempt);
    const ids = { endpointId: m.endpointId, messageId: m.id, type: m.eventType, attempt };
    try {
      const r = await this.store.recordAttempt(m, finished(outcome));
      if (!r.recorded) {
        this.log.warn(ids, 'stale webhook result not recorded: the lease ran out and another worker holds the message');
        return;
      }
      if (outcome.kind === 'retry') this.log.warn({ ...ids, error: outcome.error, retryInMs: outcome.delayMs }, 'webhook will be retried');
      else if (outcome.kind === 'delivered') this.log.info(ids, 'webhook delivered');
      else this.log.warn({ ...ids, outcome: outcome.kind, error: outcome.error }, 'webhook not delivered');
      if (r.disabled) {
        this.log.warn({ endpointId: m.endpointId, reason: r.disabled }, 'webhook endpoint turned off');
        this.opts.onDisabled?.(m.endpointId, r.disabled);
      }
    } catch (err) {
      // The lease runs out and the message is tried again; the receiver sees the same webhook-id.
      this.log.error({ ...ids, err }, 'could not record a webhook attempt');
    }
  }

  private async send(m: ClaimedMessage, signal: AbortSignal): Promise<SendResult> {
    let secrets: string[];
    try {
      secrets = [m.secretSealed, ...(m.previousSecretSealed ? [m.previousSecretSealed] : [])].map((s) => this.opts.secrets.open(s));
    } catch (err) {
      const error = err instanceof SecretUnavailable ? err.message : 'the signing secret cannot be read';
      return { httpStatus: null, response: null, error, interrupted: false };
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': this.opts.userAgent ?? 'webhooks',
      'webhook-id': m.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, m.id, timestamp, m.body),
    };
    return postSigned(m.url, headers, m.body, { timeoutMs: this.timeoutMs, allowPrivate: this.opts.allowPrivate, interrupt: signal });
  }

  private outcomeOf(result: SendResult, attempt: number): MessageOutcome {
    const status = result.httpStatus;
    if (result.error === null && status !== null && status >= 200 && status < 300) return { kind: 'delivered' };
    if (result.error === null && status === 410) return { kind: 'gone', error: 'The endpoint answered 410 Gone: it was turned off.' };
    const error = result.error ?? `answered ${status}`;
    const delayMs = retryDelayMs(attempt, this.opts.retryBaseMs);
    return delayMs === undefined ? { kind: 'failed', error } : { kind: 'retry', error, delayMs };
  }

  private async handBack(m: ClaimedMessage, sent?: FinishedWebhookAttempt): Promise<void> {
    try {
      await this.store.releaseLease(m, sent);
    } catch (err) {
      // The lease then runs out on its own, and the message is taken again after that.
      this.log.error({ endpointId: m.endpointId, messageId: m.id, err }, 'could not hand back a webhook message');
    }
  }
}
