-- The console as an operator's working tool: each account's own time zone, a disposition and notes on
-- each lead, searches by a phone's last digits and an e-mail's domain that an index serves, and saved views.

-- The IANA zone the account reads the console in (e.g. America/Los_Angeles); null: CONSOLE_TIME_ZONE.
ALTER TABLE operators ADD COLUMN time_zone TEXT;

-- The operator's own label for a lead: new, contacted, qualified, sold, returned or bad.
ALTER TABLE leads ADD COLUMN disposition TEXT NOT NULL DEFAULT 'new';

-- The list filtered by disposition, newest (or oldest) first, walks this index a page at a time.
CREATE INDEX leads_disposition_idx ON leads (disposition, created_at, id);

-- A lead's history in the console, oldest first on its page: the notes admins wrote (kind 'note', text
-- the note) and each change of disposition (kind 'disposition', text the new value). Removed with the lead.
CREATE TABLE lead_notes (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  author TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, created_at);

-- A named set of the list's filters, per account. filters: the list's query string (service=Solar&...).
CREATE TABLE saved_views (
  id TEXT PRIMARY KEY,
  operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  filters TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

CREATE UNIQUE INDEX saved_views_name_idx ON saved_views (operator_id, name);
