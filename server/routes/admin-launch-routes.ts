// GET /api/admin/launch-check (admins): the launch check's list (server/launch-check.ts) as this running
// server sees it, including whether its requests come through a proxy it does not trust.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireRole } from '../admin/auth.ts';
import { checkLaunch, countAdmins, countBuyers, type LaunchConfig } from '../launch-check.ts';
import type { ProxyHeaderWatch } from '../proxy-header-watch.ts';
import { siteLaunchProblems } from '../sites/site-doctor.ts';
import type { Database } from '../store/schema.ts';
import type { LaunchCheck } from '#domain/console-api.ts';

export interface LaunchCheckDeps {
  config: LaunchConfig;
  /** Undefined when TRUST_PROXY is set: then there is nothing to watch. */
  proxyHeaders: ProxyHeaderWatch | undefined;
}

export function adminLaunchRoutes(app: FastifyInstance, db: Kysely<Database>, deps: LaunchCheckDeps) {
  // With sites in config/sites/, config/site.json is none of them: each site's file is checked instead.
  app.get('/api/admin/launch-check', { preHandler: requireRole('admin') }, async (): Promise<LaunchCheck> => ({
    problems: [
      ...checkLaunch({
        config: deps.config,
        adminAccounts: await countAdmins(db),
        proxyHeaders: deps.proxyHeaders?.count,
        buyers: await countBuyers(db),
        siteJson: !app.sites.perSite,
      }),
      ...siteLaunchProblems(app.sites),
    ],
  }));
}
