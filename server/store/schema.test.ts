// The one Database type (schema.ts) names every table the migrations make, on SQLite and (with
// TEST_DATABASE_URL) on the real PostgreSQL: a migration that adds a table without its type, or a type
// left behind for a table that is gone, fails here.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from './lead-store.ts';
import type { Database } from './schema.ts';

// `satisfies` makes the compiler hold this list to the type: a table missing here, or one too many, is an error.
const TYPED_TABLES = {
  leads: true,
  consent_records: true,
  delivery_jobs: true,
  delivery_attempts: true,
  contact_messages: true,
  operators: true,
  admin_sessions: true,
  sign_in_failures: true,
  audit_log: true,
  schema_migrations: true,
  privacy_requests: true,
  suppressions: true,
  privacy_secrets: true,
  delivery_holds: true,
  privacy_flags: true,
  retention_runs: true,
  job_leases: true,
  consent_deletion_permits: true,
  privacy_mail_sends: true,
  funnel_counts: true,
  funnel_days: true,
  funnel_seen: true,
  funnel_sources: true,
  lead_insight: true,
  alert_sends: true,
  sign_in_known_sources: true,
  buyers: true,
  buyer_usage: true,
  sales: true,
  sale_returns: true,
  auction_entries: true,
  report_hours: true,
  sale_hours: true,
  operator_recovery_codes: true,
  operator_password_links: true,
  console_settings: true,
  lead_notes: true,
  saved_views: true,
  webhook_endpoints: true,
  webhook_messages: true,
  webhook_attempts: true,
} satisfies Record<keyof Database, true>;

describe.each(ENGINES)('the Database type on $name', ({ make }) => {
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

  it('has a type for every table of a migrated database, and no other', async () => {
    // On PostgreSQL, only this test's own schema: other tests' schemas may share the database meanwhile.
    const own =
      store.dialect === 'postgres' ? (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(store.db)).rows[0]!.s : undefined;
    const tables = (await store.db.introspection.getTables()).filter((t) => t.schema === own);
    expect(tables.map((t) => t.name).sort()).toEqual(Object.keys(TYPED_TABLES).sort());
  });
});
