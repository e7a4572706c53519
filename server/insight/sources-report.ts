// The sources report: per source (aff_id, else utm_source, else direct) and campaign (utm_campaign), the
// leads, what became of them (delivered, rejected with the network's reasons grouped, failed, waiting),
// duplicates and quality flags, and the share delivered. One grouped read of the period's hours in
// report_hours (kept exact by triggers as leads and their insight are written).
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

const WAITING = new Set(['queued', 'not_configured']);

type Counts = Omit<SourceRow, 'source' | 'campaign' | 'deliveredShare' | 'rejections'>;

const noCounts = (): Counts => ({
  leads: 0,
  delivered: 0,
  rejected: 0,
  failed: 0,
  waiting: 0,
  duplicates: 0,
  flags: Object.fromEntries(FLAGS.map((flag) => [flag, 0])) as Record<Flag, number>,
});

export async function sourcesReport(db: Kysely<Database>, f: ReportFilters): Promise<SourceRow[]> {
  // The period's days (UTC or the operator's, whole hours either way) are whole hours of report_hours
  // (migration 021): a few rows per hour, whatever the number of leads, instead of every lead of the
  // period and its insight row.
  // One site's report reads that site's leads instead (periodRows).
  let base = periodRows(db, { from: f.from, to: endOf(f), site: f.site, lang: f.lang });
  if (f.serviceId !== undefined) base = base.where('service_id', '=', f.serviceId);
  if (f.source !== undefined) base = base.where('source', '=', f.source);
  const total = sql<number>`sum(leads)`;

  // One read of the period, by source, campaign, status and reason: a few thousand groups at most, which
  // are added up here into each source's row and its rejection reasons, rather than a second read of the
  // same hours for the reasons alone.
  const groups = await base
    .select([
      'source',
      'campaign',
      'status',
      'reason',
      total.as('leads'),
      sql<number>`sum(duplicates)`.as('duplicates'),
      ...FLAGS.map((flag) => sql<number>`sum(${sql.ref(flag)})`.as(flag)),
    ])
    .groupBy(['source', 'campaign', 'status', 'reason'])
    // A row left at 0 by leads that changed status or were removed counts no lead of the period.
    .having(total, '>', 0)
    .execute();

  const bySource = new Map<string, { source: string; campaign: string; counts: Counts; reasons: Map<string, number> }>();
  for (const g of groups) {
    const key = JSON.stringify([g.source, g.campaign]);
    let entry = bySource.get(key);
    if (!entry) bySource.set(key, (entry = { source: g.source, campaign: g.campaign, counts: noCounts(), reasons: new Map() }));
    const c = entry.counts;
    const leads = Number(g.leads);
    c.leads += leads;
    if (g.status === 'delivered') c.delivered += leads;
    else if (g.status === 'failed') c.failed += leads;
    else if (WAITING.has(g.status)) c.waiting += leads;
    else if (g.status === 'rejected') {
      c.rejected += leads;
      const reason = g.reason || NO_REASON;
      entry.reasons.set(reason, (entry.reasons.get(reason) ?? 0) + leads);
    }
    c.duplicates += Number(g.duplicates);
    const row = g as unknown as Record<Flag, number | string>;
    for (const flag of FLAGS) c.flags[flag] += Number(row[flag]);
  }

  return [...bySource.values()]
    .map(({ source, campaign, counts, reasons }) => ({
      source,
      campaign,
      ...counts,
      deliveredShare: counts.leads === 0 ? 0 : counts.delivered / counts.leads,
      rejections: [...reasons]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason))
        .slice(0, REASONS_SHOWN),
    }))
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
