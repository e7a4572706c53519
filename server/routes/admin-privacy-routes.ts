// The console's privacy queue (docs/compliance.md): requests with their deadlines, due first; for each, the
// person's leads and messages and the actions (access, delete, correct, confirm / complete / deny /
// extend, reverse a suppression). Admins only, except the masked list a viewer may read. Every action,
// and every view of a person's data, is written to the audit log.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findServiceById } from '#domain/catalogue.ts';
import type {
  LeadCorrected,
  PrivacyErased,
  PrivacyQueue,
  PrivacyRequest,
  RequestDetail,
  SuppressionReversed,
} from '#domain/console-api/privacy.ts';
import { REQUEST_TYPE_LABELS } from '#domain/privacy.ts';
import { writeAudit, type AuditAction } from '../admin/audit.ts';
import { isMasked, requireRole } from '../admin/auth.ts';
import { maskEmail, maskLastName, maskPhone } from '../admin/masking.ts';
import { malformedIdIsUnknown } from '../http/error-answers.ts';
import { pacificDay } from '../privacy/deadlines.ts';
import { accessPage } from '../privacy/access-page.ts';
import {
  CORRECTABLE,
  decodeQueueCursor,
  encodeQueueCursor,
  NEEDS_PROOF,
  nextDue,
  RequestConflict,
  RequestNotFound,
  type RequestRow,
} from '../privacy/privacy-requests.ts';
import type { AdminDeps } from './admin-deps.ts';
import { plural } from '#domain/wording.ts';
import { isoTime } from '../store/iso-time.ts';

const idParams = z.object({ id: z.uuid() });
/** The queue's page: at most this many requests per call, 50 unless asked. */
const MAX_PAGE = 200;
const FOREIGN_CURSOR = 'That cursor is not one this server gave.';
const queueQuery = z.object({
  cursor: z
    .string(FOREIGN_CURSOR)
    .max(200, FOREIGN_CURSOR)
    .transform((raw, ctx) => decodeQueueCursor(raw) ?? (ctx.addIssue({ code: 'custom', message: FOREIGN_CURSOR }), z.NEVER))
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(50),
});
const REASON = 'Write the reason (it is kept in the record and the audit log).';
const reasonBody = z.object({ reason: z.string(REASON).trim().min(3, REASON).max(1000) }).strict();
const emptyBody = z.strictObject({}, { error: 'No fields are taken here.' });
const correctBody = z
  .object({
    leadId: z.uuid(),
    fields: z
      .object({
        firstName: z.string().trim().min(1).max(50).optional(),
        lastName: z.string().trim().min(1).max(50).optional(),
        email: z.email().max(254).optional(),
        phone: z
          .string()
          .regex(/^\d{10}$/, 'Phone number must be exactly 10 digits')
          .optional(),
        city: z.string().trim().min(1).max(100).optional(),
      })
      .strict()
      .refine((f) => Object.keys(f).length > 0, 'Give at least one field to correct.'),
  })
  .strict();

function summary(r: RequestRow, masked: boolean, today: string): PrivacyRequest {
  const due = nextDue(r);
  const open = r.status === 'open' || r.status === 'confirmed';
  const [first = '', ...rest] = r.name.split(' ');
  return {
    id: r.id,
    reference: r.reference,
    type: r.type,
    typeLabel: REQUEST_TYPE_LABELS[r.type],
    name: masked ? [first, ...(rest.length ? [maskLastName(rest.join(' '))] : [])].join(' ') : r.name,
    email: masked ? maskEmail(r.email) : r.email,
    phone: masked ? maskPhone(r.phone) : r.phone,
    agent: r.agent,
    gpc: r.gpc_signal === 1,
    receivedAt: isoTime(r.received_at),
    receivedOn: r.received_on,
    confirmBy: r.confirm_by,
    respondBy: r.respond_by,
    extendedTo: r.extended_to,
    extensionReason: r.extension_reason,
    status: r.status,
    statusReason: r.status_reason,
    confirmedAt: isoTime(r.confirmed_at),
    closedAt: isoTime(r.closed_at),
    needsProof: NEEDS_PROOF.has(r.type),
    emailProvenAt: isoTime(r.email_verified_at),
    due: open ? due : null,
    overdue: open && due < today,
  };
}

