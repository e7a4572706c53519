// The one repository the server uses: leads with their consent records and delivery jobs, and contact
// messages. Every query goes through Kysely's builder, so every value is a bound parameter.
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type QueryCreator, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import { DEFAULT_SITE_ID } from '#domain/site.ts';
import { DEFAULT_LANG, type Lang } from '#domain/language.ts';
import type { Connection, Dialect } from './connect.ts';
import { newLeadReference } from './lead-reference.ts';
import { NETWORK_BUYER_ID, type AttemptTrigger, type Database, type JobState, type LeadStatus } from './schema.ts';
import { emitLeadRejected, leadCreatedMessages } from '../webhooks/lead-events.ts';
import { emitWebhookEvent } from '../webhooks/webhook-emit.ts';
import { contactEventData } from '../webhooks/record-events.ts';

export interface ConsentRecord {
  text: string;
  version: string;
  at: number;
  ip: string;
  userAgent: string;
  pageUrl: string;
  certificateUrl: string;
  leadIdToken: string;
  /** The browser sent a Global Privacy Control signal. */
  gpcSignal?: boolean;
  /** The language of `text`, the page's the visitor read it on; English when absent. */
  lang?: Lang;
}

export interface NewLead {
  id: string;
  /** The short reference; a new random one when absent. */
  reference?: string;
  submissionId: string;
  serviceId: number;
  status: LeadStatus;
  payload: Record<string, unknown>;
  consent: ConsentRecord;
  /**
   * The outbox row. `lease` means this process makes the first attempt itself: the job is stored leased
   * under that token for `ms` on the database's clock (then `leaseUntil` is ignored). `buyerId` is the
   * buyer it delivers to, the network's when not given.
   */
  job: { state: JobState; nextAttemptAt: number; leaseUntil: number | null; lease?: Lease; buyerId?: string };
  now: number;
  /** Absent in tests that only exercise delivery: the columns keep their defaults. */
  details?: LeadDetails;
  /**
   * The site the lead came in on, filed with the lead and its consent record alike (the consent text is
   * that site's). The one-site layout's ('default') when absent.
   */
  siteId?: string;
  /** The language of the page the lead was sent from; English when absent. */
  lang?: Lang;
  /** What the reports know of it (duplicate link, quality flags, campaign), stored in the lead's transaction. */
  insight?: Omit<Insertable<Database['lead_insight']>, 'lead_id'>;
  /** The webhook endpoints that asked for lead.created: its messages are stored with the lead. */
  announceTo?: readonly string[];
}

/** A new lead with its job, or (a lead sold by auction) without one. */
export type LeadToStore = Omit<NewLead, 'job'> & { job?: NewLead['job'] };

/** What the console lists, searches and filters a lead by, in columns of their own (migration 004). */
export interface LeadDetails {
  /** The host name the lead was submitted on. */
  host: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  /** The street address and ZIP of the project: the lead's own, read by the console and privacy tools. */
  address?: string;
  zip?: string;
  /** aff_id, else utm_source, else 'direct'. */
  source: string;
  /** The visit's campaign fields. */
  tracking: Record<string, string>;
  /** Question id (or shared field name) -> the label the visitor chose or typed. */
  answers: Record<string, string>;
}

export interface LeadRow {
  id: string;
  reference: string | null;
  submissionId: string;
  serviceId: number;
  status: LeadStatus;
  payload: Record<string, unknown>;
  networkError: string | null;
  createdAt: number;
  deliveredAt: number | null;
}

/** A lease on a job: its fencing token, and how long it lasts on the database's clock. */
export interface Lease {
  token: string;
  ms: number;
}

/** One job: a lead for one buyer (the network's when `buyerId` is not given), under a lease's token. */
export interface JobRef {
  leadId: string;
  buyerId?: string;
  token: string;
}

