// A lead sold by auction takes its status from all its posts at once, not from whichever answered last:
// delivered = at least one sale; suppressed = held back by the privacy suppression list; queued = no sale
// yet and a post still pending; failed = posts given up after retries; rejected = every post refused;
// unsold = no buyer was eligible or none bid (nothing was posted).
//
// Written in one place for both writers, the auction when the visitor's wait ends and the outbox when a
// post is answered later, and always under the lead's row lock taken first: on PostgreSQL each later
// statement then reads what the other writer committed, so a late answer and the end of an auction cannot
// leave a stale status behind.
import { sql, type Transaction } from 'kysely';
import type { LeadStatus } from '#domain/lead-summary.ts';
import type { Dialect } from '../store/connect.ts';
import type { Database, JobState, SaleState } from '../store/schema.ts';
import { emitLeadRejected } from '../webhooks/lead-events.ts';

export function leadStatusOf(sales: readonly SaleState[], jobs: readonly JobState[], deliveredBefore = false): LeadStatus {
  if (deliveredBefore || sales.includes('sold')) return 'delivered';
  if (jobs.includes('suppressed')) return 'suppressed';
  if (sales.includes('pending')) return 'queued';
  if (sales.includes('failed')) return 'failed';
  if (sales.includes('refused')) return 'rejected';
  return 'unsold';
}

/**
 * Takes the lead's row lock (the first write of every transaction that changes a lead's sales). On SQLite
 * the one writer is the lock already.
 */
export async function lockLead(trx: Transaction<Database>, dialect: Dialect, leadId: string): Promise<void> {
  if (dialect === 'postgres') await sql`select 1 from leads where id = ${leadId} for update`.execute(trx);
}

/**
 * Writes the lead's status from its sales and jobs (call lockLead first in the same transaction); `error`
 * is a buyer's refusal in its own words, kept for the console when the lead ends rejected (the first one).
 */
export async function writeLeadStatus(trx: Transaction<Database>, leadId: string, at: number, error?: string): Promise<LeadStatus> {
  const sales = await trx.selectFrom('sales').select('state').where('lead_id', '=', leadId).execute();
  const jobs = await trx.selectFrom('delivery_jobs').select('state').where('lead_id', '=', leadId).execute();
  // A lead delivered once stays delivered: a sale is never undone (a return is not), and the network's
  // deliveries from before sales were recorded have no sale row to say so.
  const lead = await trx.selectFrom('leads').select('delivered_at').where('id', '=', leadId).executeTakeFirst();
  const status = leadStatusOf(
    sales.map((s) => s.state),
    jobs.map((j) => j.state),
    lead?.delivered_at !== null && lead?.delivered_at !== undefined,
  );
  const before = await trx.selectFrom('leads').select(['status', 'network_error']).where('id', '=', leadId).executeTakeFirst();
  await trx
    .updateTable('leads')
    .set((eb) => ({
      status,
      updated_at: at,
      ...(status === 'delivered' && { delivered_at: eb.fn.coalesce('delivered_at', eb.val(at)), network_error: null }),
      // The first refusal's words stay: the visitor's sentence was made from them.
      ...(status === 'rejected' && error !== undefined && { network_error: eb.fn.coalesce('network_error', eb.val(error)) }),
    }))
    .where('id', '=', leadId)
    .execute();
  // The webhook event once, when the lead becomes rejected (not again when a later refusal is written).
  if (status === 'rejected' && before && before.status !== 'rejected')
    await emitLeadRejected(trx, leadId, before.network_error ?? error ?? '');
  return status;
}
