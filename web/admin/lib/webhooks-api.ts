// The console's webhook calls (server/routes/admin-webhook-routes.ts, docs/admin-api.md); the shapes they
// send and read are the server's own (domain/console-api/webhooks.ts).
import type {
  AddedEndpoint,
  NewEndpoint,
  RotatedSecret,
  WebhookEndpoint,
  WebhookList,
  WebhookMessageDetail,
  WebhookMessagePage,
  WebhookMessageState,
  WebhookQueued,
  WebhookResent,
} from '#domain/console-api/webhooks.ts';
import { request } from './api.ts';

const base = '/api/admin/webhooks';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const getWebhooks = () => request<WebhookList>(base);
export const addWebhook = (e: NewEndpoint) => request<AddedEndpoint>(base, { method: 'POST', body: e });
export const changeWebhook = (id: string, change: Partial<NewEndpoint>) =>
  request<WebhookEndpoint>(one(id), { method: 'PATCH', body: change });
export const removeWebhook = (id: string) => request<void>(one(id), { method: 'DELETE' });
export const rotateWebhookSecret = (id: string) => request<RotatedSecret>(`${one(id)}/rotate`, { method: 'POST' });
export const sendTestEvent = (id: string) => request<WebhookQueued>(`${one(id)}/test`, { method: 'POST' });
export const getWebhookMessages = (id: string, state: WebhookMessageState | '', cursor: string | null) => {
  const query = new URLSearchParams();
  if (state) query.set('state', state);
  if (cursor) query.set('cursor', cursor);
  const qs = query.toString();
  return request<WebhookMessagePage>(`${one(id)}/messages${qs ? `?${qs}` : ''}`);
};
export const getWebhookMessage = (messageId: string) => request<WebhookMessageDetail>(`${base}/messages/${encodeURIComponent(messageId)}`);
export const resendWebhookMessage = (messageId: string) =>
  request<WebhookResent>(`${base}/messages/${encodeURIComponent(messageId)}/resend`, { method: 'POST' });
