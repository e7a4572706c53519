// Wires the funnel insight into the server: the step-event recorder and, when SMTP_URL and ALERT_EMAILS
// are set, the alerter. Both stop (counts written, checks finished) before the database closes.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { Alerter } from './alerts.ts';
import { FunnelRecorder } from './funnel-events.ts';

export interface Insight {
  recorder: FunnelRecorder;
  /** Undefined when alerts are off (no SMTP_URL or no ALERT_EMAILS). */
  alerter: Alerter | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    insight: Insight;
  }
}

export function startInsight(app: FastifyInstance, { store, config }: { store: LeadStore; config: Config }): Insight {
  const recorder = new FunnelRecorder(store.db, { log: app.log });
  recorder.start();
  const { alertEmails, alertRejectShare } = config.insight;
  const alerter =
    config.smtpUrl && alertEmails.length > 0
      ? new Alerter({
          db: store.db,
          smtpUrl: config.smtpUrl,
          to: alertEmails,
          rejectShare: alertRejectShare,
          networkConfigured: config.forwardUrl !== undefined,
          log: app.log,
          brand: app.consoleBrand,
        })
      : undefined;
  alerter?.start();
  const insight = { recorder, alerter };
  app.decorate('insight', insight);
  app.addHook('preClose', async () => {
    await recorder.stop();
    await alerter?.stop();
  });
  return insight;
}
