-- 025_list_counts: the lead list's total ("2,357 leads") counted from an index alone. The list's filter
-- indexes led with one filter's column and the time, so a count of a view with two filters (a host and a
-- service, a status and a source) read the table row of every lead the first filter matched: 3.5 s for a
-- host's third of a million leads. Each index now also carries the other filter columns, so any such count
-- reads the index alone (30 ms for the same count). Same names and the same leading columns, so every
-- query the old indexes served is served as before; the engines' own files add the columns (SQLite as
-- trailing key columns, PostgreSQL as INCLUDE).

DROP INDEX leads_service_idx;
DROP INDEX leads_source_idx;
DROP INDEX leads_host_idx;
DROP INDEX leads_status_idx;
DROP INDEX leads_site_idx;
DROP INDEX leads_disposition_idx;
