-- What the operator console, the delivery timeline and the privacy tools need of a lead, kept in columns
-- (not only inside the payload JSON) so they can be indexed, searched and erased one by one.
-- Leads stored before this version keep '' in these columns; their payload still holds what was sent.
ALTER TABLE leads ADD COLUMN host TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN first_name TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN last_name TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN state TEXT NOT NULL DEFAULT '';
-- aff_id, else utm_source, else 'direct'.
ALTER TABLE leads ADD COLUMN source TEXT NOT NULL DEFAULT 'direct';
-- JSON: the campaign fields of the visit (aff_id, transaction_id, sub_aff_id, utm_*, gclid, fbclid).
ALTER TABLE leads ADD COLUMN tracking TEXT NOT NULL DEFAULT '{}';
-- JSON: question id -> the label the visitor chose or typed (readable, not the network's codes).
ALTER TABLE leads ADD COLUMN answers TEXT NOT NULL DEFAULT '{}';

CREATE INDEX leads_created_idx ON leads (created_at);
CREATE INDEX leads_service_idx ON leads (service_id, created_at);
CREATE INDEX leads_source_idx ON leads (source, created_at);
CREATE INDEX leads_host_idx ON leads (host, created_at);
CREATE INDEX leads_email_idx ON leads (email);
CREATE INDEX leads_phone_idx ON leads (phone);

-- Fencing: each claim of a job writes a fresh token; an attempt's outcome is written only where the
-- token is still the one it claimed with, so a worker whose lease ran out cannot overwrite another's.
ALTER TABLE delivery_jobs ADD COLUMN lease_token TEXT;
-- What the next attempt of this job is, for the timeline: 'retry' (the outbox's own) or 'resend' (an
-- operator asked for it; the worker sets it back to 'retry' once that attempt is recorded).
ALTER TABLE delivery_jobs ADD COLUMN next_trigger TEXT NOT NULL DEFAULT 'retry';

-- Every delivery attempt, written once when it ends (the console's timeline).
-- trigger: 'first' (at intake) | 'retry' (the outbox) | 'resend' (an operator).
-- outcome: 'delivered' | 'rejected' | 'retry' | 'failed'.
CREATE TABLE delivery_attempts (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id),
  attempt INTEGER NOT NULL,
  trigger TEXT NOT NULL,
  started_at BIGINT NOT NULL,
  duration_ms INTEGER NOT NULL,
  http_status INTEGER,
  response TEXT,
  outcome TEXT NOT NULL,
  error TEXT
);

CREATE INDEX delivery_attempts_lead_idx ON delivery_attempts (lead_id, started_at);
