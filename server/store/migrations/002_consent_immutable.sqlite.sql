-- The consent record is the proof of what the visitor agreed to: once written it is never changed or
-- removed, and the database itself refuses to, whatever the code above it does. Triggers differ by
-- engine; this is the SQLite one (002_consent_immutable.postgres.sql says the same for PostgreSQL).
-- NOTE: each trigger stays on one line: migrate.ts splits statements at a semicolon that ends a line.

CREATE TRIGGER consent_records_no_update BEFORE UPDATE ON consent_records BEGIN SELECT RAISE(ABORT, 'consent records cannot be changed'); END;

CREATE TRIGGER consent_records_no_delete BEFORE DELETE ON consent_records BEGIN SELECT RAISE(ABORT, 'consent records cannot be deleted'); END;
