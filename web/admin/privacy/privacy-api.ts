// The console's privacy calls (server/routes/admin-privacy-routes.ts), sending and reading the server's own
// shapes (domain/console-api/privacy.ts). Errors are the console's ApiError, so a 401 brings back the
// sign-in page as for every other call.
import type {
  LeadCorrected,
  LeadCorrection,
  PrivacyErased,
  PrivacyQueue,
  PrivacyRequest,
  ReasonBody,
  RequestDetail,
  SuppressionReversed,
} from '#domain/console-api/privacy.ts';
import { request } from '../lib/api.ts';

/** A GET, or a POST when there is a body: the console's one request function does the rest. */
function call<T>(path: string, body?: unknown): Promise<T> {
  return request<T>(path, body === undefined ? {} : { method: 'POST', body });
}

const base = (id: string) => `/api/admin/privacy/requests/${encodeURIComponent(id)}`;

export const getPrivacyQueue = (cursor: string | null) =>
  call<PrivacyQueue>(`/api/admin/privacy/requests${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
export const getPrivacyRequest = (id: string) => call<RequestDetail>(base(id));
export const exportUrl = (id: string, format: 'json' | 'html') => `${base(id)}/export.${format}`;
export const confirmRequest = (id: string) => call<PrivacyRequest>(`${base(id)}/confirm`, {});
export const closeRequest = (id: string, action: 'complete' | 'deny' | 'extend', reason: string) =>
  call<PrivacyRequest>(`${base(id)}/${action}`, { reason } satisfies ReasonBody);
export const eraseRequest = (id: string) => call<PrivacyErased>(`${base(id)}/erase`, {});
export const correctLead = (id: string, leadId: string, fields: Record<string, string>) =>
  call<LeadCorrected>(`${base(id)}/correct`, { leadId, fields } satisfies LeadCorrection);
export const reverseSuppression = (id: string, reason: string) =>
  call<SuppressionReversed>(`${base(id)}/reverse-suppression`, { reason } satisfies ReasonBody);
