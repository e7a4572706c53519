-- Sign-in limits that a stranger cannot turn against the operator. Failed sign-ins are limited per account
-- and address together, so guessing from one place does not lock the account everywhere; the account's own
-- ceiling bounds the guessing from many places at once. Past that ceiling only the places the account has
-- signed in from before (this table) may still try. source_key is a hash of the account and the address,
-- so the table lists neither.
CREATE TABLE sign_in_known_sources (
  source_key TEXT PRIMARY KEY,
  last_success_at BIGINT NOT NULL
);

CREATE INDEX sign_in_known_sources_at_idx ON sign_in_known_sources (last_success_at);
