// Thousands of leads written straight to the leads table in multi-row inserts, shaped like the site's own
// (a payload, tracking and answers of realistic size, spread over services, sources, statuses and days),
// for tests of the console under volume. Seconds for tens of thousands, where intake would take minutes.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SERVICES } from '#domain/catalogue.ts';
import type { Database, LeadStatus } from '#server/store/schema.ts';

const DAY = 86_400_000;
const SOURCES = ['direct', 'AFF1001', 'AFF1002', 'google', 'facebook', 'newsletter'];
const STATUSES: LeadStatus[] = ['delivered', 'delivered', 'delivered', 'rejected', 'failed', 'queued'];
const ROWS_PER_INSERT = 400;

/** `n` leads over the last `days` days (80), taking turns among `hosts` (one by default). */
export async function insertBulkLeads(db: Kysely<Database>, n: number, opts: { days?: number; now?: number; hosts?: string[] } = {}) {
  const now = opts.now ?? Date.now();
  const days = opts.days ?? 80;
  const hosts = opts.hosts ?? ['bulk.example'];
  await db.transaction().execute(async (trx) => {
    for (let s = 0; s < n; s += ROWS_PER_INSERT) {
      const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, n - s) }, (_, k) => {
        const i = s + k;
        const service = SERVICES[i % SERVICES.length]!;
        const status = STATUSES[i % STATUSES.length]!;
        const createdAt = now - Math.floor(((i * 7919) % n) * ((days * DAY) / n));
        const source = SOURCES[i % SOURCES.length]!;
        return {
          id: randomUUID(),
          submission_id: randomUUID(),
          service_id: service.id,
          status,
          payload: JSON.stringify({
            firstName: `First${i}`,
            lastName: `Last${i}`,
            email: `person${i}@example.com`,
            phone: `310555${String(i % 10000).padStart(4, '0')}`,
            address: `${i} Sunset Boulevard, Apartment ${i % 300}`,
            zip: '90210',
            city: 'Beverly Hills',
            state: 'CA',
            note: 'x'.repeat(300),
          }),
          network_error: status === 'rejected' ? 'Duplicate lead' : null,
          created_at: createdAt,
          updated_at: createdAt,
          delivered_at: status === 'delivered' ? createdAt + 2000 : null,
          host: hosts[i % hosts.length]!,
          first_name: `First${i}`,
          last_name: `Last${i}`,
          email: `person${i}@example.com`,
          phone: `310555${String(i % 10000).padStart(4, '0')}`,
          city: 'Beverly Hills',
          state: 'CA',
          source,
          tracking: JSON.stringify({
            aff_id: source.startsWith('AFF') ? source : '',
            utm_source: 'google',
            utm_campaign: `spring-${i % 7}`,
          }),
          answers: '{}',
        };
      });
      await trx.insertInto('leads').values(rows).execute();
    }
  });
}
