-- The funnel's step counts by UTC hour instead of UTC day, as the other counts kept ahead of time are
-- (report_hours, migration 021): an operator's calendar days in any zone a whole number of hours from UTC
-- are then assembled from whole hours. `hour` is whole UTC hours since 1970 (an event's time / 3,600,000).
-- This file runs first on both engines; turning a stored day into an hour is written per engine
-- (022_funnel_hours.sqlite.sql / 022_funnel_hours.postgres.sql), which then swaps the tables.

-- The counts' index names the day; the hourly table gets its own once the old table is gone.
DROP INDEX funnel_counts_service_idx;

-- Per UTC hour, service, step, source (aff_id, else utm_source, else 'direct'), kind (view | submit) and
-- site. Named by its constraint so the key keeps one name on PostgreSQL after the rename.
CREATE TABLE funnel_counts_by_hour (
  hour BIGINT NOT NULL,
  service_id INTEGER NOT NULL,
  step INTEGER NOT NULL,
  source TEXT NOT NULL,
  kind TEXT NOT NULL,
  count INTEGER NOT NULL,
  site_id TEXT NOT NULL DEFAULT 'default',
  CONSTRAINT funnel_counts_hour_pkey PRIMARY KEY (hour, service_id, step, source, kind, site_id)
);

-- The hour whose counter a seen step was added to, so the bot trap takes it back from that same counter.
ALTER TABLE funnel_seen ADD COLUMN hour BIGINT NOT NULL DEFAULT 0;
