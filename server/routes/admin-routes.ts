// The operator console's API under /api/admin (docs/admin-api.md). Registered inside
// the JSON API scope, so the cross-site guard and no-store apply to every admin write and answer.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { identify } from '../admin/auth.ts';
import { HeavyWork } from '../admin/heavy-work.ts';
import { Sessions } from '../admin/sessions.ts';
import { SignIn } from '../admin/sign-in.ts';
import type { AdminDeps } from './admin-deps.ts';
import { adminBuyerRoutes } from './admin-buyer-routes.ts';
import { adminInsightRoutes } from './admin-insight-routes.ts';
import { adminLaunchRoutes } from './admin-launch-routes.ts';
import { adminLeadRoutes } from './admin-lead-routes.ts';
import { adminPrivacyRoutes } from './admin-privacy-routes.ts';
import { adminReportRoutes } from './admin-report-routes.ts';
import { adminSessionRoutes } from './admin-session-routes.ts';

export type { AdminDeps };

export async function adminRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  await app.register(cookie);
  const sessions = new Sessions(deps.store.db);
  app.decorateRequest('operator', undefined);
  // Encapsulated: this hook and the cookie parser run for the console's routes only.
  app.addHook('onRequest', identify(sessions, deps.adminToken));
  adminSessionRoutes(app, { sessions, signIn: new SignIn(deps.store.db), db: deps.store.db, mail: deps.mail });
  // One line for this server's exports and reports, whichever route they come by.
  const heavy = new HeavyWork();
  adminLeadRoutes(app, deps, heavy);
  adminPrivacyRoutes(app, deps);
  adminReportRoutes(app, deps.store, heavy);
  adminInsightRoutes(app, deps.store, heavy);
  adminLaunchRoutes(app, deps.store.db, deps.launch);
  adminBuyerRoutes(app, deps);
}