/** A job this worker holds the lease of, with what one attempt needs. */
export interface ClaimedJob {
  leadId: string;
  buyerId: string;
  /** The fencing token: the attempt's outcome is written only while the job still carries it. */
  token: string;
  /** Attempts made before this one. */
  attempts: number;
  trigger: AttemptTrigger;
  serviceId: number;
  /** How old the job was when claimed, on the database's clock. */
  ageMs: number;
  payload: Record<string, unknown>;
  /** The token a ping-post buyer bid with (kept with its sale), sent back with the post. */
  pingToken?: string;
  /**
   * The contact of a lead stored a moment ago by this process (the first attempt at intake), so the
   * suppression check before the post need not read the lead back.
   */
  justStored?: { email: string; phone: string; createdAt: number };
}

export type Outcome =
  | { kind: 'delivered' }
  | { kind: 'rejected'; error: string }
  /** Try again `delayMs` from now (the database's now). */
  | { kind: 'retry'; error: string; delayMs: number }
  | { kind: 'failed'; error: string };

/** One attempt as it ended: written to the lead's timeline (delivery_attempts) once, never updated. */
export interface FinishedAttempt {
  /** This attempt's number: attempts before it + 1. */
  attempt: number;
  trigger: AttemptTrigger;
  startedAt: number;
  durationMs: number;
  httpStatus: number | null;
  response: string | null;
  outcome: Outcome;
}

/** What a resend did: the leads put back in the queue, and those left alone as an attempt is under way. */
export interface ResendResult {
  queued: string[];
  live: string[];
}

export interface QueueStats {
  pending: number;
  held: number;
  /** Age of the oldest pending job, 0 when none. */
  oldestPendingMs: number;
}

/** The reference drawn for a new lead belongs to another lead already: draw another and store again. */
export class ReferenceTaken extends Error {
  constructor() {
    super('lead reference already taken');
  }
}

/**
 * Now, in epoch milliseconds, on the DATABASE's clock: every server sharing the database agrees on it,
 * so a server whose own clock runs ahead cannot see a live lease as run out. On PostgreSQL the statement's
 * start (not the transaction's, which a long transaction would hold back): a stable value, which the
 * planner can compare in an index, where clock_timestamp() (volatile) made the worker's once-a-second
 * claim read every pending job, 35-80 ms on a million leads with 50,000 of them waiting.
 */
export function databaseNow(dialect: Dialect): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`(extract(epoch from statement_timestamp()) * 1000)::bigint`
    : sql<number>`cast(unixepoch('subsec') * 1000 as integer)`;
}

/** PostgreSQL's names for the unique constraints a new lead can clash with (migrations 001 and 010). */
const LEADS_SUBMISSION_UNIQUE = 'leads_submission_id_key';
const LEADS_REFERENCE_UNIQUE = 'leads_reference_idx';

export class LeadStore {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /** The console's heavy reads, away from the visitors' connection (see Connection.reads). */
  readonly reads: Kysely<Database>;

  constructor(conn: Connection) {
    this.db = conn.db;
    this.dialect = conn.dialect;
    this.reads = conn.reads;
  }

  /**
   * Stores the lead, its consent record and its job together; false if the submission exists already.
   * Throws ReferenceTaken when the lead's reference belongs to another lead (one in 10^11 draws or so).
   * A lead sold by auction is stored without a job: its jobs are stored per winner once the auction has
   * chosen them (insertJob).
   */
  async insertLead(lead: LeadToStore): Promise<boolean> {
    const rows = this.newLeadRows(lead);
    return this.dialect === 'postgres' ? this.insertInOneStatement(rows) : this.insertInTransaction(rows);
  }

