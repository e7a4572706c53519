// One delivery attempt to the contractor network, classified the way the contract says:
// 2xx without an `error` field is delivered; a 4xx or any answer carrying `error` is a final rejection;
// a 5xx, a time-out or no connection is worth retrying.
import { MESSAGES } from '#domain/schemas.ts';

export type AttemptResult =
  | { kind: 'delivered' }
  | { kind: 'rejected'; error: string }
  // `cause` is what went wrong without the network's own words, which may quote the lead: fit for logs.
  | { kind: 'retry'; error: string; cause: string };

// NOTE: 408 and 429 are 4xx but say "not now", not "no": rejecting on them would lose good leads.
const TRANSIENT_4XX = new Set([408, 425, 429]);
const MAX_ERROR_LENGTH = 500;

function errorField(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const value = (body as { error: unknown }).error;
  if (value === null || value === undefined || value === false || value === '') return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.slice(0, MAX_ERROR_LENGTH);
}

export async function forwardLead(
  url: string,
  leadId: string,
  payload: Record<string, unknown>,
  timeoutMs: number,
  /** Ends the attempt early (the server is shutting down); it then counts as worth retrying. */
  interrupt?: AbortSignal,
): Promise<AttemptResult> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': leadId },
      body: JSON.stringify(payload),
      signal: interrupt ? AbortSignal.any([AbortSignal.timeout(timeoutMs), interrupt]) : AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
  } catch (err) {
    const name = err instanceof Error ? err.name : 'Error';
    const cause = name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : `no connection (${describe(err)})`;
    return { kind: 'retry', error: cause, cause };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const error = errorField(body);
  if (response.status >= 500 || TRANSIENT_4XX.has(response.status)) {
    const cause = `HTTP ${response.status}`;
    return { kind: 'retry', error: error ? `${cause}: ${error}` : cause, cause };
  }
  if (response.status >= 400) return { kind: 'rejected', error: error ?? MESSAGES.submitDefault };
  if (error !== undefined) return { kind: 'rejected', error };
  if (response.status >= 200 && response.status < 300) return { kind: 'delivered' };
  const cause = `unexpected HTTP ${response.status}`;
  return { kind: 'retry', error: cause, cause };
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  return code || (cause instanceof Error ? cause.message : String(cause));
}
