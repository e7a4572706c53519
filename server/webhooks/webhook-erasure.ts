// Erasing a person reaches the webhook outbox too: the bodies of messages about their leads or contact
// messages are rewritten without the personal data (a later resend sends that), and the endpoints'
// answers, which may echo what they were sent, are dropped. Called inside the erasure's transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

type ErasureDb = Kysely<Database>;

/** Personal data removed from a stored body (lead.* and contact.created shapes, docs/webhooks.md). */
export function erasedBody(body: string): string {
  let parsed: { type?: unknown; timestamp?: unknown; data?: Record<string, unknown> };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return body;
  }
  const data = parsed.data ?? {};
  const lead = data.lead as Record<string, unknown> | undefined;
  if (lead) {
    data.lead = { ...lead, contact: null, answers: {}, campaign: {}, personalDataWithheld: true };
    if (data.rejection) data.rejection = { reason: null };
  }
  const message = data.message as Record<string, unknown> | undefined;
  if (message) data.message = { ...message, name: null, email: null, subject: null, message: null, personalDataWithheld: true };
  return JSON.stringify({ ...parsed, data });
}

export async function eraseWebhookData(db: ErasureDb, subject: { leadIds?: readonly string[]; contactIds?: readonly string[] }) {
  const leadIds = subject.leadIds ?? [];
  const contactIds = subject.contactIds ?? [];
  if (leadIds.length === 0 && contactIds.length === 0) return;
  const rows = await db
    .selectFrom('webhook_messages')
    .select(['id', 'body'])
    .where((w) =>
      w.or([
        ...(leadIds.length > 0 ? [w('lead_id', 'in', leadIds)] : []),
        ...(contactIds.length > 0 ? [w('contact_id', 'in', contactIds)] : []),
      ]),
    )
    .execute();
  for (const r of rows) {
    await db
      .updateTable('webhook_messages')
      .set({ body: erasedBody(r.body) })
      .where('id', '=', r.id)
      .execute();
  }
  if (rows.length > 0) {
    await db
      .updateTable('webhook_attempts')
      .set({ response: null })
      .where(
        'message_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  }
}
