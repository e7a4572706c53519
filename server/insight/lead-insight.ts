// What intake learns about a lead for the operator: whether the same phone or e-mail came in within
// DUPLICATE_WINDOW_DAYS (the lead is still delivered: the network decides), its quality flags and its
// campaign. LeadIntake works it out before storing the lead and writes it to lead_insight in the lead's own
// transaction: one commit for both, so the reports never count a lead without its flags.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { LeadRequest } from '#domain/schemas.ts';
import type { Database } from '../store/schema.ts';
import { qualityFlags } from './quality-flags.ts';

const DAY_MS = 86_400_000;

/** At most this many earlier matches are read; the earliest of them is the link. */
const MATCHES_READ = 100;

type Contact = { email: string; phone: string; createdAt: number };

/**
 * The two index lookups of a contact's earlier leads within the window (leads_phone_idx and
 * leads_email_lower_idx, each bounded by the window), tagged `same` 0, to be joined by UNION ALL.
 */
function matchesWithin(db: Kysely<Database>, lead: Contact, windowDays: number) {
  const within = db
    .selectFrom('leads')
    .select(['id', 'created_at', sql<number>`0`.as('same')])
    .where('created_at', '>=', lead.createdAt - windowDays * DAY_MS)
    .where('created_at', '<', lead.createdAt);
  return [within.where('phone', '=', lead.phone), within.where(sql<string>`lower(email)`, '=', lead.email.toLowerCase())] as const;
}

/** The earliest of the matches read (by time, then id), or undefined. */
function earliest(found: { id: string; created_at: number }[]): string | undefined {
  return found.toSorted((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1))[0]?.id;
}

/**
 * The earliest lead stored before this one, within the window, with its phone or e-mail (case-insensitive),
 * or undefined. One round trip. NOTE: no ORDER BY … LIMIT 1 in SQL: PostgreSQL would then walk the
 * created_at index for the order and test every lead of the window; the matches of one phone are few, so
 * the earliest is picked here.
 */
export async function findEarlierDuplicate(db: Kysely<Database>, lead: Contact, windowDays: number): Promise<string | undefined> {
  const [byPhone, byEmail] = matchesWithin(db, lead, windowDays);
  return earliest(await byPhone.unionAll(byEmail).limit(MATCHES_READ).execute());
}

/** What intake reads of the leads stored before a new one. */
export interface PriorLeads {
  /** The lead this very submission was stored as already (a repeated post), if any. */
  sameSubmission?: string;
  /** As findEarlierDuplicate. */
  earlierDuplicate?: string;
}

/**
 * findEarlierDuplicate and the repeated-submission lookup as one read, since intake needs both for nearly
 * every lead (server/leads/before-storing.ts runs it; priorLeadsFrom reads its rows). The submission's own
 * lookup is the first branch of the UNION ALL, which both engines run in order, so the row limit can only
 * cut matches of the phone or e-mail, never it.
 */
export function priorLeadsQuery(db: Kysely<Database>, lead: Contact & { submissionId: string }, windowDays: number) {
  const [byPhone, byEmail] = matchesWithin(db, lead, windowDays);
  return db
    .selectFrom('leads')
    .select(['id', 'created_at', sql<number>`1`.as('same')])
    .where('submission_id', '=', lead.submissionId)
    .unionAll(byPhone)
    .unionAll(byEmail)
    .limit(MATCHES_READ + 1);
}

/** What the rows of priorLeadsQuery say. */
export function priorLeadsFrom(found: readonly { id: string; created_at: number; same: number }[]): PriorLeads {
  return {
    sameSubmission: found.find((r) => Number(r.same) === 1)?.id,
    earlierDuplicate: earliest(found.filter((r) => Number(r.same) === 0).map((r) => ({ id: r.id, created_at: Number(r.created_at) }))),
  };
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

/** A lead's row of lead_insight, but for the lead's id (given when the lead is stored). */
export type LeadInsight = Omit<Insertable<Database['lead_insight']>, 'lead_id'>;

/** What is known of the lead for the reports, given the earlier lead it repeats (priorLeadsFrom), if any. */
export function insightOf(lead: Omit<StoredLead, 'id'>, duplicateOf: string | undefined): LeadInsight {
  const r = lead.request;
  const flags = qualityFlags({
    email: r.email,
    phone: r.phone,
    firstName: r.firstName,
    lastName: r.lastName,
    typedChars: typedCharacters(r),
    elapsedMs: lead.createdAt - r.tracking.start,
  });
  return {
    created_at: lead.createdAt,
    campaign: r.tracking.utm_campaign ?? '',
    duplicate_of: duplicateOf ?? null,
    disposable_email: flags.has('disposable_email') ? 1 : 0,
    odd_phone: flags.has('odd_phone') ? 1 : 0,
    too_fast: flags.has('too_fast') ? 1 : 0,
    repeated_name: flags.has('repeated_name') ? 1 : 0,
  };
}

/** Writes a lead's insight by itself (a lead stored by other means than intake: tests, tools). */
export async function recordLeadInsight(db: Kysely<Database>, lead: StoredLead, windowDays: number): Promise<void> {
  const r = lead.request;
  const duplicateOf = await findEarlierDuplicate(db, { email: r.email, phone: r.phone, createdAt: lead.createdAt }, windowDays);
  const insight = insightOf(lead, duplicateOf);
  await db
    .insertInto('lead_insight')
    .values({ lead_id: lead.id, ...insight })
    .onConflict((oc) => oc.column('lead_id').doNothing())
    .execute();
}
