// GET /api/admin/sites: the brands this deployment serves, for the console's site picker (any signed-in
// operator: a brand's id and name are no secret). Read from the sites loaded at start, in file-name order,
// so the picker offers exactly the ids the `site=` filters accept.
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../admin/auth.ts';
import type { SiteList } from '#domain/console-api.ts';

export function adminSiteRoutes(app: FastifyInstance) {
  app.get('/api/admin/sites', { preHandler: requireRole('any') }, async (): Promise<SiteList> => ({
    sites: app.sites.sites.map((s) => ({ id: s.id, brand: s.brand })),
  }));
}
