// The retention job: removes personal data from leads (and contact messages) older than
// LEAD_RETENTION_DAYS, and deletes consent records older than five years, the end of the legal-obligation
// exception they are kept under. Every server runs the timer; a lease in the database lets one of them
// at a time do the work, and each run is recorded (the console shows them).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { funnelCountsCutoff, pruneFunnelCounts } from '../insight/funnel-events.ts';
import type { Dialect } from '../store/connect.ts';
import type { Database } from '../store/schema.ts';
import { databaseNow } from '../store/lead-store.ts';
import { pruneWebhookMessages, WEBHOOK_HISTORY_DAYS } from '../webhooks/webhook-pruning.ts';
import { eraseLeads, eraseMessages } from './erasure.ts';

const LEASE = 'retention';
const LEASE_MS = 15 * 60_000;
const BATCH = 500;
/** A server checks this often whether a run is due; a run is due a day after the last one began. */
const CHECK_EVERY_MS = 60 * 60_000;
const RUN_EVERY_MS = 23 * 60 * 60_000;
const CONSENT_YEARS = 5;

export interface RetentionOptions {
  leadRetentionDays: number;
  log: FastifyBaseLogger;
  /** Forgets the per-recipient mail counts of past days (they matter for a day only). */
  pruneMailCounts?: (now: number) => Promise<number>;
}

export interface RetentionResult {
  id: string;
  leadsErased: number;
  messagesErased: number;
  consentsDeleted: number;
  /** Funnel counters older than FUNNEL_COUNTS_MONTHS, deleted. */
  funnelCountsDeleted?: number;
  /** Webhook messages finished more than WEBHOOK_HISTORY_DAYS ago, deleted with their attempts. */
  webhookMessagesDeleted?: number;
}

/** The same instant `years` calendar years earlier. */
export function yearsBefore(now: number, years: number): number {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.getTime();
}

export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly holder = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly opts: RetentionOptions,
  ) {}

  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.running ??= this.runIfDue().finally(() => (this.running = undefined));
    };
    this.timer = setInterval(tick, CHECK_EVERY_MS);
    this.timer.unref();
    // The first check soon after start, not in the start's own path.
    setTimeout(tick, 5_000).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async runIfDue(): Promise<void> {
    try {
      const last = await this.db
        .selectFrom('retention_runs')
        .select('started_at')
        .orderBy('started_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last && Date.now() - last.started_at < RUN_EVERY_MS) return;
      await this.run();
    } catch (err) {
      this.opts.log.error({ err }, 'retention job failed');
    }
  }

  /** Takes the lease, or returns false when another server holds it. */
  private async takeLease(): Promise<boolean> {
    const now = databaseNow(this.dialect);
    const inserted = await this.db
      .insertInto('job_leases')
      .values({ name: LEASE, holder: this.holder, lease_until: Date.now() + LEASE_MS })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      // Stamp the lease on the database's clock, which every server shares.
      await this.db
        .updateTable('job_leases')
        .set({ lease_until: (eb) => eb(now, '+', LEASE_MS) })
        .where('name', '=', LEASE)
        .where('holder', '=', this.holder)
        .execute();
      return true;
    }
    const taken = await this.db
      .updateTable('job_leases')
      .set({ holder: this.holder, lease_until: (eb) => eb(now, '+', LEASE_MS) })
      .where('name', '=', LEASE)
      .where('lease_until', '<', now)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) > 0;
  }

  private async releaseLease(): Promise<void> {
    await this.db.updateTable('job_leases').set({ lease_until: 0 }).where('name', '=', LEASE).where('holder', '=', this.holder).execute();
  }

  /** One run, now; undefined when another server's run holds the lease. */
  async run(now = Date.now()): Promise<RetentionResult | undefined> {
    if (!(await this.takeLease())) return undefined;
    const id = randomUUID();
    const result: RetentionResult = { id, leadsErased: 0, messagesErased: 0, consentsDeleted: 0 };
    await this.db
      .insertInto('retention_runs')
      .values({ id, started_at: now, finished_at: null, leads_erased: 0, messages_erased: 0, consents_deleted: 0, error: null })
      .execute();
    try {
      const leadCutoff = now - this.opts.leadRetentionDays * 86_400_000;
      result.leadsErased = await this.eraseOld('leads', leadCutoff, now);
      result.messagesErased = await this.eraseOld('contact_messages', leadCutoff, now);
      result.consentsDeleted = await this.deleteOldConsents(yearsBefore(now, CONSENT_YEARS));
      // The funnel's daily counts hold no personal data, but anyone can add to them: kept for 13 months.
      result.funnelCountsDeleted = await pruneFunnelCounts(this.db, funnelCountsCutoff(now));
      result.webhookMessagesDeleted = await pruneWebhookMessages(this.db, now - WEBHOOK_HISTORY_DAYS * 86_400_000);
      await this.opts.pruneMailCounts?.(now);
      await this.finish(id, result, null);
      this.opts.log.info(
        {
          leadsErased: result.leadsErased,
          messagesErased: result.messagesErased,
          consentsDeleted: result.consentsDeleted,
          funnelCountsDeleted: result.funnelCountsDeleted,
          webhookMessagesDeleted: result.webhookMessagesDeleted,
        },
        'retention run finished',
      );
      return result;
    } catch (err) {
      await this.finish(id, result, (err as Error).message.slice(0, 500)).catch(() => {});
      throw err;
    } finally {
      await this.releaseLease().catch(() => {});
    }
  }

  private async finish(id: string, r: RetentionResult, error: string | null): Promise<void> {
    await this.db
      .updateTable('retention_runs')
      .set({
        finished_at: Date.now(),
        leads_erased: r.leadsErased,
        messages_erased: r.messagesErased,
        consents_deleted: r.consentsDeleted,
        error,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Erases in batches, each its own transaction, so a large first run never holds the database long. */
  private async eraseOld(table: 'leads' | 'contact_messages', cutoff: number, now: number): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = (
        await this.db.selectFrom(table).select('id').where('erased_at', 'is', null).where('created_at', '<', cutoff).limit(BATCH).execute()
      ).map((r) => r.id);
      if (ids.length === 0) return total;
      total += await this.db.transaction().execute((trx) => (table === 'leads' ? eraseLeads(trx, ids, now) : eraseMessages(trx, ids, now)));
    }
  }

  /**
   * The one path that deletes consent records: a permit for the cutoff, the DELETE, and the permit's
   * removal, in one transaction (migration 008's triggers let a delete through only then, and only for
   * records over five years old).
   */
  private async deleteOldConsents(cutoff: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const permit = randomUUID();
      await trx.insertInto('consent_deletion_permits').values({ id: permit, before_ms: cutoff }).execute();
      const deleted = await oldConsents(trx, cutoff).executeTakeFirst();
      await trx.deleteFrom('consent_deletion_permits').where('id', '=', permit).execute();
      return Number(deleted.numDeletedRows);
    });
  }

  async recentRuns(limit = 20) {
    return this.db.selectFrom('retention_runs').selectAll().orderBy('started_at', 'desc').limit(limit).execute();
  }
}

/** The consent records given before `cutoff`, found by consented_at's index (not by reading them all). */
export function oldConsents(db: Kysely<Database>, cutoff: number) {
  return db.deleteFrom('consent_records').where('consented_at', '<', cutoff);
}
