-- The revenue report on many leads: per UTC hour of the leads' creation, what was sold of them and what
-- came back, so a period's revenue adds up a few thousand rows instead of joining every lead of the period
-- to its sales and returns. Kept exact by triggers on leads, sales and sale_returns
-- (023_sale_hours.<engine>.sql): whichever code writes, the sums change in the same transaction.
-- `npm run reports:rebuild` fills it again from the leads, sales and returns.
--
-- Each hour is counted once per way the report groups (`dimension`, the report's own names): 'day' (the
-- hour's totals, group_key ''), 'service' (the service id as text), 'source', 'state' (the lead's) and
-- 'buyer' (the buyer's id). One row per dimension's key, not per combination of them: an hour's sales
-- spread over services x sources x states x buyers would make nearly one row per sale. site_id and lang are
-- in every row because the report filters by them.
--   leads: accepted leads (every status but rejected); 0 in the buyer rows, whose leads are the ones bought
--   sold, revenue_cents: the sales in state 'sold' and their prices (pending, refused, failed count nothing)
--   returned, returned_cents: those sales' accepted returns (a refused or waiting return counts nothing)
-- A key whose lead moved elsewhere stays, at zero.
CREATE TABLE sale_hours (
  dimension TEXT NOT NULL,
  hour BIGINT NOT NULL,
  site_id TEXT NOT NULL,
  lang TEXT NOT NULL,
  group_key TEXT NOT NULL,
  leads BIGINT NOT NULL,
  sold BIGINT NOT NULL,
  revenue_cents BIGINT NOT NULL,
  returned BIGINT NOT NULL,
  returned_cents BIGINT NOT NULL
);

-- The key, and the report's range read: one dimension's hours. A named unique index rather than a primary
-- key, so it has the same name on both engines.
CREATE UNIQUE INDEX sale_hours_key ON sale_hours (dimension, hour, site_id, lang, group_key);

-- The leads, sales and returns already stored.
INSERT INTO sale_hours (dimension, hour, site_id, lang, group_key, leads, sold, revenue_cents, returned, returned_cents)
SELECT d.dimension, x.h, x.site, x.lng,
  CASE d.dimension WHEN 'day' THEN '' WHEN 'service' THEN cast(x.svc AS TEXT) WHEN 'source' THEN x.src WHEN 'state' THEN x.st ELSE x.buyer END,
  sum(CASE WHEN d.dimension = 'buyer' THEN 0 ELSE x.n_leads END), sum(x.n_sold), sum(x.rev), sum(x.n_ret), sum(x.retc)
FROM (
  SELECT l.created_at / 3600000 AS h, l.site_id AS site, l.lang AS lng, l.service_id AS svc, l.source AS src, l.state AS st,
    NULL AS buyer, 1 AS n_leads, 0 AS n_sold, 0 AS rev, 0 AS n_ret, 0 AS retc
  FROM leads l WHERE l.status <> 'rejected'
  UNION ALL
  SELECT l.created_at / 3600000, l.site_id, l.lang, l.service_id, l.source, l.state,
    s.buyer_id, 0, 1, s.price_cents, CASE WHEN r.id IS NULL THEN 0 ELSE 1 END, coalesce(r.price_cents, 0)
  FROM sales s JOIN leads l ON l.id = s.lead_id
    LEFT JOIN sale_returns r ON r.lead_id = s.lead_id AND r.buyer_id = s.buyer_id AND r.state = 'accepted'
  WHERE s.state = 'sold'
) AS x
JOIN (SELECT 'day' AS dimension UNION ALL SELECT 'service' UNION ALL SELECT 'source' UNION ALL SELECT 'state' UNION ALL SELECT 'buyer') AS d
  ON d.dimension <> 'buyer' OR x.buyer IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
