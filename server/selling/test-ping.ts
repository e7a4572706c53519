// The console's `Test` of a ping-post buyer: a ping for a made-up lead (the catalogue's first answers, in
// one of the buyer's ZIP codes when it has some) sent to its ping URL with its own headers and deadline,
// and what came back, timed. A ping carries no personal data, so a test sends nothing about anyone; a post
// carries a person, so a post buyer is never sent a made-up one (it could be taken, and billed, as a lead).
// Whatever the buyer does (no answer, an error page, a slow answer), the test reports it; it never fails.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { findServiceByTitle, SERVICES } from '#domain/catalogue.ts';
import { CONTACT_FIELD_LIST } from '#domain/contact-fields.ts';
import type { TestPing } from '#domain/console-api/buyers.ts';
import { lookupZip } from '../lookups/zip-lookup.ts';
import { literalRefusal, publicOnlyLookup } from '../security/public-address.ts';
import type { BuyerEndpoint } from './buyer-record.ts';
import { toCents, toDollars } from './money.ts';
import { pingBody, type PingLead } from './ping.ts';

/** How much of the buyer's answer is shown: enough to read an error, not a page. */
export const ANSWER_LIMIT = 1000;
/** How much of the answer is read at all; the rest is dropped unread. */
const READ_LIMIT = 64 * 1024;
const SAMPLE_ZIP = '90210';

/** A made-up lead the buyer would be pinged for: its first service and ZIP, the first answer to each question. */
export function sampleLead(buyer: Pick<BuyerEndpoint, 'services' | 'zips' | 'radius'>): PingLead {
  const service = findServiceByTitle(buyer.services[0] ?? 'Solar') ?? SERVICES[0]!;
  const answers: Record<string, string> = {};
  for (const q of service.questions) {
    const first = q.options?.find((o) => o.code !== '');
    if (q.kind === 'choice' && first) answers[q.id] = first.id;
  }
  const contact: Record<string, string> = {};
  for (const f of CONTACT_FIELD_LIST) {
    if (f.kind === 'choice' && !f.personal && f.options?.[0]) contact[f.name] = f.options[0].id;
  }
  const place = lookupZip(buyer.zips[0] ?? buyer.radius?.zip ?? SAMPLE_ZIP) ?? lookupZip(SAMPLE_ZIP)!;
  return { service, answers, contact, state: place.state, zip: place.zip, city: place.city };
}

/** A ping answer read as the auction reads it (a bid, or no bid and why). */
export function readPingAnswer(status: number, text: string, minBidCents: number): { bidCents?: number; outcome: string } {
  if (status < 200 || status > 299) return { outcome: `No bid: the buyer answered HTTP ${status}.` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { outcome: 'No bid: the answer is not JSON.' };
  }
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (b.accepted !== true) return { outcome: 'No bid: the buyer answered accepted: false.' };
  const cents = toCents(b.bid);
  if (cents === undefined) return { outcome: 'No bid: the answer has no bid in dollars.' };
  if (cents < minBidCents)
    return { outcome: `No bid: $${toDollars(cents).toFixed(2)} is under the minimum bid of $${toDollars(minBidCents).toFixed(2)}.` };
  return { bidCents: cents, outcome: `Bid $${toDollars(cents).toFixed(2)}.` };
}

type Sent = { status: number; text: string } | { error: string };

/** One POST, no redirects, cut at `timeoutMs`; connects only to public addresses unless private ones are allowed. */
function post(url: string, headers: Record<string, string>, json: string, timeoutMs: number, allowPrivate: boolean): Promise<Sent> {
  const refusal = literalRefusal(url, allowPrivate);
  if (refusal) return Promise.resolve({ error: refusal });
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (sent: Sent) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(sent);
    };
    const req = client.request(
      target,
      {
        method: 'POST',
        agent: false,
        lookup: publicOnlyLookup(allowPrivate),
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(json) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < READ_LIMIT) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, READ_LIMIT) }));
        res.on('error', (err) => done({ error: `the answer broke off (${err.message})` }));
      },
    );
    const timer = setTimeout(() => {
      done({ error: `no answer within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => {
      const why = err.code === 'EPRIVATE' ? 'the host resolves to a private address' : err.code || err.message;
      done({ error: `no connection (${why})` });
    });
    req.end(json);
  });
}

/** Pings the buyer for a made-up lead and reports its answer. Never throws for anything the buyer does. */
export async function testPing(
  buyer: Pick<BuyerEndpoint, 'pingUrl' | 'timeoutMs' | 'minBidCents' | 'services' | 'zips' | 'radius'>,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<TestPing> {
  // The test- prefix tells a buyer reading its logs that no lead stands behind this ping.
  const ping = pingBody(`test-${randomUUID()}`, sampleLead(buyer));
  const started = performance.now();
  const sent = await post(buyer.pingUrl!, headers, JSON.stringify(ping), buyer.timeoutMs, allowPrivate);
  const ms = Math.round(performance.now() - started);
  if ('error' in sent) return { status: null, answer: sent.error, ms, outcome: `No bid: ${sent.error}.`, ping };
  const read = readPingAnswer(sent.status, sent.text, buyer.minBidCents);
  return {
    status: sent.status,
    answer: sent.text.slice(0, ANSWER_LIMIT),
    ms,
    ...(read.bidCents !== undefined && { bid: toDollars(read.bidCents) }),
    outcome: read.outcome,
    ping,
  };
}
