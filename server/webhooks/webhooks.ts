// Wires signed webhooks into the server (docs/webhooks.md): the endpoints' store, the secrets' seal, the
// worker that delivers the outbox, and the e-mail to the admins when an endpoint is turned off. Started
// with the app and stopped before the database closes, handing back what it had not finished.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { createDisableNotifier } from './webhook-mail.ts';
import { WebhookSecrets } from './webhook-secrets.ts';
import { WebhookStore } from './webhook-store.ts';
import { WebhookWorker } from './webhook-worker.ts';

export interface Webhooks {
  store: WebhookStore;
  secrets: WebhookSecrets;
  worker: WebhookWorker;
  /** WEBHOOK_ALLOW_PRIVATE: endpoint URLs may name private addresses (test setups). */
  allowPrivate: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}

export function startWebhooks(app: FastifyInstance, deps: { store: LeadStore; config: Config; pollMs?: number }): Webhooks {
  const { config } = deps;
  const store = new WebhookStore(deps.store.db, deps.store.dialect);
  const secrets = new WebhookSecrets(config.selling.buyerSecretKey);
  const notifier = createDisableNotifier(deps.store.db, config.smtpUrl, config.insight.alertEmails, app.log, app.consoleBrand);
  const worker = new WebhookWorker(
    store,
    {
      secrets,
      allowPrivate: config.allowPrivateTargets,
      retryBaseMs: config.webhookRetryBaseMs,
      pollMs: deps.pollMs,
      // The deployment's, not one brand's: an endpoint hears of every site's leads.
      userAgent: `${app.consoleBrand.name.replace(/[^\x20-\x7e]/g, '')} webhooks`,
      onDisabled: (endpointId, reason) => void notifier.endpointDisabled(endpointId, reason),
    },
    app.log,
  );
  const webhooks: Webhooks = { store, secrets, worker, allowPrivate: config.allowPrivateTargets };
  app.decorate('webhooks', webhooks);
  worker.start();
  app.addHook('preClose', async () => {
    await worker.stop(config.shutdownGraceMs);
    notifier.close();
  });
  return webhooks;
}
