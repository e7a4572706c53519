// Privacy requests from receipt to completion: stored with a reference and their legal deadlines, opt-outs
// and revocations applied at once (the suppression list), and the console's queue and actions: the
// person's data found by e-mail/phone, access (everything held), delete, correct, and confirm / complete /
// deny / extend with a reason. The routes write the audit log; this module does the work.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { PublicRequestType, RequestStatus, RequestType } from '#domain/privacy.ts';
import { readableAnswers, parseAnswers } from '../admin/readable-answers.ts';
import { findServiceById } from '#domain/catalogue.ts';
import { addDays, deadlinesFor, EXTENSION_DAYS } from './deadlines.ts';
import { eraseLeads, eraseMessages } from './erasure.ts';
import type { PrivacyMailer } from './mail.ts';
import type { PrivacyDatabase, PrivacyRequestsTable } from './privacy-tables.ts';
import { normaliseEmail, normalisePhone, type SuppressionList } from './suppression.ts';
import type { Kysely, Selectable } from 'kysely';
import { plural } from '#domain/wording.ts';

export interface NewRequest {
  type: PublicRequestType | 'revoke';
  name: string;
  email: string;
  phone: string;
  details: string;
  agent: string;
  gpc: boolean;
}

// No 0/O, 1/I/L: a reference read out on the phone is not misheard.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newReference(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `PR-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Acted on when received: the person goes on the suppression list at once. */
const APPLIED_AT_ONCE: ReadonlySet<RequestType> = new Set(['opt-out', 'revoke']);

export type RequestRow = Selectable<PrivacyRequestsTable>;

/** The day a request must be answered by: its extension, else its response deadline. */
export function dueOn(r: Pick<RequestRow, 'extended_to' | 'respond_by'>): string {
  return r.extended_to ?? r.respond_by;
}

export class RequestNotFound extends Error {}
export class RequestConflict extends Error {}

export class PrivacyRequests {
  constructor(
    readonly db: Kysely<PrivacyDatabase>,
    private readonly suppression: SuppressionList,
    private readonly mailer: PrivacyMailer,
  ) {}

