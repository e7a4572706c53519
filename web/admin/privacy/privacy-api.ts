// The console's privacy calls (server/routes/admin-privacy-routes.ts). Errors are the console's ApiError,
// so a 401 brings back the sign-in page as for every other call.
import { request } from '../lib/api.ts';

export type RequestType = 'know' | 'delete' | 'correct' | 'opt-out' | 'limit' | 'revoke';
export type RequestStatus = 'open' | 'confirmed' | 'completed' | 'denied';

export interface PrivacyRequest {
  id: string;
  reference: string;
  type: RequestType;
  typeLabel: string;
  name: string;
  email: string;
  phone: string;
  agent: string;
  gpc: boolean;
  receivedAt: string;
  receivedOn: string;
  confirmBy: string | null;
  respondBy: string;
  extendedTo: string | null;
  extensionReason: string | null;
  status: RequestStatus;
  statusReason: string;
  confirmedAt: string | null;
  closedAt: string | null;
  /** Whether the requester must prove the e-mail (the mailed link) before anything is shown or deleted. */
  needsProof: boolean;
  emailProvenAt: string | null;
  due: string | null;
  overdue: boolean;
}

/** What a lead or message matched on: the request's e-mail (proven once the requester confirmed it) or phone (never proven). */
export interface MatchBasis {
  email: 'proven' | 'unproven' | null;
  phone: 'unproven' | null;
}

export interface PersonLead {
  id: string;
  createdAt: string;
  service: string;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  erasedAt: string | null;
  match: MatchBasis;
  /** Access, deletion and correction reach it: it carries the proven e-mail. */
  proven: boolean;
  heldBack: string | null;
}

export interface RequestDetail extends PrivacyRequest {
  details: string;
  leads: PersonLead[];
  messages: {
    id: string;
    createdAt: string;
    name: string;
    email: string;
    subject: string;
    erasedAt: string | null;
    match: MatchBasis;
    proven: boolean;
  }[];
  suppressions: {
    id: string;
    kind: 'email' | 'phone';
    createdAt: string;
    reversedAt: string | null;
    reversedBy: string | null;
    reversedReason: string | null;
  }[];
}

export interface PrivacyQueue {
  /** One page: open requests due first, then closed ones newest first. */
  requests: PrivacyRequest[];
  /** Where the next page starts; null after the last. */
  nextCursor: string | null;
  counts: { open: number; closed: number };
  flaggedLeads: { id: string; createdAt: string; service: string; status: string }[];
  mail: boolean;
  retention: {
    leadRetentionDays: number;
    consentRetentionYears: number;
    runs: {
      startedAt: string;
      finishedAt: string | null;
      leadsErased: number;
      messagesErased: number;
      consentsDeleted: number;
      error: string | null;
    }[];
  };
}

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
  call<PrivacyRequest>(`${base(id)}/${action}`, { reason });
export const eraseRequest = (id: string) => call<{ leads: number; messages: number; consentRecordsKept: boolean }>(`${base(id)}/erase`, {});
export const correctLead = (id: string, leadId: string, fields: Record<string, string>) =>
  call<{ corrected: string[] }>(`${base(id)}/correct`, { leadId, fields });
export const reverseSuppression = (id: string, reason: string) => call<{ released: number }>(`${base(id)}/reverse-suppression`, { reason });
