// `npm run seed:demo` on a small count into a fresh database of each engine: the funnel on the demo data reads as a
// real site's would. In every slice (all services, each service, each source) the starts are at least the
// submits and the submits at least the accepted leads, and visitors are lost step by step, never gained.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES } from '#domain/catalogue.ts';
import { funnelDaysRollup, funnelHoursByDay } from '#tests/support/funnel-day-sums.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import { funnelReport } from '../server/insight/funnel-report.ts';
import type { ReportFilters } from '../server/insight/report-filters.ts';
import type { LeadStore } from '../server/store/lead-store.ts';

const run = promisify(execFile);
const DAY = 86_400_000;
const LEADS = 300;

describe.each(ENGINES)('npm run seed:demo and the funnel ($name)', ({ make }) => {
  let db: TestDb;
  let store: LeadStore;
  const today = Math.floor(Date.now() / DAY) * DAY;
  const filters = (f: Partial<ReportFilters> = {}): ReportFilters => ({
    serviceId: undefined,
    source: undefined,
    from: today - 10 * DAY,
    to: today,
    ...f,
  });

  beforeAll(async () => {
    db = await make();
    await run(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts', '--leads', String(LEADS), '--days', '7'], {
      env: { PATH: process.env.PATH, DATABASE_URL: db.url },
    });
    store = await db.open();
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('counts every seeded lead as a submit, with more starts than submits', async () => {
    const all = await funnelReport(store.db, filters());
    expect(all.accepted).toBeGreaterThan(0);
    expect(all.accepted).toBeLessThanOrEqual(LEADS);
    expect(all.submits).toBeGreaterThanOrEqual(LEADS);
    expect(all.starts).toBeGreaterThan(all.submits);
    // Plausible: most who start do not finish, but not almost all.
    expect(all.submits / all.starts).toBeGreaterThan(0.1);
    expect(all.submits / all.starts).toBeLessThan(0.8);
    expect(all.steps.map((s) => s.label)[0]).toBe('Service questions');
  });

  it('holds starts >= submits >= accepted, and views falling step by step, for each service and each source', async () => {
    const sources = (await store.db.selectFrom('leads').select('source').distinct().execute()).map((r) => r.source);
    expect(sources.length).toBeGreaterThan(1);
    const slices = [...SERVICES.map((s) => filters({ serviceId: s.id })), ...sources.map((source) => filters({ source }))];
    for (const slice of slices) {
      const r = await funnelReport(store.db, slice);
      const name = JSON.stringify({ service: slice.serviceId, source: slice.source });
      expect(r.starts, name).toBeGreaterThanOrEqual(r.submits);
      expect(r.submits, name).toBeGreaterThanOrEqual(r.accepted);
      if (slice.serviceId === undefined) continue;
      const views = r.steps.map((s) => s.views);
      expect(views, name).toEqual([...views].sort((a, b) => b - a));
      expect(views.at(-1), name).toBeGreaterThanOrEqual(r.submits);
      for (const s of r.steps) expect(s.dropOff, `${name} ${s.label}`).toBeLessThan(0.6);
    }
  });

  it("holds the operators' work as the console writes it: some leads given a disposition, each with its timeline row, and notes", async () => {
    const leads = await store.db.selectFrom('leads').select(['id', 'disposition']).execute();
    const notes = await store.db.selectFrom('lead_notes').selectAll().execute();
    const worked = leads.filter((l) => l.disposition !== 'new');
    // Some leads worked, most still new, as on a site whose operators call back a share of their leads.
    expect(worked.length / leads.length).toBeGreaterThan(0.1);
    expect(worked.length / leads.length).toBeLessThan(0.6);
    for (const l of worked) {
      expect(
        notes.some((n) => n.lead_id === l.id && n.kind === 'disposition' && n.text === l.disposition),
        l.id,
      ).toBe(true);
    }
    const written = notes.filter((n) => n.kind === 'note');
    expect(written.length).toBeGreaterThan(0);
    const ids = new Set(leads.map((l) => l.id));
    for (const n of notes) expect(ids.has(n.lead_id)).toBe(true);
  });

  // The seed writes the funnel's counters with the daily table's triggers off and sums the days once at the end.
  it("leaves the funnel's days equal to its hours summed per UTC day, and their trigger on again", async () => {
    const days = await funnelDaysRollup(store.db);
    expect(Object.keys(days).length).toBeGreaterThan(0);
    expect(days).toEqual(await funnelHoursByDay(store.db));

    // A counter written after the seed reaches its day at once: the trigger is on.
    const some = await store.db.selectFrom('funnel_days').selectAll().limit(1).executeTakeFirstOrThrow();
    await store.db
      .insertInto('funnel_counts')
      .values({
        hour: Number(some.day) * 24 + 23,
        service_id: some.service_id,
        step: some.step,
        source: 'after-the-seed',
        kind: some.kind,
        site_id: some.site_id,
        count: 3,
      })
      .execute();
    expect(
      (await funnelDaysRollup(store.db))[[some.day, some.service_id, some.step, 'after-the-seed', some.kind, some.site_id].join('|')],
    ).toBe(3);
  });
});
