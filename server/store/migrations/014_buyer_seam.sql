-- The contractor network becomes the first buyer behind a port (docs/decisions/006-buyers-behind-a-port.md):
-- delivery is per (lead, buyer), and what the console and the privacy tools read of a lead is the lead's own,
-- not a key of one buyer's payload. This file holds the portable part; 014_buyer_seam.sqlite.sql and
-- 014_buyer_seam.postgres.sql re-key delivery_jobs and fill the new columns of the leads stored before.

-- The street address and ZIP the visitor gave, beside the name, e-mail, phone, city and state (migration 004).
ALTER TABLE leads ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN zip TEXT NOT NULL DEFAULT '';

-- Which buyer each request went to ('network': the contractor network at LEAD_FORWARD_URL).
ALTER TABLE delivery_attempts ADD COLUMN buyer_id TEXT NOT NULL DEFAULT 'network';
-- 0 for a request the buyer received whose answer did not count: the lease had run out and another
-- attempt held the job, or a shutdown stopped waiting. Kept so the timeline shows every request sent.
ALTER TABLE delivery_attempts ADD COLUMN counted INTEGER NOT NULL DEFAULT 1;
