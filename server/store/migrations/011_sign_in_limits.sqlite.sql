-- The audit log is only appended to. 007's triggers refuse UPDATE and DELETE, but INSERT OR REPLACE (and
-- REPLACE INTO) with an existing id would swap an entry for a new one: SQLite deletes the old row without
-- firing its DELETE trigger (recursive_triggers is off). An entry with an id already present is refused
-- before it is written, whatever the conflict clause says.
-- NOTE: the trigger stays on one line: migrate.ts splits statements at a semicolon that ends a line.

CREATE TRIGGER audit_log_no_replace BEFORE INSERT ON audit_log WHEN EXISTS (SELECT 1 FROM audit_log WHERE id = NEW.id) BEGIN SELECT RAISE(ABORT, 'the audit log cannot be changed'); END;
