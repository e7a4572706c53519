-- Accounts managed from the console, two-factor sign-in, and an audit log that can be searched.

-- Two-factor sign-in (TOTP). The secrets are sealed (AES-256-GCM, server/admin/totp-secrets.ts), never
-- stored readable: the server needs them back to check a code, so they cannot be hashed like a password.
-- totp_pending_sealed is a secret being set up, used by nothing until its first code confirms it;
-- totp_last_step is the 30-second step of the last code accepted, so no code is accepted twice.
ALTER TABLE operators ADD COLUMN totp_secret_sealed TEXT;
ALTER TABLE operators ADD COLUMN totp_pending_sealed TEXT;
ALTER TABLE operators ADD COLUMN totp_enabled_at BIGINT;
ALTER TABLE operators ADD COLUMN totp_last_step BIGINT;

-- Ten single-use codes per account for a lost authenticator. Only their SHA-256 is kept.
CREATE TABLE operator_recovery_codes (
  operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  used_at BIGINT,
  PRIMARY KEY (operator_id, code_hash)
);

-- One-time links to choose a password: an invitation, or a reset by an admin. Only the SHA-256 of the
-- link's token is kept; a link works once (used_at), until expires_at. purpose: invite | reset.
CREATE TABLE operator_password_links (
  token_hash TEXT PRIMARY KEY,
  operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT,
  created_by TEXT NOT NULL
);

CREATE INDEX operator_password_links_operator_idx ON operator_password_links (operator_id);

-- Settings an admin changes in the console (e.g. require-two-factor = 'true'), shared by every server.
CREATE TABLE console_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  updated_by TEXT NOT NULL
);

-- The audit log filtered by who or by what, newest first, a page at a time: each filter walks its own
-- index in (at, id) order from the cursor and stops after a page, however many entries the log holds
-- (the unfiltered log and the date range use audit_log_at_idx of migration 007).
CREATE INDEX audit_log_actor_idx ON audit_log (actor, at, id);
CREATE INDEX audit_log_action_idx ON audit_log (action, at, id);
