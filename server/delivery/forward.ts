// One delivery attempt to the contractor network, classified the way the contract says:
// 2xx without an `error` field is delivered; a 4xx or any answer carrying `error` is a final rejection;
// a 5xx, a time-out or no connection is worth retrying. The HTTP status and the start of the answer
// come back with the verdict, for the lead's delivery timeline.
import { MESSAGES } from '#domain/schemas.ts';

/** What the network said, when it said anything: kept with the attempt for the operator's timeline. */
export interface NetworkAnswer {
  httpStatus: number | null;
  /** The answer's body, cut to RESPONSE_LIMIT characters. */
  response: string | null;
}

export type AttemptResult = NetworkAnswer &
  (
    | { kind: 'delivered' }
    | { kind: 'rejected'; error: string }
    // `cause` is what went wrong without the network's own words, which may quote the lead: fit for logs.
    | { kind: 'retry'; error: string; cause: string }
  );

// NOTE: 408 and 429 are 4xx but say "not now", not "no": rejecting on them would lose good leads.
const TRANSIENT_4XX = new Set([408, 425, 429]);
const MAX_ERROR_LENGTH = 500;
/** A network answer is stored with each attempt; a huge or hostile body must not fill the database. */
export const RESPONSE_LIMIT = 2000;

const NO_ANSWER: NetworkAnswer = { httpStatus: null, response: null };

function errorField(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const value = (body as { error: unknown }).error;
  if (value === null || value === undefined || value === false || value === '') return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * POSTs the lead and waits for the network's answer up to `timeoutMs` (the late-answer window, not the
 * visitor's wait: the caller answers the visitor sooner if it must).
 */
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
    const cause = name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `no connection (${describe(err)})`;
    return { kind: 'retry', error: cause, cause, ...NO_ANSWER };
  }
  const answer: NetworkAnswer = { httpStatus: response.status, response: text.slice(0, RESPONSE_LIMIT) };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const error = errorField(body);
  if (response.status >= 500 || TRANSIENT_4XX.has(response.status)) {
    const cause = `HTTP ${response.status}`;
    return { kind: 'retry', error: error ? `${cause}: ${error}` : cause, cause, ...answer };
  }
  if (response.status >= 400) return { kind: 'rejected', error: error ?? MESSAGES.submitDefault, ...answer };
  if (error !== undefined) return { kind: 'rejected', error, ...answer };
  if (response.status >= 200 && response.status < 300) return { kind: 'delivered', ...answer };
  const cause = `unexpected HTTP ${response.status}`;
  return { kind: 'retry', error: cause, cause, ...answer };
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  return code || (cause instanceof Error ? cause.message : String(cause));
}
