// What the server logs, and what it never logs. Personal data (every field domain/contact-fields.ts marks
// personal, and the IP) stays out: request lines carry no client address and no query string (the e-mail
// check takes the address in its query), bodies are never logged, and these paths are censored wherever
// they appear.
import type { FastifyRequest } from 'fastify';
import { CONTACT_FIELD_LIST } from '#domain/contact-fields.ts';

/** The visitor's personal fields by form name and by the network's key (`streetAddress`, `address`). */
const PERSONAL_KEYS = new Set(CONTACT_FIELD_LIST.filter((f) => f.personal).flatMap((f) => [f.name, f.payloadKey ?? f.name]));

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-forwarded-for"]',
  'req.query',
  'req.remoteAddress',
  'payload',
  'body',
  'consent',
  ...[...PERSONAL_KEYS].map((key) => `*.${key}`),
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
