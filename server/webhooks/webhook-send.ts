// One signed POST to an operator's endpoint over node:http(s), so the connection can be checked where it is
// made: a host name goes through publicOnlyLookup (the address the socket connects to must be public,
// against DNS rebinding), an IP literal through literalRefusal, unless private targets are allowed. No
// redirects are followed (a redirect could send the body somewhere else), the whole exchange is bounded
// in time, and at most RESPONSE_BYTES of the answer are read.
import http from 'node:http';
import https from 'node:https';
import { literalRefusal, publicOnlyLookup } from '../security/public-address.ts';

/** How much of an endpoint's answer is read; the rest is dropped with the connection. */
export const RESPONSE_BYTES = 4096;
/** How much of it is kept for the console. */
export const RESPONSE_LIMIT = 1000;

export interface SendResult {
  /** The answer's status, null when there was none. */
  httpStatus: number | null;
  /** The answer's body, bounded; null when there was none. */
  response: string | null;
  /** Why no answer came (time-out, refused connection, private address), null when one did. */
  error: string | null;
  /** The request was stopped by a shutdown before an answer came: the endpoint may still have it. */
  interrupted: boolean;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  /** Aborted when a shutdown stops waiting. */
  interrupt?: AbortSignal;
}

export function postSigned(url: string, headers: Record<string, string>, body: string, opts: SendOptions): Promise<SendResult> {
  const refusal = literalRefusal(url, opts.allowPrivate);
  if (refusal) return Promise.resolve({ httpStatus: null, response: null, error: refusal, interrupted: false });
  const target = new URL(url);
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.interrupt ? AbortSignal.any([timeout, opts.interrupt]) : timeout;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    let status: number | null = null;
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      const interrupted = error !== null && opts.interrupt?.aborted === true && !timeout.aborted;
      const text = status === null ? null : Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_LIMIT);
      resolve({ httpStatus: status, response: text, error, interrupted });
    };
    const failure = (err: unknown) => {
      if (timeout.aborted) return finish(`no answer within ${opts.timeoutMs} ms`);
      if (opts.interrupt?.aborted) return finish('interrupted by shutdown');
      finish(describe(err));
    };
    let req: http.ClientRequest;
    try {
      req = client.request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          lookup: publicOnlyLookup(opts.allowPrivate),
          // A connection of its own each time: nothing pooled outlives the attempt or a server's close.
          agent: false,
          signal,
        },
        (res) => {
          status = res.statusCode ?? null;
          res.on('data', (chunk: Buffer) => {
            if (size >= RESPONSE_BYTES) return;
            chunks.push(chunk.subarray(0, RESPONSE_BYTES - size));
            size += chunk.length;
            // Enough of it: an endpoint that answers with megabytes is not read to the end.
            if (size >= RESPONSE_BYTES) {
              finish(null);
              res.destroy();
            }
          });
          res.on('end', () => finish(null));
          res.on('error', failure);
          // The connection closed before the answer ended (the time-out and a shutdown say so themselves).
          res.on('close', () => {
            if (!res.complete) failure(new Error('the answer was cut off'));
          });
        },
      );
    } catch (err) {
      return failure(err);
    }
    req.on('error', failure);
    req.end(body);
  });
}

function describe(err: unknown): string {
  const code = typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : '';
  if (code === 'EPRIVATE') return 'refused: the host name resolves to a private address';
  if (code) return `no connection (${code})`;
  return err instanceof Error ? err.message.slice(0, 200) : 'no connection';
}