  /**
   * The rows a new lead is stored as: the lead and its consent record, and (each when there is one) its
   * insight, its job and its lead.created messages.
   */
  private newLeadRows(lead: LeadToStore) {
    const reference = lead.reference ?? newLeadReference();
    const c = lead.consent;
    const job = lead.job;
    return {
      submissionId: lead.submissionId,
      reference,
      lead: {
        id: lead.id,
        reference,
        submission_id: lead.submissionId,
        service_id: lead.serviceId,
        status: lead.status,
        payload: JSON.stringify(lead.payload),
        network_error: null,
        created_at: lead.now,
        updated_at: lead.now,
        delivered_at: null,
        ...(lead.siteId !== undefined && { site_id: lead.siteId }),
        ...(lead.lang !== undefined && { lang: lead.lang }),
        ...(lead.details && detailColumns(lead.details)),
      },
      consent: {
        lead_id: lead.id,
        consent_text: c.text,
        consent_version: c.version,
        consented_at: c.at,
        ip: c.ip,
        user_agent: c.userAgent,
        page_url: c.pageUrl,
        trustedform_cert_url: c.certificateUrl,
        leadid_token: c.leadIdToken,
        gpc_signal: c.gpcSignal ? 1 : 0,
        ...(lead.siteId !== undefined && { site_id: lead.siteId }),
        ...(c.lang !== undefined && { lang: c.lang }),
      },
      insight: lead.insight && { lead_id: lead.id, ...lead.insight },
      messages: leadCreatedMessages(
        lead.announceTo ?? [],
        {
          ...NO_DETAILS,
          ...(lead.details && detailColumns(lead.details)),
          id: lead.id,
          reference,
          service_id: lead.serviceId,
          created_at: lead.now,
          gpc_signal: c.gpcSignal ? 1 : 0,
        },
        lead.now,
      ),
      job: job && {
        lead_id: lead.id,
        buyer_id: job.buyerId ?? NETWORK_BUYER_ID,
        state: job.state,
        attempts: 0,
        next_attempt_at: job.nextAttemptAt,
        lease_until: job.lease ? sql<number>`${databaseNow(this.dialect)} + ${job.lease.ms}` : job.leaseUntil,
        lease_token: job.lease?.token ?? null,
        last_error: null,
        created_at: lead.now,
      },
    };
  }

