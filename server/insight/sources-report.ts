// The sources report: per source (aff_id, else utm_source, else direct) and campaign (utm_campaign), the
// leads, what became of them (delivered, rejected with the network's reasons grouped, failed, waiting),
// duplicates and quality flags, and the share delivered. One grouped scan of the period's leads (served
// by the created_at index) joined to lead_insight by primary key; a second for the rejection reasons.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { csvRow } from '../admin/csv-export.ts';
import type { SourceRow } from '#domain/insight-report.ts';
import { FLAGS, type Flag } from './quality-flags.ts';
import { endOf, type ReportFilters } from './report-filters.ts';

export type { SourceRow } from '#domain/insight-report.ts';

const REASONS_SHOWN = 5;
const NO_REASON = '(no reason given)';

function when(condition: ReturnType<typeof sql>) {
  return sql<number>`sum(case when ${condition} then 1 else 0 end)`;
}

export async function sourcesReport(db: Kysely<Database>, f: ReportFilters): Promise<SourceRow[]> {
  const campaign = sql<string>`coalesce(i.campaign, '')`;
  let base = db
    .selectFrom('leads as l')
    .leftJoin('lead_insight as i', 'i.lead_id', 'l.id')
    .where('l.created_at', '>=', f.from)
    .where('l.created_at', '<', endOf(f));
  if (f.serviceId !== undefined) base = base.where('l.service_id', '=', f.serviceId);
  if (f.source !== undefined) base = base.where('l.source', '=', f.source);

  const rows = await base
    .select([
      'l.source as source',
      campaign.as('campaign'),
      (eb) => eb.fn.countAll<number>().as('leads'),
      when(sql`l.status = 'delivered'`).as('delivered'),
      when(sql`l.status = 'rejected'`).as('rejected'),
      when(sql`l.status = 'failed'`).as('failed'),
      when(sql`l.status in ('queued', 'not_configured')`).as('waiting'),
      when(sql`i.duplicate_of is not null`).as('duplicates'),
      ...FLAGS.map((flag) => sql<number>`coalesce(sum(${sql.ref(`i.${flag}`)}), 0)`.as(flag)),
    ])
    .groupBy(['l.source', campaign])
    .execute();

  const reasons = await base
    .select(['l.source as source', campaign.as('campaign'), 'l.network_error as reason', (eb) => eb.fn.countAll<number>().as('n')])
    .where('l.status', '=', 'rejected')
    .groupBy(['l.source', campaign, 'l.network_error'])
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
