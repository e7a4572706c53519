-- Which sources the funnel counted each UTC day. Anyone can post step events with any source, so the
-- number of distinct sources kept per day is bounded (server/insight/funnel-events.ts): a source not in
-- this table once the day's bound is reached is counted as 'other'. Pruned with funnel_counts by the
-- retention job.
CREATE TABLE funnel_sources (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  PRIMARY KEY (day, source)
);

-- The sources already counted before this table existed keep their place.
INSERT INTO funnel_sources (day, source) SELECT DISTINCT day, source FROM funnel_counts;
