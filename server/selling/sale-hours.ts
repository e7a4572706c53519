// The revenue report's hourly table (migration 023): per UTC hour of the leads' creation, their accepted
// leads, sold sales and accepted returns, once per way the report groups them. Triggers keep it exact as
// leads, sales and returns are written; this module fills it again from them.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store/connect.ts';
import type { Database } from '../store/schema.ts';

/**
 * Empties sale_hours and counts every stored lead, sale and return into it again, in one transaction
 * (`npm run reports:rebuild`, the seed). The same count as migration 023's. On PostgreSQL the table is
 * locked first, so a sale written meanwhile waits for the rebuild and is then counted by its trigger, never
 * twice nor missed.
 */
export async function rebuildSaleHours(db: Kysely<Database>, dialect: Dialect): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`LOCK TABLE sale_hours IN EXCLUSIVE MODE`.execute(trx);
    await trx.deleteFrom('sale_hours').execute();
    await sql`
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
      GROUP BY 1, 2, 3, 4, 5`.execute(trx);
    const row = await trx
      .selectFrom('sale_hours')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}
