// A buyer an admin configured (the `buyers` table, read by server/selling/buyer-record.ts): `post` buyers
// are posted the lead at their fixed price; `ping-post` buyers are first pinged with what prices a lead and
// nothing that identifies the person (server/selling/ping.ts), bid, and the winners are posted. Both are
// sent their own headers (an API key, say) with the ping and the post, and every request goes through
// the public-address guard (guarded-http.ts).
//
// The post is the payload coded at intake and stored with the lead (the same one the network is sent),
// plus `pingToken` for a ping-post buyer, under `Idempotency-Key: <lead id>:<buyer id>`: a retry of the
// same post carries the same key, so a buyer that dedupes on it counts one lead. Its answer reads as the
// network's does: 2xx without an `error` field is sold, a 4xx or an `error` field a final refusal, a
// 5xx, a time-out or no connection worth another try.
import { toCents } from '../../selling/money.ts';
import type { PingBody } from '../../selling/ping.ts';
import type { AttemptResult, Buyer, StoredLead } from './buyer.ts';
import { RESPONSE_LIMIT } from './buyer.ts';
import { sendJson } from './guarded-http.ts';
import { readNetworkAnswer } from './network-buyer.ts';

/** A ping token is the buyer's own reference; one longer than this is not a plausible answer. */
const TOKEN_LIMIT = 512;

export type NoBidReason = 'declined' | 'timeout' | 'below_min' | 'error';

export type PingAnswer =
  | { kind: 'bid'; bidCents: number; token: string; ms: number }
  /** `detail` says what came back (an HTTP status, "not JSON", the cause of no connection), for the console. */
  | { kind: 'no_bid'; reason: NoBidReason; detail: string; ms: number; bidCents?: number };

export interface DatabaseBuyerSpec {
  id: string;
  name: string;
  mode: 'post' | 'ping-post';
  postUrl: string;
  pingUrl: string | null;
  minBidCents: number;
  /** The buyer's headers, opened (never logged). */
  headers: Readonly<Record<string, string>>;
}

export interface DatabaseBuyer extends Buyer {
  readonly mode: 'post' | 'ping-post';
  /** Asks a ping-post buyer for its bid, waiting at most `timeoutMs`. Never throws. */
  ping(body: PingBody, timeoutMs: number): Promise<PingAnswer>;
}

/** Reads a ping's answer: `{ accepted: true, bid, token }` with a bid at or over the minimum, or no bid. */
export function readPingAnswer(httpStatus: number, text: string, minBidCents: number, ms: number): PingAnswer {
  const noBid = (reason: NoBidReason, detail: string, bidCents?: number): PingAnswer => ({
    kind: 'no_bid',
    reason,
    detail,
    ms,
    ...(bidCents !== undefined && { bidCents }),
  });
  if (httpStatus < 200 || httpStatus >= 300) return noBid('error', `HTTP ${httpStatus}`);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return noBid('error', 'not JSON');
  }
  if (typeof answer !== 'object' || answer === null) return noBid('error', 'not a JSON object');
  const a = answer as { accepted?: unknown; bid?: unknown; token?: unknown };
  if (a.accepted !== true) return noBid('declined', 'declined');
  const bidCents = toCents(a.bid);
  if (bidCents === undefined) return noBid('error', 'no bid in dollars');
  if (typeof a.token !== 'string' || a.token.length > TOKEN_LIMIT) return noBid('error', 'no token');
  if (bidCents < minBidCents) return noBid('below_min', 'under its minimum bid', bidCents);
  return { kind: 'bid', bidCents, token: a.token, ms };
}

export interface DatabaseBuyerOptions {
  /** WEBHOOK_ALLOW_PRIVATE: test setups whose fake buyers listen on loopback. */
  allowPrivate: boolean;
}

export function databaseBuyer(spec: DatabaseBuyerSpec, opts: DatabaseBuyerOptions): DatabaseBuyer {
  const buyer: DatabaseBuyer = {
    id: spec.id,
    name: spec.name,
    mode: spec.mode,
    payloadFor: (lead: StoredLead) => (spec.mode === 'ping-post' ? { ...lead.payload, pingToken: lead.pingToken ?? '' } : lead.payload),
    headersFor: (lead: StoredLead) => ({ ...spec.headers, 'idempotency-key': `${lead.id}:${spec.id}` }),
    readAnswer: readNetworkAnswer,
    async post(lead, timeoutMs, interrupt): Promise<AttemptResult> {
      const sent = await sendJson(spec.postUrl, buyer.headersFor(lead), buyer.payloadFor(lead), {
        timeoutMs,
        allowPrivate: opts.allowPrivate,
        ...(interrupt && { interrupt }),
      });
      if (sent.kind === 'none') return { kind: 'retry', error: sent.cause, cause: sent.cause, httpStatus: null, response: null };
      return {
        ...readNetworkAnswer(sent.httpStatus, sent.text),
        httpStatus: sent.httpStatus,
        response: sent.text.slice(0, RESPONSE_LIMIT),
      };
    },
    async ping(body, timeoutMs): Promise<PingAnswer> {
      if (!spec.pingUrl) return { kind: 'no_bid', reason: 'error', detail: 'no ping URL', ms: 0 };
      const sent = await sendJson(spec.pingUrl, { ...spec.headers }, body, { timeoutMs, allowPrivate: opts.allowPrivate });
      if (sent.kind === 'none') return { kind: 'no_bid', reason: sent.timedOut ? 'timeout' : 'error', detail: sent.cause, ms: sent.ms };
      return readPingAnswer(sent.httpStatus, sent.text, spec.minBidCents, sent.ms);
    },
  };
  return buyer;
}
