// The console's routes for working leads and the operator's own settings: notes and a disposition on a
// lead (one, or a selection at once), saved views of the list, and the account's time zone. Writing is for
// admins; every note and change is in the lead's history and in the audit log.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DISPOSITION_LABELS, LEAD_DISPOSITIONS, MAX_NOTE_CHARS } from '#domain/lead-summary.ts';
import { writeAudit } from '../admin/audit.ts';
import { requireRole, TOKEN_OPERATOR } from '../admin/auth.ts';
import { addNote, MAX_BULK_LEADS, setDisposition } from '../admin/lead-work.ts';
import { deleteView, listViews, MAX_VIEWS, saveView } from '../admin/saved-views.ts';
import { malformedIdIsUnknown } from '../http/error-answers.ts';
import { isTimeZone } from '../selling/zoned-time.ts';
import type { AdminDeps } from './admin-deps.ts';
import type { DispositionSet, DispositionsSet, SavedView, SavedViews, TimeZoneSet } from '#domain/console-api.ts';

const NO_SUCH_LEAD = 'No such lead.';
const NO_SUCH_VIEW = 'No such saved view.';
/** The ADMIN_TOKEN is no account: it has no settings or views of its own. */
export const ACCOUNTS_ONLY = 'Only a signed-in account has its own settings and saved views.';

const idParams = z.object({ id: z.string().min(1).max(64) });
const disposition = z.enum(LEAD_DISPOSITIONS, {
  error: `The disposition is one of ${LEAD_DISPOSITIONS.join(', ')}.`,
});
const noteBody = z
  .object({
    text: z
      .string({ error: 'Write the note.' })
      .trim()
      .min(1, 'Write the note.')
      .max(MAX_NOTE_CHARS, `A note has at most ${MAX_NOTE_CHARS.toLocaleString('en-US')} characters.`),
  })
  .strict();
const dispositionBody = z.object({ disposition }).strict();
const bulkDispositionBody = z
  .object({
    ids: z
      .array(z.string().min(1).max(64), { error: 'Choose the leads.' })
      .min(1, 'Choose the leads.')
      .max(MAX_BULK_LEADS, `At most ${MAX_BULK_LEADS.toLocaleString('en-US')} leads at once.`),
    disposition,
  })
  .strict();
const viewBody = z
  .object({
    name: z.string({ error: 'Name the view.' }).trim().min(1, 'Name the view.').max(60, 'A name has at most 60 characters.'),
    filters: z.string({ error: 'The filters are a query string.' }).max(1000, 'The filters are too long.'),
  })
  .strict();
const timeZoneBody = z
  .object({
    // null: follow the console's zone (CONSOLE_TIME_ZONE).
    timeZone: z
      .string({ error: 'Choose a time zone.' })
      .trim()
      .max(64, 'That is not a time zone.')
      .refine(isTimeZone, 'That is not a time zone this server knows (e.g. America/Los_Angeles).')
      .nullable(),
  })
  .strict();

export function adminLeadWorkRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { db } = deps.store;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The role first: a viewer or a stranger learns nothing from a validation answer.
  const admins = { preValidation: requireRole('admin') };
  const anyone = { preValidation: requireRole('any') };
  const leadRoute = { ...admins, errorHandler: malformedIdIsUnknown(NO_SUCH_LEAD) };

  routes.post('/api/admin/leads/:id/notes', { ...leadRoute, schema: { params: idParams, body: noteBody } }, async (req, reply) => {
    const lead = await db.selectFrom('leads').select('id').where('id', '=', req.params.id).executeTakeFirst();
    if (!lead) return reply.code(404).send({ error: NO_SUCH_LEAD });
    const note = await addNote(db, lead.id, req.operator!.email, req.body.text);
    // The note's words stay out of the log (they may quote the person); that one was written is in it.
    await writeAudit(db, {
      actor: req.operator!.email,
      action: 'lead-note',
      target: lead.id,
      ip: req.ip,
      detail: `${req.body.text.length} characters`,
    });
    return reply.code(201).send(note);
  });

  routes.patch('/api/admin/leads/:id', { ...leadRoute, schema: { params: idParams, body: dispositionBody } }, async (req, reply) => {
    const { changed, found } = await setDisposition(db, [req.params.id], req.body.disposition, req.operator!.email);
    if (found === 0) return reply.code(404).send({ error: NO_SUCH_LEAD });
    for (const c of changed) {
      await writeAudit(db, {
        actor: req.operator!.email,
        action: 'lead-disposition',
        target: c.id,
        ip: req.ip,
        detail: `${c.was} -> ${req.body.disposition}`,
      });
    }
    return { id: req.params.id, disposition: req.body.disposition } satisfies DispositionSet;
  });

  routes.post('/api/admin/leads/disposition', { ...admins, schema: { body: bulkDispositionBody } }, async (req) => {
    const ids = [...new Set(req.body.ids)];
    const { changed, found } = await setDisposition(db, ids, req.body.disposition, req.operator!.email);
    if (changed.length > 0) {
      await writeAudit(db, {
        actor: req.operator!.email,
        action: 'lead-disposition',
        target: `${changed.length} leads`,
        ip: req.ip,
        detail: `-> ${req.body.disposition}: ${changed.map((c) => c.id).join(' ')}`.slice(0, 2000),
      });
    }
    const label = DISPOSITION_LABELS[req.body.disposition];
    return {
      changed: changed.length,
      found,
      message: `${changed.length.toLocaleString('en-US')} marked ${label}.`,
    } satisfies DispositionsSet;
  });

  routes.get('/api/admin/saved-views', anyone, async (req, reply) => {
    if (req.operator!.id === TOKEN_OPERATOR.id) return reply.code(409).send({ error: ACCOUNTS_ONLY });
    return { views: await listViews(db, req.operator!.id) } satisfies SavedViews;
  });

  routes.post('/api/admin/saved-views', { ...anyone, schema: { body: viewBody } }, async (req, reply) => {
    if (req.operator!.id === TOKEN_OPERATOR.id) return reply.code(409).send({ error: ACCOUNTS_ONLY });
    const filters = new URLSearchParams(req.body.filters);
    filters.delete('cursor');
    const view = await saveView(db, req.operator!.id, req.body.name, filters.toString());
    if (!view) return reply.code(409).send({ error: `An account keeps at most ${MAX_VIEWS} saved views; delete one first.` });
    return reply.code(201).send(view satisfies SavedView);
  });

  routes.delete(
    '/api/admin/saved-views/:id',
    { ...anyone, schema: { params: idParams }, errorHandler: malformedIdIsUnknown(NO_SUCH_VIEW) },
    async (req, reply) => {
      if (!(await deleteView(db, req.operator!.id, req.params.id))) return reply.code(404).send({ error: NO_SUCH_VIEW });
      return reply.code(204).send();
    },
  );

  routes.put('/api/admin/me/time-zone', { ...anyone, schema: { body: timeZoneBody } }, async (req, reply) => {
    if (req.operator!.id === TOKEN_OPERATOR.id) return reply.code(409).send({ error: ACCOUNTS_ONLY });
    const { timeZone } = req.body;
    await db.updateTable('operators').set({ time_zone: timeZone }).where('id', '=', req.operator!.id).execute();
    await writeAudit(db, {
      actor: req.operator!.email,
      action: 'time-zone',
      target: req.operator!.email,
      ip: req.ip,
      detail: timeZone ?? 'console',
    });
    return { timeZone: timeZone ?? deps.consoleTimeZone, ownTimeZone: timeZone } satisfies TimeZoneSet;
  });
}
