// The privacy pages' calls to the API (docs/compliance.md).
import { ApiError } from '../../lib/api.ts';

async function post(path: string, body: unknown): Promise<{ reference: string }> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (err) {
    throw new ApiError(err instanceof Error ? err.message : 'Network error', 0);
  }
  const json = (await res.json().catch(() => ({}))) as { reference?: string; error?: string; fields?: Record<string, string> };
  if (!res.ok || !json.reference) throw new ApiError(json.error ?? res.statusText, res.status, json.fields ?? {});
  return { reference: json.reference };
}

export const sendPrivacyRequest = (body: unknown) => post('/api/privacy-requests', body);
export const sendStopContact = (body: unknown) => post('/api/stop-contact', body);

/** Whether this browser sends Sec-GPC: 1. Only the server sees the header, so the page asks it. */
export async function fetchGpc(): Promise<boolean> {
  const res = await fetch('/api/privacy/gpc', { headers: { accept: 'application/json' } });
  if (!res.ok) return false;
  return ((await res.json()) as { gpc?: boolean }).gpc === true;
}
