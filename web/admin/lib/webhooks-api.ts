// The console's webhook calls (server/routes/admin-webhook-routes.ts, docs/admin-api.md).
import type { WebhookEventType } from '#domain/webhook-events.ts';
import { request } from './api.ts';

export type WebhookMessageState = 'pending' | 'delivered' | 'failed';

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
  /** Why the server turned it off: it answered 410 ('gone'), or failed for 5 days ('failing'). */
  disabledReason: 'gone' | 'failing' | null;
  disabledAt: string | null;
  failingSince: string | null;
  previousSecretValidUntil: string | null;
  createdAt: string;
  updatedAt: string;
  pending: number;
  failed: number;
}

export interface WebhookList {
  endpoints: WebhookEndpoint[];
  events: { type: WebhookEventType; label: string }[];
  secretsEncrypted: boolean;
}

export interface WebhookAttempt {
  at: string;
  attempt: number;
  trigger: 'first' | 'retry' | 'resend';
  httpStatus: number | null;
  response: string | null;
  durationMs: number;
  error: string | null;
  outcome: 'delivered' | 'retry' | 'failed' | 'gone';
  counted: boolean;
}

export interface WebhookMessage {
  id: string;
  type: string;
  state: WebhookMessageState;
  createdAt: string;
  finishedAt: string | null;
  nextAttemptAt: string | null;
  attemptCount: number;
  lastStatus: number | null;
  lastError: string | null;
  attempts: WebhookAttempt[];
}

export interface WebhookMessagePage {
  messages: WebhookMessage[];
  nextCursor: string | null;
}

export interface NewEndpoint {
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
}

const base = '/api/admin/webhooks';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const getWebhooks = () => request<WebhookList>(base);
export const addWebhook = (e: NewEndpoint) => request<WebhookEndpoint & { secret: string }>(base, { method: 'POST', body: e });
export const changeWebhook = (id: string, change: Partial<NewEndpoint>) =>
  request<WebhookEndpoint>(one(id), { method: 'PATCH', body: change });
export const removeWebhook = (id: string) => request<void>(one(id), { method: 'DELETE' });
export const rotateWebhookSecret = (id: string) =>
  request<{ secret: string; previousSecretValidUntil: string }>(`${one(id)}/rotate`, { method: 'POST' });
export const sendTestEvent = (id: string) => request<{ messageId: string }>(`${one(id)}/test`, { method: 'POST' });
export const getWebhookMessages = (id: string, state: WebhookMessageState | '', cursor: string | null) => {
  const query = new URLSearchParams();
  if (state) query.set('state', state);
  if (cursor) query.set('cursor', cursor);
  const qs = query.toString();
  return request<WebhookMessagePage>(`${one(id)}/messages${qs ? `?${qs}` : ''}`);
};
export const getWebhookMessage = (messageId: string) =>
  request<{ id: string; type: string; body: unknown; attempts: WebhookAttempt[] }>(`${base}/messages/${encodeURIComponent(messageId)}`);
export const resendWebhookMessage = (messageId: string) =>
  request<{ messageId: string; queued: boolean }>(`${base}/messages/${encodeURIComponent(messageId)}/resend`, { method: 'POST' });
