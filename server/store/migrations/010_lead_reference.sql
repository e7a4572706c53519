-- Every lead gets a short reference a person can read out and type: 'L-' and 8 characters from an
-- alphabet without 0/O or 1/I/L (e.g. L-7KQ2-M9XD), unique. New leads get a random one when stored
-- (server/store/lead-reference.ts); the leads stored before this version get one here.
ALTER TABLE leads ADD COLUMN reference TEXT;

-- The backfill numbers the existing leads 1, 2, 3... (oldest first) and spreads each number over the
-- 31^8 references by n * 3^24 + 402137 modulo 31^8: 3^24 shares no factor with 31^8, so distinct numbers
-- give distinct references, on both engines, the same way every time (n * 3^24 fits a BIGINT up to 32
-- million leads). A random reference given later that happens to equal one of these is refused by the
-- unique index below, and intake draws another.
UPDATE leads SET reference = numbered.ref FROM (SELECT id, 'L-' || substr(a, CAST((v / 27512614111) % 31 AS INTEGER) + 1, 1) || substr(a, CAST((v / 887503681) % 31 AS INTEGER) + 1, 1) || substr(a, CAST((v / 28629151) % 31 AS INTEGER) + 1, 1) || substr(a, CAST((v / 923521) % 31 AS INTEGER) + 1, 1) || '-' || substr(a, CAST((v / 29791) % 31 AS INTEGER) + 1, 1) || substr(a, CAST((v / 961) % 31 AS INTEGER) + 1, 1) || substr(a, CAST((v / 31) % 31 AS INTEGER) + 1, 1) || substr(a, CAST(v % 31 AS INTEGER) + 1, 1) AS ref FROM (SELECT id, '23456789ABCDEFGHJKMNPQRSTUVWXYZ' AS a, (row_number() OVER (ORDER BY created_at, id) * 282429536481 + 402137) % 852891037441 AS v FROM leads) AS n) AS numbered WHERE numbered.id = leads.id;

-- Unique, and the way the console's search finds a lead by its reference without reading the table.
CREATE UNIQUE INDEX leads_reference_idx ON leads (reference);
