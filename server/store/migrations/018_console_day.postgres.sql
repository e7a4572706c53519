-- A phone's last four digits and an e-mail's domain, computed by the engine from the stored values (so
-- no writer can forget them) and indexed with the time, so a search by either reads only its matches.
ALTER TABLE leads ADD COLUMN phone_last4 TEXT GENERATED ALWAYS AS (right(phone, 4)) STORED;
ALTER TABLE leads ADD COLUMN email_domain TEXT GENERATED ALWAYS AS (lower(split_part(email, '@', 2))) STORED;
CREATE INDEX leads_phone_last4_idx ON leads (phone_last4, created_at, id);
CREATE INDEX leads_email_domain_idx ON leads (email_domain, created_at, id);
