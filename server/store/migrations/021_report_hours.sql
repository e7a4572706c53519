-- The console's reports on many leads: per UTC hour, what the leads of that hour were (service, source,
-- campaign, status, and for a rejected lead the network's reason) and their insight flags, so the
-- dashboard, funnel, sources and revenue reports add up a few thousand rows instead of reading every lead of
-- the period. By the hour, not the day, so any whole-hour zone's days are assembled from it. Kept exact by
-- triggers on leads and lead_insight (021_report_hours.<engine>.sql): whichever code writes a lead, its
-- status or its insight, the counts change in the same transaction. `npm run reports:rebuild` fills it
-- again from the leads.
CREATE TABLE report_hours (
  hour BIGINT NOT NULL,
  service_id INTEGER NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL,
  status TEXT NOT NULL,
  -- The network's reason for a rejected lead ('' when none, and for every other status).
  reason TEXT NOT NULL,
  leads BIGINT NOT NULL,
  duplicates BIGINT NOT NULL,
  disposable_email BIGINT NOT NULL,
  odd_phone BIGINT NOT NULL,
  too_fast BIGINT NOT NULL,
  repeated_name BIGINT NOT NULL,
  PRIMARY KEY (hour, service_id, source, campaign, status, reason)
);

-- The leads already stored.
INSERT INTO report_hours (hour, service_id, source, campaign, status, reason, leads, duplicates, disposable_email, odd_phone, too_fast, repeated_name)
SELECT l.created_at / 3600000, l.service_id, l.source, coalesce(i.campaign, ''), l.status,
  CASE WHEN l.status = 'rejected' THEN coalesce(l.network_error, '') ELSE '' END,
  count(*), sum(CASE WHEN i.duplicate_of IS NOT NULL THEN 1 ELSE 0 END), coalesce(sum(i.disposable_email), 0),
  coalesce(sum(i.odd_phone), 0), coalesce(sum(i.too_fast), 0), coalesce(sum(i.repeated_name), 0)
FROM leads l LEFT JOIN lead_insight i ON i.lead_id = l.id
GROUP BY l.created_at / 3600000, l.service_id, l.source, coalesce(i.campaign, ''), l.status,
  CASE WHEN l.status = 'rejected' THEN coalesce(l.network_error, '') ELSE '' END;
