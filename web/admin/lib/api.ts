// The console's calls to /api/admin. Every call resolves to data or throws ApiError; a 401 from any of
// them (session ended) is caught once, in the query client, and brings back the sign-in page.
import type { LeadFilters } from './lead-filters.ts';
import { filterQuery } from './lead-filters.ts';
import type { LeadDisposition, LeadNote, LeadSort } from '#domain/lead-summary.ts';
import type {
  AuditPage,
  Dashboard,
  DispositionSet,
  DispositionsSet,
  LaunchCheck,
  LeadDetail,
  LeadPage,
  Me,
  MessagePage,
  MessageState,
  MessageStateSet,
  Resent,
  ResendPreview,
  ResendQueued,
  SavedView,
  SavedViews,
  SignedIn,
  TimeZoneSet,
} from '#domain/console-api.ts';

export type { LaunchCheck, ResendPreview, SavedView } from '#domain/console-api.ts';

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

/** `code`: the authenticator's code or a recovery code, once the server asked for one (`needsCode`). */
export const signIn = (email: string, password: string, code?: string) =>
  request<SignedIn>('/api/admin/session', {
    method: 'POST',
    body: { email, password, ...(code !== undefined && { code }) },
  });
export const signOut = () => request<void>('/api/admin/session', { method: 'DELETE' });

/** The dashboard's figures, of one site when `site` is given (a deployment with several brands). */
export const getDashboard = (site?: string) =>
  request<Dashboard>(site ? `/api/admin/dashboard?${new URLSearchParams({ site })}` : '/api/admin/dashboard');

export const getLeads = (filters: LeadFilters, cursor?: string | null, sort: LeadSort = 'newest') =>
  request<LeadPage>(`/api/admin/leads?${withCursor(filterQuery(filters, sort === 'oldest' ? { sort } : {}), cursor)}`);
export const getLead = (id: string) => request<LeadDetail>(`/api/admin/leads/${encodeURIComponent(id)}`);
export const resendLead = (id: string, force: boolean) =>
  request<Resent>(`/api/admin/leads/${encodeURIComponent(id)}/resend`, { method: 'POST', body: force ? { force: true } : {} });
export const countFailed = (filters: LeadFilters) =>
  request<ResendPreview>('/api/admin/leads/resend', { method: 'POST', body: { ...filters } });
export const bulkResend = (filters: LeadFilters, confirm: number) =>
  request<ResendQueued>('/api/admin/leads/resend', { method: 'POST', body: { ...filters, confirm } });
export const csvUrl = (filters: LeadFilters) => `/api/admin/leads.csv${filterQuery(filters) ? `?${filterQuery(filters)}` : ''}`;
export const xlsxUrl = (filters: LeadFilters) => `/api/admin/leads.xlsx${filterQuery(filters) ? `?${filterQuery(filters)}` : ''}`;

export const addNote = (id: string, text: string) =>
  request<LeadNote>(`/api/admin/leads/${encodeURIComponent(id)}/notes`, { method: 'POST', body: { text } });
export const setDisposition = (id: string, disposition: LeadDisposition) =>
  request<DispositionSet>(`/api/admin/leads/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { disposition },
  });
export const setDispositions = (ids: string[], disposition: LeadDisposition) =>
  request<DispositionsSet>('/api/admin/leads/disposition', {
    method: 'POST',
    body: { ids, disposition },
  });

export const getSavedViews = () => request<SavedViews>('/api/admin/saved-views');
export const saveView = (name: string, filters: string) =>
  request<SavedView>('/api/admin/saved-views', { method: 'POST', body: { name, filters } });
export const deleteSavedView = (id: string) => request<void>(`/api/admin/saved-views/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const setMyTimeZone = (timeZone: string | null) =>
  request<TimeZoneSet>('/api/admin/me/time-zone', { method: 'PUT', body: { timeZone } });

export const getMessages = (cursor?: string | null) => request<MessagePage>(`/api/admin/messages?${withCursor('', cursor)}`);
export const setMessageState = (id: string, state: Exclude<MessageState, 'new'>) =>
  request<MessageStateSet>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: 'POST', body: { state } });

/** `query`: the filters as a query string (`actor=…&action=…&from=…&to=…`), or empty. */
export const getAudit = (cursor?: string | null, query = '') => request<AuditPage>(`/api/admin/audit?${withCursor(query, cursor)}`);

export const getLaunchCheck = () => request<LaunchCheck>('/api/admin/launch-check');
