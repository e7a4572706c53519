// What the console reads of leads: the list (newest first, keyset-paged) and a lead's page. It reads the
// lead's own columns; the payload a buyer was sent is shown as a whole, masked by the module that knows
// its keys (server/delivery/buyers/network-payload.ts). Resends go through the store's outbox.
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { CAMPAIGN_FIELDS, type CampaignField } from '#domain/campaign-fields.ts';
import { findServiceById } from '#domain/catalogue.ts';
import type { LeadDetail, LeadPage } from '#domain/console-api.ts';
import type { LeadSort, LeadStatus, LeadSummary } from '#domain/lead-summary.ts';
import { FLAG_LABELS, FLAGS } from '../insight/quality-flags.ts';
import { leadSelling } from '../selling/lead-selling.ts';
import type { Database, LeadsTable } from '../store/schema.ts';
import { decodeCursor, encodeCursor, type Cursor } from './cursor.ts';
import { leadConditions, type LeadFilters, type SearchScope } from './lead-filters.ts';
import { maskEmail, maskLastName, maskPhone, maskText, shownToViewer } from './masking.ts';
import { parseAnswers, readableAnswers } from '../leads/readable-answers.ts';

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 200;

/**
 * A lead's columns as a page of the list or an export reads them: all but the payload sent to the network,
 * which no list or export shows (a lead's own page reads it) and which is the widest column by far.
 */
const PAGE_COLUMNS = [
  'id',
  'submission_id',
  'service_id',
  'status',
  'network_error',
  'created_at',
  'updated_at',
  'delivered_at',
  'host',
  'first_name',
  'last_name',
  'email',
  'phone',
  'city',
  'state',
  'source',
  'tracking',
  'answers',
  'sales_reserved',
  'reference',
  'address',
  'zip',
  'erased_at',
  'disposition',
  'phone_last4',
  'email_domain',
  'site_id',
  'lang',
] as const satisfies readonly Exclude<keyof LeadsTable, 'payload'>[];

export type LeadRowWithAttempts = Omit<Selectable<LeadsTable>, 'payload'> & { attempts: number | null };

export function serviceTitle(serviceId: number): string {
  return findServiceById(serviceId)?.title ?? String(serviceId);
}

export function toSummary(row: LeadRowWithAttempts, masked: boolean): LeadSummary {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: new Date(row.created_at).toISOString(),
    service: serviceTitle(row.service_id),
    status: row.status,
    firstName: row.first_name,
    lastName: masked ? maskLastName(row.last_name) : row.last_name,
    email: masked ? maskEmail(row.email) : row.email,
    phone: masked ? maskPhone(row.phone) : row.phone,
    city: row.city,
    state: row.state,
    source: row.source,
    host: row.host,
    attempts: Number(row.attempts ?? 0),
    disposition: row.disposition,
    lang: row.lang,
    site: row.site_id,
  };
}

/** The attempts counted on all of a lead's jobs (one per buyer): a subquery, so a lead is one row however many. */
function attemptCount(eb: ExpressionBuilder<Database, 'leads'>) {
  return eb
    .selectFrom('delivery_jobs')
    .select((j) => j.fn.sum<number>('delivery_jobs.attempts').as('n'))
    .whereRef('delivery_jobs.lead_id', '=', 'leads.id')
    .as('attempts');
}

/** The statement of one page of leads matching the filters, newest (or oldest) first, starting after `after`. */
export function leadPageQuery(
  db: Kysely<Database>,
  filters: LeadFilters,
  after: Cursor | undefined,
  limit: number,
  scope: SearchScope = 'full',
  sort: LeadSort = 'newest',
) {
  const direction = sort === 'oldest' ? 'asc' : 'desc';
  let matching = db.selectFrom('leads').where((eb) => leadConditions(eb as never, filters, scope));
  if (after) {
    // A row-value comparison, which both engines walk the (created_at, id) index with; the equivalent OR
    // makes PostgreSQL scan from the top, so deep pages (the CSV's last ones) would cost ever more. The
    // comparison follows the order: rows after the cursor are older when newest come first, newer otherwise.
    matching = matching.where((w) =>
      w(w.refTuple('leads.created_at', 'leads.id'), sort === 'oldest' ? '>' : '<', w.tuple(after.at, after.id)),
    );
  }
  const page = <Q extends typeof matching>(q: Q) => q.orderBy('leads.created_at', direction).orderBy('leads.id', direction);
  if (filters.q === undefined) {
    return page(matching)
      .select(PAGE_COLUMNS.map((c) => `leads.${c}` as const))
      .select(attemptCount)
      .limit(limit);
  }
  // A search finds its leads through the name, e-mail or phone indexes, not in time order, so the engine
  // sorts what it found: the page's ids alone, then the page's rows by id. Sorting whole rows (answers,
  // tracking) took 145 ms for a common surname's 25,000 leads on a million; the ids alone, 30.
  return page(db.selectFrom('leads'))
    .select(PAGE_COLUMNS.map((c) => `leads.${c}` as const))
    .select(attemptCount)
    .where('leads.id', 'in', page(matching).select('leads.id').limit(limit));
}

/** How many leads match the filters: the list's total ("2,357 leads"). */
export async function countLeads(db: Kysely<Database>, filters: LeadFilters, scope: SearchScope = 'full'): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => leadConditions(eb, filters, scope))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The quality flags (in words) and the earlier lead each of these leads repeats: one indexed lookup. */
async function insightFor(db: Kysely<Database>, ids: string[]) {
  const found = new Map<string, { flags: string[]; duplicateOf: string | null }>();
  if (ids.length === 0) return found;
  const rows = await db.selectFrom('lead_insight').selectAll().where('lead_id', 'in', ids).execute();
  for (const r of rows) {
    found.set(r.lead_id, { flags: FLAGS.filter((f) => r[f] === 1).map((f) => FLAG_LABELS[f]), duplicateOf: r.duplicate_of });
  }
  return found;
}

