-- The consent record is the proof of what the visitor agreed to: once written it is never changed or
-- removed, and the database itself refuses to, whatever the code above it does. Triggers differ by
-- engine; this is the PostgreSQL one (002_consent_immutable.sqlite.sql says the same for SQLite).
-- TRUNCATE skips row triggers, so it gets a statement trigger of its own.
-- NOTE: the function body stays on one line: migrate.ts splits statements at a semicolon that ends a line.

CREATE FUNCTION consent_records_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'consent records cannot be changed or deleted (%)', TG_OP; END $$;

CREATE TRIGGER consent_records_no_change BEFORE UPDATE OR DELETE ON consent_records FOR EACH ROW EXECUTE FUNCTION consent_records_refuse_change();

CREATE TRIGGER consent_records_no_truncate BEFORE TRUNCATE ON consent_records FOR EACH STATEMENT EXECUTE FUNCTION consent_records_refuse_change();
