// The console's lead API: the list, a lead's page, resend (one, or every lead of a filter that did not
// reach a buyer) and the CSV and XLSX exports. Dates in filters and exports are the operator's days.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LeadDetail } from '#domain/console-api.ts';
import { malformedIdIsUnknown } from '../http/error-answers.ts';
import { writeAudit } from '../admin/audit.ts';
import { isMasked, requireRole } from '../admin/auth.ts';
import { exportLeadsCsv } from '../admin/csv-export.ts';
import { exportLeadsXlsx } from '../admin/xlsx-export.ts';
import { operatorTimeZone } from '../admin/operator-zone.ts';
import { dayIn } from '../admin/zoned-days.ts';
import { leadHistory } from '../admin/lead-work.ts';
import { LEAD_SORTS, STATUS_LABELS } from '#domain/lead-summary.ts';
import type { HeavyWork } from '../admin/heavy-work.ts';
import { leadFiltersSchema, unknownSite, type LeadFilters } from '../admin/lead-filters.ts';
import { DEFAULT_PAGE, leadDetail, listLeads, MAX_PAGE, unreachedLeads, UNREACHED } from '../admin/lead-queries.ts';
import { ALREADY_BOUGHT, ATTEMPT_LIVE } from '../selling/post-resend.ts';
import { NETWORK_BUYER_ID } from '../store/schema.ts';
import type { AdminDeps } from './admin-deps.ts';
import type { Resent, ResendPreview, ResendQueued } from '#domain/console-api.ts';

const listQuery = leadFiltersSchema.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(DEFAULT_PAGE),
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LEAD_SORTS, { error: 'The order is newest or oldest.' }).default('newest')),
});

const idParams = z.object({ id: z.string().min(1).max(64) });
const resendBody = z
  .object({
    force: z.boolean().optional(),
    buyerId: z.string({ error: 'The buyer is named by its id.' }).trim().min(1, 'The buyer is named by its id.').max(64).optional(),
  })
  .strict();
const bulkBody = leadFiltersSchema.extend({ confirm: z.number().int().min(0).optional() }).strict();
/** A body of null or none is read as an empty one: both writes ask for nothing they cannot default. */
const orEmpty = <B extends z.ZodType>(body: B) => z.preprocess((v) => v ?? {}, body);
const NO_SUCH_LEAD = 'No such lead.';

export const NO_NETWORK = 'There is nowhere to send leads yet: add a buyer, or ask your developer to set up the lead network.';
/** Why a resend waits: the lead would be sent again while its buyer is still answering the last request. */
export { ATTEMPT_LIVE };

/** A `site=` the deployment has no site for, answered as a field error like the others. */
function badSite(reply: FastifyReply, error: string) {
  return reply.code(400).send({ error, fields: { site: error } });
}