  /**
   * SQLite: one transaction (in-process statements cost microseconds). Every unique column yields instead
   * of failing, and which of them clashed decides the answer.
   */
  private insertInTransaction(rows: ReturnType<LeadStore['newLeadRows']>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('leads')
        .values(rows.lead)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        const same = await trx.selectFrom('leads').select('id').where('submission_id', '=', rows.submissionId).executeTakeFirst();
        if (same) return false;
        const clash = await trx.selectFrom('leads').select('id').where('reference', '=', rows.reference).executeTakeFirst();
        throw clash ? new ReferenceTaken() : new Error('a lead with this id exists already');
      }
      await trx.insertInto('consent_records').values(rows.consent).execute();
      if (rows.insight) await trx.insertInto('lead_insight').values(rows.insight).execute();
      if (rows.job) await trx.insertInto('delivery_jobs').values(rows.job).execute();
      if (rows.messages.length > 0) await trx.insertInto('webhook_messages').values(rows.messages).execute();
      return true;
    });
  }

  /**
   * PostgreSQL: the rows in ONE statement (each table's a data-modifying WITH), so one round trip instead
   * of BEGIN, an INSERT per table and COMMIT: at intake every round trip is a visitor's wait and the
   * server's work.
   * A single statement is atomic by itself; the foreign keys are checked at its end, when the lead's row
   * exists. A clash on a unique column fails the whole statement, nothing written, and its constraint
   * says which: the same submission (another server took it a moment ago) or the reference.
   */
  private async insertInOneStatement(rows: ReturnType<LeadStore['newLeadRows']>): Promise<boolean> {
    // The WITH names are never read: each only carries one table's INSERT (typed as the plain tables).
    const plain = (q: unknown) => q as QueryCreator<Database>;
    let query = plain(this.db.with('new_lead', (db) => db.insertInto('leads').values(rows.lead).returning('id')));
    const { insight, job } = rows;
    if (insight) query = plain(query.with('new_insight', (db) => db.insertInto('lead_insight').values(insight).returning('lead_id')));
    if (job) query = plain(query.with('new_job', (db) => db.insertInto('delivery_jobs').values(job).returning('lead_id')));
    const { messages } = rows;
    if (messages.length > 0)
      query = plain(query.with('new_messages', (db) => db.insertInto('webhook_messages').values(messages).returning('id')));
    try {
      await query.insertInto('consent_records').values(rows.consent).execute();
      return true;
    } catch (err) {
      const { code, constraint } = err as { code?: string; constraint?: string };
      if (code !== '23505') throw err;
      if (constraint === LEADS_SUBMISSION_UNIQUE) return false;
      if (constraint === LEADS_REFERENCE_UNIQUE) throw new ReferenceTaken();
      throw err;
    }
  }

  /**
   * Adds a lead's job for one more buyer. One job per (lead, buyer): a second for the same pair is refused
   * by the database (the promise rejects). With `lease`, this process makes the first attempt itself: the
   * job is stored leased under that token, as insertLead does. `trigger` is what its first attempt is
   * recorded as when a worker claims it ('resend' for an operator's post). `trx`: inside the caller's
   * transaction (the sale it posts is reserved in the same one).
   */
  async insertJob(
    leadId: string,
    buyerId: string,
    job: { state: JobState; nextAttemptAt: number; now: number; lease?: Lease; trigger?: 'retry' | 'resend' },
    trx: Kysely<Database> = this.db,
  ): Promise<void> {
    await trx
      .insertInto('delivery_jobs')
      .values({
        lead_id: leadId,
        buyer_id: buyerId,
        state: job.state,
        attempts: 0,
        next_attempt_at: job.nextAttemptAt,
        lease_until: job.lease ? sql<number>`${databaseNow(this.dialect)} + ${job.lease.ms}` : null,
        lease_token: job.lease?.token ?? null,
        last_error: null,
        created_at: job.now,
        ...(job.trigger && { next_trigger: job.trigger }),
      })
      .execute();
  }

  async findLead(id: string): Promise<LeadRow | undefined> {
    const row = await this.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toLeadRow(row);
  }

  async findBySubmissionId(submissionId: string): Promise<LeadRow | undefined> {
    const row = await this.db.selectFrom('leads').selectAll().where('submission_id', '=', submissionId).executeTakeFirst();
    return row && toLeadRow(row);
  }

  async listLeads(): Promise<LeadRow[]> {
    const rows = await this.db.selectFrom('leads').selectAll().orderBy('created_at').execute();
    return rows.map(toLeadRow);
  }

  async consentFor(leadId: string) {
    return this.db.selectFrom('consent_records').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
  }

  /** A lead's job for one buyer (the network's by default). */
  async jobFor(leadId: string, buyerId = NETWORK_BUYER_ID) {
    return this.db.selectFrom('delivery_jobs').selectAll().where('lead_id', '=', leadId).where('buyer_id', '=', buyerId).executeTakeFirst();
  }

  /** Every job of a lead, one per buyer. */
  async jobsFor(leadId: string) {
    return this.db.selectFrom('delivery_jobs').selectAll().where('lead_id', '=', leadId).orderBy('created_at').execute();
  }

  /**
   * Leases up to `limit` due jobs (oldest due first, then oldest stored) for `leaseMs` under one new
   * fencing token. Due and run out are judged on the database's clock. One UPDATE … RETURNING
   * statement: on PostgreSQL its subquery skips rows another server has locked, so several servers claim
   * without overlap; on SQLite the statement takes the write lock at once (waiting out busy_timeout), so
   * two claimers cannot read the same job. `buyerIds` limits it to the buyers this server delivers to.
   */
  async claimDueJobs(leaseMs: number, limit: number, buyerIds?: readonly string[]): Promise<ClaimedJob[]> {
    if (buyerIds?.length === 0) return [];
    const now = databaseNow(this.dialect);
    const token = randomUUID();
    const claimed = await this.db
      .updateTable('delivery_jobs')
      .set({ lease_until: sql<number>`${now} + ${leaseMs}`, lease_token: token })
      .where(({ eb, refTuple, selectFrom }) => {
        let due = selectFrom('delivery_jobs')
          .select(['lead_id', 'buyer_id'])
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
          .orderBy('next_attempt_at')
          .orderBy('created_at')
          .limit(limit);
        if (buyerIds) due = due.where('buyer_id', 'in', buyerIds);
        const locked = this.dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
        return eb(refTuple('lead_id', 'buyer_id'), 'in', locked.$asTuple('lead_id', 'buyer_id'));
      })
      .returning(['lead_id', 'buyer_id', 'attempts', 'next_trigger', 'created_at', 'lease_until'])
      .execute();
    if (claimed.length === 0) return [];
    const leads = await this.db
      .selectFrom('leads')
      .select(['id', 'service_id', 'payload'])
      .where(
        'id',
        'in',
        claimed.map((c) => c.lead_id),
      )
      .execute();
    const byId = new Map(leads.map((l) => [l.id, l]));
    const tokens = await this.pingTokensFor(claimed.filter((c) => c.buyer_id !== NETWORK_BUYER_ID));
    return claimed
      .map((c) => {
        const lead = byId.get(c.lead_id)!;
        return {
          leadId: c.lead_id,
          buyerId: c.buyer_id,
          token,
          attempts: c.attempts,
          trigger: c.next_trigger,
          serviceId: lead.service_id,
          ageMs: Number(c.lease_until) - leaseMs - c.created_at,
          payload: JSON.parse(lead.payload) as Record<string, unknown>,
          ...(tokens.has(`${c.lead_id}:${c.buyer_id}`) && { pingToken: tokens.get(`${c.lead_id}:${c.buyer_id}`) }),
        };
      })
      .sort((a, b) => b.ageMs - a.ageMs);
  }

  /** The ping tokens kept with these (lead, buyer) pairs' sales, keyed `<lead>:<buyer>`. */
  private async pingTokensFor(pairs: readonly { lead_id: string; buyer_id: string }[]): Promise<Map<string, string>> {
    if (pairs.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('sales')
      .select(['lead_id', 'buyer_id', 'ping_token'])
      .where(
        'lead_id',
        'in',
        pairs.map((p) => p.lead_id),
      )
      .where('ping_token', 'is not', null)
      .execute();
    return new Map(rows.map((r) => [`${r.lead_id}:${r.buyer_id}`, r.ping_token!]));
  }

  /**
   * Puts every held job (stored while LEAD_FORWARD_URL was unset) in the queue, due now, and their leads
   * back to queued. Harmless when several servers start at once: a job is held only once. `buyerIds`
   * limits it to the buyers this server delivers to.
   */
  async releaseHeldJobs(now: number, buyerIds?: readonly string[]): Promise<number> {
    if (buyerIds?.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('leads')
        .set({ status: 'queued', updated_at: now })
        .where('status', '=', 'not_configured')
        .where('id', 'in', (eb) => {
          const held = eb.selectFrom('delivery_jobs').select('lead_id').where('state', '=', 'held');
          return buyerIds ? held.where('buyer_id', 'in', buyerIds) : held;
        })
        .execute();
      let jobs = trx
        .updateTable('delivery_jobs')
        .set({ state: 'pending', next_attempt_at: databaseNow(this.dialect) })
        .where('state', '=', 'held');
      if (buyerIds) jobs = jobs.where('buyer_id', 'in', buyerIds);
      const released = await jobs.executeTakeFirst();
      return Number(released.numUpdatedRows);
    });
  }

  /**
   * Records what one attempt came to: the job, the lead and the timeline row, together, and only if the
   * job still carries this lease's token. False means another worker took the job meanwhile (this one
   * was paused past its lease): the job and the lead are left as they are, so a stale result never
   * overwrites a newer one, and the request goes on the timeline as one whose answer did not count.
   * `settle`, when given, runs in the same transaction after the fenced write and writes the lead's status
   * itself (a lead sold to several buyers takes its status from all its sales).
   */
  async recordAttempt(job: JobRef, a: FinishedAttempt, settle?: (trx: Transaction<Database>) => Promise<void>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let counted: boolean;
      if (this.dialect === 'postgres') {
        // One round trip for the fenced write and the timeline row, which says whether the write went through.
        const row = await fencedAttempt(trx, this.dialect, job, a)
          .selectNoFrom(sql<number>`(select counted from attempt)`.as('counted'))
          .executeTakeFirstOrThrow();
        counted = Number(row.counted) === 1;
      } else {
        counted = (await fencedJobWrite(trx, this.dialect, job, a).executeTakeFirst()) !== undefined;
        await trx
          .insertInto('delivery_attempts')
          .values(attemptRow(job.leadId, job.buyerId ?? NETWORK_BUYER_ID, a, counted))
          .execute();
      }
      if (!counted) return false;
      if (settle) await settle(trx);
      else await writeOneJobStatus(trx, job.leadId, a.outcome, a.startedAt + a.durationMs);
      return true;
    });
  }

  /**
   * Gives up a lease without counting an attempt, so another worker can take the job at once. `sent` is
   * the request made under it whose answer was not waited for (a shutdown): the buyer may have it, so it
   * goes on the timeline, as not counted.
   */
  async releaseLease(job: JobRef, sent?: FinishedAttempt): Promise<boolean> {
    const buyerId = job.buyerId ?? NETWORK_BUYER_ID;
    const release = (db: Kysely<Database>) =>
      db
        .updateTable('delivery_jobs')
        .set({ lease_until: null, lease_token: null })
        .where('lead_id', '=', job.leadId)
        .where('buyer_id', '=', buyerId)
        .where('lease_token', '=', job.token)
        .executeTakeFirst();
    if (!sent) return Number((await release(this.db)).numUpdatedRows) > 0;
    return this.db.transaction().execute(async (trx) => {
      const r = await release(trx);
      await trx
        .insertInto('delivery_attempts')
        .values(attemptRow(job.leadId, buyerId, sent, false))
        .execute();
      return Number(r.numUpdatedRows) > 0;
    });
  }

  /**
   * Puts leads back in the queue for an operator's attempt: each job of theirs pending and due now, marked
   * 'resend' for the timeline, the lead 'queued'. A lead with an attempt under way (a job leased, its lease
   * not run out on the database's clock) is left alone and answered in `live`: clearing that lease would
   * send the lead again while the buyer is still answering. One statement decides, so a worker claiming
   * the job at the same instant cannot slip between the check and the change. `buyerIds` limits the jobs
   * put back to those buyers' (a lead sold by auction resends only its pending or failed posts); its status
   * is then left to the caller, who knows its sales.
   */
  async queueResend(leadIds: readonly string[], now = Date.now(), buyerIds?: readonly string[]): Promise<ResendResult> {
    if (leadIds.length === 0) return { queued: [], live: [] };
    const dbNow = databaseNow(this.dialect);
    return this.db.transaction().execute(async (trx) => {
      const queued: string[] = [];
      const live: string[] = [];
      // In slices, as both engines bound the parameters of one statement.
      for (let i = 0; i < leadIds.length; i += RESEND_SLICE) {
        const ids = leadIds.slice(i, i + RESEND_SLICE);
        const busy = await trx
          .selectFrom('delivery_jobs')
          .select('lead_id')
          .distinct()
          .where('lead_id', 'in', ids)
          .where('lease_token', 'is not', null)
          .where('lease_until', '>=', dbNow)
          .execute();
        const liveIds = new Set(busy.map((b) => b.lead_id));
        const free = ids.filter((id) => !liveIds.has(id));
        live.push(...ids.filter((id) => liveIds.has(id)));
        if (free.length === 0) continue;
        let jobs = trx
          .updateTable('delivery_jobs')
          .set({ state: 'pending', next_attempt_at: now, lease_until: null, lease_token: null, next_trigger: 'resend' })
          .where('lead_id', 'in', free)
          // Judged again in the write itself: a claim between the read above and here keeps its job.
          .where((w) => w.or([w('lease_token', 'is', null), w('lease_until', '<', dbNow)]));
        if (buyerIds) jobs = jobs.where('buyer_id', 'in', buyerIds.length > 0 ? buyerIds : ['']);
        const reset = await jobs.returning('lead_id').execute();
        const done = [...new Set(reset.map((r) => r.lead_id))];
        live.push(...free.filter((id) => !done.includes(id)));
        if (done.length === 0) continue;
        if (!buyerIds) await trx.updateTable('leads').set({ status: 'queued', updated_at: now }).where('id', 'in', done).execute();
        queued.push(...done);
      }
      return { queued, live };
    });
  }

  /** The delivery queue as an operator watches it (metrics). */
  async queueStats(): Promise<QueueStats> {
    const rows = await this.db
      .selectFrom('delivery_jobs')
      .select((eb) => [
        'state',
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('created_at').as('oldest'),
        databaseNow(this.dialect).as('now'),
      ])
      .where('state', 'in', ['pending', 'held'])
      .groupBy('state')
      .execute();
    const pending = rows.find((r) => r.state === 'pending');
    const held = rows.find((r) => r.state === 'held');
    return {
      pending: Number(pending?.n ?? 0),
      held: Number(held?.n ?? 0),
      oldestPendingMs: pending ? Math.max(0, Number(pending.now) - Number(pending.oldest)) : 0,
    };
  }

  /** The attempts that decided a lead's jobs, oldest first (timelineFor adds the requests that did not count). */
  async attemptsFor(leadId: string) {
    return this.db
      .selectFrom('delivery_attempts')
      .selectAll()
      .where('lead_id', '=', leadId)
      .where('counted', '=', 1)
      .orderBy('started_at')
      .orderBy('attempt')
      .execute();
  }

  /** Every request made for a lead, to any buyer, oldest first: what the console's timeline shows. */
  async timelineFor(leadId: string) {
    return this.db
      .selectFrom('delivery_attempts')
      .selectAll()
      .where('lead_id', '=', leadId)
      .orderBy('started_at')
      .orderBy('attempt')
      .execute();
  }

  /**
   * Stores a contact message and, in the same transaction, its contact.created webhook event. `gpc`: the
   * visitor's browser sent the Global Privacy Control signal, so the event carries none of their words.
   */
  async insertContactMessage(msg: {
    id: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    now: number;
    gpc?: boolean;
    /** The site whose contact form it came from; the one-site layout's when absent. */
    siteId?: string;
    /** The language of the page it came from, which it is answered in; English when absent. */
    lang?: Lang;
  }) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('contact_messages')
        .values({
          id: msg.id,
          name: msg.name,
          email: msg.email,
          subject: msg.subject,
          message: msg.message,
          created_at: msg.now,
          site_id: msg.siteId ?? DEFAULT_SITE_ID,
          lang: msg.lang ?? DEFAULT_LANG,
        })
        .execute();
      await emitWebhookEvent(trx, 'contact.created', contactEventData(msg, msg.gpc === true), { contactId: msg.id }, msg.now);
    });
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}

