// The privacy parts of the server in one object, built by buildApp: the suppression list (which the
// outbox asks before each delivery), requests, mail and the retention job.
import type { FastifyBaseLogger } from 'fastify';
import type { SiteConfig } from '#domain/site.ts';
import type { Config } from '../config.ts';
import type { ClaimedJob, LeadStore } from '../store/lead-store.ts';
import { suppressionHashKey } from './hash-key.ts';
import { MailLimit } from './mail-limit.ts';
import { createMailer, type PrivacyMailer } from './mail.ts';
import { PrivacyRequests } from './privacy-requests.ts';
import { RetentionJob } from './retention.ts';
import { SuppressionList } from './suppression.ts';

export class Privacy {
  readonly suppression: SuppressionList;
  readonly requests: PrivacyRequests;
  readonly retention: RetentionJob;
  readonly mailer: PrivacyMailer;
  readonly mailLimit: MailLimit;
  readonly leadRetentionDays: number;

  /** `site`: the deployment's first site, what a request made with no site is filed under. */
  constructor(store: LeadStore, config: Pick<Config, 'smtpUrl' | 'privacy'>, log: FastifyBaseLogger, site: SiteConfig) {
    this.leadRetentionDays = config.privacy.leadRetentionDays;
    this.suppression = new SuppressionList(store.db, store.dialect, () => suppressionHashKey(store.db, config.privacy.hashKey));
    this.mailLimit = new MailLimit(store.db, (address) => this.suppression.hash('mail-recipient', address));
    this.mailer = createMailer(config.smtpUrl, config.privacy.notifyEmail, log, this.mailLimit);
    this.requests = new PrivacyRequests(store.db, this.suppression, this.mailer, site);
    this.retention = new RetentionJob(store.db, store.dialect, {
      leadRetentionDays: config.privacy.leadRetentionDays,
      log,
      pruneMailCounts: (now) => this.mailLimit.prune(now),
    });
  }

  /** The outbox's check before forwarding a job it holds: true when the lead was held back instead. */
  readonly holdBack = (job: Pick<ClaimedJob, 'leadId' | 'token' | 'justStored'>): Promise<boolean> =>
    this.suppression.holdIfSuppressed(job);

  async close(): Promise<void> {
    await this.retention.stop();
    this.mailer.close();
  }
}
