-- SQLite's part of 014_buyer_seam (014_buyer_seam.postgres.sql says the same for PostgreSQL).
-- NOTE: each statement that holds a semicolon stays on one line: migrate.ts splits at a semicolon that ends a line.

-- Leads stored before: their address, ZIP (and, for those older than 004, city and state) were only in
-- the payload they were sent with.
UPDATE leads SET address = coalesce(json_extract(payload, '$.address'), ''), zip = coalesce(json_extract(payload, '$.zip'), '') WHERE json_valid(payload);
UPDATE leads SET city = coalesce(json_extract(payload, '$.city'), '') WHERE city = '' AND erased_at IS NULL AND json_valid(payload);
UPDATE leads SET state = coalesce(json_extract(payload, '$.state'), '') WHERE state = '' AND json_valid(payload);

-- One job per (lead, buyer): SQLite cannot change a primary key in place, so the table is rebuilt.
-- Every job stored so far is the network's.
CREATE TABLE delivery_jobs_by_buyer (
  lead_id TEXT NOT NULL REFERENCES leads (id),
  buyer_id TEXT NOT NULL DEFAULT 'network',
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  lease_until BIGINT,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  lease_token TEXT,
  next_trigger TEXT NOT NULL DEFAULT 'retry',
  CONSTRAINT delivery_jobs_lead_buyer PRIMARY KEY (lead_id, buyer_id)
);

INSERT INTO delivery_jobs_by_buyer (lead_id, buyer_id, state, attempts, next_attempt_at, lease_until, last_error, created_at, lease_token, next_trigger)
  SELECT lead_id, 'network', state, attempts, next_attempt_at, lease_until, last_error, created_at, lease_token, next_trigger FROM delivery_jobs;

DROP TABLE delivery_jobs;

ALTER TABLE delivery_jobs_by_buyer RENAME TO delivery_jobs;

CREATE INDEX delivery_jobs_due_idx ON delivery_jobs (state, next_attempt_at);
