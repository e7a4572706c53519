// POST /api/events: the wizard's step events. Answered 204 at once; the count is
// written with the next batch. The JSON API's cross-site guard applies, and a per-IP limit of its own
// (RATE_LIMIT_EVENTS_PER_MINUTE, server/security/rate-limits.ts), far above the lead form's. Nothing about
// the client (IP, cookie, user agent) is read.
import type { FastifyInstance } from 'fastify';
import { parseFunnelEvent, type FunnelRecorder } from '../insight/funnel-events.ts';

export function eventRoutes(app: FastifyInstance, recorder: FunnelRecorder) {
  app.post('/api/events', async (req, reply) => {
    const parsed = parseFunnelEvent(req.body);
    if (!parsed.ok) return reply.code(400).send({ error: parsed.error, fields: parsed.fields });
    recorder.record(parsed.event);
    return reply.code(204).send();
  });
}
