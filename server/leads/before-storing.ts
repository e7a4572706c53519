// What intake reads before it stores a lead: the earlier leads it may repeat (its own submission, or the
// same phone or e-mail within the duplicate window) and the webhook endpoints that asked for lead.created,
// whose messages are stored with the lead. On PostgreSQL, where every statement is a round trip to the
// server, both are one statement, each part a JSON array; SQLite runs in the process and reads them in turn.
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Dialect } from '../store/connect.ts';
import type { Database } from '../store/schema.ts';
import { priorLeadsFrom, priorLeadsQuery, type PriorLeads } from '../insight/lead-insight.ts';
import { activeEndpoints, subscribedAmong } from '../webhooks/webhook-emit.ts';

export interface BeforeStoring {
  prior: PriorLeads;
  /** The endpoints to store the lead's lead.created messages for. */
  announceTo: string[];
}

export async function readBeforeStoring(
  db: Kysely<Database>,
  dialect: Dialect,
  lead: { submissionId: string; email: string; phone: string; createdAt: number },
  windowDays: number,
): Promise<BeforeStoring> {
  const prior = priorLeadsQuery(db, lead, windowDays);
  const endpoints = activeEndpoints(db);
  if (dialect !== 'postgres') {
    const found = await prior.execute();
    return { prior: priorLeadsFrom(found), announceTo: subscribedAmong(await endpoints.execute(), 'lead.created') };
  }
  const both = await db
    .selectNoFrom([jsonArrayFrom(prior).as('prior'), jsonArrayFrom(endpoints).as('endpoints')])
    .executeTakeFirstOrThrow();
  return { prior: priorLeadsFrom(both.prior), announceTo: subscribedAmong(both.endpoints, 'lead.created') };
}
