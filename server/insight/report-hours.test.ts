// report_hours stays exact whatever writes the leads: after inserts, insight written after its lead (as
// intake does), status and reason changes, a lead removed and an insight removed, its rows hold what a
// count of the leads themselves says, hour by hour, and `npm run reports:rebuild` (rebuildReportHours)
// leaves the same rows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBulkLeads } from '#tests/support/bulk-leads.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { rebuildReportHours } from './report-hours.ts';

const LEADS = 600;

describe.each(ENGINES)('report_hours ($name)', ({ make }) => {
  let t: TestDb;
  let store: LeadStore;
  beforeAll(async () => {
    t = await make();
    store = await t.open();
  });
  afterAll(async () => {
    await store.close();
    await t.drop();
  });

  /** The table's rows that hold leads, in one order. */
  const rows = async () =>
    (
      await store.db
        .selectFrom('report_hours')
        .selectAll()
        .where('leads', '!=', 0)
        .orderBy(['hour', 'service_id', 'source', 'campaign', 'status', 'reason'])
        .execute()
    ).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v])));

  /** The same counts taken from the leads and their insight directly. */
  const fromLeads = async () =>
    (
      await sql<{ hour: number; status: string; reason: string; campaign: string; n: number; dups: number; disposable: number }>`
        select l.created_at / 3600000 as hour, l.status, case when l.status = 'rejected' then coalesce(l.network_error, '') else '' end as reason,
          coalesce(i.campaign, '') as campaign, count(*) as n, sum(case when i.duplicate_of is not null then 1 else 0 end) as dups,
          coalesce(sum(i.disposable_email), 0) as disposable
        from leads l left join lead_insight i on i.lead_id = l.id
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(store.db)
    ).rows.map((r) => ({ ...r, hour: Number(r.hour), n: Number(r.n), dups: Number(r.dups), disposable: Number(r.disposable) }));

  it('counts every lead once, in its hour, status, reason and campaign, through every kind of change', async () => {
    await insertBulkLeads(store.db, LEADS, { days: 10 });
    const leads = await store.db.selectFrom('leads').select(['id', 'created_at']).orderBy('id').execute();
    // Insight for two leads in three, after the leads (as intake writes it).
    const insight = leads
      .filter((_, i) => i % 3 !== 0)
      .map((l, i) => ({
        lead_id: l.id,
        created_at: l.created_at,
        campaign: `fall-${i % 4}`,
        duplicate_of: i % 10 === 0 ? leads[0]!.id : null,
        disposable_email: i % 7 === 0 ? 1 : 0,
        odd_phone: 0,
        too_fast: i % 11 === 0 ? 1 : 0,
        repeated_name: 0,
      }));
    for (let i = 0; i < insight.length; i += 200)
      await store.db
        .insertInto('lead_insight')
        .values(insight.slice(i, i + 200))
        .execute();
    // Statuses change, a rejection's reason is written, a lead is removed, an insight is removed.
    const ids = leads.map((l) => l.id);
    await store.db.updateTable('leads').set({ status: 'delivered' }).where('id', 'in', ids.slice(0, 50)).execute();
    await store.db
      .updateTable('leads')
      .set({ status: 'rejected', network_error: 'Zip code not serviced' })
      .where('id', 'in', ids.slice(50, 80))
      .execute();
    await store.db.updateTable('leads').set({ updated_at: 1 }).where('id', 'in', ids.slice(80, 120)).execute();
    await store.db.deleteFrom('leads').where('id', 'in', ids.slice(120, 125)).execute();
    await store.db.deleteFrom('lead_insight').where('lead_id', 'in', ids.slice(125, 135)).execute();
    await store.db.updateTable('lead_insight').set({ campaign: 'winter' }).where('lead_id', 'in', ids.slice(135, 145)).execute();

    const direct = await fromLeads();
    expect(direct.reduce((n, r) => n + r.n, 0)).toBe(LEADS - 5);
    const kept = await rows();
    // Each (hour, status, reason, campaign) of the leads, summed over services and sources in the table.
    const summed = new Map<string, { n: number; dups: number; disposable: number }>();
    for (const r of kept) {
      const key = JSON.stringify([r.hour, r.status, r.reason, r.campaign]);
      const s = summed.get(key) ?? { n: 0, dups: 0, disposable: 0 };
      summed.set(key, s);
      s.n += r.leads as number;
      s.dups += r.duplicates as number;
      s.disposable += r.disposable_email as number;
    }
    expect(Object.fromEntries(summed)).toEqual(
      Object.fromEntries(
        direct.map((r) => [JSON.stringify([r.hour, r.status, r.reason, r.campaign]), { n: r.n, dups: r.dups, disposable: r.disposable }]),
      ),
    );

    // A rebuild from the leads leaves the same rows.
    await rebuildReportHours(store.db, store.dialect);
    expect(await rows()).toEqual(kept);
  });
});
