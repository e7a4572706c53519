-- A new lead counts in report_hours without its insight; the insight's own trigger then moves it to its
-- campaign and flags. Until now a new lead counted with whatever insight it could see, which was none, as
-- intake wrote the insight in a later statement. On PostgreSQL intake now writes the lead, its consent, its
-- insight and its job in ONE statement, whose AFTER triggers all run at its end, each seeing both rows, in
-- an order PostgreSQL does not promise: counting the insight in both triggers counted such a lead twice.
-- This way the two add up to one count in either order. (An insight is only ever written with or after its
-- lead; SQLite's intake writes them in turn, so its triggers are unchanged.)
-- NOTE: the function body stays on one line: migrate.ts splits statements at a semicolon that ends a line.

CREATE OR REPLACE FUNCTION report_hours_on_lead() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE i lead_insight%ROWTYPE; BEGIN IF TG_OP <> 'INSERT' THEN SELECT * INTO i FROM lead_insight WHERE lead_id = OLD.id; PERFORM report_hours_add(OLD.created_at / 3600000, OLD.service_id, OLD.source, OLD.status, OLD.network_error, coalesce(i.campaign, ''), -1, CASE WHEN i.duplicate_of IS NOT NULL THEN 1 ELSE 0 END, coalesce(i.disposable_email, 0), coalesce(i.odd_phone, 0), coalesce(i.too_fast, 0), coalesce(i.repeated_name, 0)); END IF; IF TG_OP = 'INSERT' THEN PERFORM report_hours_add(NEW.created_at / 3600000, NEW.service_id, NEW.source, NEW.status, NEW.network_error, '', 1, 0, 0, 0, 0, 0); ELSIF TG_OP = 'UPDATE' THEN SELECT * INTO i FROM lead_insight WHERE lead_id = NEW.id; PERFORM report_hours_add(NEW.created_at / 3600000, NEW.service_id, NEW.source, NEW.status, NEW.network_error, coalesce(i.campaign, ''), 1, CASE WHEN i.duplicate_of IS NOT NULL THEN 1 ELSE 0 END, coalesce(i.disposable_email, 0), coalesce(i.odd_phone, 0), coalesce(i.too_fast, 0), coalesce(i.repeated_name, 0)); END IF; RETURN NULL; END $$;
