-- The filter columns as trailing key columns: SQLite has no INCLUDE, and reads a covering index whatever
-- the position of the columns a count needs.
CREATE INDEX leads_service_idx ON leads (service_id, created_at, status, source, host, site_id, lang, disposition);
CREATE INDEX leads_source_idx ON leads (source, created_at, service_id, status, host, site_id, lang, disposition);
CREATE INDEX leads_host_idx ON leads (host, created_at, service_id, status, source, site_id, lang, disposition);
CREATE INDEX leads_status_idx ON leads (status, created_at, service_id, source, host, site_id, lang, disposition);
CREATE INDEX leads_site_idx ON leads (site_id, created_at, id, service_id, status, source, host, lang, disposition);
CREATE INDEX leads_disposition_idx ON leads (disposition, created_at, id, service_id, status, source, host, site_id, lang);
