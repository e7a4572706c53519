// The console's reports and its lead list keep their indexes: on a small seeded database each of their
// statements is asked for its plan (EXPLAIN QUERY PLAN on SQLite; EXPLAIN on PostgreSQL with sequential
// scans priced out, as a million rows would price them) and must read the index it was written for. A
// dropped index, or a query rewritten so no index serves it, fails here instead of on a million leads.
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBulkLeads } from '#tests/support/bulk-leads.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import { dashboard } from '../admin/dashboard.ts';
import { leadFiltersSchema } from '../admin/lead-filters.ts';
import { countLeads, leadPageQuery } from '../admin/lead-queries.ts';
import { funnelReport } from '../insight/funnel-report.ts';
import { readBeforeStoring } from '../leads/before-storing.ts';
import { oldConsents } from '../privacy/retention.ts';
import { zonedReportFilters, type ReportFilters } from '../insight/report-filters.ts';
import { sourcesReport } from '../insight/sources-report.ts';
import { REVENUE_GROUPS, revenueReport } from '../selling/revenue-report.ts';
import { LeadStore } from './lead-store.ts';
import { sqlitePath } from './connect.ts';
import type { Database } from './schema.ts';

const DAY = 86_400_000;
const LEADS = 3000;

describe.each(ENGINES)('the console queries use their indexes ($name)', ({ name, make }) => {
  let t: TestDb;
  let store: LeadStore;
  /** The same database through a Kysely that records each statement it runs. */
  let spy: Kysely<Database>;
  const ran: CompiledQuery[] = [];
  const today = Math.floor(Date.now() / DAY) * DAY;
  const ninetyDays: ReportFilters = { serviceId: undefined, source: undefined, from: today - 89 * DAY, to: today };

  beforeAll(async () => {
    t = await make();
    store = await t.open();
    // A year of leads, so a 90-day report reads a quarter of them, as on a real site.
    await insertBulkLeads(store.db, LEADS, { days: 365 });
    // Their insight (campaigns and flags, as intake writes them) and a sale for every third lead.
    const leads = await store.db.selectFrom('leads').select(['id', 'created_at', 'status']).execute();
    const insight = leads.map((l, i) => ({
      lead_id: l.id,
      created_at: l.created_at,
      campaign: `spring-${i % 5}`,
      duplicate_of: null,
      disposable_email: i % 50 === 0 ? 1 : 0,
      odd_phone: 0,
      too_fast: 0,
      repeated_name: 0,
    }));
    for (let i = 0; i < insight.length; i += 400)
      await store.db
        .insertInto('lead_insight')
        .values(insight.slice(i, i + 400))
        .execute();
    // Each lead's delivery job, as the worker leaves them: most done, one in twenty still waiting, due later.
    const jobs = leads.map((l, i) => ({
      lead_id: l.id,
      buyer_id: `buyer-${'abcd'[i % 4]}`,
      state: i % 20 === 0 ? ('pending' as const) : ('done' as const),
      attempts: 1,
      next_attempt_at: i % 20 === 0 ? Date.now() + 3_600_000 : l.created_at,
      lease_until: null,
      last_error: null,
      created_at: l.created_at,
    }));
    for (let i = 0; i < jobs.length; i += 400)
      await store.db
        .insertInto('delivery_jobs')
        .values(jobs.slice(i, i + 400))
        .onConflict((oc) => oc.doNothing())
        .execute();
    const sales = leads
      .filter((l, i) => l.status === 'delivered' && i % 3 === 0)
      .map((l) => ({
        lead_id: l.id,
        buyer_id: `buyer-${randomUUID().slice(0, 4)}`,
        price_cents: 2500,
        state: 'sold' as const,
        reserved_at: l.created_at + 1000,
        settled_at: l.created_at + 2000,
        day_start: 0,
        week_start: 0,
        month_start: 0,
        ping_token: null,
      }));
    for (let i = 0; i < sales.length; i += 400)
      await store.db
        .insertInto('sales')
        .values(sales.slice(i, i + 400))
        .execute();
    // A year of the funnel's step counts, a few rows for every UTC hour, as a busy site keeps them.
    const firstHour = (today - 365 * DAY) / 3_600_000;
    const counts = Array.from({ length: 365 * 24 }, (_, h) =>
      [0, 1].map((step) => ({
        hour: firstHour + h,
        service_id: 1 + (h % 3),
        step,
        source: 'direct',
        kind: 'view' as const,
        count: 5 - step,
        site_id: 'default',
      })),
    ).flat();
    for (let i = 0; i < counts.length; i += 400)
      await store.db
        .insertInto('funnel_counts')
        .values(counts.slice(i, i + 400))
        .execute();
    const log = (e: LogEvent) => void ran.push(e.query as CompiledQuery);
    if (name === 'postgres') {
      // Statistics, and the visibility map autovacuum keeps on a live table (an index-only scan is priced
      // by it).
      await store.db.executeQuery(CompiledQuery.raw('VACUUM ANALYZE'));
      // Sequential scans priced out, as they are on a million rows: the planner then shows which index it
      // would take, and a query that has none left falls back to a sequential scan anyway (and fails).
      const url = new URL(t.url);
      url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} -c enable_seqscan=off`);
      spy = new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 1 }) }),
        log,
      });
    } else {
      // No ANALYZE on SQLite: the site's own database has no statistics, and plans as it will.
      spy = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(sqlitePath(t.url)) }), log });
    }
  }, 120_000);

  afterAll(async () => {
    await spy?.destroy();
    await store.close();
    await t.drop();
  });

  /** The plan of one statement, as one line per step. */
  async function plan(q: CompiledQuery): Promise<string> {
    if (name === 'postgres') {
      const r = await spy.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${q.sql}`, [...q.parameters]));
      return r.rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    const r = await spy.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]));
    return r.rows.map((row) => row.detail).join('\n');
  }

  /** The statements `work` runs, each with its plan. */
  async function plansOf(work: () => Promise<unknown>): Promise<{ sql: string; plan: string }[]> {
    ran.length = 0;
    await work();
    const out = [];
    for (const q of [...ran]) out.push({ sql: q.sql, plan: await plan(q) });
    return out;
  }

  /** The plan reads `table` through `index` and never scans the table itself. */
  function expectIndex(p: { sql: string; plan: string }, table: string, index: string) {
    if (name === 'postgres') {
      expect(p.plan, p.sql).toMatch(new RegExp(`(Index|Index Only|Bitmap Index) Scan( Backward)? (using|on) ${index}\\b`));
      expect(p.plan, p.sql).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    } else {
      expect(p.plan, p.sql).toMatch(new RegExp(`(SEARCH|SCAN) ${table}( AS \\w+)? USING (COVERING )?INDEX ${index}\\b`));
      expect(p.plan, p.sql).not.toMatch(new RegExp(`SCAN ${table}( AS \\w+)?$`, 'm'));
    }
  }

  const HOURS_INDEX = name === 'postgres' ? 'report_hours_pkey' : 'sqlite_autoindex_report_hours_1';
  const onHours = (ps: { sql: string; plan: string }[]) => ps.filter((p) => p.sql.includes('"report_hours"'));
  const onSaleHours = (ps: { sql: string; plan: string }[]) => ps.filter((p) => p.sql.includes('"sale_hours"'));

  it('the lead list walks (created_at, id) newest first', async () => {
    const query = leadPageQuery(spy, leadFiltersSchema.parse({}), undefined, 51).compile();
    const p = { sql: query.sql, plan: await plan(query) };
    expectIndex(p, 'leads', 'leads_created_id_idx');
    // In page order: no sort of the period's rows.
    expect(p.plan).not.toMatch(name === 'postgres' ? /\bSort\b/ : /USE TEMP B-TREE FOR ORDER BY/);
  });

  it("the lead list of one site walks that site's (site_id, created_at, id), in page order", async () => {
    const query = leadPageQuery(spy, leadFiltersSchema.parse({ site: 'default' }), undefined, 51).compile();
    const p = { sql: query.sql, plan: await plan(query) };
    expectIndex(p, 'leads', 'leads_site_idx');
    expect(p.plan).not.toMatch(name === 'postgres' ? /\bSort\b/ : /USE TEMP B-TREE FOR ORDER BY/);
  });

  it("the list's total for a view of several filters is counted from an index alone, never from the leads' rows", async () => {
    const monthAgo = new Date(today - 30 * DAY).toISOString().slice(0, 10);
    const views = [
      { host: 'solar.buildmatchpros.com', service: 'Roofing' },
      { service: 'Solar', status: 'delivered', from: monthAgo },
      { status: 'failed', source: 'google' },
      { site: 'default', service: 'HVAC', lang: 'es' },
      { disposition: 'contacted', status: 'delivered' },
    ];
    for (const view of views) {
      const [p] = await plansOf(() => countLeads(spy, leadFiltersSchema.parse(view)));
      expectIndex(p!, 'leads', 'leads_\\w+');
      expect(p!.plan, JSON.stringify(view)).toMatch(name === 'postgres' ? /Index Only Scan/ : /USING COVERING INDEX/);
    }
  });

  it("the delivery worker's claim finds the due jobs by (state, next_attempt_at), not by reading every waiting job", async () => {
    // The claim compares next_attempt_at with the database's clock: a value the planner must be able to
    // put in the index's condition (a volatile clock made PostgreSQL filter every pending job instead).
    const claimer = new LeadStore({ db: spy, dialect: name === 'postgres' ? 'postgres' : 'sqlite', reads: spy });
    const ps = await plansOf(() => claimer.claimDueJobs(60_000, 20, ['buyer-a']));
    const claim = ps.find((p) => /delivery_jobs/.test(p.sql))!;
    if (name === 'postgres') expect(claim.plan, claim.sql).toMatch(/Index Cond: \(\(state = .*\) AND \(next_attempt_at <= /);
    else expect(claim.plan, claim.sql).toMatch(/USING INDEX delivery_jobs_due_idx \(state=\? AND next_attempt_at<\?\)/);
  });

  it("intake's one look at earlier leads finds the submission, the phone and the e-mail each by its index", async () => {
    const dialect = name === 'postgres' ? 'postgres' : 'sqlite';
    const ps = await plansOf(() =>
      readBeforeStoring(
        spy,
        dialect,
        { submissionId: randomUUID(), email: 'Ann@Example.com', phone: '2125550100', createdAt: Date.now() },
        30,
      ),
    );
    // PostgreSQL reads the leads and the webhook endpoints in one statement; SQLite in turn.
    expect(ps).toHaveLength(name === 'postgres' ? 1 : 2);
    const submissionIndex = name === 'postgres' ? 'leads_submission_id_key' : 'sqlite_autoindex_leads_\\d';
    for (const index of [submissionIndex, 'leads_phone_idx', 'leads_email_lower_idx']) expectIndex(ps[0]!, 'leads', index);
  });

  it("the retention job's daily delete finds the consent records past five years by consented_at", async () => {
    const query = oldConsents(spy, Date.now() - 1826 * DAY).compile();
    expectIndex({ sql: query.sql, plan: await plan(query) }, 'consent_records', 'consent_records_consented_idx');
  });

  it('the sources report reads the hours of report_hours once, for every filter', async () => {
    for (const f of [ninetyDays, { ...ninetyDays, serviceId: 1 }, { ...ninetyDays, source: 'google' }]) {
      const ps = await plansOf(() => sourcesReport(spy, f));
      expect(ps).toHaveLength(1);
      for (const p of ps) expectIndex(p, 'report_hours', HOURS_INDEX);
    }
  });

  it("one site's sources report reads that site's leads through an index, never the whole table", async () => {
    const ps = await plansOf(() => sourcesReport(spy, { ...ninetyDays, site: 'default' }));
    expect(ps).toHaveLength(1);
    // By site and time, or (here every lead is the one site's, so the site narrows nothing) by time: the
    // planner's choice, as long as it is an index of the leads.
    // SQLite names the table by its alias in the query.
    for (const p of ps) expectIndex(p, name === 'postgres' ? 'leads' : 'l', 'leads_\\w+');
  });

  it("the funnel counts its leads from report_hours, its whole UTC days from funnel_days and its edge hours from funnel_counts, over an operator's 90 days", async () => {
    // 90 days in New York: they start and end at 04:00 or 05:00 UTC, so both edges are part days.
    const days = zonedReportFilters({ from: today - 89 * DAY, to: today }, 'America/New_York');
    if (typeof days === 'string') throw new Error(days);
    for (const f of [days, { ...days, serviceId: 1 }]) {
      const ps = await plansOf(() => funnelReport(spy, f));
      expect(onHours(ps)).toHaveLength(1);
      expectIndex(onHours(ps)[0]!, 'report_hours', HOURS_INDEX);
      const edges = ps.filter((p) => p.sql.includes('"funnel_counts"'));
      expect(edges).toHaveLength(2);
      // By hour (the primary key) or by service and hour: either reads an index, never the table.
      for (const p of edges)
        expectIndex(
          p,
          'funnel_counts',
          name === 'postgres'
            ? '(funnel_counts_hour_pkey|funnel_counts_service_idx)'
            : '(sqlite_autoindex_funnel_counts_1|funnel_counts_service_idx)',
        );
      const whole = ps.filter((p) => p.sql.includes('"funnel_days"'));
      expect(whole).toHaveLength(1);
      // All services: a range of the key (on SQLite the table is its key, so nothing else is read); one
      // service: its own index, which carries the counts.
      const index = f.serviceId === undefined ? 'funnel_days_pkey' : 'funnel_days_service_idx';
      if (name === 'postgres') expectIndex(whole[0]!, 'funnel_days', index);
      else
        expect(whole[0]!.plan, whole[0]!.sql).toMatch(
          f.serviceId === undefined
            ? /SEARCH funnel_days USING PRIMARY KEY \(day>\? AND day<\?\)/
            : /SEARCH funnel_days USING COVERING INDEX funnel_days_service_idx \(service_id=\? AND day>\? AND day<\?\)/,
        );
    }
  });

  it("the revenue report reads sale_hours by its key for every grouping, one site and one language, over an operator's 90 days", async () => {
    const days = zonedReportFilters({ from: today - 89 * DAY, to: today }, 'America/New_York');
    if (typeof days === 'string') throw new Error(days);
    const base = { from: days.from, to: days.to, timeZone: 'America/New_York' };
    for (const groupBy of REVENUE_GROUPS)
      for (const f of [{}, { site: 'default' }, { lang: 'en' as const }]) {
        const ps = await plansOf(() => revenueReport(spy, { ...base, groupBy, ...f }));
        // Nothing else: no lead, sale or return is read. A buyer's report also reads the hours' totals.
        expect(ps.map((p) => p.sql).filter((q) => !q.includes('"sale_hours"'))).toEqual([]);
        expect(ps).toHaveLength(groupBy === 'buyer' ? 2 : 1);
        for (const p of ps) expectIndex(p, 'sale_hours', 'sale_hours_key');
      }
  });

  it('the dashboard: counts from report_hours, the median and the "now" figures from covering indexes', async () => {
    const ps = await plansOf(() => dashboard(spy, Date.now(), 'America/New_York'));
    const hours = onHours(ps);
    // The 30 days' counts (today's revenue reads sale_hours).
    expect(hours).toHaveLength(1);
    for (const p of hours) expectIndex(p, 'report_hours', HOURS_INDEX);
    expect(onSaleHours(ps)).toHaveLength(1);
    expectIndex(onSaleHours(ps)[0]!, 'sale_hours', 'sale_hours_key');
    const median = ps.find((p) => /delivered_at" - "created_at|delivered_at - created_at/.test(p.sql))!;
    expectIndex(median, 'leads', 'leads_delivery_time_idx');
    const counts = ps.filter((p) => p.sql.includes('"updated_at" >='));
    expect(counts).toHaveLength(2);
    // PostgreSQL may take either index that starts with the status on a small table.
    for (const p of counts)
      expectIndex(p, 'leads', name === 'postgres' ? '(leads_status_updated_idx|leads_delivery_time_idx)' : 'leads_status_updated_idx');
  });
});