const RESEND_SLICE = 1000;

/**
 * The write of an attempt's outcome to its job, fenced: it changes the job only while the job still carries
 * this lease's token (see recordAttempt). It returns the job's lead id when it went through.
 */
function fencedJobWrite(db: Kysely<Database>, dialect: Dialect, job: JobRef, a: FinishedAttempt) {
  const o = a.outcome;
  return db
    .updateTable('delivery_jobs')
    .set({
      state: o.kind === 'retry' ? 'pending' : 'done',
      attempts: a.attempt,
      lease_until: null,
      lease_token: null,
      next_trigger: 'retry',
      last_error: o.kind === 'delivered' ? null : o.error,
      ...(o.kind === 'retry' && { next_attempt_at: sql<number>`${databaseNow(dialect)} + ${o.delayMs}` }),
    })
    .where('lead_id', '=', job.leadId)
    .where('buyer_id', '=', job.buyerId ?? NETWORK_BUYER_ID)
    .where('lease_token', '=', job.token)
    .returning('lead_id');
}

/**
 * PostgreSQL: the fenced job write and the attempt's timeline row as the WITHs `fenced` (the job's lead id,
 * when the fence let the write through) and `attempt` (the row's `counted`) of one statement, which the
 * caller ends with what it selects or writes after them.
 */
