-- Operators (people with console accounts), their sessions, the sign-in failures that slow and limit
-- guessing, the audit log, and the state of contact messages.
-- NOTE: each statement that holds a semicolon stays on one line: migrate.ts splits at a semicolon that ends a line.

-- password_hash: 'scrypt$N$r$p$salt$hash' (base64), so stronger parameters can come later without a migration.
CREATE TABLE operators (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  password_changed_at BIGINT NOT NULL
);

-- Only the SHA-256 of a session's token is stored: a copy of this table signs no one in.
CREATE TABLE admin_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL
);

CREATE INDEX admin_sessions_operator_idx ON admin_sessions (operator_id);

-- One row per failed sign-in, twice: keyed by the account and by the client IP (both hashed, so this
-- table holds neither addresses nor e-mails). Counted over a window; rows older than it are pruned.
CREATE TABLE sign_in_failures (
  id TEXT PRIMARY KEY,
  scope_key TEXT NOT NULL,
  at BIGINT NOT NULL
);

CREATE INDEX sign_in_failures_key_idx ON sign_in_failures (scope_key, at);

-- Who did what, when, from where. Written by the app and the operator CLI, never changed (triggers below).
CREATE TABLE audit_log (
  id TEXT PRIMARY KEY,
  at BIGINT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  ip TEXT NOT NULL,
  detail TEXT NOT NULL
);

CREATE INDEX audit_log_at_idx ON audit_log (at, id);

-- new | read | answered
ALTER TABLE contact_messages ADD COLUMN state TEXT NOT NULL DEFAULT 'new';

CREATE INDEX contact_messages_created_idx ON contact_messages (created_at, id);

-- The console's list pages by (created_at, id) and searches names and e-mails case-insensitively by prefix.
CREATE INDEX leads_created_id_idx ON leads (created_at, id);
CREATE INDEX leads_first_name_idx ON leads (lower(first_name));
CREATE INDEX leads_last_name_idx ON leads (lower(last_name));
CREATE INDEX leads_email_lower_idx ON leads (lower(email));

-- The dashboard reads only these indexes, never the lead rows (measured: 576 ms -> 158 ms median on
-- 100,000 SQLite leads; docs/performance.md): the 30 days grouped by day, service and status; the time
-- to deliver for the median; leads by status and when they last changed (queued now, failed in 24 h).
CREATE INDEX leads_dashboard_idx ON leads (created_at, service_id, status);
CREATE INDEX leads_delivery_time_idx ON leads (status, created_at, delivered_at);
CREATE INDEX leads_status_updated_idx ON leads (status, updated_at);

-- The audit log cannot be edited or emptied, whatever the code above it does (PostgreSQL's triggers;
-- 007_console.sqlite.sql holds SQLite's). TRUNCATE skips row triggers, so it gets a statement trigger.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the audit log cannot be changed (%)', TG_OP; END $$;

CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();

CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