  /** Stores a request from the site; returns its reference. Mail goes out after the commit. */
  async submit(req: NewRequest, now = Date.now()): Promise<{ reference: string; id: string }> {
    const id = randomUUID();
    const reference = newReference();
    const d = deadlinesFor(req.type, now);
    const atOnce = APPLIED_AT_ONCE.has(req.type);
    if (atOnce) await this.suppression.ready();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('privacy_requests')
        .values({
          id,
          reference,
          type: req.type,
          name: req.name,
          email: normaliseEmail(req.email),
          phone: normalisePhone(req.phone),
          details: req.details,
          agent: req.agent,
          gpc_signal: req.gpc ? 1 : 0,
          received_at: now,
          received_on: d.receivedOn,
          confirm_by: d.confirmBy,
          respond_by: d.respondBy,
          extended_to: null,
          extension_reason: null,
          status: 'open',
          status_reason: '',
          confirmed_at: null,
          closed_at: null,
        })
        .execute();
      if (!atOnce) return;
      const held = await this.suppression.add(trx, id, reference, req, now);
      await trx
        .updateTable('privacy_requests')
        .set({
          status: 'completed',
          closed_at: now,
          status_reason: `Done on receipt: the e-mail and phone are on the suppression list; ${plural(held, 'undelivered lead')} held back.`,
        })
        .where('id', '=', id)
        .execute();
    });
    // Not awaited: the visitor is answered once the request is stored; mail failures are logged.
    void this.mailer.requestReceived({
      reference,
      type: req.type,
      name: req.name,
      email: req.email,
      receivedOn: d.receivedOn,
      respondBy: d.respondBy,
    });
    return { reference, id };
  }

  /**
   * The queue: every open request (none may be forgotten), the one due soonest on top; then the most
   * recently closed ones.
   */
  async queue(closedLimit = 100) {
    const open = await this.db.selectFrom('privacy_requests').selectAll().where('status', 'in', ['open', 'confirmed']).execute();
    const closed = await this.db
      .selectFrom('privacy_requests')
      .selectAll()
      .where('status', 'in', ['completed', 'denied'])
      .orderBy('received_at', 'desc')
      .limit(closedLimit)
      .execute();
    open.sort((a, b) => nextDue(a).localeCompare(nextDue(b)) || a.received_at - b.received_at);
    return [...open, ...closed];
  }

  async byId(id: string): Promise<RequestRow> {
    const r = await this.db.selectFrom('privacy_requests').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw new RequestNotFound('No such request.');
    return r;
  }

  /** The person's leads and contact messages, matched by the request's e-mail or phone. */
  async matches(r: Pick<RequestRow, 'email' | 'phone'>) {
    const email = normaliseEmail(r.email);
    const phone = normalisePhone(r.phone);
    if (!email && !phone) return { leads: [], messages: [] };
    const leads = await this.db
      .selectFrom('leads')
      .selectAll()
      .where((w) => w.or([...(email ? [w(sql<string>`lower(email)`, '=', email)] : []), ...(phone ? [w('phone', '=', phone)] : [])]))
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute();
    const messages = email
      ? await this.db
          .selectFrom('contact_messages')
          .selectAll()
          .where(sql<string>`lower(email)`, '=', email)
          .orderBy('created_at', 'desc')
          .limit(500)
          .execute()
      : [];
    return { leads, messages };
  }

  async suppressionsOf(requestId: string) {
    return this.db
      .selectFrom('suppressions')
      .select(['id', 'kind', 'created_at', 'reversed_at', 'reversed_by', 'reversed_reason'])
      .where('request_id', '=', requestId)
      .execute();
  }

  /** Everything held about the person: the request, their leads (with consent records and deliveries) and messages. */
  async access(id: string) {
    const r = await this.byId(id);
    const { leads, messages } = await this.matches(r);
    const ids = leads.map((l) => l.id);
    const consents = ids.length ? await this.db.selectFrom('consent_records').selectAll().where('lead_id', 'in', ids).execute() : [];
    const attempts = ids.length
      ? await this.db
          .selectFrom('delivery_attempts')
          .select(['lead_id', 'started_at', 'outcome', 'http_status'])
          .where('lead_id', 'in', ids)
          .orderBy('started_at')
          .execute()
      : [];
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return {
      request: { reference: r.reference, type: r.type, receivedOn: r.received_on, name: r.name, email: r.email, phone: r.phone },
      generatedAt: new Date().toISOString(),
      leads: leads.map((l) => {
        const c = consents.find((x) => x.lead_id === l.id);
        return {
          id: l.id,
          submittedAt: iso(l.created_at),
          service: findServiceById(l.service_id)?.name ?? String(l.service_id),
          status: l.status,
          contact: { firstName: l.first_name, lastName: l.last_name, email: l.email, phone: l.phone, city: l.city, state: l.state },
          answers: readableAnswers(l.service_id, parseAnswers(l.answers)),
          sentToNetwork: JSON.parse(l.payload) as Record<string, unknown>,
          deliveries: attempts
            .filter((a) => a.lead_id === l.id)
            .map((a) => ({ at: iso(a.started_at), outcome: a.outcome, httpStatus: a.http_status })),
          consent: c && {
            text: c.consent_text,
            version: c.consent_version,
            at: iso(c.consented_at),
            ip: c.ip,
            userAgent: c.user_agent,
            pageUrl: c.page_url,
            certificateUrl: c.trustedform_cert_url,
            leadIdToken: c.leadid_token,
            globalPrivacyControl: c.gpc_signal === 1,
          },
          erasedAt: iso(l.erased_at),
        };
      }),
      messages: messages.map((m) => ({
        id: m.id,
        sentAt: iso(m.created_at),
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        erasedAt: iso(m.erased_at),
      })),
    };
  }

  /** Removes the person's personal data from their leads and messages; consent records are kept. */
  async erase(id: string, now = Date.now()): Promise<{ leads: number; messages: number }> {
    const r = await this.byId(id);
    const { leads, messages } = await this.matches(r);
    return this.db.transaction().execute(async (trx) => ({
      leads: await eraseLeads(
        trx,
        leads.filter((l) => l.erased_at === null).map((l) => l.id),
        now,
      ),
      messages: await eraseMessages(
        trx,
        messages.filter((m) => m.erased_at === null).map((m) => m.id),
        now,
      ),
    }));
  }

  /**
   * Corrects a lead's contact fields. Returns the old values (for the audit log, the only place they are
   * kept) and the new ones. The lead must be one of the request's matches.
   */
  async correctLead(id: string, leadId: string, fields: Partial<Record<CorrectableField, string>>, now = Date.now()) {
    const r = await this.byId(id);
    const { leads } = await this.matches(r);
    const lead = leads.find((l) => l.id === leadId);
    if (!lead) throw new RequestNotFound("That lead is not one of this person's leads.");
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    const set: Record<string, string> = {};
    const payload = JSON.parse(lead.payload) as Record<string, unknown>;
    for (const [field, value] of Object.entries(fields) as [CorrectableField, string][]) {
      const column = CORRECTABLE[field];
      if (lead[column] === value) continue;
      before[field] = lead[column];
      after[field] = value;
      set[column] = value;
      if (field in payload) payload[field] = value;
    }
    if (Object.keys(set).length === 0) return { before, after };
    await this.db
      .updateTable('leads')
      .set({ ...set, payload: JSON.stringify(payload), updated_at: now })
      .where('id', '=', leadId)
      .execute();
    return { before, after };
  }

  async confirm(id: string, now = Date.now()): Promise<RequestRow> {
    const r = await this.byId(id);
    if (r.status !== 'open') throw new RequestConflict(`This request is ${r.status}, not open.`);
    await this.db.updateTable('privacy_requests').set({ status: 'confirmed', confirmed_at: now }).where('id', '=', id).execute();
    return this.byId(id);
  }

  async close(id: string, status: Extract<RequestStatus, 'completed' | 'denied'>, reason: string, now = Date.now()): Promise<RequestRow> {
    const r = await this.byId(id);
    if (r.status === 'completed' || r.status === 'denied') throw new RequestConflict(`This request is already ${r.status}.`);
    await this.db.updateTable('privacy_requests').set({ status, status_reason: reason, closed_at: now }).where('id', '=', id).execute();
    return this.byId(id);
  }

  /** Extends the answer deadline once, by 45 days, with the reason the requester must be told. */
  async extend(id: string, reason: string): Promise<RequestRow> {
    const r = await this.byId(id);
    if (r.extended_to) throw new RequestConflict('This request was extended already; the law allows it once.');
    if (r.status === 'completed' || r.status === 'denied') throw new RequestConflict(`This request is already ${r.status}.`);
    await this.db
      .updateTable('privacy_requests')
      .set({ extended_to: addDays(r.respond_by, EXTENSION_DAYS), extension_reason: reason })
      .where('id', '=', id)
      .execute();
    return this.byId(id);
  }
}

export const CORRECTABLE = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  city: 'city',
} as const;
export type CorrectableField = keyof typeof CORRECTABLE;

/** The next deadline an open request has to meet: confirmation while unconfirmed, then the answer. */
export function nextDue(r: Pick<RequestRow, 'status' | 'confirm_by' | 'extended_to' | 'respond_by'>): string {
  if (r.status === 'open' && r.confirm_by) return r.confirm_by;
  return dueOn(r);
}
