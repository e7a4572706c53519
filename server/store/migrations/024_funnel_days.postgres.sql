-- The funnel's step counts summed per whole UTC day (024_funnel_days.sqlite.sql does the same there, where
-- the reasons are written out): the funnel report sums the whole UTC days inside its period here and only
-- the edge hours from funnel_counts. Kept exact by a trigger on funnel_counts in the writing transaction;
-- a day's key that comes to nothing after a delete (pruning) goes.
-- NOTE: the key carries count (INCLUDE), so the report's range over days can be read from the index alone.
-- The function body stays on one line: migrate.ts splits statements at a semicolon that ends a line.

CREATE TABLE funnel_days (
  day BIGINT NOT NULL,
  service_id INTEGER NOT NULL,
  step INTEGER NOT NULL,
  source TEXT NOT NULL,
  kind TEXT NOT NULL,
  site_id TEXT NOT NULL,
  count BIGINT NOT NULL,
  CONSTRAINT funnel_days_pkey PRIMARY KEY (day, service_id, step, source, kind, site_id) INCLUDE (count)
);

-- One service's funnel over a period.
CREATE INDEX funnel_days_service_idx ON funnel_days (service_id, day) INCLUDE (step, source, kind, site_id, count);

-- The counts already stored.
INSERT INTO funnel_days (day, service_id, step, source, kind, site_id, count)
  SELECT hour / 24, service_id, step, source, kind, site_id, sum(count) FROM funnel_counts GROUP BY 1, 2, 3, 4, 5, 6;

CREATE FUNCTION funnel_days_on_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP <> 'INSERT' THEN INSERT INTO funnel_days AS t (day, service_id, step, source, kind, site_id, count) VALUES (OLD.hour / 24, OLD.service_id, OLD.step, OLD.source, OLD.kind, OLD.site_id, -OLD.count) ON CONFLICT (day, service_id, step, source, kind, site_id) DO UPDATE SET count = t.count + excluded.count; END IF; IF TG_OP <> 'DELETE' THEN INSERT INTO funnel_days AS t (day, service_id, step, source, kind, site_id, count) VALUES (NEW.hour / 24, NEW.service_id, NEW.step, NEW.source, NEW.kind, NEW.site_id, NEW.count) ON CONFLICT (day, service_id, step, source, kind, site_id) DO UPDATE SET count = t.count + excluded.count; ELSE DELETE FROM funnel_days t WHERE t.day = OLD.hour / 24 AND t.service_id = OLD.service_id AND t.step = OLD.step AND t.source = OLD.source AND t.kind = OLD.kind AND t.site_id = OLD.site_id AND t.count = 0; END IF; RETURN NULL; END $$;

CREATE TRIGGER funnel_days_count_write AFTER INSERT OR UPDATE OR DELETE ON funnel_counts FOR EACH ROW EXECUTE FUNCTION funnel_days_on_count();
