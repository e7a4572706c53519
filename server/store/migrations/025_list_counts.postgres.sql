-- The filter columns as INCLUDE columns: the keys (and the tree's inner pages) stay as narrow as before, and an
-- index-only scan tests the other filters on the included values.
CREATE INDEX leads_service_idx ON leads (service_id, created_at) INCLUDE (status, source, host, site_id, lang, disposition);
CREATE INDEX leads_source_idx ON leads (source, created_at) INCLUDE (service_id, status, host, site_id, lang, disposition);
CREATE INDEX leads_host_idx ON leads (host, created_at) INCLUDE (service_id, status, source, site_id, lang, disposition);
CREATE INDEX leads_status_idx ON leads (status, created_at) INCLUDE (service_id, source, host, site_id, lang, disposition);
CREATE INDEX leads_site_idx ON leads (site_id, created_at, id) INCLUDE (service_id, status, source, host, lang, disposition);
CREATE INDEX leads_disposition_idx ON leads (disposition, created_at, id) INCLUDE (service_id, status, source, host, site_id, lang);
