-- Privacy rights (docs/compliance.md): the requests visitors make, the suppression list, the secret its
-- hashes are keyed with, the deliveries the outbox held back, the retention job's runs and its lease, and
-- the one path by which consent records may ever be deleted. PostgreSQL's version; 008_privacy.sqlite.sql
-- says the same for SQLite.
-- NOTE: each statement that holds a semicolon stays on one line: migrate.ts splits at a semicolon that ends a line.

-- type: know | delete | correct | opt-out | limit | revoke. status: open | confirmed | completed | denied.
-- Dates are calendar days (YYYY-MM-DD, Pacific time), the way the law counts them.
CREATE TABLE privacy_requests (
  id TEXT PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  details TEXT NOT NULL,
  agent TEXT NOT NULL,
  gpc_signal INTEGER NOT NULL,
  received_at BIGINT NOT NULL,
  received_on TEXT NOT NULL,
  confirm_by TEXT,
  respond_by TEXT NOT NULL,
  extended_to TEXT,
  extension_reason TEXT,
  status TEXT NOT NULL,
  status_reason TEXT NOT NULL DEFAULT '',
  confirmed_at BIGINT,
  closed_at BIGINT
);

CREATE INDEX privacy_requests_due_idx ON privacy_requests (status, respond_by);

-- One row per suppressed e-mail or phone: only a keyed hash (HMAC-SHA-256) of the normalised value.
-- A row holds back the leads stored BEFORE it; a later lead came with fresh consent and is only flagged.
CREATE TABLE suppressions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  value_hash TEXT NOT NULL,
  request_id TEXT NOT NULL REFERENCES privacy_requests (id),
  created_at BIGINT NOT NULL,
  reversed_at BIGINT,
  reversed_by TEXT,
  reversed_reason TEXT
);

CREATE INDEX suppressions_hash_idx ON suppressions (value_hash, created_at);

-- Secrets generated once and shared by every server (the suppression hash key when PRIVACY_HASH_KEY is unset).
CREATE TABLE privacy_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

-- Each time the outbox held a lead back because its person is on the suppression list: the recorded reason.
CREATE TABLE delivery_holds (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id),
  suppression_id TEXT NOT NULL REFERENCES suppressions (id),
  at BIGINT NOT NULL,
  reason TEXT NOT NULL,
  released_at BIGINT
);

CREATE INDEX delivery_holds_lead_idx ON delivery_holds (lead_id);

-- A lead stored AFTER its person was suppressed: accepted (they asked again, with fresh consent) and
-- delivered, but flagged for the console. Written by the outbox's suppression check.
CREATE TABLE privacy_flags (
  lead_id TEXT PRIMARY KEY REFERENCES leads (id),
  suppression_id TEXT NOT NULL REFERENCES suppressions (id),
  at BIGINT NOT NULL
);

-- When a lead's or a message's personal data was removed (a request to delete, or the retention job):
-- the row stays, with its service, status and dates, so reports stay true.
ALTER TABLE leads ADD COLUMN erased_at BIGINT;

ALTER TABLE contact_messages ADD COLUMN erased_at BIGINT;

CREATE INDEX leads_retention_idx ON leads (erased_at, created_at);

-- The retention job's runs (shown in the console) and the lease that lets one server at a time run it.
CREATE TABLE retention_runs (
  id TEXT PRIMARY KEY,
  started_at BIGINT NOT NULL,
  finished_at BIGINT,
  leads_erased INTEGER NOT NULL DEFAULT 0,
  messages_erased INTEGER NOT NULL DEFAULT 0,
  consents_deleted INTEGER NOT NULL DEFAULT 0,
  error TEXT
);

CREATE INDEX retention_runs_started_idx ON retention_runs (started_at);

CREATE TABLE job_leases (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  lease_until BIGINT NOT NULL
);

-- The only way a consent record can be deleted: the retention job writes a permit for a cutoff in the same
-- transaction as its DELETE and removes it before committing, so no other transaction ever sees one. The
-- trigger also refuses any record younger than five years (1826 days, the shortest five years), permit or not.
CREATE TABLE consent_deletion_permits (
  id TEXT PRIMARY KEY,
  before_ms BIGINT NOT NULL
);

CREATE OR REPLACE FUNCTION consent_records_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' AND OLD.consented_at < (extract(epoch from clock_timestamp()) * 1000)::bigint - 1826::bigint * 86400000 AND EXISTS (SELECT 1 FROM consent_deletion_permits p WHERE OLD.consented_at < p.before_ms) THEN RETURN OLD; END IF; RAISE EXCEPTION 'consent records cannot be changed or deleted (%)', TG_OP; END $$;
