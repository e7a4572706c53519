-- Whether the visitor's browser sent a Global Privacy Control signal (Sec-GPC: 1) with the lead: such a
-- visitor was told the signal is an opt-out of sale and chose to share this request anyway.
ALTER TABLE consent_records ADD COLUMN gpc_signal INTEGER NOT NULL DEFAULT 0;
