// The daily retention run on both engines deletes webhook messages finished (delivered or given up) more
// than 30 days ago, with their attempts, and keeps younger ones and every message still waiting to be sent,
// however old.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetentionJob } from '#server/privacy/retention.ts';
import type { LeadStore } from '#server/store/lead-store.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';

const DAY = 86_400_000;

describe.each(ENGINES)('webhook history kept 30 days ($name)', ({ make }) => {
  let db: TestDb;
  let store: LeadStore;
  beforeAll(async () => {
    db = await make();
    store = await db.open();
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  async function message(id: string, state: 'pending' | 'delivered' | 'failed', ageDays: number) {
    const at = Date.now() - ageDays * DAY;
    await store.db
      .insertInto('webhook_messages')
      .values({
        id,
        endpoint_id: 'ep_1',
        event_type: 'lead.created',
        body: '{}',
        lead_id: null,
        contact_id: null,
        state,
        attempts: 1,
        next_attempt_at: at,
        next_trigger: 'retry',
        lease_until: null,
        lease_token: null,
        last_status: state === 'delivered' ? 200 : 500,
        last_error: null,
        created_at: at - 60_000,
        finished_at: state === 'pending' ? null : at,
      })
      .execute();
    await store.db
      .insertInto('webhook_attempts')
      .values({
        id: `${id}-a1`,
        message_id: id,
        endpoint_id: 'ep_1',
        attempt: 1,
        trigger: 'first',
        started_at: at,
        duration_ms: 40,
        http_status: state === 'delivered' ? 200 : 500,
        response: null,
        error: null,
        outcome: state === 'pending' ? 'retry' : state,
        counted: 1,
      })
      .execute();
  }

  it('deletes messages finished over 30 days ago with their attempts; keeps the rest', async () => {
    await message('msg_old_delivered', 'delivered', 31);
    await message('msg_old_failed', 'failed', 45);
    await message('msg_young_delivered', 'delivered', 29);
    await message('msg_old_waiting', 'pending', 60);

    const run = await new RetentionJob(store.db, store.dialect, { leadRetentionDays: 1095, log: pino({ level: 'silent' }) }).run();
    expect(run?.webhookMessagesDeleted).toBe(2);

    const left = await store.db.selectFrom('webhook_messages').select('id').orderBy('id').execute();
    expect(left.map((m) => m.id)).toEqual(['msg_old_waiting', 'msg_young_delivered']);
    const attempts = await store.db.selectFrom('webhook_attempts').select('message_id').orderBy('message_id').execute();
    expect(attempts.map((a) => a.message_id)).toEqual(['msg_old_waiting', 'msg_young_delivered']);
  });
});
