// The console's dashboard and contact messages inbox (the audit log: admin-audit-routes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../admin/audit.ts';
import { isMasked, requireRole } from '../admin/auth.ts';
import { dashboard } from '../admin/dashboard.ts';
import { leadFiltersSchema, unknownSite } from '../admin/lead-filters.ts';
import type { HeavyWork } from '../admin/heavy-work.ts';
import { operatorTimeZone } from '../admin/operator-zone.ts';
import { listMessages, setMessageState, SETTABLE_STATES } from '../admin/messages.ts';
import { malformedIdIsUnknown } from '../http/error-answers.ts';
import type { Config } from '../config.ts';
import type { LeadStore } from '../store/lead-store.ts';
import type { MessageStateSet } from '#domain/console-api.ts';

const BAD_CURSOR = 'The cursor is not valid.';
const NO_SUCH_MESSAGE = 'No such message.';
const pageQuery = z.object({ cursor: z.string(BAD_CURSOR).max(200, BAD_CURSOR).optional() });
const idParams = z.object({ id: z.string().min(1).max(64) });
const dashboardQuery = z.object({ site: leadFiltersSchema.shape.site, lang: leadFiltersSchema.shape.lang });
const stateBody = z.object({ state: z.enum(SETTABLE_STATES, { error: 'The state is read or answered.' }) });

export function adminReportRoutes(
  app: FastifyInstance,
  store: Pick<LeadStore, 'db' | 'reads'>,
  heavy: HeavyWork,
  config: Pick<Config, 'consoleTimeZone'>,
) {
  const { db } = store;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Before the schemas are checked: whoever may not ask learns 401/403, not what was wrong with the asking.
  const anyone = { preValidation: requireRole('any') };
  const admins = { preValidation: requireRole('admin') };

  // The dashboard scans the last 30 days of leads: heavy work, on the console's own reads. `site=`: one
  // site's figures.
  routes.get(
    '/api/admin/dashboard',
    { preValidation: requireRole('any'), preHandler: heavy.admit, schema: { querystring: dashboardQuery } },
    async (req, reply) => {
      const noSite = unknownSite(req.query.site, app.sites.sites);
      if (noSite) return reply.code(400).send({ error: noSite, fields: { site: noSite } });
      return dashboard(store.reads, Date.now(), operatorTimeZone(req.operator, config), req.query.site, req.query.lang);
    },
  );

  routes.get('/api/admin/messages', { ...anyone, schema: { querystring: pageQuery } }, async (req) =>
    listMessages(db, req.query.cursor, isMasked(req)),
  );

  routes.post(
    '/api/admin/messages/:id',
    { ...admins, schema: { params: idParams, body: stateBody }, errorHandler: malformedIdIsUnknown(NO_SUCH_MESSAGE) },
    async (req, reply) => {
      const { id } = req.params;
      const { state } = req.body;
      if (!(await setMessageState(db, id, state))) return reply.code(404).send({ error: NO_SUCH_MESSAGE });
      await writeAudit(db, { actor: req.operator!.email, action: 'message-state', target: id, ip: req.ip, detail: state });
      return { state } satisfies MessageStateSet;
    },
  );
}
