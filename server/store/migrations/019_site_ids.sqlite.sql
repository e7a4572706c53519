-- SQLite's part of 019_site_ids (019_site_ids.postgres.sql says the same for PostgreSQL): the funnel's daily
-- counts are kept per site, and the site is part of their key, so two brands' counts of one day, service,
-- step and source stay two rows instead of adding up into one. SQLite cannot change a primary key in place,
-- so the table is rebuilt; the counts kept so far are the one site's.
CREATE TABLE funnel_counts_by_site (
  day TEXT NOT NULL,
  service_id INTEGER NOT NULL,
  step INTEGER NOT NULL,
  source TEXT NOT NULL,
  kind TEXT NOT NULL,
  count INTEGER NOT NULL,
  site_id TEXT NOT NULL DEFAULT 'default',
  PRIMARY KEY (day, service_id, step, source, kind, site_id)
);

INSERT INTO funnel_counts_by_site (day, service_id, step, source, kind, count, site_id)
  SELECT day, service_id, step, source, kind, count, 'default' FROM funnel_counts;

DROP TABLE funnel_counts;

ALTER TABLE funnel_counts_by_site RENAME TO funnel_counts;

CREATE INDEX funnel_counts_service_idx ON funnel_counts (service_id, day);
