// The one repository the server uses: leads with their consent records and delivery jobs, and contact
// messages. Every query goes through Kysely's builder, so every value is a bound parameter.
import type { Kysely, Selectable } from 'kysely';
import type { Connection, Dialect } from './connect.ts';
import type { Database, JobState, LeadStatus } from './schema.ts';

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
  submissionId: string;
  serviceId: number;
  status: LeadStatus;
  payload: Record<string, unknown>;
  consent: ConsentRecord;
  /** The outbox row; `leaseUntil` set means this process makes the first attempt itself. */
  job: { state: JobState; nextAttemptAt: number; leaseUntil: number | null };
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
  submissionId: string;
  serviceId: number;
  status: LeadStatus;
  payload: Record<string, unknown>;
  networkError: string | null;
  createdAt: number;
  deliveredAt: number | null;
}

export interface ClaimedJob {
  leadId: string;
  attempts: number;
  createdAt: number;
  payload: Record<string, unknown>;
}

type Outcome =
  | { kind: 'delivered' }
  | { kind: 'rejected'; error: string }
  | { kind: 'retry'; error: string; nextAttemptAt: number }
  | { kind: 'failed'; error: string };

export class LeadStore {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;

  constructor(conn: Connection) {
    this.db = conn.db;
    this.dialect = conn.dialect;
  }

  /** Stores the lead, its consent record and its job together; false if the submission exists already. */
  async insertLead(lead: NewLead): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('leads')
        .values({
          id: lead.id,
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
        .onConflict((oc) => oc.column('submission_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
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
          lease_until: lead.job.leaseUntil,
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
   * Leases up to `limit` due jobs to this worker until `now + leaseMs`. A job whose lease ran out (its
   * worker died) is due again. One UPDATE … RETURNING statement: on PostgreSQL its subquery skips rows
   * another server has locked, so several servers claim without overlap; on SQLite the statement takes
   * the write lock at once (waiting out busy_timeout), so two claimers cannot read the same job.
   */
  async claimDueJobs(now: number, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
    const claimed = await this.db
      .updateTable('delivery_jobs')
      .set({ lease_until: now + leaseMs })
      .where('lead_id', 'in', (eb) => {
        const due = eb
          .selectFrom('delivery_jobs')
          .select('lead_id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
          .orderBy('next_attempt_at')
          .limit(limit);
        return this.dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .returning(['lead_id', 'attempts'])
      .execute();
    if (claimed.length === 0) return [];
    const leads = await this.db
      .selectFrom('leads')
      .select(['id', 'created_at', 'payload'])
      .where('id', 'in', claimed.map((c) => c.lead_id))
      .execute();
    const byId = new Map(leads.map((l) => [l.id, l]));
    return claimed.map((c) => {
      const lead = byId.get(c.lead_id)!;
      return { leadId: c.lead_id, attempts: c.attempts, createdAt: lead.created_at, payload: JSON.parse(lead.payload) as Record<string, unknown> };
    });
  }

  /** Records what one delivery attempt came to, on the lead and its job together. */
  async recordAttempt(leadId: string, attempts: number, outcome: Outcome, now: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const job = trx.updateTable('delivery_jobs').where('lead_id', '=', leadId);
      const lead = trx.updateTable('leads').where('id', '=', leadId);
      switch (outcome.kind) {
        case 'delivered':
          await job.set({ state: 'done', attempts, lease_until: null, last_error: null }).execute();
          await lead.set({ status: 'delivered', delivered_at: now, updated_at: now }).execute();
          break;
        case 'rejected':
          await job.set({ state: 'done', attempts, lease_until: null, last_error: outcome.error }).execute();
          await lead.set({ status: 'rejected', network_error: outcome.error, updated_at: now }).execute();
          break;
        case 'failed':
          await job.set({ state: 'done', attempts, lease_until: null, last_error: outcome.error }).execute();
          await lead.set({ status: 'failed', network_error: outcome.error, updated_at: now }).execute();
          break;
        case 'retry':
          await job
            .set({ attempts, lease_until: null, last_error: outcome.error, next_attempt_at: outcome.nextAttemptAt })
            .execute();
          await lead.set({ updated_at: now }).execute();
          break;
      }
    });
  }

  /** Gives up a lease without counting an attempt, so another worker can take the job at once. */
  async releaseLease(leadId: string): Promise<void> {
    await this.db.updateTable('delivery_jobs').set({ lease_until: null }).where('lead_id', '=', leadId).execute();
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
