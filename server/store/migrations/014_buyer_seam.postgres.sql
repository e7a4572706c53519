-- PostgreSQL's part of 014_buyer_seam (014_buyer_seam.sqlite.sql says the same for SQLite).
-- NOTE: each statement that holds a semicolon stays on one line: migrate.ts splits at a semicolon that ends a line.

-- Leads stored before: their address, ZIP (and, for those older than 004, city and state) were only in
-- the payload they were sent with (always a JSON object, written by the server).
UPDATE leads SET address = coalesce(payload::jsonb ->> 'address', ''), zip = coalesce(payload::jsonb ->> 'zip', '') WHERE payload LIKE '{%';
UPDATE leads SET city = coalesce(payload::jsonb ->> 'city', '') WHERE city = '' AND erased_at IS NULL AND payload LIKE '{%';
UPDATE leads SET state = coalesce(payload::jsonb ->> 'state', '') WHERE state = '' AND payload LIKE '{%';

-- One job per (lead, buyer); every job stored so far is the network's.
ALTER TABLE delivery_jobs ADD COLUMN buyer_id TEXT NOT NULL DEFAULT 'network';
ALTER TABLE delivery_jobs DROP CONSTRAINT delivery_jobs_pkey;
ALTER TABLE delivery_jobs ADD CONSTRAINT delivery_jobs_lead_buyer PRIMARY KEY (lead_id, buyer_id);
