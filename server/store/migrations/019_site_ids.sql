-- Many brands from one deployment: every lead, consent record, contact message, privacy request and funnel
-- count is filed under the site (config/sites/<file>.json's id) whose host it came in on, so the console can
-- filter and report by brand. Rows stored before carry 'default', the id of the one-site layout
-- (config/site.json alone): the database cannot know which brand an older row was for.
-- Adding a column with a constant default rewrites no row and fires no trigger on either engine, so the
-- consent records' refusal of every change (migration 002) is not in the way.
ALTER TABLE leads ADD COLUMN site_id TEXT NOT NULL DEFAULT 'default';
ALTER TABLE consent_records ADD COLUMN site_id TEXT NOT NULL DEFAULT 'default';
ALTER TABLE contact_messages ADD COLUMN site_id TEXT NOT NULL DEFAULT 'default';
ALTER TABLE privacy_requests ADD COLUMN site_id TEXT NOT NULL DEFAULT 'default';

-- The site a counted step belongs to, so the bot trap takes a submission's counts back from its own site's row.
ALTER TABLE funnel_seen ADD COLUMN site_id TEXT NOT NULL DEFAULT 'default';

-- The leads list filtered by site, newest (or oldest) first, walks this index a page at a time, as the
-- other filters' indexes of 018 do.
CREATE INDEX leads_site_idx ON leads (site_id, created_at, id);
