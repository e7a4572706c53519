// The console's webhook endpoints (docs/webhooks.md, docs/admin-api.md): list, add (the secret is answered
// once), change, remove, rotate the secret, send a test event; each endpoint's messages with every attempt,
// one message's body, and a resend. Admins only: an endpoint decides where people's data goes. Every write,
// and every look at a message's body, is in the audit log; the audit names an endpoint by its host, as the
// rest of a receiver's URL is often its own secret.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type {
  AddedEndpoint,
  RotatedSecret,
  WebhookAttempt,
  WebhookEndpoint,
  WebhookList,
  WebhookMessageDetail,
  WebhookMessagePage,
  WebhookQueued,
  WebhookResent,
} from '#domain/console-api/webhooks.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '#domain/webhook-events.ts';
import { writeAudit, type AuditAction } from '../admin/audit.ts';
import { requireRole } from '../admin/auth.ts';
import { urlRefusal } from '../security/public-address.ts';
import type { WebhookMessageState } from '../store/schema.ts';
import { emitTestEvent, parseEvents } from '../webhooks/webhook-emit.ts';
import { newWebhookSecret } from '../webhooks/webhook-secrets.ts';
import type { EndpointRow } from '../webhooks/webhook-store.ts';
import type { AdminDeps } from './admin-deps.ts';
import { isoTime } from '../store/iso-time.ts';

