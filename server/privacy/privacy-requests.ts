// Privacy requests from receipt to completion: stored with a reference and their legal deadlines, opt-outs
// and revocations applied at once (the suppression list), and the console's queue and actions: the
// person's data found by e-mail/phone, access (everything held), delete, correct, and confirm / complete /
// deny / extend with a reason. The routes write the audit log; this module does the work.
//
// Who may see or delete what: a request names an e-mail and maybe a phone, and anyone can type anyone's.
// Only the e-mail is ever proven (the requester opens a link mailed to it), so access, deletion and
// correction reach only the leads and messages of that proven e-mail. Leads that share the phone, or the
// e-mail before it is proven, are shown to the operator as candidates and never acted on.
import { DEFAULT_SITE_ID, type Site, type SiteConfig } from '#domain/site.ts';
import { DEFAULT_LANG, type Lang } from '#domain/language.ts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { MatchBasis } from '#domain/console-api/privacy.ts';
import type { PublicRequestType, RequestStatus, RequestType } from '#domain/privacy.ts';
import { readableAnswers, parseAnswers } from '../leads/readable-answers.ts';
import { correctNetworkPayload } from '../delivery/buyers/network-payload.ts';
import { findServiceById } from '#domain/catalogue.ts';
import { addDays, deadlinesFor, EXTENSION_DAYS, pacificDay } from './deadlines.ts';
import { eraseLeads, eraseMessages } from './erasure.ts';
import type { PrivacyMailer } from './mail.ts';
import type { Database, PrivacyRequestsTable } from '../store/schema.ts';
import { normaliseEmail, normalisePhone, type SuppressionList } from './suppression.ts';
import type { Kysely, Selectable } from 'kysely';
import { plural } from '#domain/wording.ts';
import { emitWebhookEvent } from '../webhooks/webhook-emit.ts';
import { privacyRequestEventData } from '../webhooks/record-events.ts';
import { isoTime } from '../store/iso-time.ts';

export interface NewRequest {
  type: PublicRequestType | 'revoke';
  name: string;
  email: string;
  phone: string;
  details: string;
  agent: string;
  gpc: boolean;
  /** The language of the page it was made on, which its mails and pages speak; English when absent. */
  lang?: Lang;
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

/** Requests that would show, delete or change a person's data: the requester must prove the e-mail first. */
export const NEEDS_PROOF: ReadonlySet<RequestType> = new Set(['know', 'delete', 'correct']);

/** How long the mailed confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 30;

/** The public page the confirmation link opens. */
export const CONFIRM_PATH = '/ConfirmPrivacyRequest';

export const NOT_PROVEN =
  'The requester has not confirmed their e-mail address yet (by the link mailed to it): nothing is shown, deleted or changed before.';

const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The queue's position: which part (open requests due first, then closed ones newest first) and the last row. */
export interface QueueCursor {
  segment: 'open' | 'closed';
  due: string;
  at: number;
  id: string;
}

export function encodeQueueCursor(c: QueueCursor): string {
  return Buffer.from(JSON.stringify([c.segment, c.due, c.at, c.id])).toString('base64url');
}

/** The cursor, or undefined when it is not one this server made. */
export function decodeQueueCursor(raw: string): QueueCursor | undefined {
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(v) || v.length !== 4) return undefined;
    const [segment, due, at, id] = v as unknown[];
    if ((segment !== 'open' && segment !== 'closed') || typeof due !== 'string' || due.length > 10) return undefined;
    if (typeof at !== 'number' || !Number.isSafeInteger(at) || typeof id !== 'string' || id.length > 36) return undefined;
    return { segment, due, at, id };
  } catch {
    return undefined;
  }
}

/** The SQL twin of nextDue(): the queue is ordered by it. */
const DUE_SQL = sql<string>`case when status = 'open' and confirm_by is not null then confirm_by else coalesce(extended_to, respond_by) end`;

export type RequestRow = Selectable<PrivacyRequestsTable>;

/** The day a request must be answered by: its extension, else its response deadline. */
export function dueOn(r: Pick<RequestRow, 'extended_to' | 'respond_by'>): string {
  return r.extended_to ?? r.respond_by;
}

export class RequestNotFound extends Error {}
export class RequestConflict extends Error {}

export class PrivacyRequests {
  constructor(
    readonly db: Kysely<Database>,
    private readonly suppression: SuppressionList,
    private readonly mailer: PrivacyMailer,
    /** The site a request comes from when none is given (the deployment's first). */
    private readonly defaultSite: SiteConfig,
  ) {}

