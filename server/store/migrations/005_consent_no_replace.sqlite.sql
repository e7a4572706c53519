-- INSERT OR REPLACE (and REPLACE INTO) would swap a consent record for a new one: SQLite deletes the old
-- row without firing its DELETE trigger (recursive_triggers is off), so 002's triggers never see it.
-- A second record for a lead is refused before it is written, whatever the conflict clause says.
-- NOTE: the trigger stays on one line: migrate.ts splits statements at a semicolon that ends a line.

CREATE TRIGGER consent_records_no_replace BEFORE INSERT ON consent_records WHEN EXISTS (SELECT 1 FROM consent_records WHERE lead_id = NEW.lead_id) BEGIN SELECT RAISE(ABORT, 'consent records cannot be replaced'); END;
