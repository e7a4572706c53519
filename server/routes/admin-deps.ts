// What the console's route modules are given. Its own module, so that admin-routes.ts, which registers
// them, and each of them can name it without importing one another.
import type { DeliveryWorker } from '../delivery/delivery-worker.ts';
import type { BuyerStore } from '../selling/buyer-store.ts';
import type { LeadStore } from '../store/lead-store.ts';
import type { LaunchCheckDeps } from './admin-launch-routes.ts';

export interface AdminDeps {
  store: LeadStore;
  worker: DeliveryWorker;
  adminToken: string | undefined;
  /** Whether the server can send e-mail (SMTP_URL is set). */
  mail: boolean;
  /** BUYER_SECRET_KEY, which also seals the two-factor secrets (server/admin/totp-secrets.ts). */
  secretKey: string | undefined;
  /** What the launch check needs beyond the database: the configuration and the proxy-header count. */
  launch: LaunchCheckDeps;
  /** CONSOLE_TIME_ZONE: the operators' zone (the audit log's date filter, the revenue report's days). */
  consoleTimeZone: string;
  /** The buyers admins manage. */
  buyers: BuyerStore;
}
