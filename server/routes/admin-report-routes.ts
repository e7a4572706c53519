// The console's dashboard, contact messages inbox and audit log.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listAudit, writeAudit } from '../admin/audit.ts';
import { isMasked, requireRole } from '../admin/auth.ts';
import { dashboard } from '../admin/dashboard.ts';
import type { HeavyWork } from '../admin/heavy-work.ts';
import { operatorTimeZone } from '../admin/operator-zone.ts';
import { listMessages, setMessageState, SETTABLE_STATES } from '../admin/messages.ts';
import type { Config } from '../config.ts';
import type { LeadStore } from '../store/lead-store.ts';

const pageQuery = z.object({ cursor: z.string().max(200).optional() });
const idParams = z.object({ id: z.string().min(1).max(64) });
const stateBody = z.object({ state: z.enum(SETTABLE_STATES, { error: 'The state is read or answered.' }) });

export function adminReportRoutes(
  app: FastifyInstance,
  store: Pick<LeadStore, 'db' | 'reads'>,
  heavy: HeavyWork,
  config: Pick<Config, 'consoleTimeZone'>,
) {
  const { db } = store;
  const anyone = { preHandler: requireRole('any') };
  const admins = { preHandler: requireRole('admin') };

  // The dashboard scans the last 30 days of leads: heavy work, on the console's own reads.
  app.get('/api/admin/dashboard', { preHandler: [requireRole('any'), heavy.admit] }, async (req) =>
    dashboard(store.reads, Date.now(), operatorTimeZone(req.operator, config)),
  );

  app.get('/api/admin/messages', anyone, async (req, reply) => {
    const q = pageQuery.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ error: 'The cursor is not valid.' });
    return listMessages(db, q.data.cursor, isMasked(req));
  });

  app.post('/api/admin/messages/:id', admins, async (req, reply) => {
    const params = idParams.safeParse(req.params);
    const body = stateBody.safeParse(req.body);
    if (!body.success) return reply.code(400).send({ error: body.error.issues[0]!.message });
    if (!params.success || !(await setMessageState(db, params.data.id, body.data.state))) {
      return reply.code(404).send({ error: 'No such message.' });
    }
    await writeAudit(db, {
      actor: req.operator!.email,
      action: 'message-state',
      target: params.data.id,
      ip: req.ip,
      detail: body.data.state,
    });
    return { state: body.data.state };
  });

  app.get('/api/admin/audit', admins, async (req, reply) => {
    const q = pageQuery.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ error: 'The cursor is not valid.' });
    return listAudit(db, q.data.cursor);
  });
}
