-- PostgreSQL's part of 019_site_ids (019_site_ids.sqlite.sql says the same for SQLite): the funnel's daily
-- counts are kept per site, and the site is part of their key, so two brands' counts of one day, service,
-- step and source stay two rows instead of adding up into one. The counts kept so far are the one site's.
ALTER TABLE funnel_counts ADD COLUMN site_id TEXT NOT NULL DEFAULT 'default';
ALTER TABLE funnel_counts DROP CONSTRAINT funnel_counts_pkey;
ALTER TABLE funnel_counts ADD CONSTRAINT funnel_counts_pkey PRIMARY KEY (day, service_id, step, source, kind, site_id);
