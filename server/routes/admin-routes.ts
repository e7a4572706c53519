// The operator console's API under /api/admin (contract section 9, docs/admin-api.md). Registered inside
// the JSON API scope, so the cross-site guard and no-store apply to every admin write and answer.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { identify } from '../admin/auth.ts';
import { Sessions } from '../admin/sessions.ts';
import { SignIn } from '../admin/sign-in.ts';
import type { DeliveryWorker } from '../delivery/delivery-worker.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { adminInsightRoutes } from './admin-insight-routes.ts';
import { adminLaunchRoutes, type LaunchCheckDeps } from './admin-launch-routes.ts';
import { adminLeadRoutes } from './admin-lead-routes.ts';
import { adminPrivacyRoutes } from './admin-privacy-routes.ts';
import { adminReportRoutes } from './admin-report-routes.ts';
import { adminSessionRoutes } from './admin-session-routes.ts';

export interface AdminDeps {
  store: LeadStore;
  worker: DeliveryWorker;
  adminToken: string | undefined;
  /** Whether the server can send e-mail (SMTP_URL is set). */
  mail: boolean;
  /** What the launch check needs beyond the database: the configuration and the proxy-header count. */
  launch: LaunchCheckDeps;
}

export async function adminRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  await app.register(cookie);
  const sessions = new Sessions(deps.store.db);
  app.decorateRequest('operator', undefined);
  // Encapsulated: this hook and the cookie parser run for the console's routes only.
  app.addHook('onRequest', identify(sessions, deps.adminToken));
  adminSessionRoutes(app, { sessions, signIn: new SignIn(deps.store.db), db: deps.store.db, mail: deps.mail });
  adminLeadRoutes(app, deps);
  adminPrivacyRoutes(app, deps);
  adminReportRoutes(app, deps.store.db);
  adminInsightRoutes(app, deps.store.db);
  adminLaunchRoutes(app, deps.store.db, deps.launch);
}
