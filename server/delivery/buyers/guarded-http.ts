// The one way the server POSTs JSON to an address an operator typed into the console (a buyer's ping and
// post URLs): only to the public internet unless WEBHOOK_ALLOW_PRIVATE=true, checked on the very address
// the socket connects to (server/security/public-address.ts), bounded in time and in the size of the
// answer it reads, never following a redirect (node:http does not). Connections are kept alive per
// origin: a ping-post buyer is called for every lead, and a new TLS handshake per ping would eat the
// visitor's wait.
import http from 'node:http';
import https from 'node:https';
import { literalRefusal, publicOnlyLookup } from '../../security/public-address.ts';

/** More than any buyer's JSON answer needs; a larger body is cut here (and reads as not JSON). */
const ANSWER_LIMIT_BYTES = 64 * 1024;

export type JsonExchange =
  | { kind: 'answer'; httpStatus: number; text: string; ms: number }
  /** No answer: `timedOut` when the time ran out, else no connection (or a refused private address). */
  | { kind: 'none'; timedOut: boolean; cause: string; ms: number };

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 256 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

export interface SendOptions {
  timeoutMs: number;
  /** Ends the wait early (a shutdown); reads as no answer. */
  interrupt?: AbortSignal;
  allowPrivate: boolean;
}

export function sendJson(url: string, headers: Record<string, string>, body: unknown, opts: SendOptions): Promise<JsonExchange> {
  const started = Date.now();
  const none = (timedOut: boolean, cause: string): JsonExchange => ({ kind: 'none', timedOut, cause, ms: Date.now() - started });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(none(false, 'not a URL'));
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.resolve(none(false, 'not an http(s) URL'));
  const refused = literalRefusal(url, opts.allowPrivate);
  if (refused) return Promise.resolve(none(false, 'private address refused'));
  if (opts.interrupt?.aborted) return Promise.resolve(none(false, 'interrupted'));

  const payload = Buffer.from(JSON.stringify(body));
  const secure = target.protocol === 'https:';
  return new Promise<JsonExchange>((resolve) => {
    let settled = false;
    const finish = (result: JsonExchange) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.interrupt?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const req = (secure ? https : http).request(target, {
      method: 'POST',
      agent: secure ? agents.https : agents.http,
      lookup: publicOnlyLookup(opts.allowPrivate) as unknown as http.RequestOptions['lookup'],
      headers: {
        ...headers,
        'content-type': 'application/json',
        accept: 'application/json',
        'content-length': String(payload.length),
      },
    });
    const timer = setTimeout(() => {
      finish(none(true, `no answer within ${opts.timeoutMs} ms`));
      req.destroy();
    }, opts.timeoutMs);
    const onAbort = () => {
      finish(none(false, 'interrupted'));
      req.destroy();
    };
    opts.interrupt?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (err: NodeJS.ErrnoException) => {
      finish(none(false, err.code === 'EPRIVATE' ? 'private address refused' : `no connection (${err.code ?? err.message})`));
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size >= ANSWER_LIMIT_BYTES) return;
        chunks.push(chunk);
        size += chunk.length;
        if (size >= ANSWER_LIMIT_BYTES) res.destroy();
      });
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, ANSWER_LIMIT_BYTES).toString('utf8');
        finish({ kind: 'answer', httpStatus: res.statusCode ?? 0, text, ms: Date.now() - started });
      };
      res.on('end', done);
      // Cut at the limit (or the connection dropped mid-body): what arrived is the answer.
      res.on('close', done);
      res.on('error', () => undefined);
    });
    req.end(payload);
  });
}