/** How long the secret before a rotation keeps signing beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

const endpointParams = z.object({ id: z.uuid('No such endpoint.') });
const messageParams = z.object({ messageId: z.string().regex(/^msg_[A-Za-z0-9_-]{8,60}$/, 'No such message.') });
const url = z
  .string('Give the endpoint URL.')
  .trim()
  .min(1, 'Give the endpoint URL.')
  .max(2000, 'Use a URL of at most 2,000 characters.')
  .pipe(z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// URL.' }));
const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, 'Choose events from the list.'), 'Choose at least one event.')
  .min(1, 'Choose at least one event.')
  .max(WEBHOOK_EVENT_TYPES.length, 'Choose each event once.')
  .transform((list) => [...new Set(list)]);
const description = z.string('Write the description as text.').trim().max(200, 'Keep the description under 200 characters.');
const active = z.boolean('Say true or false for active.');
const createBody = z.object({ url, events, active: active.default(true), description: description.default('') }).strict();
const changeBody = z
  .object({ url: url.optional(), events: events.optional(), active: active.optional(), description: description.optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Give at least one of url, events, active, description.');
const emptyBody = z.object({}).strict().optional();
const messagesQuery = z.object({
  state: z.enum(['pending', 'delivered', 'failed'], 'Filter by pending, delivered or failed.').optional(),
  cursor: z.string().max(200, 'The cursor is not valid.').optional(),
});

function hostOf(raw: string): string {
  try {
    return new URL(raw).host;
  } catch {
    return '';
  }
}

function endpointJson(e: EndpointRow, counts?: Partial<Record<WebhookMessageState, number>>, now = Date.now()): WebhookEndpoint {
  const rotating = e.previous_secret_sealed !== null && e.previous_secret_until !== null && Number(e.previous_secret_until) > now;
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: parseEvents(e.events),
    active: e.active === 1,
    disabledReason: e.disabled_reason,
    disabledAt: isoTime(e.disabled_at),
    failingSince: isoTime(e.failing_since),
    previousSecretValidUntil: rotating ? isoTime(e.previous_secret_until) : null,
    createdAt: isoTime(e.created_at),
    updatedAt: isoTime(e.updated_at),
    pending: counts?.pending ?? 0,
    failed: counts?.failed ?? 0,
  };
}

export function adminWebhookRoutes(app: FastifyInstance, deps: AdminDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { store, secrets, worker, allowPrivate } = app.webhooks;
  // Checked before the body is validated, so a viewer or a stranger hears 403/401, never a form error.
  const admins = { preValidation: requireRole('admin') };
  const audit = (req: FastifyRequest, action: AuditAction, target: string, detail = '') =>
    writeAudit(deps.store.db, { actor: req.operator!.email, action, target, ip: req.ip, detail });
  const refused = (reply: FastifyReply, message: string) => reply.code(400).send({ error: message, fields: { url: message } });
  const noEndpoint = (reply: FastifyReply) => reply.code(404).send({ error: 'No such endpoint.' });

  routes.get('/api/admin/webhooks', admins, async (): Promise<WebhookList> => {
    const [endpoints, counts] = await Promise.all([store.listEndpoints(), store.messageCounts()]);
    return {
      endpoints: endpoints.map((e) => endpointJson(e, counts.get(e.id))),
      events: WEBHOOK_EVENT_TYPES.map((type) => ({ type, label: WEBHOOK_EVENT_LABELS[type] })),
      secretsEncrypted: secrets.sealed,
    };
  });

  routes.post('/api/admin/webhooks', { ...admins, schema: { body: createBody } }, async (req, reply) => {
    const refusal = await urlRefusal(req.body.url, allowPrivate);
    if (refusal) return refused(reply, refusal);
    const secret = newWebhookSecret();
    const row = await store.createEndpoint({ ...req.body, secretSealed: secrets.seal(secret) });
    await audit(req, 'webhook-add', row.id, `${hostOf(row.url)}; events: ${req.body.events.join(', ')}`);
    // The only time the secret is ever answered: the receiver needs it to verify, the server keeps it sealed.
    return reply.code(201).send({ ...endpointJson(row), secret } satisfies AddedEndpoint);
  });

  routes.patch(
    '/api/admin/webhooks/:id',
    { ...admins, schema: { params: endpointParams, body: changeBody } },
    async (req, reply): Promise<WebhookEndpoint | undefined> => {
      if (req.body.url !== undefined) {
        const refusal = await urlRefusal(req.body.url, allowPrivate);
        if (refusal) return refused(reply, refusal);
      }
      const row = await store.updateEndpoint(req.params.id, req.body);
      if (!row) return noEndpoint(reply);
      await audit(req, 'webhook-change', row.id, describeChange(req.body));
      // Turned on: what waited for it goes out now rather than at the next poll.
      if (req.body.active) worker.nudge();
      return endpointJson(row, (await store.messageCounts()).get(row.id));
    },
  );

  routes.delete('/api/admin/webhooks/:id', { ...admins, schema: { params: endpointParams } }, async (req, reply) => {
    const row = await store.endpoint(req.params.id);
    if (!row || !(await store.deleteEndpoint(row.id))) return noEndpoint(reply);
    await audit(req, 'webhook-remove', row.id, hostOf(row.url));
    return reply.code(204).send();
  });

  routes.post(
    '/api/admin/webhooks/:id/rotate',
    { ...admins, schema: { params: endpointParams, body: emptyBody } },
    async (req, reply): Promise<RotatedSecret | undefined> => {
      const secret = newWebhookSecret();
      const until = Date.now() + ROTATION_OVERLAP_MS;
      if (!(await store.rotateSecret(req.params.id, secrets.seal(secret), until))) return noEndpoint(reply);
      await audit(req, 'webhook-rotate', req.params.id);
      return { secret, previousSecretValidUntil: isoTime(until) };
    },
  );

  routes.post('/api/admin/webhooks/:id/test', { ...admins, schema: { params: endpointParams, body: emptyBody } }, async (req, reply) => {
    const row = await store.endpoint(req.params.id);
    if (!row) return noEndpoint(reply);
    if (row.active !== 1) return reply.code(409).send({ error: 'This endpoint is off. Turn it on to send it a test event.' });
    const messageId = await emitTestEvent(store.db, row.id, { test: true, message: `A test event from ${app.consoleBrand.name}.` });
    await audit(req, 'webhook-test', row.id, messageId);
    worker.nudge();
    return reply.code(202).send({ messageId } satisfies WebhookQueued);
  });

  routes.get(
    '/api/admin/webhooks/:id/messages',
    { ...admins, schema: { params: endpointParams, querystring: messagesQuery } },
    async (req, reply): Promise<WebhookMessagePage | undefined> => {
      if (!(await store.endpoint(req.params.id))) return noEndpoint(reply);
      const page = await store.listMessages(req.params.id, req.query);
      return {
        messages: page.messages.map((m) => ({
          id: m.id,
          type: m.event_type,
          state: m.state,
          createdAt: isoTime(m.created_at),
          finishedAt: isoTime(m.finished_at),
          nextAttemptAt: m.state === 'pending' ? isoTime(m.next_attempt_at) : null,
          attemptCount: m.attempts,
          lastStatus: m.last_status,
          lastError: m.last_error,
          attempts: m.attemptList.map(attemptJson),
        })),
        nextCursor: page.nextCursor,
      };
    },
  );

  routes.get(
    '/api/admin/webhooks/messages/:messageId',
    { ...admins, schema: { params: messageParams } },
    async (req, reply): Promise<WebhookMessageDetail | undefined> => {
      const m = await store.message(req.params.messageId);
      if (!m) return reply.code(404).send({ error: 'No such message.' });
      const attempts = (await store.attemptsOf([m.id])).get(m.id) ?? [];
      // The body may carry a person's contact details: a look at it is audited like a look at a lead.
      await audit(req, 'webhook-view-message', m.id, m.lead_id ? `lead ${m.lead_id}` : m.event_type);
      return {
        id: m.id,
        endpointId: m.endpoint_id,
        type: m.event_type,
        state: m.state,
        createdAt: isoTime(m.created_at),
        attemptCount: m.attempts,
        body: JSON.parse(m.body) as unknown,
        attempts: attempts.map(attemptJson),
      };
    },
  );

  routes.post(
    '/api/admin/webhooks/messages/:messageId/resend',
    { ...admins, schema: { params: messageParams, body: emptyBody } },
    async (req, reply) => {
      const m = await store.message(req.params.messageId);
      if (!m) return reply.code(404).send({ error: 'No such message.' });
      const endpoint = await store.endpoint(m.endpoint_id);
      if (endpoint?.active !== 1) return reply.code(409).send({ error: 'This endpoint is off. Turn it on to resend to it.' });
      const result = await store.queueResend(m.id);
      if (result === 'missing') return reply.code(404).send({ error: 'No such message.' });
      if (result === 'live') return reply.code(409).send({ error: 'An attempt is under way. Try again when it has finished.' });
      await audit(req, 'webhook-resend', m.id, m.event_type);
      worker.nudge();
      return reply.code(202).send({ messageId: m.id, queued: true } satisfies WebhookResent);
    },
  );
}

function attemptJson(a: {
  started_at: number;
  attempt: number;
  trigger: WebhookAttempt['trigger'];
  http_status: number | null;
  response: string | null;
  duration_ms: number;
  error: string | null;
  outcome: WebhookAttempt['outcome'];
  counted: number;
}): WebhookAttempt {
  return {
    at: isoTime(a.started_at),
    attempt: a.attempt,
    trigger: a.trigger,
    httpStatus: a.http_status,
    response: a.response,
    durationMs: a.duration_ms,
    error: a.error,
    outcome: a.outcome,
    counted: a.counted === 1,
  };
}

function describeChange(body: { url?: string; events?: string[]; active?: boolean; description?: string }): string {
  const parts: string[] = [];
  if (body.url !== undefined) parts.push(`url: ${hostOf(body.url)}`);
  if (body.events !== undefined) parts.push(`events: ${body.events.join(', ')}`);
  if (body.active !== undefined) parts.push(body.active ? 'turned on' : 'turned off');
  if (body.description !== undefined) parts.push('description');
  return parts.join('; ');
}
