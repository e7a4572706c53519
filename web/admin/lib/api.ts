// The console's calls to /api/admin. Every call resolves to data or throws ApiError; a 401 from any of
// them (session ended) is caught once, in the query client, and brings back the sign-in page.
import type { LeadFilters } from './lead-filters.ts';
import { filterQuery } from './lead-filters.ts';
import type { AuditPage, Dashboard, LeadDetail, LeadPage, Me, MessagePage, MessageState } from './types.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export async function request<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      // Writes are JSON, as the API's cross-site guard demands (DELETE too, with an empty object).
      headers: { accept: 'application/json', ...(init.method ? { 'content-type': 'application/json' } : {}) },
      body: init.method ? JSON.stringify(init.body ?? {}) : undefined,
    });
  } catch {
    throw new ApiError('The server could not be reached. Check the connection and try again.', 0);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const message = typeof b.error === 'string' ? b.error : `The server answered ${res.status}.`;
    throw new ApiError(message, res.status, b);
  }
  return body as T;
}

const withCursor = (query: string, cursor: string | null | undefined) =>
  cursor ? `${query ? `${query}&` : ''}cursor=${encodeURIComponent(cursor)}` : query;

/** Who is signed in, or null when nobody is. */
export async function getMe(): Promise<Me | null> {
  try {
    return await request<Me>('/api/admin/me');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const signIn = (email: string, password: string) =>
  request<{ email: string; role: Me['role'] }>('/api/admin/session', { method: 'POST', body: { email, password } });
export const signOut = () => request<void>('/api/admin/session', { method: 'DELETE' });

export const getDashboard = () => request<Dashboard>('/api/admin/dashboard');

export const getLeads = (filters: LeadFilters, cursor?: string | null) =>
  request<LeadPage>(`/api/admin/leads?${withCursor(filterQuery(filters), cursor)}`);
export const getLead = (id: string) => request<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}`);
export const resendLead = (id: string, force: boolean) =>
  request<{ status: string }>(`/api/admin/leads/${encodeURIComponent(id)}/resend`, { method: 'POST', body: force ? { force: true } : {} });
export const countFailed = (filters: LeadFilters) =>
  request<{ count: number }>('/api/admin/leads/resend', { method: 'POST', body: { ...filters } });
export const bulkResend = (filters: LeadFilters, confirm: number) =>
  request<{ queued: number }>('/api/admin/leads/resend', { method: 'POST', body: { ...filters, confirm } });
export const csvUrl = (filters: LeadFilters) => `/api/admin/leads.csv${filterQuery(filters) ? `?${filterQuery(filters)}` : ''}`;

export const getMessages = (cursor?: string | null) => request<MessagePage>(`/api/admin/messages?${withCursor('', cursor)}`);
export const setMessageState = (id: string, state: Exclude<MessageState, 'new'>) =>
  request<{ state: MessageState }>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: 'POST', body: { state } });

export const getAudit = (cursor?: string | null) => request<AuditPage>(`/api/admin/audit?${withCursor('', cursor)}`);

/** GET /api/admin/launch-check (admins): what would embarrass the operator at launch, one line each. */
export interface LaunchCheck {
  problems: { check: string; message: string }[];
}
export const getLaunchCheck = () => request<LaunchCheck>('/api/admin/launch-check');
