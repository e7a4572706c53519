// The webhook tables: endpoints as admins manage them, and the outbox of messages the worker claims. Claims,
// outcomes and hand-backs follow delivery_jobs' rules (server/store/lead-store.ts): a lease is taken on the
// database's clock under a fresh fencing token, in one UPDATE … RETURNING statement that skips rows another
// server holds, and an outcome is written only while the message still carries that token.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../store/connect.ts';
import { databaseNow } from '../store/lead-store.ts';
import type {
  Database,
  WebhookEndpointsTable,
  WebhookMessageState,
  WebhookMessagesTable,
  WebhookOutcome,
  WebhookTrigger,
} from '../store/schema.ts';
import { decodeCursor, encodeCursor } from '../admin/cursor.ts';
import { FAILING_LIMIT_MS } from './webhook-schedule.ts';

export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type MessageRow = Selectable<WebhookMessagesTable>;

/** A message this worker holds the lease of, with its endpoint's address and secrets. */
export interface ClaimedMessage {
  id: string;
  endpointId: string;
  eventType: string;
  body: string;
  /** The fencing token: the attempt's outcome is written only while the message still carries it. */
  token: string;
  /** Attempts made before this one. */
  attempts: number;
  trigger: WebhookTrigger;
  url: string;
  secretSealed: string;
  /** The secret before the last rotation, while it still signs. */
  previousSecretSealed: string | null;
}

export type MessageOutcome =
  | { kind: 'delivered' }
  /** The endpoint answered 410: it is turned off. */
  | { kind: 'gone'; error: string }
  /** Try again `delayMs` from now (the database's now). */
  | { kind: 'retry'; error: string; delayMs: number }
  | { kind: 'failed'; error: string };

export interface FinishedWebhookAttempt {
  attempt: number;
  trigger: WebhookTrigger;
  startedAt: number;
  durationMs: number;
  httpStatus: number | null;
  response: string | null;
  outcome: MessageOutcome;
}

export interface RecordResult {
  /** False: another worker took the message meanwhile; nothing was changed but the timeline. */
  recorded: boolean;
  /** Set when this attempt turned the endpoint off (only the one attempt that did it says so). */
  disabled?: 'gone' | 'failing';
}

export interface NewEndpoint {
  url: string;
  description: string;
  events: readonly string[];
  active: boolean;
  secretSealed: string;
}

export interface EndpointChange {
  url?: string;
  description?: string;
  events?: readonly string[];
  active?: boolean;
}

export const MESSAGE_PAGE = 50;

