// The one repository the server uses: leads with their consent records and delivery jobs, and contact
// messages. Every query goes through Kysely's builder, so every value is a bound parameter.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Connection, Dialect } from './connect.ts';
import { newLeadReference } from './lead-reference.ts';
import type { AttemptTrigger, Database, JobState, LeadStatus } from './schema.ts';

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
   * under that token for `ms` on the database's clock (then `leaseUntil` is ignored).
   */
  job: { state: JobState; nextAttemptAt: number; leaseUntil: number | null; lease?: Lease };
  now: number;
  /** Absent in tests that only exercise delivery: the columns keep their defaults. */
  details?: LeadDetails;
}

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

/** A job this worker holds the lease of, with what one attempt needs. */
export interface ClaimedJob {
  leadId: string;
  /** The fencing token: the attempt's outcome is written only while the job still carries it. */
  token: string;
  /** Attempts made before this one. */
  attempts: number;
  trigger: AttemptTrigger;
  serviceId: number;
  /** How old the job was when claimed, on the database's clock. */
  ageMs: number;
  payload: Record<string, unknown>;
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
 * so a server whose own clock runs ahead cannot see a live lease as run out.
 */
export function databaseNow(dialect: Dialect): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql<number>`cast(unixepoch('subsec') * 1000 as integer)`;
}

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
   */
  async insertLead(lead: NewLead): Promise<boolean> {
    const reference = lead.reference ?? newLeadReference();
    return this.db.transaction().execute(async (trx) => {
      // Every unique column yields instead of failing: a failed statement would end a PostgreSQL
      // transaction, and which of them clashed decides the answer below.
      const inserted = await trx
        .insertInto('leads')
        .values({
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
          ...(lead.details && detailColumns(lead.details)),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
        const same = await trx.selectFrom('leads').select('id').where('submission_id', '=', lead.submissionId).executeTakeFirst();
        if (same) return false;
        const clash = await trx.selectFrom('leads').select('id').where('reference', '=', reference).executeTakeFirst();
        throw clash ? new ReferenceTaken() : new Error('a lead with this id exists already');
      }
      const c = lead.consent;
      await trx
        .insertInto('consent_records')
        .values({
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
        })
        .execute();
      await trx
        .insertInto('delivery_jobs')
        .values({
          lead_id: lead.id,
          state: lead.job.state,
          attempts: 0,
          next_attempt_at: lead.job.nextAttemptAt,
          lease_until: lead.job.lease ? sql<number>`${databaseNow(this.dialect)} + ${lead.job.lease.ms}` : lead.job.leaseUntil,
          lease_token: lead.job.lease?.token ?? null,
          last_error: null,
          created_at: lead.now,
        })
        .execute();
      return true;
    });
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

  async jobFor(leadId: string) {
    return this.db.selectFrom('delivery_jobs').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
  }

  /**
   * Leases up to `limit` due jobs (oldest due first, then oldest stored) for `leaseMs` under one new
   * fencing token. Due and run out are judged on the database's clock. One UPDATE … RETURNING
   * statement: on PostgreSQL its subquery skips rows another server has locked, so several servers claim
   * without overlap; on SQLite the statement takes the write lock at once (waiting out busy_timeout), so
   * two claimers cannot read the same job.
   */
  async claimDueJobs(leaseMs: number, limit: number): Promise<ClaimedJob[]> {
    const now = databaseNow(this.dialect);
    const token = randomUUID();
    const claimed = await this.db
      .updateTable('delivery_jobs')
      .set({ lease_until: sql<number>`${now} + ${leaseMs}`, lease_token: token })
      .where('lead_id', 'in', (eb) => {
        const due = eb
          .selectFrom('delivery_jobs')
          .select('lead_id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
          .orderBy('next_attempt_at')
          .orderBy('created_at')
          .limit(limit);
        return this.dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .returning(['lead_id', 'attempts', 'next_trigger', 'created_at', 'lease_until'])
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
    return claimed
      .map((c) => {
        const lead = byId.get(c.lead_id)!;
        return {
          leadId: c.lead_id,
          token,
          attempts: c.attempts,
          trigger: c.next_trigger,
          serviceId: lead.service_id,
          ageMs: Number(c.lease_until) - leaseMs - c.created_at,
          payload: JSON.parse(lead.payload) as Record<string, unknown>,
        };
      })
      .sort((a, b) => b.ageMs - a.ageMs);
  }

  /**
   * Puts every held job (stored while LEAD_FORWARD_URL was unset) in the queue, due now, and their leads
   * back to queued. Harmless when several servers start at once: a job is held only once.
   */
  async releaseHeldJobs(now: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('leads')
        .set({ status: 'queued', updated_at: now })
        .where('status', '=', 'not_configured')
        .where('id', 'in', (eb) => eb.selectFrom('delivery_jobs').select('lead_id').where('state', '=', 'held'))
        .execute();
      const released = await trx
        .updateTable('delivery_jobs')
        .set({ state: 'pending', next_attempt_at: databaseNow(this.dialect) })
        .where('state', '=', 'held')
        .executeTakeFirst();
      return Number(released.numUpdatedRows);
    });
  }

  /**
   * Records what one attempt came to: the job, the lead and the timeline row, together, and only if the
   * job still carries this lease's token. False means another worker took the job meanwhile (this one
   * was paused past its lease): nothing is written, so a stale result never overwrites a newer one.
   */
  async recordAttempt(job: { leadId: string; token: string }, a: FinishedAttempt): Promise<boolean> {
    const o = a.outcome;
    const endedAt = a.startedAt + a.durationMs;
    const error = o.kind === 'delivered' ? null : o.error;
    return this.db.transaction().execute(async (trx) => {
      const fenced = await trx
        .updateTable('delivery_jobs')
        .set({
          state: o.kind === 'retry' ? 'pending' : 'done',
          attempts: a.attempt,
          lease_until: null,
          lease_token: null,
          next_trigger: 'retry',
          last_error: error,
          ...(o.kind === 'retry' && { next_attempt_at: sql<number>`${databaseNow(this.dialect)} + ${o.delayMs}` }),
        })
        .where('lead_id', '=', job.leadId)
        .where('lease_token', '=', job.token)
        .executeTakeFirst();
      if (Number(fenced.numUpdatedRows) === 0) return false;
      const lead = trx.updateTable('leads').where('id', '=', job.leadId);
      switch (o.kind) {
        case 'delivered':
          await lead.set({ status: 'delivered', delivered_at: endedAt, network_error: null, updated_at: endedAt }).execute();
          break;
        case 'retry':
          await lead.set({ status: 'queued', updated_at: endedAt }).execute();
          break;
        default:
          await lead.set({ status: o.kind, network_error: o.error, updated_at: endedAt }).execute();
      }
      await trx
        .insertInto('delivery_attempts')
        .values({
          id: randomUUID(),
          lead_id: job.leadId,
          attempt: a.attempt,
          trigger: a.trigger,
          started_at: a.startedAt,
          duration_ms: a.durationMs,
          http_status: a.httpStatus,
          response: a.response,
          outcome: o.kind,
          error,
        })
        .execute();
      return true;
    });
  }

  /** Gives up a lease without counting an attempt, so another worker can take the job at once. */
  async releaseLease(job: { leadId: string; token: string }): Promise<boolean> {
    const r = await this.db
      .updateTable('delivery_jobs')
      .set({ lease_until: null, lease_token: null })
      .where('lead_id', '=', job.leadId)
      .where('lease_token', '=', job.token)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
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

  /** The timeline of a lead's delivery attempts, oldest first. */
  async attemptsFor(leadId: string) {
    return this.db
      .selectFrom('delivery_attempts')
      .selectAll()
      .where('lead_id', '=', leadId)
      .orderBy('started_at')
      .orderBy('attempt')
      .execute();
  }

  async insertContactMessage(msg: { id: string; name: string; email: string; subject: string; message: string; now: number }) {
    await this.db
      .insertInto('contact_messages')
      .values({ id: msg.id, name: msg.name, email: msg.email, subject: msg.subject, message: msg.message, created_at: msg.now })
      .execute();
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
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

function detailColumns(d: LeadDetails) {
  return {
    host: d.host,
    first_name: d.firstName,
    last_name: d.lastName,
    email: d.email,
    phone: d.phone,
    city: d.city,
    state: d.state,
    source: d.source,
    tracking: JSON.stringify(d.tracking),
    answers: JSON.stringify(d.answers),
  };
}
