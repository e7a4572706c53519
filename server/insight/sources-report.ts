// The sources report: per source (aff_id, else utm_source, else direct) and campaign (utm_campaign), the
// leads, what became of them (delivered, rejected with the network's reasons grouped, failed, waiting),
// duplicates and quality flags, and the share delivered. Two grouped reads of the period's hours in
// report_hours (kept exact by triggers as leads and their insight are written): the counts, and the reasons.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { csvRow } from '../admin/csv-export.ts';
import type { SourceRow } from '#domain/insight-report.ts';
import { FLAGS, type Flag } from './quality-flags.ts';
import { endOf, type ReportFilters } from './report-filters.ts';
import { periodRows } from './report-hours.ts';

export type { SourceRow } from '#domain/insight-report.ts';

const REASONS_SHOWN = 5;
const NO_REASON = '(no reason given)';

/** The leads of the rows whose status matches. */
function leadsWhen(condition: ReturnType<typeof sql>) {
  return sql<number>`sum(case when ${condition} then leads else 0 end)`;
}

export async function sourcesReport(db: Kysely<Database>, f: ReportFilters): Promise<SourceRow[]> {
  // The period's days (UTC or the operator's, whole hours either way) are whole hours of report_hours
  // (migration 021): a few rows per hour, whatever the number of leads, instead of every lead of the
  // period and its insight row.
  // One site's report reads that site's leads instead (periodRows).
  let base = periodRows(db, { from: f.from, to: endOf(f), site: f.site, lang: f.lang });
  if (f.serviceId !== undefined) base = base.where('service_id', '=', f.serviceId);
  if (f.source !== undefined) base = base.where('source', '=', f.source);
  const total = sql<number>`sum(leads)`;

  const rows = await base
    .select([
      'source',
      'campaign',
      total.as('leads'),
      leadsWhen(sql`status = 'delivered'`).as('delivered'),
      leadsWhen(sql`status = 'rejected'`).as('rejected'),
      leadsWhen(sql`status = 'failed'`).as('failed'),
      leadsWhen(sql`status in ('queued', 'not_configured')`).as('waiting'),
      sql<number>`sum(duplicates)`.as('duplicates'),
      ...FLAGS.map((flag) => sql<number>`sum(${sql.ref(flag)})`.as(flag)),
    ])
    .groupBy(['source', 'campaign'])
    // A row left at 0 by leads that changed status or were removed is no source of the period.
    .having(total, '>', 0)
    .execute();

  const reasons = await base
    .select(['source', 'campaign', 'reason', total.as('n')])
    .where('status', '=', 'rejected')
    .groupBy(['source', 'campaign', 'reason'])
    .having(total, '>', 0)
    .execute();
  const reasonsOf = new Map<string, { reason: string; count: number }[]>();
  for (const r of reasons) {
    const key = JSON.stringify([r.source, r.campaign]);
    const list = reasonsOf.get(key) ?? [];
    reasonsOf.set(key, list);
    list.push({ reason: r.reason || NO_REASON, count: Number(r.n) });
  }

  return rows
    .map((r) => {
      const leads = Number(r.leads);
      const delivered = Number(r.delivered);
      const rejections = (reasonsOf.get(JSON.stringify([r.source, r.campaign])) ?? [])
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason))
        .slice(0, REASONS_SHOWN);
      const row = r as unknown as Record<Flag, number | string>;
      return {
        source: r.source,
        campaign: r.campaign,
        leads,
        delivered,
        rejected: Number(r.rejected),
        failed: Number(r.failed),
        waiting: Number(r.waiting),
        duplicates: Number(r.duplicates),
        flags: Object.fromEntries(FLAGS.map((flag) => [flag, Number(row[flag])])) as Record<Flag, number>,
        deliveredShare: leads === 0 ? 0 : delivered / leads,
        rejections,
      };
    })
    .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source) || a.campaign.localeCompare(b.campaign));
}

const CSV_HEADER = [
  'source',
  'campaign',
  'leads',
  'delivered',
  'rejected',
  'failed',
  'waiting',
  'duplicates',
  ...FLAGS,
  'delivered_share',
  'rejection_reasons',
];

/** The report as CSV (UTF-8 BOM, RFC 4180, formula starters neutralised, as the lead export). */
export function sourcesCsv(rows: readonly SourceRow[]): string {
  const lines = rows.map((r) =>
    csvRow([
      r.source,
      r.campaign,
      r.leads,
      r.delivered,
      r.rejected,
      r.failed,
      r.waiting,
      r.duplicates,
      ...FLAGS.map((flag) => r.flags[flag]),
      r.deliveredShare.toFixed(3),
      r.rejections.map((x) => `${x.reason} (${x.count})`).join('; '),
    ]),
  );
  return `\uFEFF${csvRow(CSV_HEADER)}${lines.join('')}`;
}