export function fencedAttempt(db: Kysely<Database>, dialect: Dialect, job: JobRef, a: FinishedAttempt) {
  return db
    .with('fenced', () => fencedJobWrite(db, dialect, job, a))
    .with('attempt', (q) =>
      q
        .insertInto('delivery_attempts')
        .values({
          ...attemptRow(job.leadId, job.buyerId ?? NETWORK_BUYER_ID, a, true),
          counted: sql<number>`(select count(*) from fenced)`,
        })
        .returning('counted'),
    );
}

/** A lead's columns once its one job is delivered. */
export function deliveredAt(endedAt: number) {
  return { status: 'delivered' as const, delivered_at: endedAt, network_error: null, updated_at: endedAt };
}

/**
 * The lead's status from its one job's outcome: how a lead the network alone is posted reads (the network's
 * status rules of docs/decisions/002-delivery-outbox.md). A lead sold by auction takes its status from all
 * its sales instead (server/selling/lead-status.ts).
 */
export async function writeOneJobStatus(trx: Transaction<Database>, leadId: string, o: Outcome, endedAt: number): Promise<void> {
  const lead = trx.updateTable('leads').where('id', '=', leadId);
  switch (o.kind) {
    case 'delivered':
      await lead.set(deliveredAt(endedAt)).execute();
      break;
    case 'retry':
      await lead.set({ status: 'queued', updated_at: endedAt }).execute();
      break;
    default:
      await lead.set({ status: o.kind, network_error: o.error, updated_at: endedAt }).execute();
      if (o.kind === 'rejected') await emitLeadRejected(trx, leadId, o.error);
  }
}

