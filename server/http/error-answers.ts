// How the server answers what went wrong, always in the house shape `{ error }` with the usual headers:
// a database failure is an outage (503, try again); a bug in our own code is a 500, logged at error level
// as a bug, so it is never mistaken for an outage; a malformed address is the client's 400; a request its
// route's declared schemas refuse is a 400 `{ error, fields }`, or what that route promised instead.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorForLog, isDatabaseFailure } from '../store/connect.ts';

import { INTERNAL, UNAVAILABLE } from '#domain/server-messages.ts';

export { INTERNAL, UNAVAILABLE };
export const BAD_URL = 'The address is not valid.';

/** Where a request with a malformed address is sent (see rewriteMalformedUrl); it answers 400. */
export const BAD_URL_PATH = '/__bad-url';

/**
 * A request path Fastify's router cannot decode (`/%`, `/api/zip/%ZZ`, broken UTF-8) goes to
 * BAD_URL_PATH. NOTE: the router would answer it itself, before any hook runs: in its own shape and
 * without the security headers. Rewritten, it takes the normal way through every hook.
 */
export function rewriteMalformedUrl(url: string | undefined): string {
  if (!url) return '/';
  const path = url.split('?', 1)[0]!;
  if (!path.includes('%')) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return BAD_URL_PATH;
  }
}

/** The part of a request a route declares a schema for. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/**
 * A route's declared body, query or params (zod, through fastify-type-provider-zod) refused the request:
 * which part, each field's first message under its dotted path (`_` for the part as a whole), and the
 * first of them as `error`: the shape fieldErrors (domain/schemas.ts) gives the forms' own checks.
 */
export interface Refusal {
  part: RequestPart;
  error: string;
  fields: Record<string, string>;
}

function refusalOf(part: RequestPart | undefined, issues: readonly { instancePath: string; message?: string }[]): Refusal {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.') || '_';
    fields[path] ??= issue.message ?? 'This value is not valid.';
  }
  return { part: part ?? 'body', error: Object.values(fields)[0] ?? 'The request is not valid.', fields };
}

type RouteErrorHandler = (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * A route's own answer to a refusal, for the routes whose callers were promised another status than
 * 400 `{ error, fields }` (the public forms' 422, a malformed id's 404): given as the route's
 * `errorHandler`; every other error is answered as answerError answers it.
 */
export function answerRefusal(answer: (refusal: Refusal, reply: FastifyReply) => FastifyReply): RouteErrorHandler {
  return function answerRouteError(err, req, reply) {
    if (!hasZodFastifySchemaValidationErrors(err)) return answerError(err, req, reply);
    return answer(refusalOf(err.validationContext, err.validation), reply);
  };
}

/**
 * For a route whose address names a record by id: an id that is not even well formed names no record,
 * so it is answered 404 `{ error: notFound }` like an unknown one; a refused body or query is still 400.
 */
export function malformedIdIsUnknown(notFound: string): RouteErrorHandler {
  return answerRefusal(({ part, error, fields }, reply) =>
    part === 'params' ? reply.code(404).send({ error: notFound }) : reply.code(400).send({ error, fields }),
  );
}

/** The public forms' refusal (their clients show each field's message): 422 `{ error, fields }`. */
export const unprocessable: RouteErrorHandler = answerRefusal(({ error, fields }, reply) => reply.code(422).send({ error, fields }));

export function answerError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const { error, fields } = refusalOf(err.validationContext, err.validation);
    return reply.code(400).send({ error, fields });
  }
  const status = err.statusCode ?? 500;
  if (isDatabaseFailure(err)) {
    req.log.error({ err: databaseErrorForLog(err) }, 'database failure: answered 503');
    return reply.code(503).send({ error: UNAVAILABLE });
  }
  if (status === 503) {
    // A part that said on purpose it cannot serve now (not a bug).
    req.log.warn({ err: { message: err.message } }, 'unavailable: answered 503');
    return reply.code(503).send({ error: UNAVAILABLE });
  }
  if (status >= 500) {
    req.log.error({ err }, 'bug: unexpected error in our code, answered 500');
    return reply.code(500).send({ error: INTERNAL });
  }
  const message =
    status === 413
      ? 'The request is too large.'
      : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Send the request as JSON.'
        : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.name === 'SyntaxError'
          ? 'The request body is not valid JSON.'
          : err.message;
  return reply.code(status).send({ error: message });
}
