// What the server logs, and what it never logs. Personal data (names, e-mail, phone, address, IP) stays
// out: request lines carry no client address and no query string (the e-mail check takes the address
// in its query), bodies are never logged, and these paths are censored wherever they appear.
import type { FastifyRequest } from 'fastify';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-forwarded-for"]',
  'req.query',
  'req.remoteAddress',
  'payload',
  'body',
  'consent',
  '*.email',
  '*.phone',
  '*.firstName',
  '*.lastName',
  '*.streetAddress',
  '*.address',
  '*.ip',
];

/** `/api/email-domain?email=jane@x.com` -> `/api/email-domain?[redacted]`: which call, not whose. */
export function withoutQuery(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? url : `${url.slice(0, at)}?[redacted]`;
}

/** The request as a log line shows it: no client address, no query. */
export function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: withoutQuery(req.url), host: req.host };
}
