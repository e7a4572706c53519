// The lead.* events: what an endpoint is told about a lead (docs/webhooks.md), read from the lead's own row
// through the caller's connection or transaction, then put in the outbox with emitWebhookEvent; lead.created
// is made from the rows a new lead is stored as, and written with them.
//
// A visitor whose browser sent the Global Privacy Control signal (Sec-GPC: 1) opted out of the sale and
// sharing of their data: their lead's events carry no personal data at all (no name, contact details,
// address, click identifiers or answers in their own words), only what the project is and where it came from.
import type { Kysely, Selectable } from 'kysely';
import { findServiceById } from '#domain/catalogue.ts';
import { CAMPAIGN_FIELDS } from '#domain/campaign-fields.ts';
import type { WebhookEventType } from '#domain/webhook-events.ts';
import { parseAnswers, readableAnswers } from '../leads/readable-answers.ts';
import { personalAnswerKeys, TRACKING_PERSONAL_KEYS } from '../privacy/personal-fields.ts';
import { toDollars } from '../selling/money.ts';
import type { Database } from '../store/schema.ts';
import { emitWebhookEvent, messageBody, newMessage, subscribedEndpoints, type WebhookMessageRow } from './webhook-emit.ts';

type LeadEventDb = Kysely<Database>;

export type LeadEventType = Extract<WebhookEventType, `lead.${string}`>;

/** The person's contact fields, absent when they sent the Global Privacy Control signal. */
export interface LeadContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface LeadEventLead {
  id: string;
  /** The short reference the visitor and the console show (L-XXXX-XXXX). */
  reference: string;
  /** The service's title, as in the site's addresses (e.g. "Solar"). */
  service: string;
  createdAt: string;
  /** The host name the visitor used (the site). */
  host: string;
  /** The project's state (two letters). */
  state: string;
  /** aff_id, else utm_source, else "direct". */
  source: string;
  /** The visit's campaign fields that were set (click identifiers left out when personal data is withheld). */
  campaign: Record<string, string>;
  /** Question -> the answer the visitor chose, as they read it. */
  answers: Record<string, string>;
  contact: LeadContact | null;
  /** True when the visitor sent the Global Privacy Control signal: `contact` is null and nothing personal is included. */
  personalDataWithheld: boolean;
}

export interface LeadEventData {
  lead: LeadEventLead;
  /** lead.sold: the buyer's public name and the price, in dollars. */
  sale?: { buyer: string; price: number };
  /** lead.returned: the buyer's public name, its reason and the amount taken off, in dollars. */
  return?: { buyer: string; reason: string; amount: number };
  /** lead.rejected: the buyers' own words (null when personal data is withheld: they may quote it). */
  rejection?: { reason: string | null };
}

/** The lead's columns its events are made from. */
const EVENT_COLUMNS = [
  'id',
  'reference',
  'service_id',
  'created_at',
  'host',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'source',
  'tracking',
  'answers',
] as const;

/** Those columns, and its consent record's GPC flag (null when the lead has no consent record). */
export type LeadEventRow = Pick<Selectable<Database['leads']>, (typeof EVENT_COLUMNS)[number]> & { gpc_signal: number | null };

/** What the lead's events carry; undefined for a lead that is not there. */
export async function leadEventLead(db: LeadEventDb, leadId: string): Promise<LeadEventLead | undefined> {
  const row = await db
    .selectFrom('leads')
    .leftJoin('consent_records', 'consent_records.lead_id', 'leads.id')
    .select([...EVENT_COLUMNS.map((c) => `leads.${c}` as const), 'consent_records.gpc_signal'])
    .where('leads.id', '=', leadId)
    .executeTakeFirst();
  return row && leadEventFromRow(row);
}

/** The lead as its events carry it, from its stored columns. */
export function leadEventFromRow(row: LeadEventRow): LeadEventLead {
  const withheld = row.gpc_signal === 1;
  const tracking = parseAnswers(row.tracking);
  const campaign: Record<string, string> = {};
  for (const key of CAMPAIGN_FIELDS) {
    const value = tracking[key];
    if (typeof value === 'string' && value !== '' && !(withheld && TRACKING_PERSONAL_KEYS.includes(key))) campaign[key] = value;
  }
  const stored = parseAnswers(row.answers);
  if (withheld) for (const key of personalAnswerKeys(row.service_id)) delete stored[key];
  return {
    id: row.id,
    reference: row.reference ?? '',
    service: findServiceById(row.service_id)?.title ?? String(row.service_id),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    host: row.host,
    state: row.state,
    source: row.source,
    campaign,
    answers: readableAnswers(row.service_id, stored),
    contact: withheld
      ? null
      : {
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          phone: row.phone,
          address: row.address,
          city: row.city,
          state: row.state,
          zip: row.zip,
        },
    personalDataWithheld: withheld,
  };
}

/**
 * lead.created's outbox rows for the endpoints that asked for it, made from the rows the lead is being
 * stored as, so they are written in the lead's own statement or transaction: the event is in the outbox
 * exactly when the lead is stored (LeadStore.insertLead).
 */
export function leadCreatedMessages(endpointIds: readonly string[], row: LeadEventRow, now: number): WebhookMessageRow[] {
  if (endpointIds.length === 0) return [];
  const body = messageBody('lead.created', { lead: leadEventFromRow(row) } satisfies LeadEventData, now);
  return endpointIds.map((endpointId) => newMessage(endpointId, 'lead.created', body, { leadId: row.id }, now));
}

/**
 * Puts a lead.* event in the outbox for every endpoint that wants it (nothing is read when none does).
 * `extra` is the event's own part (sale, return, rejection). Returns how many messages were stored.
 */
export async function emitLeadEvent(
  db: LeadEventDb,
  type: LeadEventType,
  leadId: string,
  extra: Omit<LeadEventData, 'lead'> = {},
  now = Date.now(),
): Promise<number> {
  if ((await subscribedEndpoints(db, type)).length === 0) return 0;
  const lead = await leadEventLead(db, leadId);
  if (!lead) return 0;
  const data: LeadEventData = { lead, ...extra };
  if (data.rejection && lead.personalDataWithheld) data.rejection = { reason: null };
  return emitWebhookEvent(db, type, data, { leadId }, now);
}

/** lead.sold, for the sale just recorded: the buyer's public name (never its id) and the price in cents. */
export function emitLeadSold(db: LeadEventDb, leadId: string, sale: { buyerName: string; priceCents: number }): Promise<number> {
  return emitLeadEvent(db, 'lead.sold', leadId, { sale: { buyer: sale.buyerName, price: toDollars(sale.priceCents) } });
}

/** lead.returned, for a return just accepted: the buyer's public name, its reason, the amount in cents. */
export function emitLeadReturned(
  db: LeadEventDb,
  leadId: string,
  ret: { buyerName: string; reason: string; amountCents: number },
): Promise<number> {
  return emitLeadEvent(db, 'lead.returned', leadId, {
    return: { buyer: ret.buyerName, reason: ret.reason, amount: toDollars(ret.amountCents) },
  });
}

/** How much of the buyers' words a lead.rejected event quotes. */
const REASON_LIMIT = 500;

/** lead.rejected, when the lead's status has just become rejected: the buyers' own words, bounded. */
export function emitLeadRejected(db: LeadEventDb, leadId: string, reason: string): Promise<number> {
  return emitLeadEvent(db, 'lead.rejected', leadId, { rejection: { reason: reason.slice(0, REASON_LIMIT) } });
}
