// POST /api/events: the wizard's step events. Answered 204 at once; the count is
// written with the next batch. The JSON API's cross-site guard applies, and a per-IP limit of its own
// (RATE_LIMIT_EVENTS_PER_MINUTE, server/security/rate-limits.ts), far above the lead form's. Nothing about
// the client (IP, cookie, user agent) is read. The count is filed under the site of the host the event was
// posted to, as the lead is; a site offering some services only counts steps of those.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findServiceById } from '#domain/catalogue.ts';
import { UNKNOWN_SERVICE } from '#domain/schemas.ts';
import { offersService } from '#domain/site.ts';
import { answerRefusal } from '../http/error-answers.ts';
import { funnelEventSchema, type FunnelRecorder } from '../insight/funnel-events.ts';

/** Refused events are answered 400 `{ error: 'Invalid event.', fields }`, a key the event does not take under `body`. */
const invalidEvent = answerRefusal(({ fields: { _: whole, ...named } }, reply) =>
  reply.code(400).send({ error: 'Invalid event.', fields: whole === undefined ? named : { body: whole, ...named } }),
);

export function eventRoutes(app: FastifyInstance, recorder: FunnelRecorder) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/api/events', { schema: { body: funnelEventSchema }, errorHandler: invalidEvent }, async (req, reply) => {
    // A step of a service the host's site does not offer is refused as an unknown service is.
    const service = findServiceById(req.body.serviceId);
    if (service && !offersService(req.site, service.title))
      return reply.code(400).send({ error: 'Invalid event.', fields: { serviceId: UNKNOWN_SERVICE } });
    recorder.record({ ...req.body, siteId: req.site.id });
    return reply.code(204).send();
  });
}
