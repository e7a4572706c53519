// What intake learns about a stored lead for the operator: whether the same phone or e-mail came in
// within DUPLICATE_WINDOW_DAYS (the lead is still delivered: the network decides), its quality flags and
// its campaign. Written to lead_insight; called once by LeadIntake after the lead is committed.
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { LeadRequest } from '#domain/schemas.ts';
import type { Database } from '../store/schema.ts';
import { qualityFlags } from './quality-flags.ts';

const DAY_MS = 86_400_000;

/** At most this many earlier matches are read; the earliest of them is the link. */
const MATCHES_READ = 100;

/**
 * The earliest lead stored before this one, within the window, with its phone or e-mail (case-insensitive),
 * or undefined. One round trip: two index lookups (leads_phone_idx, leads_email_lower_idx) bounded by the
 * window. NOTE: no ORDER BY … LIMIT 1 in SQL: PostgreSQL would then walk the created_at index for the
 * order and test every lead of the window; the matches of one phone are few, so the earliest is picked here.
 */
export async function findEarlierDuplicate(
  db: Kysely<Database>,
  lead: { email: string; phone: string; createdAt: number },
  windowDays: number,
): Promise<string | undefined> {
  const since = lead.createdAt - windowDays * DAY_MS;
  const within = db
    .selectFrom('leads')
    .select(['id', 'created_at'])
    .where('created_at', '>=', since)
    .where('created_at', '<', lead.createdAt);
  const found = await within
    .where('phone', '=', lead.phone)
    .unionAll(within.where(sql<string>`lower(email)`, '=', lead.email.toLowerCase()))
    .limit(MATCHES_READ)
    .execute();
  found.sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1));
  return found[0]?.id;
}

/** The characters a visitor had to type (choices are clicks), for the too-fast flag. */
function typedCharacters(lead: LeadRequest): number {
  const typed = [lead.firstName, lead.lastName, lead.email, lead.phone, lead.streetAddress, lead.requirements];
  return typed.reduce((n, s) => n + s.length, 0);
}

export interface StoredLead {
  id: string;
  createdAt: number;
  request: LeadRequest;
}

export async function recordLeadInsight(db: Kysely<Database>, lead: StoredLead, windowDays: number): Promise<void> {
  const r = lead.request;
  const duplicateOf = await findEarlierDuplicate(db, { email: r.email, phone: r.phone, createdAt: lead.createdAt }, windowDays);
  const flags = qualityFlags({
    email: r.email,
    phone: r.phone,
    firstName: r.firstName,
    lastName: r.lastName,
    typedChars: typedCharacters(r),
    elapsedMs: lead.createdAt - r.tracking.start,
  });
  await db
    .insertInto('lead_insight')
    .values({
      lead_id: lead.id,
      created_at: lead.createdAt,
      campaign: r.tracking.utm_campaign ?? '',
      duplicate_of: duplicateOf ?? null,
      disposable_email: flags.has('disposable_email') ? 1 : 0,
      odd_phone: flags.has('odd_phone') ? 1 : 0,
      too_fast: flags.has('too_fast') ? 1 : 0,
      repeated_name: flags.has('repeated_name') ? 1 : 0,
    })
    .onConflict((oc) => oc.column('lead_id').doNothing())
    .execute();
}

/**
 * LeadIntake's hook: the lead is committed and answered for already, so a failure here costs only the
 * report row, never the lead (logged without personal data).
 */
export async function noteStoredLead(db: Kysely<Database>, lead: StoredLead, windowDays: number, log: FastifyBaseLogger): Promise<void> {
  try {
    await recordLeadInsight(db, lead, windowDays);
  } catch (err) {
    log.warn({ err: { message: (err as Error).message }, leadId: lead.id }, 'lead insight not recorded');
  }
}
