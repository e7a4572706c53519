-- The Spanish site: every lead, consent record, contact message and privacy request keeps the language of
-- the page it was sent from ('en' or 'es', domain/language.ts), so a visitor who wrote in Spanish is
-- answered in Spanish and the console can show and filter by it. The consent record's language is the
-- language of the consent text the visitor was shown. Rows stored before came from the English pages,
-- the only ones there were.
-- A constant default rewrites no row and fires no trigger on either engine, so the consent records'
-- refusal of every change (migration 002) and report_hours' triggers (021) are not in the way.
-- No index: the console filters by language only together with a date range or a site, whose indexes
-- already narrow the rows.
ALTER TABLE leads ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE consent_records ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE contact_messages ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE privacy_requests ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
