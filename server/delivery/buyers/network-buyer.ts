// The contractor network at LEAD_FORWARD_URL as a buyer: the only one while no buyer is configured. It is
// posted the payload coded at intake (domain/coding.ts, stored with the lead), with `Idempotency-Key: <lead
// id>` as always, and its answers read the way the network has always been read: 2xx without an `error`
// field is delivered; a 4xx or any answer carrying `error` is a final rejection; a 5xx, 408, 425, 429 or
// any other answer outside 2xx is worth retrying. Everything that knows the network's payload keys lives
// here and in network-payload.ts.
import { MESSAGES } from '#domain/schemas.ts';
import { NETWORK_BUYER_ID } from '../../store/schema.ts';
import type { AnswerVerdict, Buyer, StoredLead } from './buyer.ts';
import { postJson } from './http-post.ts';

export { NETWORK_BUYER_ID };
export const NETWORK_BUYER_NAME = 'Network';

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

/** The network's answer rules (networks often reject with HTTP 200 and an `error` field). */
export function readNetworkAnswer(status: number, text: string): AnswerVerdict {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const error = errorField(body);
  if (status >= 500 || TRANSIENT_4XX.has(status)) {
    const cause = `HTTP ${status}`;
    return { kind: 'retry', error: error ? `${cause}: ${error}` : cause, cause };
  }
  if (status >= 400) return { kind: 'rejected', error: error ?? MESSAGES.submitDefault };
  if (error !== undefined) return { kind: 'rejected', error };
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  const cause = `unexpected HTTP ${status}`;
  return { kind: 'retry', error: cause, cause };
}

export function networkBuyer(url: string): Buyer {
  const buyer: Buyer = {
    id: NETWORK_BUYER_ID,
    name: NETWORK_BUYER_NAME,
    // Coded once, at intake, and stored with the lead: what the console shows as sent is what is sent.
    payloadFor: (lead: StoredLead) => lead.payload,
    // The lead id alone, as before buyers existed: the network deduplicates on it.
    headersFor: (lead: StoredLead) => ({ 'idempotency-key': lead.id }),
    readAnswer: readNetworkAnswer,
    post: (lead, timeoutMs, interrupt) =>
      postJson(url, buyer.headersFor(lead), buyer.payloadFor(lead), buyer.readAnswer, timeoutMs, interrupt),
  };
  return buyer;
}
