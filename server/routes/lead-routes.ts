// POST /api/leads: the wizard's submit. All the work is in LeadIntake.
//
// Its body has no route schema, unlike the other routes': which schema applies depends on the service the
// body names (each service asks its own questions), so LeadIntake reads the service first and then parses
// with that service's schema, answering a refusal 422 with the error the wizard shows.
import type { FastifyInstance } from 'fastify';
import type { LeadIntake } from '../leads/lead-intake.ts';

export function leadRoutes(app: FastifyInstance, intake: LeadIntake) {
  app.post('/api/leads', async (req, reply) => {
    const result = await intake.accept(req.body, {
      ip: req.ip,
      host: req.hostname,
      gpc: req.headers['sec-gpc'] === '1',
      site: req.site.id,
      siteConfig: req.site,
    });
    return reply.code(result.statusCode).send(result.body);
  });
}
