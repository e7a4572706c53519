// The port every buyer of leads stands behind. The outbox (delivery-worker.ts) delivers one job per
// (lead, buyer) and knows nothing of a buyer's payload keys, headers or answer format: a buyer kind says
// how it codes its payload from the stored lead, how it posts it and how its answer reads. The contractor
// network at LEAD_FORWARD_URL is the first kind (network-buyer.ts). docs/decisions/006-buyers-behind-a-port.md
// says why.

/** What the buyer said, when it said anything: kept with the attempt for the operator's timeline. */
export interface BuyerAnswer {
  httpStatus: number | null;
  /** The answer's body, cut to RESPONSE_LIMIT characters. */
  response: string | null;
}

/** How one answer reads: sold (`delivered`), refused for good (`rejected`), or worth another try. */
export type AnswerVerdict =
  | { kind: 'delivered' }
  | { kind: 'rejected'; error: string }
  // `cause` is what went wrong without the buyer's own words, which may quote the lead: fit for logs.
  | { kind: 'retry'; error: string; cause: string };

/** One attempt's end: the verdict with what the buyer answered. */
export type AttemptResult = BuyerAnswer & AnswerVerdict;

/** A buyer's answer is stored with each attempt; a huge or hostile body must not fill the database. */
export const RESPONSE_LIMIT = 2000;

/** The lead as the outbox holds it: its id and the coded payload stored with it at intake. */
export interface StoredLead {
  id: string;
  serviceId: number;
  payload: Record<string, unknown>;
  /** What a ping-post buyer answered its ping with, sent back with the post so it can match the two. */
  pingToken?: string;
}

export interface Buyer {
  /** Stable id: delivery jobs and attempts are keyed by it. */
  readonly id: string;
  /** The buyer's public name. */
  readonly name: string;
  /** The JSON body this buyer is posted for a lead. */
  payloadFor(lead: StoredLead): Record<string, unknown>;
  /** The request headers of a post of this lead, the Idempotency-Key among them. */
  headersFor(lead: StoredLead): Record<string, string>;
  /** Reads an HTTP answer (status and body text) into a verdict. */
  readAnswer(httpStatus: number, body: string): AnswerVerdict;
  /**
   * Posts the lead and reads the answer, waiting at most `timeoutMs`; `interrupt` ends the wait early (a
   * shutdown), which then reads as worth retrying. Never throws: no connection is a verdict too.
   */
  post(lead: StoredLead, timeoutMs: number, interrupt?: AbortSignal): Promise<AttemptResult>;
}
