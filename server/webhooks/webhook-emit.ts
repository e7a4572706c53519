// Putting an event in the webhook outbox: one message per active endpoint that asked for its type, written
// through the caller's connection or transaction, so an event stored with its own row (a contact message,
// a privacy request, a lead's status) is in the outbox exactly when that row is. Nothing is sent here:
// the webhook worker (webhook-worker.ts) claims the messages and signs each attempt.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from '#domain/webhook-events.ts';
import type { Database } from '../store/schema.ts';

/** The database or a transaction on it (the privacy modules pass theirs through sharedTables()). */
export type OutboxDb = Kysely<Database>;

/** Whose personal data a message body carries, so erasing that lead or contact message reaches it too. */
export interface EventSubject {
  leadId?: string;
  contactId?: string;
}

/** The `webhook-id` of a new message: unique across all messages, the same on every attempt of one. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** An outbox row as newMessage makes it. */
export type WebhookMessageRow = ReturnType<typeof newMessage>;

/** The body every endpoint receives, as the Standard Webhooks specification shapes it. */
export function messageBody(type: string, data: unknown, at: number): string {
  return JSON.stringify({ type, timestamp: new Date(at).toISOString(), data });
}

/** The active endpoints that asked for this event type. */
export async function subscribedEndpoints(db: OutboxDb, type: WebhookEventType): Promise<string[]> {
  return subscribedAmong(await activeEndpoints(db).execute(), type);
}

/** The active endpoints with the event types each asked for (subscribedAmong picks one type's). */
export function activeEndpoints(db: OutboxDb) {
  return db.selectFrom('webhook_endpoints').select(['id', 'events']).where('active', '=', 1);
}

export function subscribedAmong(endpoints: readonly { id: string; events: string }[], type: WebhookEventType): string[] {
  return endpoints.filter((r) => parseEvents(r.events).includes(type)).map((r) => r.id);
}

export function parseEvents(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The one way an event enters the outbox: a message for each active endpoint subscribed to `type`, due at
 * once. Returns how many were stored. Call it inside the transaction that stores the event's own row where
 * there is one; its failure then undoes that row too.
 */
export async function emitWebhookEvent(
  db: OutboxDb,
  type: WebhookEventType,
  data: unknown,
  subject: EventSubject = {},
  now = Date.now(),
): Promise<number> {
  const endpoints = await subscribedEndpoints(db, type);
  if (endpoints.length === 0) return 0;
  const body = messageBody(type, data, now);
  await db
    .insertInto('webhook_messages')
    .values(endpoints.map((endpointId) => newMessage(endpointId, type, body, subject, now)))
    .execute();
  return endpoints.length;
}

/** The console's "Send test event": one message for one endpoint, whatever events it asked for. */
export async function emitTestEvent(db: OutboxDb, endpointId: string, data: unknown, now = Date.now()): Promise<string> {
  const message = newMessage(endpointId, WEBHOOK_TEST_EVENT, messageBody(WEBHOOK_TEST_EVENT, data, now), {}, now);
  await db.insertInto('webhook_messages').values(message).execute();
  return message.id;
}

/** A new message's outbox row: due at once, for its first attempt. */
export function newMessage(endpointId: string, type: string, body: string, subject: EventSubject, now: number) {
  return {
    id: newMessageId(),
    endpoint_id: endpointId,
    event_type: type,
    body,
    lead_id: subject.leadId ?? null,
    contact_id: subject.contactId ?? null,
    state: 'pending' as const,
    attempts: 0,
    next_attempt_at: now,
    next_trigger: 'first' as const,
    lease_until: null,
    lease_token: null,
    last_status: null,
    last_error: null,
    created_at: now,
    finished_at: null,
  };
}
