// Removing a person's personal data from leads and contact messages (a request to delete, or the
// retention job). The rows stay, with service, status, state, source and dates, so reports stay true.
// Consent records are not touched here: they are kept under the legal-obligation exception (proof of
// consent to be called) for five years, then deleted by the retention job alone.
import type { Transaction } from 'kysely';
import { eraseNetworkPayload } from '../delivery/buyers/network-payload.ts';
import type { Database } from '../store/schema.ts';
import { personalAnswerKeys, TRACKING_PERSONAL_KEYS } from './personal-fields.ts';
import { stopErased } from './suppression.ts';
import { eraseWebhookData } from '../webhooks/webhook-erasure.ts';

function parse(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function blank(obj: Record<string, unknown>, keys: readonly string[]): string {
  // NOTE: only the lead's own JSON columns (tracking, answers); the payload's keys are its buyer's to know.
  for (const k of keys) if (k in obj) obj[k] = '';
  return JSON.stringify(obj);
}

export async function eraseLeads(trx: Transaction<Database>, ids: readonly string[], now: number): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await trx
    .selectFrom('leads')
    .select(['id', 'service_id', 'payload', 'tracking', 'answers'])
    .where('id', 'in', ids)
    .execute();
  for (const r of rows) {
    await trx
      .updateTable('leads')
      .set({
        first_name: '',
        last_name: '',
        email: '',
        phone: '',
        city: '',
        address: '',
        zip: '',
        payload: JSON.stringify(eraseNetworkPayload(parse(r.payload))),
        tracking: blank(parse(r.tracking), TRACKING_PERSONAL_KEYS),
        answers: blank(parse(r.answers), personalAnswerKeys(r.service_id)),
        erased_at: now,
        updated_at: now,
      })
      .where('id', '=', r.id)
      .execute();
  }
  // The network's answers may echo what it was sent.
  await trx.updateTable('delivery_attempts').set({ response: null }).where('lead_id', 'in', ids).execute();
  // Operators' notes may quote the person (a name, a callback number): their words go, the record that a
  // note was written stays.
  await trx.updateTable('lead_notes').set({ text: '' }).where('lead_id', 'in', ids).where('kind', '=', 'note').execute();
  await eraseWebhookData(trx, { leadIds: ids });
  // A blank lead must never go out: undelivered ones stop here (or at the outbox's check if under way).
  await stopErased(trx, ids, now);
  return rows.length;
}

export async function eraseMessages(trx: Transaction<Database>, ids: readonly string[], now: number): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await trx
    .updateTable('contact_messages')
    .set({ name: '', email: '', subject: '', message: '', erased_at: now })
    .where('id', 'in', ids)
    .executeTakeFirst();
  await eraseWebhookData(trx, { contactIds: ids });
  return Number(r.numUpdatedRows);
}
