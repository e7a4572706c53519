// What the console's route modules are given. Its own module, so that admin-routes.ts, which registers
// them, and each of them can name it without importing one another.
import type { DeliveryWorker } from '../delivery/delivery-worker.ts';
import type { LeadStore } from '../store/lead-store.ts';

export interface AdminDeps {
  store: LeadStore;
  worker: DeliveryWorker;
  adminToken: string | undefined;
  /** Whether the server can send e-mail (SMTP_URL is set). */
  mail: boolean;
}
