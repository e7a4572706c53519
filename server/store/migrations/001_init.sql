-- Leads, their consent records and the delivery outbox. Portable SQL: runs on SQLite and PostgreSQL.
-- Times are epoch milliseconds (BIGINT) so both engines compare them the same way.

CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL UNIQUE,
  service_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  payload TEXT NOT NULL,
  network_error TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  delivered_at BIGINT
);

CREATE INDEX leads_status_idx ON leads (status, created_at);

-- Written once with the lead and never updated: the proof of consent.
CREATE TABLE consent_records (
  lead_id TEXT PRIMARY KEY REFERENCES leads (id),
  consent_text TEXT NOT NULL,
  consent_version TEXT NOT NULL,
  consented_at BIGINT NOT NULL,
  ip TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  page_url TEXT NOT NULL,
  trustedform_cert_url TEXT NOT NULL,
  leadid_token TEXT NOT NULL
);

-- The outbox: one row per lead to deliver. state: pending | held | done.
CREATE TABLE delivery_jobs (
  lead_id TEXT PRIMARY KEY REFERENCES leads (id),
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  lease_until BIGINT,
  last_error TEXT,
  created_at BIGINT NOT NULL
);

CREATE INDEX delivery_jobs_due_idx ON delivery_jobs (state, next_attempt_at);

CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
