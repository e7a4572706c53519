// Refuses cross-site writes to the JSON API, so a form or script on another site cannot post leads in a
// visitor's name. Two checks, before the body is read:
// - Content-Type must be application/json. A plain HTML form can only send urlencoded, multipart or
//   text/plain bodies, and a script on another origin cannot send JSON without a CORS preflight, which
//   this API never approves. (Fastify parses text/plain by default, so it has to be refused here.)
// - An Origin header, when the browser sends one, must name this site (its Host) or an allowed origin.
//   No Origin at all (curl, server-to-server) is not a browser acting for a visitor, and is let through.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CROSS_SITE_ERROR = 'Cross-site requests are not allowed.';
export const JSON_REQUIRED_ERROR = 'Send the request as JSON (Content-Type: application/json).';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The media type of a Content-Type header, without parameters, in lower case. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether `origin` names the host the request was sent to, or one of the allowed origins. */
export function isSameSite(origin: string, requestHost: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // "null" (sandboxed frames, some redirects) and garbage: not a site we know.
    return false;
  }
  if (allowedOrigins.includes(url.origin)) return true;
  if (!requestHost) return false;
  try {
    // Read the Host under the origin's scheme, so default ports compare equal (localhost:80 = localhost).
    return new URL(`${url.protocol}//${requestHost}`).host === url.host;
  } catch {
    return false;
  }
}

export function crossSiteGuard(allowedOrigins: readonly string[]) {
  return async function refuseCrossSiteWrites(req: FastifyRequest, reply: FastifyReply) {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin !== undefined && !isSameSite(origin, req.host, allowedOrigins)) {
      return reply.code(403).send({ error: CROSS_SITE_ERROR });
    }
    if (mediaType(req.headers['content-type']) !== 'application/json') {
      return reply.code(415).send({ error: JSON_REQUIRED_ERROR });
    }
  };
}