export function adminPrivacyRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { db } = deps.store;
  const privacy = app.privacy;
  const requests = privacy.requests;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The page is in the name of the site the request was made on, whichever host the console is reached by;
  // a request from a site since removed from the deployment gets the deployment's first.
  const siteOfRequest = (id: string) => app.sites.byId(id) ?? app.sites.first;
  // The role is checked before the schemas, so whoever may not ask learns 401/403 and nothing more; a
  // request's id that is not a UUID names no request (404).
  const anyone = { preValidation: requireRole('any') };
  const withId = {
    preValidation: requireRole('admin'),
    errorHandler: malformedIdIsUnknown('No such request.'),
    schema: { params: idParams },
  };
  // A body of null is read as an empty one.
  const withBody = <B extends z.ZodType>(body: B) => ({
    ...withId,
    schema: { params: idParams, body: z.preprocess((v) => v ?? {}, body) },
  });
  const audit = (req: { operator?: { email: string }; ip: string }, action: AuditAction, target: string, detail = '') =>
    writeAudit(db, { actor: req.operator!.email, action, target, ip: req.ip, detail });

  /** Runs an action on one request, answering 404 / 409 the house way. */
  async function onRequest<T>(reply: FastifyReply, id: string, run: (id: string) => Promise<T>): Promise<T | FastifyReply> {
    try {
      return await run(id);
    } catch (err) {
      if (err instanceof RequestNotFound) return reply.code(404).send({ error: err.message });
      if (err instanceof RequestConflict) return reply.code(409).send({ error: err.message });
      throw err;
    }
  }

  routes.get('/api/admin/privacy/requests', { ...anyone, schema: { querystring: queueQuery } }, async (req): Promise<PrivacyQueue> => {
    const today = pacificDay(Date.now());
    const page = await requests.queuePage(req.query.cursor, req.query.limit);
    const counts = await requests.counts();
    const flagged = await privacy.suppression.db
      .selectFrom('privacy_flags as f')
      .innerJoin('leads as l', 'l.id', 'f.lead_id')
      .select(['l.id', 'l.created_at', 'l.service_id', 'l.status'])
      .orderBy('f.at', 'desc')
      .limit(50)
      .execute();
    const runs = await privacy.retention.recentRuns(10);
    return {
      requests: page.rows.map((r) => summary(r, isMasked(req), today)),
      nextCursor: page.nextCursor ? encodeQueueCursor(page.nextCursor) : null,
      counts,
      flaggedLeads: flagged.map((l) => ({
        id: l.id,
        createdAt: isoTime(l.created_at),
        service: findServiceById(l.service_id)?.title ?? '',
        status: l.status,
      })),
      mail: privacy.mailer.enabled,
      retention: {
        leadRetentionDays: privacy.leadRetentionDays,
        consentRetentionYears: 5,
        runs: runs.map((r) => ({
          startedAt: isoTime(r.started_at),
          finishedAt: isoTime(r.finished_at),
          leadsErased: r.leads_erased,
          messagesErased: r.messages_erased,
          consentsDeleted: r.consents_deleted,
          error: r.error,
        })),
      },
    };
  });

  routes.get('/api/admin/privacy/requests/:id', withId, async (req, reply) =>
    onRequest(reply, req.params.id, async (id): Promise<RequestDetail> => {
      const r = await requests.byId(id);
      const { leads, messages } = await requests.matches(r);
      const suppressions = await requests.suppressionsOf(id);
      const ids = leads.map((l) => l.id);
      const holds = ids.length
        ? await privacy.suppression.db
            .selectFrom('delivery_holds')
            .select(['lead_id', 'reason'])
            .where('lead_id', 'in', ids)
            .where('released_at', 'is', null)
            .execute()
        : [];
      await audit(req, 'privacy-view', r.reference);
      return {
        ...summary(r, false, pacificDay(Date.now())),
        details: r.details,
        leads: leads.map((l) => ({
          id: l.id,
          createdAt: isoTime(l.created_at),
          service: findServiceById(l.service_id)?.title ?? '',
          status: l.status,
          firstName: l.first_name,
          lastName: l.last_name,
          email: l.email,
          phone: l.phone,
          city: l.city,
          state: l.state,
          erasedAt: isoTime(l.erased_at),
          match: l.match,
          proven: l.proven,
          heldBack: holds.find((h) => h.lead_id === l.id)?.reason ?? null,
        })),
        messages: messages.map((m) => ({
          id: m.id,
          createdAt: isoTime(m.created_at),
          name: m.name,
          email: m.email,
          subject: m.subject,
          erasedAt: isoTime(m.erased_at),
          match: m.match,
          proven: m.proven,
        })),
        suppressions: suppressions.map((s) => ({
          id: s.id,
          kind: s.kind,
          createdAt: isoTime(s.created_at),
          reversedAt: isoTime(s.reversed_at),
          reversedBy: s.reversed_by,
          reversedReason: s.reversed_reason,
        })),
      };
    }),
  );

  routes.get('/api/admin/privacy/requests/:id/export.json', withId, async (req, reply) =>
    onRequest(reply, req.params.id, async (id) => {
      const data = await requests.access(id);
      await audit(req, 'privacy-export', data.request.reference, 'json');
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${data.request.reference}.json"`)
        .send(JSON.stringify(data, null, 2));
    }),
  );

  routes.get('/api/admin/privacy/requests/:id/export.html', withId, async (req, reply) =>
    onRequest(reply, req.params.id, async (id) => {
      const data = await requests.access(id);
      await audit(req, 'privacy-export', data.request.reference, 'html');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${data.request.reference}.html"`)
        .send(accessPage(data, siteOfRequest(data.request.site)));
    }),
  );

  routes.post('/api/admin/privacy/requests/:id/confirm', withBody(emptyBody), async (req, reply) => {
    return onRequest(reply, req.params.id, async (id): Promise<PrivacyRequest> => {
      const r = await requests.confirm(id);
      await audit(req, 'privacy-status', r.reference, 'confirmed');
      return summary(r, false, pacificDay(Date.now()));
    });
  });

  for (const action of ['complete', 'deny', 'extend'] as const) {
    routes.post(`/api/admin/privacy/requests/:id/${action}`, withBody(reasonBody), async (req, reply) => {
      return onRequest(reply, req.params.id, async (id): Promise<PrivacyRequest> => {
        const r =
          action === 'extend'
            ? await requests.extend(id, req.body.reason)
            : await requests.close(id, action === 'complete' ? 'completed' : 'denied', req.body.reason);
        await audit(
          req,
          'privacy-status',
          r.reference,
          `${action === 'extend' ? `extended to ${r.extended_to}` : r.status}: ${req.body.reason}`,
        );
        return summary(r, false, pacificDay(Date.now()));
      });
    });
  }

  routes.post('/api/admin/privacy/requests/:id/erase', withBody(emptyBody), async (req, reply) => {
    return onRequest(reply, req.params.id, async (id): Promise<PrivacyErased> => {
      const r = await requests.byId(id);
      const erased = await requests.erase(id);
      await audit(
        req,
        'privacy-erase',
        r.reference,
        `${plural(erased.leads, 'lead')}, ${plural(erased.messages, 'message')}; consent records kept (legal obligation, 5 years)`,
      );
      return { ...erased, consentRecordsKept: true };
    });
  });

  routes.post('/api/admin/privacy/requests/:id/correct', withBody(correctBody), async (req, reply) => {
    return onRequest(reply, req.params.id, async (id): Promise<LeadCorrected> => {
      const r = await requests.byId(id);
      const { before, after } = await requests.correctLead(id, req.body.leadId, req.body.fields);
      // The old values live on only here, in the audit log.
      const change = Object.keys(after)
        .map((f) => `${f}: ${JSON.stringify(before[f])} -> ${JSON.stringify(after[f])}`)
        .join('; ');
      await audit(req, 'privacy-correct', `${r.reference} lead ${req.body.leadId}`, change || 'no change');
      return { corrected: Object.keys(after) as (keyof typeof CORRECTABLE)[] };
    });
  });

  routes.post('/api/admin/privacy/requests/:id/reverse-suppression', withBody(reasonBody), async (req, reply) => {
    return onRequest(reply, req.params.id, async (id): Promise<SuppressionReversed> => {
      const r = await requests.byId(id);
      const released = await privacy.suppression.reverse(id, req.operator!.email, req.body.reason, Date.now(), deps.worker.configured);
      await audit(req, 'privacy-reverse', r.reference, `${plural(released.length, 'lead')} released: ${req.body.reason}`);
      if (released.length > 0) void deps.worker.poll();
      return { released: released.length };
    });
  });
}