/** One page of leads matching the filters, newest first, starting after `after`. */
export async function leadPage(
  db: Kysely<Database>,
  filters: LeadFilters,
  after: Cursor | undefined,
  limit: number,
  scope: SearchScope = 'full',
  sort: LeadSort = 'newest',
): Promise<LeadRowWithAttempts[]> {
  return leadPageQuery(db, filters, after, limit, scope, sort).execute();
}

/**
 * One page of the list, and on the first page (no cursor) the total for the view; later pages answer
 * `total: null` rather than count the same rows again.
 */
export async function listLeads(
  db: Kysely<Database>,
  filters: LeadFilters,
  cursor: string | undefined,
  limit: number,
  masked: boolean,
  sort: LeadSort = 'newest',
): Promise<LeadPage> {
  // A viewer, who sees personal data masked, searches only by what is shown or by whole values.
  const scope = masked ? 'visible' : 'full';
  const [rows, total] = await Promise.all([
    leadPage(db, filters, decodeCursor(cursor), limit + 1, scope, sort),
    cursor ? null : countLeads(db, filters, scope),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const insight = await insightFor(
    db,
    page.map((r) => r.id),
  );
  return {
    leads: page.map((r) => ({ ...toSummary(r, masked), flags: [], duplicateOf: null, ...insight.get(r.id) })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
    total,
  };
}

export function parseTracking(json: string): Record<CampaignField, string> {
  let stored: Record<string, unknown> = {};
  try {
    stored = (JSON.parse(json) as Record<string, unknown>) ?? {};
  } catch {
    // An unreadable value shows as empty fields rather than breaking the page.
  }
  return Object.fromEntries(CAMPAIGN_FIELDS.map((k) => [k, typeof stored[k] === 'string' ? stored[k] : ''])) as Record<
    CampaignField,
    string
  >;
}

export function parsePayload(json: string): Record<string, unknown> {
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * A lead's page: the summary, the answers as read, campaign fields, payload, consent and every attempt.
 * Masked (a viewer): personal data masked, and none of the person's own words (free-text answers, the
 * payload as sent) nor the consent certificates, which open a replay of everything the visitor typed.
 */
/** A lead's page as the store has it; the route adds its notes, history and whether it is held back. */
export async function leadDetail(
  db: Kysely<Database>,
  id: string,
  masked: boolean,
): Promise<Omit<LeadDetail, 'notes' | 'history' | 'heldBack'> | undefined> {
  const row = await db.selectFrom('leads').selectAll('leads').select(attemptCount).where('leads.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [consent, attempts, selling] = await Promise.all([
    db.selectFrom('consent_records').selectAll().where('lead_id', '=', id).executeTakeFirst(),
    db.selectFrom('delivery_attempts').selectAll().where('lead_id', '=', id).orderBy('started_at').orderBy('attempt').execute(),
    leadSelling(db, id, masked),
  ]);
  const payload = parsePayload(row.payload);
  const hide = (v: string) => (masked ? maskText(v) : v);
  return {
    ...toSummary(row, masked),
    address: hide(row.address),
    zip: row.zip,
    answers: readableAnswers(row.service_id, masked ? shownToViewer(row.service_id, parseAnswers(row.answers)) : parseAnswers(row.answers)),
    tracking: parseTracking(row.tracking),
    payload: masked ? null : payload,
    networkError: row.network_error,
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at).toISOString(),
    consent: consent
      ? {
          text: consent.consent_text,
          version: consent.consent_version,
          at: new Date(consent.consented_at).toISOString(),
          ip: hide(consent.ip),
          userAgent: hide(consent.user_agent),
          pageUrl: consent.page_url,
          certificateUrl: masked ? null : consent.trustedform_cert_url,
          leadIdToken: masked ? null : consent.leadid_token,
          gpc: consent.gpc_signal === 1,
        }
      : null,
    // Every request sent, to every buyer; `counted: false` marks one whose answer did not decide the job.
    deliveries: attempts.map((a) => ({
      buyerId: a.buyer_id,
      counted: a.counted === 1,
      at: new Date(a.started_at).toISOString(),
      attempt: a.attempt,
      trigger: a.trigger,
      outcome: a.outcome,
      httpStatus: a.http_status,
      response: a.response,
      durationMs: a.duration_ms,
      error: a.error,
    })),
    // Its auction, sales and returns: buyers, bids and their answers.
    ...selling,
  };
}

/** The statuses of a lead that never reached a buyer: its delivery failed, or there was nowhere to send it. */
export const UNREACHED = ['failed', 'not_configured'] as const satisfies readonly LeadStatus[];

/**
 * The leads matching the filters that did not reach a buyer, oldest first: the set a bulk resend acts on.
 * A status filter narrows it further (only failed ones, say); a status that did reach a buyer gives none.
 */
export async function unreachedLeads(
  db: Kysely<Database>,
  filters: LeadFilters,
): Promise<{ id: string; reference: string | null; status: LeadStatus }[]> {
  const statuses = filters.status === undefined ? [...UNREACHED] : UNREACHED.filter((s) => s === filters.status);
  if (statuses.length === 0) return [];
  return db
    .selectFrom('leads')
    .select(['id', 'reference', 'status'])
    .where((eb) => leadConditions(eb, { ...filters, status: undefined }))
    .where('leads.status', 'in', statuses)
    .orderBy('leads.created_at')
    .orderBy('leads.id')
    .execute();
}