export class WebhookStore {
  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
  ) {}

  listEndpoints(): Promise<EndpointRow[]> {
    return this.db.selectFrom('webhook_endpoints').selectAll().orderBy('created_at').orderBy('id').execute();
  }

  endpoint(id: string): Promise<EndpointRow | undefined> {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Messages waiting and failed, per endpoint, for the list. */
  async messageCounts(): Promise<Map<string, Partial<Record<WebhookMessageState, number>>>> {
    const rows = await this.db
      .selectFrom('webhook_messages')
      .select((eb) => ['endpoint_id', 'state', eb.fn.countAll<number>().as('n')])
      .where('state', 'in', ['pending', 'failed'])
      .groupBy(['endpoint_id', 'state'])
      .execute();
    const out = new Map<string, Partial<Record<WebhookMessageState, number>>>();
    for (const r of rows) out.set(r.endpoint_id, { ...out.get(r.endpoint_id), [r.state]: Number(r.n) });
    return out;
  }

  async createEndpoint(e: NewEndpoint, now = Date.now()): Promise<EndpointRow> {
    const row = {
      id: randomUUID(),
      url: e.url,
      description: e.description,
      events: JSON.stringify(e.events),
      active: e.active ? 1 : 0,
      secret_sealed: e.secretSealed,
      previous_secret_sealed: null,
      previous_secret_until: null,
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto('webhook_endpoints').values(row).execute();
    return row;
  }

  /**
   * Changes an endpoint; undefined when there is none. Turning it on clears what turned it off, so the
   * five days of failures start over.
   */
  async updateEndpoint(id: string, change: EndpointChange, now = Date.now()): Promise<EndpointRow | undefined> {
    const turnedOn = change.active === true;
    await this.db
      .updateTable('webhook_endpoints')
      .set({
        ...(change.url !== undefined && { url: change.url }),
        ...(change.description !== undefined && { description: change.description }),
        ...(change.events !== undefined && { events: JSON.stringify(change.events) }),
        ...(change.active !== undefined && { active: change.active ? 1 : 0 }),
        ...(turnedOn && { disabled_reason: null, disabled_at: null, failing_since: null }),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    return this.endpoint(id);
  }

  /** Removes an endpoint with its messages and their attempts; false when there was none. */
  async deleteEndpoint(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('webhook_attempts').where('endpoint_id', '=', id).execute();
      await trx.deleteFrom('webhook_messages').where('endpoint_id', '=', id).execute();
      const r = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    });
  }

  /** A new secret signs from now on; the one before it also signs until `previousUntil`. */
  async rotateSecret(id: string, secretSealed: string, previousUntil: number, now = Date.now()): Promise<boolean> {
    const r = await this.db
      .updateTable('webhook_endpoints')
      .set((eb) => ({
        previous_secret_sealed: eb.ref('secret_sealed'),
        previous_secret_until: previousUntil,
        secret_sealed: secretSealed,
        updated_at: now,
      }))
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** One page of an endpoint's messages, newest first, each with its attempts (oldest first). */
  async listMessages(endpointId: string, opts: { cursor?: string; state?: WebhookMessageState }) {
    const after = decodeCursor(opts.cursor);
    let query = this.db
      .selectFrom('webhook_messages')
      .select([
        'id',
        'event_type',
        'state',
        'attempts',
        'next_attempt_at',
        'lease_until',
        'lease_token',
        'last_status',
        'last_error',
        'created_at',
        'finished_at',
      ])
      .where('endpoint_id', '=', endpointId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MESSAGE_PAGE + 1);
    if (opts.state) query = query.where('state', '=', opts.state);
    if (after) query = query.where((w) => w(w.refTuple('created_at', 'id'), '<', w.tuple(after.at, after.id)));
    const rows = await query.execute();
    const page = rows.slice(0, MESSAGE_PAGE);
    const attempts = await this.attemptsOf(page.map((m) => m.id));
    const last = page[page.length - 1];
    return {
      messages: page.map((m) => ({ ...m, attemptList: attempts.get(m.id) ?? [] })),
      nextCursor: rows.length > MESSAGE_PAGE && last ? encodeCursor(last.created_at, last.id) : null,
    };
  }

  async message(id: string): Promise<MessageRow | undefined> {
    return this.db.selectFrom('webhook_messages').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Every request made for these messages, oldest first, by message. */
  async attemptsOf(messageIds: readonly string[]) {
    const out = new Map<string, Selectable<Database['webhook_attempts']>[]>();
    if (messageIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('message_id', 'in', messageIds)
      .orderBy('started_at')
      .orderBy('attempt')
      .execute();
    for (const r of rows) out.set(r.message_id, [...(out.get(r.message_id) ?? []), r]);
    return out;
  }

  /** Whether any message is due: a read first, so an idle server's poll never takes SQLite's write lock. */
  async anyDue(): Promise<boolean> {
    const now = databaseNow(this.dialect);
    const row = await this.db
      .selectFrom('webhook_messages')
      .select('id')
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Leases up to `limit` due messages of active endpoints (oldest due first) for `leaseMs` under one new
   * fencing token; due and run out are judged on the database's clock. On PostgreSQL the subquery skips
   * rows another server has locked, so several servers claim without overlap; on SQLite the statement
   * takes the write lock at once, so two claimers cannot read the same message.
   */
  async claimDue(leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
    const now = databaseNow(this.dialect);
    const token = randomUUID();
    const claimed = await this.db
      .updateTable('webhook_messages')
      .set({ lease_until: sql<number>`${now} + ${leaseMs}`, lease_token: token })
      .where('id', 'in', (eb) => {
        const due = eb
          .selectFrom('webhook_messages as m')
          .select('m.id')
          .where('m.state', '=', 'pending')
          .where('m.next_attempt_at', '<=', now)
          .where((w) => w.or([w('m.lease_until', 'is', null), w('m.lease_until', '<', now)]))
          .where('m.endpoint_id', 'in', (e) => e.selectFrom('webhook_endpoints').select('id').where('active', '=', 1))
          .orderBy('m.next_attempt_at')
          .orderBy('m.created_at')
          .limit(limit);
        return this.dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
      })
      .returning(['id', 'endpoint_id', 'event_type', 'body', 'attempts', 'next_trigger'])
      .execute();
    if (claimed.length === 0) return [];
    const endpoints = await this.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'url', 'secret_sealed', 'previous_secret_sealed', 'previous_secret_until', databaseNow(this.dialect).as('now')])
      .where(
        'id',
        'in',
        claimed.map((c) => c.endpoint_id),
      )
      .execute();
    const byId = new Map(endpoints.map((e) => [e.id, e]));
    const out: ClaimedMessage[] = [];
    for (const c of claimed) {
      const e = byId.get(c.endpoint_id);
      // Removed between the claim and this read: its messages went with it.
      if (!e) continue;
      const previousLive = e.previous_secret_sealed !== null && Number(e.previous_secret_until) > Number(e.now);
      out.push({
        id: c.id,
        endpointId: c.endpoint_id,
        eventType: c.event_type,
        body: c.body,
        token,
        attempts: c.attempts,
        trigger: c.next_trigger,
        url: e.url,
        secretSealed: e.secret_sealed,
        previousSecretSealed: previousLive ? e.previous_secret_sealed : null,
      });
    }
    return out;
  }

  /**
   * Records what one attempt came to: the message, its timeline row and the endpoint's health, together,
   * and only while the message still carries this lease's token (else only the timeline row, as not
   * counted). A 410 turns the endpoint off; so does a failure when every attempt since `failing_since`,
   * five days or more ago, has failed.
   */
  async recordAttempt(msg: Pick<ClaimedMessage, 'id' | 'endpointId' | 'token'>, a: FinishedWebhookAttempt): Promise<RecordResult> {
    const o = a.outcome;
    const endedAt = a.startedAt + a.durationMs;
    const error = o.kind === 'delivered' ? null : o.error;
    const state: WebhookMessageState = o.kind === 'retry' ? 'pending' : o.kind === 'delivered' ? 'delivered' : 'failed';
    return this.db.transaction().execute(async (trx) => {
      const fenced = await trx
        .updateTable('webhook_messages')
        .set({
          state,
          attempts: a.attempt,
          lease_until: null,
          lease_token: null,
          next_trigger: 'retry',
          last_status: a.httpStatus,
          last_error: error,
          finished_at: state === 'pending' ? null : endedAt,
          ...(o.kind === 'retry' && { next_attempt_at: sql<number>`${databaseNow(this.dialect)} + ${o.delayMs}` }),
        })
        .where('id', '=', msg.id)
        .where('lease_token', '=', msg.token)
        .executeTakeFirst();
      const counted = Number(fenced.numUpdatedRows) > 0;
      await trx
        .insertInto('webhook_attempts')
        .values(attemptRow(msg, a, counted))
        .execute();
      if (!counted) return { recorded: false };
      const endpoint = trx.updateTable('webhook_endpoints').where('id', '=', msg.endpointId);
      if (o.kind === 'delivered') {
        await endpoint.set({ failing_since: null }).where('failing_since', 'is not', null).execute();
        return { recorded: true };
      }
      if (o.kind === 'gone') {
        const off = await endpoint
          .set({ active: 0, disabled_reason: 'gone', disabled_at: endedAt, updated_at: endedAt })
          .where('active', '=', 1)
          .executeTakeFirst();
        return { recorded: true, ...(Number(off.numUpdatedRows) > 0 && { disabled: 'gone' as const }) };
      }
      await endpoint.set({ failing_since: a.startedAt }).where('failing_since', 'is', null).execute();
      const off = await trx
        .updateTable('webhook_endpoints')
        .set({ active: 0, disabled_reason: 'failing', disabled_at: endedAt, updated_at: endedAt })
        .where('id', '=', msg.endpointId)
        .where('active', '=', 1)
        .where('failing_since', '<=', endedAt - FAILING_LIMIT_MS)
        .executeTakeFirst();
      return { recorded: true, ...(Number(off.numUpdatedRows) > 0 && { disabled: 'failing' as const }) };
    });
  }

  /**
   * Gives a lease back without counting an attempt, so another worker takes the message at once. `sent` is
   * a request made under it whose answer was not waited for (a shutdown): it goes on the timeline, not counted.
   */
  async releaseLease(msg: Pick<ClaimedMessage, 'id' | 'endpointId' | 'token'>, sent?: FinishedWebhookAttempt): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('webhook_messages')
        .set({ lease_until: null, lease_token: null })
        .where('id', '=', msg.id)
        .where('lease_token', '=', msg.token)
        .executeTakeFirst();
      if (sent)
        await trx
          .insertInto('webhook_attempts')
          .values(attemptRow(msg, sent, false))
          .execute();
      return Number(r.numUpdatedRows) > 0;
    });
  }

  /**
   * An operator's resend: the message is due again now, its next attempt recorded as 'resend'. 'live' while
   * an attempt holds it (clearing that lease would send it twice at once); one statement decides, so a
   * claim at the same instant cannot slip between the check and the change.
   */
  async queueResend(id: string, now = Date.now()): Promise<'queued' | 'live' | 'missing'> {
    const dbNow = databaseNow(this.dialect);
    const r = await this.db
      .updateTable('webhook_messages')
      .set({ state: 'pending', next_attempt_at: now, next_trigger: 'resend', lease_until: null, lease_token: null, finished_at: null })
      .where('id', '=', id)
      .where((w) => w.or([w('lease_token', 'is', null), w('lease_until', '<', dbNow)]))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) return 'queued';
    return (await this.message(id)) ? 'live' : 'missing';
  }
}

function attemptRow(msg: Pick<ClaimedMessage, 'id' | 'endpointId'>, a: FinishedWebhookAttempt, counted: boolean) {
  const outcome: WebhookOutcome = a.outcome.kind;
  return {
    id: randomUUID(),
    message_id: msg.id,
    endpoint_id: msg.endpointId,
    attempt: a.attempt,
    trigger: a.trigger,
    started_at: a.startedAt,
    duration_ms: a.durationMs,
    http_status: a.httpStatus,
    response: a.response,
    error: a.outcome.kind === 'delivered' ? null : a.outcome.error,
    outcome,
    counted: counted ? 1 : 0,
  };
}
