// The reports' hourly table (migration 021): what every lead of a UTC hour was, counted by service, source,
// campaign, status and rejection reason, with its insight flags. Triggers keep it exact as leads and their
// insight are written; this module says when a report may read it and fills it again from the leads.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Lang } from '#domain/language.ts';
import type { Dialect } from '../store/connect.ts';
import type { Database } from '../store/schema.ts';

export const HOUR_MS = 3_600_000;

/**
 * The rows a report adds up for the UTC period [from, to): the period's hours of report_hours, or, for one
 * site, its leads themselves, one row each, with report_hours' columns (the table keeps no site: a site's
 * hours would multiply its rows by the number of sites, for a filter most deployments never use). Either
 * way the caller filters by service and source and sums the same columns.
 */
export function periodRows(
  db: Kysely<Database>,
  f: { from: number; to: number; site?: string; lang?: Lang },
): SelectQueryBuilder<Database, 'report_hours', object> {
  // report_hours keeps no language either: one language's figures are read from its leads, as a site's are.
  if (f.site === undefined && f.lang === undefined)
    return db
      .selectFrom('report_hours')
      .where('hour', '>=', Math.floor(f.from / HOUR_MS))
      .where('hour', '<', Math.floor(f.to / HOUR_MS));
  let perLead = db
    .selectFrom('leads as l')
    .leftJoin('lead_insight as i', 'i.lead_id', 'l.id')
    .select([
      sql<number>`l.created_at / ${sql.lit(HOUR_MS)}`.as('hour'),
      'l.service_id as service_id',
      'l.source as source',
      sql<string>`coalesce(i.campaign, '')`.as('campaign'),
      'l.status as status',
      sql<string>`case when l.status = 'rejected' then coalesce(l.network_error, '') else '' end`.as('reason'),
      sql<number>`1`.as('leads'),
      sql<number>`case when i.duplicate_of is not null then 1 else 0 end`.as('duplicates'),
      sql<number>`coalesce(i.disposable_email, 0)`.as('disposable_email'),
      sql<number>`coalesce(i.odd_phone, 0)`.as('odd_phone'),
      sql<number>`coalesce(i.too_fast, 0)`.as('too_fast'),
      sql<number>`coalesce(i.repeated_name, 0)`.as('repeated_name'),
    ])
    .where('l.created_at', '>=', f.from)
    .where('l.created_at', '<', f.to);
  if (f.site !== undefined) perLead = perLead.where('l.site_id', '=', f.site);
  if (f.lang !== undefined) perLead = perLead.where('l.lang', '=', f.lang);
  // NOTE: named report_hours and holding its columns, so the reports' statements read it unchanged; the
  // cast only tells the compiler so.
  return db.selectFrom(perLead.as('report_hours')) as unknown as SelectQueryBuilder<Database, 'report_hours', object>;
}

/**
 * The hours [from, to) covers, when both ends fall on a whole hour (every UTC day does, and every day of a
 * zone a whole number of hours from UTC); otherwise undefined, and the report reads the leads themselves,
 * because an hour's row cannot be split.
 */
export function wholeHours(from: number, to: number): { fromHour: number; toHour: number } | undefined {
  if (from % HOUR_MS !== 0 || to % HOUR_MS !== 0) return undefined;
  return { fromHour: from / HOUR_MS, toHour: to / HOUR_MS };
}

/**
 * Empties report_hours and counts every stored lead into it again, in one transaction (`npm run
 * reports:rebuild`). On PostgreSQL the table is locked first, so a lead written meanwhile waits for the
 * rebuild and is then counted by its trigger, never twice nor missed.
 */
export async function rebuildReportHours(db: Kysely<Database>, dialect: Dialect): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`LOCK TABLE report_hours IN EXCLUSIVE MODE`.execute(trx);
    await trx.deleteFrom('report_hours').execute();
    await sql`
      INSERT INTO report_hours (hour, service_id, source, campaign, status, reason, leads, duplicates, disposable_email, odd_phone, too_fast, repeated_name)
      SELECT l.created_at / 3600000, l.service_id, l.source, coalesce(i.campaign, ''), l.status,
        CASE WHEN l.status = 'rejected' THEN coalesce(l.network_error, '') ELSE '' END,
        count(*), sum(CASE WHEN i.duplicate_of IS NOT NULL THEN 1 ELSE 0 END), coalesce(sum(i.disposable_email), 0),
        coalesce(sum(i.odd_phone), 0), coalesce(sum(i.too_fast), 0), coalesce(sum(i.repeated_name), 0)
      FROM leads l LEFT JOIN lead_insight i ON i.lead_id = l.id
      GROUP BY l.created_at / 3600000, l.service_id, l.source, coalesce(i.campaign, ''), l.status,
        CASE WHEN l.status = 'rejected' THEN coalesce(l.network_error, '') ELSE '' END`.execute(trx);
    const row = await trx
      .selectFrom('report_hours')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}
