// Migration 020 on a database that already holds rows: every older lead, consent record, contact message
// and privacy request reads 'en' (the English pages were the only ones), nothing else changes, and the
// consent records stay unchangeable, the new column included.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENGINES, withDatabaseThrough } from '#tests/support/test-db.ts';
import { migrate } from './migrate.ts';

describe.each(ENGINES)('migration 020 on a database with rows, on $name', ({ make }) => {
  it('files the rows stored before as English and keeps the consent records unchangeable', async () => {
    await withDatabaseThrough(make, '019_site_ids', async (conn) => {
      const old = conn.db;
      const id = randomUUID();
      const now = Date.now();
      await sql`INSERT INTO leads (id, submission_id, service_id, status, payload, created_at, updated_at)
        VALUES (${id}, ${randomUUID()}, 1, 'queued', '{}', ${now}, ${now})`.execute(old);
      await sql`INSERT INTO consent_records (lead_id, consent_text, consent_version, consented_at, ip, user_agent, page_url, trustedform_cert_url, leadid_token)
        VALUES (${id}, 'I agree.', '2026-11-23', ${now}, '203.0.113.9', 'UA', 'https://example.com/', '', '')`.execute(old);
      await sql`INSERT INTO contact_messages (id, name, email, subject, message, created_at)
        VALUES (${randomUUID()}, 'Jane', 'jane@example.com', 'Old message', 'Hello.', ${now})`.execute(old);
      await sql`INSERT INTO privacy_requests (id, reference, type, name, email, phone, details, agent, gpc_signal, received_at, received_on, respond_by, status)
        VALUES (${randomUUID()}, 'PR-OLD0-0001', 'know', 'Jane', 'jane@example.com', '', '', '', 0, ${now}, '2026-11-20', '2027-01-04', 'open')`.execute(
        old,
      );

      expect(await migrate(conn)).toContain('020_lang');

      expect(await old.selectFrom('leads').select(['lang', 'site_id']).where('id', '=', id).executeTakeFirst()).toEqual({
        lang: 'en',
        site_id: 'default',
      });
      expect(await old.selectFrom('consent_records').select(['lang', 'consent_text']).where('lead_id', '=', id).executeTakeFirst()).toEqual(
        {
          lang: 'en',
          consent_text: 'I agree.',
        },
      );
      expect(await old.selectFrom('contact_messages').select('lang').where('subject', '=', 'Old message').executeTakeFirst()).toEqual({
        lang: 'en',
      });
      expect(await old.selectFrom('privacy_requests').select('lang').where('reference', '=', 'PR-OLD0-0001').executeTakeFirst()).toEqual({
        lang: 'en',
      });
      // Still the proof it was: the language it was given cannot be changed afterwards either.
      await expect(old.updateTable('consent_records').set({ lang: 'es' }).where('lead_id', '=', id).execute()).rejects.toThrow(
        /cannot be changed/,
      );
      // A new row may say it was Spanish.
      const es = randomUUID();
      await sql`INSERT INTO leads (id, submission_id, service_id, status, payload, created_at, updated_at, lang)
        VALUES (${es}, ${randomUUID()}, 1, 'queued', '{}', ${now}, ${now}, 'es')`.execute(old);
      expect(await old.selectFrom('leads').select('lang').where('id', '=', es).executeTakeFirst()).toEqual({ lang: 'es' });
    });
  });
});