function attemptRow(leadId: string, buyerId: string, a: FinishedAttempt, counted: boolean) {
  return {
    id: randomUUID(),
    lead_id: leadId,
    buyer_id: buyerId,
    attempt: a.attempt,
    trigger: a.trigger,
    started_at: a.startedAt,
    duration_ms: a.durationMs,
    http_status: a.httpStatus,
    response: a.response,
    outcome: a.outcome.kind,
    error: a.outcome.kind === 'delivered' ? null : a.outcome.error,
    counted: counted ? 1 : 0,
  };
}

function toLeadRow(row: Selectable<Database['leads']>): LeadRow {
  return {
    id: row.id,
    reference: row.reference,
    submissionId: row.submission_id,
    serviceId: row.service_id,
    status: row.status,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    networkError: row.network_error,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}

/** A lead's detail columns as stored when intake gave none (tests that only exercise delivery). */
const NO_DETAILS = {
  host: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  city: '',
  state: '',
  address: '',
  zip: '',
  source: 'direct',
  tracking: '{}',
  answers: '{}',
};

function detailColumns(d: LeadDetails) {
  return {
    host: d.host,
    first_name: d.firstName,
    last_name: d.lastName,
    email: d.email,
    phone: d.phone,
    city: d.city,
    state: d.state,
    address: d.address ?? '',
    zip: d.zip ?? '',
    source: d.source,
    tracking: JSON.stringify(d.tracking),
    answers: JSON.stringify(d.answers),
  };
}
