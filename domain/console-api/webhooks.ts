// The console API's webhook answers and bodies (docs/admin-api.md, docs/webhooks.md), defined once for the
// server's routes that send them and the console that reads them. Only types; nothing here reaches a bundle.
import type { WebhookEventType } from '../webhook-events.ts';

export type WebhookMessageState = 'pending' | 'delivered' | 'failed';

/** An endpoint as the console lists it: times are ISO strings, and the secret is never in it. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  /** The event types as stored: each was one of WebhookEventType when chosen, but the server sends them as they
   * are read back, so the console names an unknown one by itself rather than trusting the list. */
  events: string[];
  active: boolean;
  /** Why the server turned it off: it answered 410 ('gone'), or failed for 5 days ('failing'). */
  disabledReason: 'gone' | 'failing' | null;
  disabledAt: string | null;
  /** Since when every attempt has failed; null while healthy. */
  failingSince: string | null;
  /** Until when the secret before the last rotation still signs too; null when only one signs. */
  previousSecretValidUntil: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many of its messages wait, and how many failed for good. */
  pending: number;
  failed: number;
}

/** GET /api/admin/webhooks. */
export interface WebhookList {
  endpoints: WebhookEndpoint[];
  events: { type: WebhookEventType; label: string }[];
  /** Whether signing secrets are encrypted at rest (BUYER_SECRET_KEY is set). */
  secretsEncrypted: boolean;
}

/** What POST /api/admin/webhooks takes; PATCH takes any part of it. */
export interface NewEndpoint {
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
}

/** POST /api/admin/webhooks's 201: the only answer that carries the signing secret. */
export type AddedEndpoint = WebhookEndpoint & { secret: string };

/** POST /api/admin/webhooks/:id/rotate. */
export interface RotatedSecret {
  secret: string;
  previousSecretValidUntil: string;
}

/** One request sent for a message. */
export interface WebhookAttempt {
  at: string;
  attempt: number;
  trigger: 'first' | 'retry' | 'resend';
  httpStatus: number | null;
  response: string | null;
  durationMs: number;
  error: string | null;
  outcome: 'delivered' | 'retry' | 'failed' | 'gone';
  /** False for a request whose answer did not decide the message (a lease that ran out, a shutdown). */
  counted: boolean;
}

/** One event for one endpoint, as its messages list shows it. */
export interface WebhookMessage {
  id: string;
  type: string;
  state: WebhookMessageState;
  createdAt: string;
  finishedAt: string | null;
  /** When the next attempt is due, while the message is pending. */
  nextAttemptAt: string | null;
  attemptCount: number;
  lastStatus: number | null;
  lastError: string | null;
  attempts: WebhookAttempt[];
}

/** GET /api/admin/webhooks/:id/messages. */
export interface WebhookMessagePage {
  messages: WebhookMessage[];
  nextCursor: string | null;
}

/** GET /api/admin/webhooks/messages/:messageId: one message with the body it carries. */
export interface WebhookMessageDetail {
  id: string;
  endpointId: string;
  type: string;
  state: WebhookMessageState;
  createdAt: string;
  attemptCount: number;
  body: unknown;
  attempts: WebhookAttempt[];
}

/** POST …/test (a new test message) and POST …/resend (the message queued again). */
export interface WebhookQueued {
  messageId: string;
}
export interface WebhookResent extends WebhookQueued {
  queued: boolean;
}
