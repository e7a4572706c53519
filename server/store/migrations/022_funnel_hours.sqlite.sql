-- SQLite's part of 022_funnel_hours (022_funnel_hours.postgres.sql does the same there; the portable
-- 022_funnel_hours.sql ran first). Counts kept by day before this migration cannot be split into hours: a
-- day's counts all go to that day's 12:00 UTC hour, the one hour that falls on the same calendar day in every
-- zone from UTC-12 to UTC+11, so an operator anywhere in the Americas or Europe still finds them on their own
-- day. A seen step's day becomes the same hour, so the bot trap still takes a step back from the counter it
-- was added to.
-- NOTE: the statements after the conversion are the same on both engines but must follow it, so each
-- engine's file says them.

INSERT INTO funnel_counts_by_hour (hour, service_id, step, source, kind, count, site_id)
  SELECT unixepoch(day) / 3600 + 12, service_id, step, source, kind, count, site_id FROM funnel_counts;

UPDATE funnel_seen SET hour = unixepoch(day) / 3600 + 12;

DROP TABLE funnel_counts;

ALTER TABLE funnel_counts_by_hour RENAME TO funnel_counts;

-- One service's funnel over a period.
CREATE INDEX funnel_counts_service_idx ON funnel_counts (service_id, hour);

ALTER TABLE funnel_seen DROP COLUMN day;
