// Migration 019 on a database that already holds rows: every older lead, consent record, contact message
// and funnel count is filed under 'default' (the one-site layout's id), nothing is lost, the consent
// records stay unchangeable, and the funnel's counters take the site into their key.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES, withDatabaseThrough } from '#tests/support/test-db.ts';
import { migrate } from './migrate.ts';

describe.each(ENGINES)('migration 019 on a database with rows, on $name', ({ make }) => {
  it("files the rows stored before under 'default', keeps the funnel's counts and lets two sites count one day apart", async () => {
    await withDatabaseThrough(make, '018_console_day', async (conn) => {
      const old = conn.db;
      const id = randomUUID();
      const now = Date.now();
      await sql`INSERT INTO leads (id, submission_id, service_id, status, payload, created_at, updated_at)
        VALUES (${id}, ${randomUUID()}, 1, 'queued', '{}', ${now}, ${now})`.execute(old);
      await sql`INSERT INTO consent_records (lead_id, consent_text, consent_version, consented_at, ip, user_agent, page_url, trustedform_cert_url, leadid_token)
        VALUES (${id}, 'I agree.', '2026-11-23', ${now}, '203.0.113.9', 'UA', 'https://example.com/', '', '')`.execute(old);
      await sql`INSERT INTO contact_messages (id, name, email, subject, message, created_at)
        VALUES (${randomUUID()}, 'Jane', 'jane@example.com', 'Old message', 'Hello.', ${now})`.execute(old);
      await sql`INSERT INTO funnel_counts (day, service_id, step, source, kind, count)
        VALUES ('2026-11-20', 1, 0, 'direct', 'view', 7), ('2026-11-20', 1, 1, 'direct', 'view', 5)`.execute(old);

      // Through 019 alone: the counts are read as 019 left them (migration 022 later keys them by the hour).
      expect(await migrate(conn, '019_site_ids')).toContain('019_site_ids');

      expect(await old.selectFrom('leads').select('site_id').where('id', '=', id).executeTakeFirst()).toEqual({ site_id: 'default' });
      expect(
        await old.selectFrom('consent_records').select(['site_id', 'consent_text']).where('lead_id', '=', id).executeTakeFirst(),
      ).toEqual({
        site_id: 'default',
        consent_text: 'I agree.',
      });
      expect(await old.selectFrom('contact_messages').select('site_id').where('subject', '=', 'Old message').executeTakeFirst()).toEqual({
        site_id: 'default',
      });
      // Still the proof it was: no change, the new column included.
      await expect(old.updateTable('consent_records').set({ site_id: 'solar' }).where('lead_id', '=', id).execute()).rejects.toThrow(
        /cannot be changed/,
      );
      const counts = await old.selectFrom('funnel_counts').select(['step', 'count', 'site_id']).orderBy('step').execute();
      expect(counts.map((c) => [c.step, Number(c.count), c.site_id])).toEqual([
        [0, 7, 'default'],
        [1, 5, 'default'],
      ]);
      // Another site's count of the same day, service, step, source and kind is a row of its own.
      await sql`INSERT INTO funnel_counts (day, service_id, step, source, kind, count, site_id)
        VALUES ('2026-11-20', 1, 0, 'direct', 'view', 2, 'solar')`.execute(old);
      expect(
        Number(
          (
            await old
              .selectFrom('funnel_counts')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(3);
      await expect(
        sql`INSERT INTO funnel_counts (day, service_id, step, source, kind, count, site_id)
          VALUES ('2026-11-20', 1, 0, 'direct', 'view', 1, 'solar')`.execute(old),
      ).rejects.toThrow();
    });
  });
});
