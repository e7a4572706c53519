-- Privacy requests prove their e-mail before anything is disclosed or deleted, mail to any one address is
-- limited per day, and the suppression list learns Gmail's address variants.
-- NOTE: each statement that holds a semicolon stays on one line: migrate.ts splits at a semicolon that ends a line.

-- The link the requester is mailed: only a SHA-256 of its token is kept, with when it stops working, and
-- when the requester opened it and confirmed (then the request's e-mail is proven; until then its leads
-- are only candidates, never exported or erased).
ALTER TABLE privacy_requests ADD COLUMN email_token_hash TEXT;

ALTER TABLE privacy_requests ADD COLUMN email_token_expires_at BIGINT;

ALTER TABLE privacy_requests ADD COLUMN email_verified_at BIGINT;

CREATE UNIQUE INDEX privacy_requests_token_idx ON privacy_requests (email_token_hash);

-- The console's queue pages through closed requests newest first.
CREATE INDEX privacy_requests_received_idx ON privacy_requests (status, received_at);

-- Mails sent to one recipient per UTC day (a keyed hash of the address in its canonical form, so Gmail's
-- variants count as one), shared by every server and kept across restarts; pruned by the retention job.
CREATE TABLE privacy_mail_sends (
  recipient_hash TEXT NOT NULL,
  day TEXT NOT NULL,
  sent INTEGER NOT NULL,
  PRIMARY KEY (recipient_hash, day)
);

CREATE INDEX privacy_mail_sends_day_idx ON privacy_mail_sends (day);

-- 1: the e-mail was hashed as typed (lower-cased); 2: in its canonical form (Gmail without dots and
-- +tags, googlemail.com as gmail.com). Rows of form 1 are re-hashed by the server from their request.
ALTER TABLE suppressions ADD COLUMN hash_form INTEGER NOT NULL DEFAULT 1;