  /**
   * Stores a request from a site, filed under the site's id; returns its reference. Mail goes out after the
   * commit, in that site's name, its confirmation link pointing at the site's own address (never at a
   * request's Host header).
   */
  async submit(
    req: NewRequest,
    now = Date.now(),
    site: SiteConfig & Partial<Pick<Site, 'id'>> = this.defaultSite,
  ): Promise<{ reference: string; id: string }> {
    const id = randomUUID();
    const reference = newReference();
    const d = deadlinesFor(req.type, now);
    const atOnce = APPLIED_AT_ONCE.has(req.type);
    if (atOnce) await this.suppression.ready();
    const email = normaliseEmail(req.email);
    // The link proves the e-mail only if it can reach it: no token for a request without one.
    const token = NEEDS_PROOF.has(req.type) && email ? randomBytes(32).toString('base64url') : undefined;
    const tokenExpires = now + CONFIRMATION_LINK_DAYS * 86_400_000;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('privacy_requests')
        .values({
          id,
          reference,
          type: req.type,
          name: req.name,
          email,
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
          email_token_hash: token ? tokenHash(token) : null,
          email_token_expires_at: token ? tokenExpires : null,
          email_verified_at: null,
          site_id: site.id ?? DEFAULT_SITE_ID,
          lang: req.lang ?? DEFAULT_LANG,
        })
        .execute();
      await emitWebhookEvent(
        trx,
        'privacy_request.created',
        privacyRequestEventData({ reference, type: req.type, receivedAt: now, confirmBy: d.confirmBy, respondBy: d.respondBy }),
        {},
        now,
      );
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
    // The name and details are left out on purpose: the mail goes to whatever address was typed.
    void this.mailer.requestReceived({
      reference,
      type: req.type,
      email,
      receivedOn: d.receivedOn,
      respondBy: d.respondBy,
      confirmation: token ? { url: `${site.siteUrl}${CONFIRM_PATH}?token=${token}`, validUntil: pacificDay(tokenExpires) } : undefined,
      site,
      lang: req.lang ?? DEFAULT_LANG,
    });
    return { reference, id };
  }

