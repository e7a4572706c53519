// The browser's calls to our own API. Every function resolves to data or throws ApiError, so callers
// can tell "the server said no" (status) from "we could not ask" (status 0).
import type { ClientConfig, LeadAccepted, ProviderSuggestion, ZipPlace } from '#domain/api-types.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
    });
  } catch (err) {
    throw new ApiError(err instanceof Error ? err.message : 'Network error', 0);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const b = (body ?? {}) as { error?: unknown; fields?: Record<string, string> };
    throw new ApiError(typeof b.error === 'string' ? b.error : text || res.statusText, res.status, b.fields ?? {});
  }
  return body as T;
}

export const lookupZip = (zip: string) => request<ZipPlace>(`/api/zip/${encodeURIComponent(zip)}`);

export type Provider = ProviderSuggestion;
export const searchProviders = (q: string, signal?: AbortSignal) =>
  request<Provider[]>(`/api/providers?q=${encodeURIComponent(q)}`, { signal });

export const checkEmailDomain = (email: string) =>
  request<{ valid: boolean; error?: string }>(`/api/email-domain?email=${encodeURIComponent(email)}`);

export const getVisitor = () => request<{ ip: string; country_code: string }>('/api/visitor');

export type { ClientConfig };
export const getClientConfig = () => request<ClientConfig>('/api/config');

export const submitLead = (body: unknown) => request<LeadAccepted>('/api/leads', { method: 'POST', body: JSON.stringify(body) });

export const sendContactMessage = (body: unknown) =>
  request<{ id: string }>('/api/contact', { method: 'POST', body: JSON.stringify(body) });