/** What a bulk resend will send, in words: "3 leads will be sent again: 2 Delivery failed, 1 Not sent: …". */
function resendMessage(count: number, byStatus: { label: string; count: number }[]): string {
  if (count === 0) return 'Every lead in this view reached a buyer or was held back: there is nothing to resend.';
  const parts = byStatus.map((s) => `${s.count.toLocaleString('en-US')} ${s.label.toLowerCase()}`).join(', ');
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'lead' : 'leads'} will be sent again (${parts}).`;
}

/** A short, readable record of filters as the operator sent them (before the schema turns a service's
 * title into its id and a day into a time), for the audit log. */
function describeFilters(sent: Iterable<[string, unknown]>): string {
  return [...sent]
    .filter(([k, v]) => k !== 'confirm' && k !== 'cursor' && v !== '' && v !== undefined)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
}

/** The query string as sent: the route's schema has replaced `req.query` with its parsed values. */
function sentQuery(req: FastifyRequest): string {
  return describeFilters(new URLSearchParams(req.raw.url?.split('?')[1] ?? '').entries());
}

export function adminLeadRoutes(app: FastifyInstance, deps: AdminDeps, heavy: HeavyWork) {
  const { db } = deps.store;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The role is checked before the schemas, so whoever may not ask learns 401/403 and nothing more; a
  // lead's id that is not even well formed names no lead (404, as an unknown one).
  const anyone = { preValidation: requireRole('any') };
  const admins = { preValidation: requireRole('admin') };
  const withId = { errorHandler: malformedIdIsUnknown(NO_SUCH_LEAD) };
  // Exports are heavy work, admitted a few at a time once the request is known to be well formed.
  const adminExport = { ...admins, preHandler: heavy.admit, schema: { querystring: leadFiltersSchema } };

  routes.get('/api/admin/leads', { ...anyone, schema: { querystring: listQuery } }, async (req, reply) => {
    const noSite = unknownSite(req.query.site, app.sites.sites);
    if (noSite) return badSite(reply, noSite);
    const { cursor, limit, sort, ...parsedFilters } = req.query;
    const filters: LeadFilters = { ...parsedFilters, timeZone: operatorTimeZone(req.operator, deps) };
    // A viewer's searches are on the record: looking for a person is what the masking is there to limit.
    if (isMasked(req) && filters.q) {
      await writeAudit(db, {
        actor: req.operator!.email,
        action: 'search-leads',
        target: 'leads',
        ip: req.ip,
        detail: sentQuery(req),
      });
    }
    // On the console's own reads (SQLite's read threads, PostgreSQL's console pool): a search or a view's
    // total on a million leads takes tens of milliseconds, which on the site's own connection every
    // visitor's request would wait behind.
    return listLeads(deps.store.reads, filters, cursor, limit, isMasked(req), sort);
  });

  // Every matching lead, streamed: heavy work, admitted a few at a time and read on the console's own reads.
  routes.get('/api/admin/leads.csv', adminExport, async (req, reply) => {
    const noSite = unknownSite(req.query.site, app.sites.sites);
    if (noSite) return badSite(reply, noSite);
    await writeAudit(db, { actor: req.operator!.email, action: 'export', target: 'leads.csv', ip: req.ip, detail: sentQuery(req) });
    const timeZone = operatorTimeZone(req.operator, deps);
    const day = dayIn(Date.now(), timeZone);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .send(exportLeadsCsv(deps.store.reads, { ...req.query, timeZone }));
  });

  // The same leads as a spreadsheet (exceljs's streaming writer): ZIPs and phones as text, times as date
  // cells in the operator's zone, statuses and answers in words. Heavy work, as the CSV is.
  routes.get('/api/admin/leads.xlsx', adminExport, async (req, reply) => {
    const noSite = unknownSite(req.query.site, app.sites.sites);
    if (noSite) return badSite(reply, noSite);
    await writeAudit(db, { actor: req.operator!.email, action: 'export', target: 'leads.xlsx', ip: req.ip, detail: sentQuery(req) });
    const timeZone = operatorTimeZone(req.operator, deps);
    const day = dayIn(Date.now(), timeZone);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="leads-${day}.xlsx"`)
      .send(exportLeadsXlsx(deps.store.reads, { ...req.query, timeZone }));
  });

  routes.get('/api/admin/leads/:id', { ...anyone, ...withId, schema: { params: idParams } }, async (req, reply) => {
    const lead = await leadDetail(db, req.params.id, isMasked(req));
    if (!lead) return reply.code(404).send({ error: NO_SUCH_LEAD });
    // Why a resend would be refused (a privacy request, erased data), said on the page before anyone clicks.
    const [history, heldBack] = await Promise.all([leadHistory(db, lead.id), app.privacy.suppression.resendRefusal(lead.id)]);
    await writeAudit(db, {
      actor: req.operator!.email,
      action: 'view-lead',
      target: lead.id,
      ip: req.ip,
      detail: isMasked(req) ? 'masked' : '',
    });
    // A viewer sees that notes exist and who wrote them, not their words (they may quote the person).
    const shown = isMasked(req) ? history.map((h) => (h.kind === 'note' ? { ...h, text: '•••' } : h)) : history;
    const detail: LeadDetail = {
      ...lead,
      notes: shown.filter((h) => h.kind === 'note').map(({ kind: _kind, ...note }) => note),
      history: shown,
      heldBack: heldBack ?? null,
    };
    return detail;
  });

  // A lead sold by auction: without a body its pending and failed posts again, with { buyerId } a post to
  // that buyer (server/selling/post-resend.ts). A lead of the network (its one buyer while no other
  // existed): its one job again, a delivered one only with { force: true }.
  const resendSchema = { params: idParams, body: orEmpty(resendBody) };
  routes.post('/api/admin/leads/:id/resend', { ...admins, ...withId, schema: resendSchema }, async (req, reply) => {
    const body = req.body;
    const lead = await deps.store.findLead(req.params.id);
    if (!lead) return reply.code(404).send({ error: NO_SUCH_LEAD });
    const resend = app.selling.resend;
    const auctioned = await resend.isAuctioned(lead.id);
    const { buyerId } = body;
    if (!auctioned || buyerId === NETWORK_BUYER_ID) {
      if (!app.selling.directory.networkConfigured) return reply.code(409).send({ error: NO_NETWORK });
    }
    const refused = await app.privacy.suppression.resendRefusal(lead.id);
    if (refused) return reply.code(409).send({ error: refused });
    if (auctioned || (buyerId !== undefined && buyerId !== NETWORK_BUYER_ID)) {
      const answer = buyerId === undefined ? await resend.retryPosts(lead.id) : await resend.postTo(lead.id, buyerId);
      if (answer.code === 202) {
        await writeAudit(db, {
          actor: req.operator!.email,
          action: 'resend',
          target: lead.id,
          ip: req.ip,
          detail: `was ${lead.status}; ${buyerId === undefined ? 'pending and failed posts' : `to buyer ${buyerId}`}: ${answer.body.buyers.join(', ')}`,
        });
      }
      return reply.code(answer.code).send(answer.body);
    }
    if (buyerId === NETWORK_BUYER_ID && lead.status === 'delivered') return reply.code(409).send({ error: ALREADY_BOUGHT });
    if (lead.status === 'delivered' && body.force !== true) {
      return reply.code(409).send({ error: 'This lead was delivered already.', needsForce: true });
    }
    const { live } = await deps.store.queueResend([lead.id]);
    if (live.length > 0) return reply.code(409).send({ error: ATTEMPT_LIVE });
    await writeAudit(db, {
      actor: req.operator!.email,
      action: 'resend',
      target: lead.id,
      ip: req.ip,
      detail: `was ${lead.status}${body.force ? ', forced' : ''}`,
    });
    void deps.worker.poll();
    return reply.code(202).send({ status: 'queued' } satisfies Resent);
  });

  // The filters of a bulk resend as sent, read before the schema replaces the body, for the audit log.
  const sentFilters = new WeakMap<FastifyRequest, string>();
  const keepSentFilters = async (req: FastifyRequest) => {
    const body = req.body;
    if (typeof body === 'object' && body !== null) sentFilters.set(req, describeFilters(Object.entries(body)));
  };
  const bulk = { preValidation: [requireRole('admin'), keepSentFilters], schema: { body: orEmpty(bulkBody) } };
  routes.post('/api/admin/leads/resend', bulk, async (req, reply) => {
    const noSite = unknownSite(req.body.site, app.sites.sites);
    if (noSite) return badSite(reply, noSite);
    const { confirm, ...parsedFilters } = req.body;
    const filters: LeadFilters = { ...parsedFilters, timeZone: operatorTimeZone(req.operator, deps) };
    // Every lead of the view that did not reach a buyer: its delivery failed, or it was never sent for want
    // of a buyer. Rejected leads did reach buyers (who said no) and stay as they are.
    const unreached = await unreachedLeads(db, filters);
    const ids = unreached.map((l) => l.id);
    const byStatus = UNREACHED.map((status) => ({
      status,
      label: STATUS_LABELS[status],
      count: unreached.filter((l) => l.status === status).length,
    })).filter((s) => s.count > 0);
    const count = ids.length;
    const sample = unreached.slice(0, 20).map((l) => ({ id: l.id, reference: l.reference, status: l.status }));
    if (confirm === undefined) return { count, byStatus, sample, message: resendMessage(count, byStatus) } satisfies ResendPreview;
    if (confirm !== count) {
      return reply.code(409).send({
        error: `The leads to resend changed: ${resendMessage(count, byStatus)} Check and confirm again.`,
        count,
        byStatus,
      });
    }
    if (!deps.worker.configured) return reply.code(409).send({ error: NO_NETWORK });
    // A failed lead's attempts are over; one resent a moment ago by someone else is left to that attempt.
    const { queued } = await app.selling.resend.retryFailed(ids);
    await writeAudit(db, {
      actor: req.operator!.email,
      action: 'bulk-resend',
      target: `${queued.length} leads that did not reach a buyer`,
      ip: req.ip,
      detail: sentFilters.get(req) ?? '',
    });
    void deps.worker.poll();
    return reply.code(202).send({ queued: queued.length } satisfies ResendQueued);
  });
}
