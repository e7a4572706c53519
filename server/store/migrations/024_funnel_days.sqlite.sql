-- The funnel's step counts summed per whole UTC day (024_funnel_days.postgres.sql does the same there). A
-- 90-day funnel summed about three million hourly rows of funnel_counts (3.3 s on a million leads); it now
-- sums the whole UTC days inside the period here and only the hours at its two edges from funnel_counts,
-- so an operator's days in any zone still come out exactly as from the hours. `day` is whole UTC days since
-- 1970 (funnel_counts.hour / 24). Kept exact by triggers on funnel_counts in the writing transaction: an
-- upsert that adds to a counter fires the update trigger, the bot trap's takeback too, pruning the delete
-- trigger, which also drops a day's key once it comes to nothing, so pruned days leave no rows behind
-- (a day's sum of zero reads the same with or without its row).
-- `npm run reports:rebuild` fills it again from funnel_counts.
-- NOTE: the table is its own key (WITHOUT ROWID): the report's range over days reads the counts from the
-- key's b-tree itself instead of looking up each row. The table differs per engine, so it is written in
-- each engine's file. Each trigger stays on one line: migrate.ts splits statements at a semicolon that
-- ends a line.

CREATE TABLE funnel_days (
  day BIGINT NOT NULL,
  service_id INTEGER NOT NULL,
  step INTEGER NOT NULL,
  source TEXT NOT NULL,
  kind TEXT NOT NULL,
  site_id TEXT NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (day, service_id, step, source, kind, site_id)
) WITHOUT ROWID;

-- One service's funnel over a period (the key columns ride along in a WITHOUT ROWID table's index; count is
-- named so the read needs nothing else).
CREATE INDEX funnel_days_service_idx ON funnel_days (service_id, day, count);

-- The counts already stored.
INSERT INTO funnel_days (day, service_id, step, source, kind, site_id, count)
  SELECT hour / 24, service_id, step, source, kind, site_id, sum(count) FROM funnel_counts GROUP BY 1, 2, 3, 4, 5, 6;

CREATE TRIGGER funnel_days_count_insert AFTER INSERT ON funnel_counts BEGIN INSERT INTO funnel_days (day, service_id, step, source, kind, site_id, count) VALUES (NEW.hour / 24, NEW.service_id, NEW.step, NEW.source, NEW.kind, NEW.site_id, NEW.count) ON CONFLICT (day, service_id, step, source, kind, site_id) DO UPDATE SET count = count + excluded.count; END;

CREATE TRIGGER funnel_days_count_update AFTER UPDATE ON funnel_counts BEGIN INSERT INTO funnel_days (day, service_id, step, source, kind, site_id, count) VALUES (OLD.hour / 24, OLD.service_id, OLD.step, OLD.source, OLD.kind, OLD.site_id, -OLD.count) ON CONFLICT (day, service_id, step, source, kind, site_id) DO UPDATE SET count = count + excluded.count; INSERT INTO funnel_days (day, service_id, step, source, kind, site_id, count) VALUES (NEW.hour / 24, NEW.service_id, NEW.step, NEW.source, NEW.kind, NEW.site_id, NEW.count) ON CONFLICT (day, service_id, step, source, kind, site_id) DO UPDATE SET count = count + excluded.count; END;

CREATE TRIGGER funnel_days_count_delete AFTER DELETE ON funnel_counts BEGIN UPDATE funnel_days SET count = count - OLD.count WHERE day = OLD.hour / 24 AND service_id = OLD.service_id AND step = OLD.step AND source = OLD.source AND kind = OLD.kind AND site_id = OLD.site_id; DELETE FROM funnel_days WHERE day = OLD.hour / 24 AND service_id = OLD.service_id AND step = OLD.step AND source = OLD.source AND kind = OLD.kind AND site_id = OLD.site_id AND count = 0; END;