  /** The request a confirmation link belongs to, while the link works. */
  async byToken(token: string, now = Date.now()): Promise<RequestRow | undefined> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
    const r = await this.db.selectFrom('privacy_requests').selectAll().where('email_token_hash', '=', tokenHash(token)).executeTakeFirst();
    if (!r || r.email_token_expires_at === null || r.email_token_expires_at < now) return undefined;
    return r;
  }

  /**
   * The requester opened the link mailed to the request's e-mail and confirmed: the e-mail is proven.
   * Returns the request, or undefined for a link that is unknown or no longer works.
   */
  async proveEmail(token: string, now = Date.now()): Promise<RequestRow | undefined> {
    const r = await this.byToken(token, now);
    if (!r) return undefined;
    if (r.email_verified_at === null) {
      await this.db
        .updateTable('privacy_requests')
        .set({ email_verified_at: now })
        .where('id', '=', r.id)
        .where('email_verified_at', 'is', null)
        .execute();
    }
    return this.byId(r.id);
  }

  /**
   * One page of the queue: the open requests, the one due soonest first (none may be forgotten), then the
   * closed ones, newest first. `nextCursor` is undefined after the last page.
   */
  async queuePage(cursor: QueueCursor | undefined, limit: number): Promise<{ rows: RequestRow[]; nextCursor: QueueCursor | undefined }> {
    const rows: RequestRow[] = [];
    if (!cursor || cursor.segment === 'open') {
      let open = this.db
        .selectFrom('privacy_requests')
        .selectAll()
        .where('status', 'in', ['open', 'confirmed'])
        .orderBy(DUE_SQL)
        .orderBy('received_at')
        .orderBy('id');
      if (cursor) {
        const c = cursor;
        open = open.where((w) =>
          w.or([
            w(DUE_SQL, '>', c.due),
            w.and([w(DUE_SQL, '=', c.due), w.or([w('received_at', '>', c.at), w.and([w('received_at', '=', c.at), w('id', '>', c.id)])])]),
          ]),
        );
      }
      const page = await open.limit(limit + 1).execute();
      rows.push(...page.slice(0, limit));
      if (page.length > limit) return { rows, nextCursor: cursorAt(rows.at(-1)!) };
    }
    const room = limit - rows.length;
    let closed = this.db
      .selectFrom('privacy_requests')
      .selectAll()
      .where('status', 'in', ['completed', 'denied'])
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc');
    if (cursor?.segment === 'closed') {
      const c = cursor;
      closed = closed.where((w) => w.or([w('received_at', '<', c.at), w.and([w('received_at', '=', c.at), w('id', '<', c.id)])]));
    }
    const page = await closed.limit(room + 1).execute();
    rows.push(...page.slice(0, room));
    return { rows, nextCursor: page.length > room && rows.length > 0 ? cursorAt(rows.at(-1)!) : undefined };
  }

  /** How many requests are open and closed (the queue's headings; the pages hold the rows). */
  async counts(): Promise<{ open: number; closed: number }> {
    const rows = await this.db
      .selectFrom('privacy_requests')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const n = (statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
    return { open: n(['open', 'confirmed']), closed: n(['completed', 'denied']) };
  }

  async byId(id: string): Promise<RequestRow> {
    const r = await this.db.selectFrom('privacy_requests').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw new RequestNotFound('No such request.');
    return r;
  }

  /**
   * The leads and contact messages that carry the request's e-mail or phone, each with what it matched on
   * and whether it is the requester's by proof (`proven`: it carries the e-mail the requester confirmed).
   * The operator sees them all; only the proven ones are ever exported, erased or corrected.
   */
  async matches(r: Pick<RequestRow, 'email' | 'phone' | 'email_verified_at'>) {
    const email = normaliseEmail(r.email);
    const phone = normalisePhone(r.phone);
    if (!email && !phone) return { leads: [], messages: [] };
    const emailProven = email !== '' && r.email_verified_at !== null;
    const basis = (rowEmail: string, rowPhone: string | undefined): MatchBasis => ({
      email: email && normaliseEmail(rowEmail) === email ? (emailProven ? 'proven' : 'unproven') : null,
      phone: phone && rowPhone === phone ? 'unproven' : null,
    });
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
    return {
      leads: leads.map((l) => {
        const match = basis(l.email, l.phone);
        return { ...l, match, proven: match.email === 'proven' };
      }),
      messages: messages.map((m) => {
        const match = basis(m.email, undefined);
        return { ...m, match, proven: match.email === 'proven' };
      }),
    };
  }

  /** The requester's own leads and messages, by the proven e-mail only; refused until it is proven. */
  async provenMatches(r: RequestRow) {
    if (r.email_verified_at === null || !r.email) throw new RequestConflict(NOT_PROVEN);
    const { leads, messages } = await this.matches(r);
    return { leads: leads.filter((l) => l.proven), messages: messages.filter((m) => m.proven) };
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
    const { leads, messages } = await this.provenMatches(r);
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
    return {
      request: {
        reference: r.reference,
        type: r.type,
        receivedOn: r.received_on,
        name: r.name,
        email: r.email,
        phone: r.phone,
        site: r.site_id,
      },
      generatedAt: new Date().toISOString(),
      leads: leads.map((l) => {
        const c = consents.find((x) => x.lead_id === l.id);
        return {
          id: l.id,
          submittedAt: isoTime(l.created_at),
          service: findServiceById(l.service_id)?.name ?? String(l.service_id),
          status: l.status,
          contact: {
            firstName: l.first_name,
            lastName: l.last_name,
            email: l.email,
            phone: l.phone,
            address: l.address,
            city: l.city,
            state: l.state,
            zip: l.zip,
          },
          answers: readableAnswers(l.service_id, parseAnswers(l.answers)),
          sentToNetwork: JSON.parse(l.payload) as Record<string, unknown>,
          deliveries: attempts
            .filter((a) => a.lead_id === l.id)
            .map((a) => ({ at: isoTime(a.started_at), outcome: a.outcome, httpStatus: a.http_status })),
          consent: c && {
            text: c.consent_text,
            version: c.consent_version,
            at: isoTime(c.consented_at),
            ip: c.ip,
            userAgent: c.user_agent,
            pageUrl: c.page_url,
            certificateUrl: c.trustedform_cert_url,
            leadIdToken: c.leadid_token,
            globalPrivacyControl: c.gpc_signal === 1,
          },
          erasedAt: isoTime(l.erased_at),
        };
      }),
      messages: messages.map((m) => ({
        id: m.id,
        sentAt: isoTime(m.created_at),
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        erasedAt: isoTime(m.erased_at),
      })),
    };
  }

  /** Removes the person's personal data from their leads and messages; consent records are kept. */
  async erase(id: string, now = Date.now()): Promise<{ leads: number; messages: number }> {
    const r = await this.byId(id);
    const { leads, messages } = await this.provenMatches(r);
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
    const { leads } = await this.provenMatches(r);
    const lead = leads.find((l) => l.id === leadId);
    if (!lead) throw new RequestNotFound("That lead is not one of this person's leads (by the e-mail they proved).");
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    const set: Record<string, string> = {};
    for (const [field, value] of Object.entries(fields) as [CorrectableField, string][]) {
      const column = CORRECTABLE[field];
      if (lead[column] === value) continue;
      before[field] = lead[column];
      after[field] = value;
      set[column] = value;
    }
    if (Object.keys(set).length === 0) return { before, after };
    // The stored payload is what a later delivery sends: it carries the corrected values too.
    const payload = correctNetworkPayload(JSON.parse(lead.payload) as Record<string, unknown>, after);
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

function cursorAt(r: RequestRow): QueueCursor {
  const open = r.status === 'open' || r.status === 'confirmed';
  return { segment: open ? 'open' : 'closed', due: open ? nextDue(r) : '', at: r.received_at, id: r.id };
}

/** The next deadline an open request has to meet: confirmation while unconfirmed, then the answer. */
export function nextDue(r: Pick<RequestRow, 'status' | 'confirm_by' | 'extended_to' | 'respond_by'>): string {
  if (r.status === 'open' && r.confirm_by) return r.confirm_by;
  return dueOn(r);
}
