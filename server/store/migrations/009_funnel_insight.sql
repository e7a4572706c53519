-- Funnel insight: step counters, the short-lived memory that makes a step count once per
-- submission, what intake learnt about each lead (duplicate link, quality flags) and the alerts' throttle.
-- None of these tables holds an IP address, an answer, a cookie or a contact detail.

-- Per UTC day, service, step, source (aff_id, else utm_source, else 'direct') and kind (view | submit).
CREATE TABLE funnel_counts (
  day TEXT NOT NULL,
  service_id INTEGER NOT NULL,
  step INTEGER NOT NULL,
  source TEXT NOT NULL,
  kind TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, service_id, step, source, kind)
);

CREATE INDEX funnel_counts_service_idx ON funnel_counts (service_id, day);

-- Which (submission, step, kind) was counted already: a SHA-256 of the wizard's random submission id, kept
-- only until expires_at (two days), then pruned. step -1 / kind 'trap' marks a submission the bot trap
-- caught: its counts are taken back and its later events are ignored.
CREATE TABLE funnel_seen (
  submission_hash TEXT NOT NULL,
  step INTEGER NOT NULL,
  kind TEXT NOT NULL,
  day TEXT NOT NULL,
  service_id INTEGER NOT NULL,
  source TEXT NOT NULL,
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (submission_hash, step, kind)
);

CREATE INDEX funnel_seen_expires_idx ON funnel_seen (expires_at);

-- One row per stored lead, written at intake. No foreign key: erasing a person's data must never be
-- blocked by a report table. The flags never block a lead; they are for the operator.
CREATE TABLE lead_insight (
  lead_id TEXT PRIMARY KEY,
  created_at BIGINT NOT NULL,
  campaign TEXT NOT NULL,
  duplicate_of TEXT,
  disposable_email INTEGER NOT NULL,
  odd_phone INTEGER NOT NULL,
  too_fast INTEGER NOT NULL,
  repeated_name INTEGER NOT NULL
);

CREATE INDEX lead_insight_created_idx ON lead_insight (created_at);

-- When each kind of alert was last sent: at most one per kind per hour, shared by every server.
CREATE TABLE alert_sends (
  kind TEXT PRIMARY KEY,
  last_sent_at BIGINT NOT NULL
);
