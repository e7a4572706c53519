// The operator console's API under /api/admin (docs/admin-api.md). Registered inside
// the JSON API scope, so the cross-site guard and no-store apply to every admin write and answer.
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { identify } from '../admin/auth.ts';
import { HeavyWork } from '../admin/heavy-work.ts';
import { Sessions } from '../admin/sessions.ts';
import { SignIn } from '../admin/sign-in.ts';
import { TotpSecrets } from '../admin/totp-secrets.ts';
import { TwoFactor } from '../admin/two-factor.ts';
import { adminAccountRoutes } from './admin-account-routes.ts';
import { adminAuditRoutes } from './admin-audit-routes.ts';
import type { AdminDeps } from './admin-deps.ts';
import { adminBuyerRoutes } from './admin-buyer-routes.ts';
import { adminInsightRoutes } from './admin-insight-routes.ts';
import { adminLaunchRoutes } from './admin-launch-routes.ts';
import { adminLeadRoutes } from './admin-lead-routes.ts';
import { adminLeadWorkRoutes } from './admin-lead-work-routes.ts';
import { adminPrivacyRoutes } from './admin-privacy-routes.ts';
import { adminReportRoutes } from './admin-report-routes.ts';
import { adminReturnRoutes } from './admin-return-routes.ts';
import { adminRevenueRoutes } from './admin-revenue-routes.ts';
import { adminSessionRoutes } from './admin-session-routes.ts';
import { adminSiteRoutes } from './admin-site-routes.ts';
import { adminTwoFactorRoutes } from './admin-two-factor-routes.ts';
import { adminWebhookRoutes } from './admin-webhook-routes.ts';

export type { AdminDeps };

export async function adminRoutes(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  await app.register(cookie);
  const sessions = new Sessions(deps.store.db);
  app.decorateRequest('operator', undefined);
  // Encapsulated: this hook and the cookie parser run for the console's routes only.
  app.addHook('onRequest', identify(sessions, deps.adminToken));
  const db = deps.store.db;
  const twoFactor = new TwoFactor(db, new TotpSecrets(db, deps.secretKey), app.consoleBrand.name);
  adminSessionRoutes(app, { sessions, signIn: new SignIn(db, twoFactor), db, mail: deps.mail, consoleTimeZone: deps.consoleTimeZone });
  adminTwoFactorRoutes(app, { db, twoFactor });
  adminAccountRoutes(app, { db, twoFactor });
  // The log is read on the console's own connections (on PostgreSQL a pool the visitors never wait for).
  adminAuditRoutes(app, { db: deps.store.reads, timeZone: deps.consoleTimeZone });
  // One line for this server's exports and reports, whichever route they come by.
  const heavy = new HeavyWork();
  adminLeadRoutes(app, deps, heavy);
  adminLeadWorkRoutes(app, deps);
  adminPrivacyRoutes(app, deps);
  adminReportRoutes(app, deps.store, heavy, deps);
  adminInsightRoutes(app, deps.store, heavy, { consoleTimeZone: deps.consoleTimeZone });
  adminLaunchRoutes(app, deps.store.db, deps.launch);
  adminBuyerRoutes(app, deps);
  adminWebhookRoutes(app, deps);
  adminReturnRoutes(app, deps.store);
  adminRevenueRoutes(app, deps.store, heavy, deps);
  adminSiteRoutes(app);
}
