// The audit log's filters through the real API on both engines (who, what, days in the console's time
// zone, pages by cursor), and the plans: on a log of 20,000 entries each filter walks an index in the
// order of the page and sorts nothing, so a page costs the same on a log of millions
// (npm run bench:audit measures that on 1,000,000 entries).
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, consoleFixture } from '#tests/support/console-fixture.ts';
import { BULK_ACTORS, insertBulkAudit } from '#tests/support/bulk-audit.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { auditPageQuery, writeAudit, type AuditFilters } from './audit.ts';
import { encodeCursor } from './cursor.ts';

const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` };
type Entry = { at: string; actor: string; action: string; target: string };

describe.each(ENGINES)('the audit log filtered ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true, env: { CONSOLE_TIME_ZONE: 'America/New_York' } });
  const get = async (query: string) => {
    const r = await f.app.inject({ url: `/api/admin/audit?${query}`, headers: BEARER });
    return {
      status: r.statusCode,
      body: r.json() as { entries: Entry[]; nextCursor: string | null; error?: string; fields?: Record<string, string> },
    };
  };

  it('filters by who (any case), by what, and by both', async () => {
    const by = (actor: string, action: 'export' | 'resend', at: number) =>
      writeAudit(f.store.db, { actor, action, target: `${actor} ${action}`, ip: '198.51.100.20' }, at);
    const t = Date.UTC(2026, 3, 1, 12);
    await by('filter-a@example.com', 'export', t);
    await by('filter-a@example.com', 'resend', t + 1000);
    await by('filter-b@example.com', 'export', t + 2000);
    const who = await get('actor=FILTER-A@example.com');
    expect(who.status).toBe(200);
    expect(who.body.entries.map((e) => e.target)).toEqual(['filter-a@example.com resend', 'filter-a@example.com export']);
    const both = await get('actor=filter-a@example.com&action=export');
    expect(both.body.entries.map((e) => e.target)).toEqual(['filter-a@example.com export']);
    const what = await get('action=export&from=2026-04-01&to=2026-04-01');
    expect(what.body.entries.map((e) => e.target)).toEqual(['filter-b@example.com export', 'filter-a@example.com export']);
    // An empty parameter is no filter.
    expect((await get('actor=&action=&from=&to=')).body.entries.length).toBeGreaterThanOrEqual(3);
  });

  it("reads dates as days in the console's time zone, both ends included", async () => {
    // 23:30 on 14 January in New York is 04:30 on the 15th in UTC.
    const lateEvening = Date.parse('2026-01-15T04:30:00Z');
    await writeAudit(f.store.db, { actor: 'zone@example.com', action: 'export', target: 'late', ip: '198.51.100.21' }, lateEvening);
    // 00:10 on 16 January in New York: the 16th, not the 15th.
    await writeAudit(
      f.store.db,
      { actor: 'zone@example.com', action: 'export', target: 'next day', ip: '198.51.100.21' },
      Date.parse('2026-01-16T05:10:00Z'),
    );
    const day = async (from: string, to: string) =>
      (await get(`actor=zone@example.com&from=${from}&to=${to}`)).body.entries.map((e) => e.target);
    expect(await day('2026-01-14', '2026-01-14')).toEqual(['late']);
    expect(await day('2026-01-15', '2026-01-15')).toEqual([]);
    expect(await day('2026-01-16', '2026-01-16')).toEqual(['next day']);
    expect(await day('2026-01-14', '2026-01-16')).toEqual(['next day', 'late']);
  });

  it('pages a filtered view by cursor: every entry once, newest first, 50 a page', async () => {
    const start = Date.UTC(2026, 4, 1);
    for (let i = 0; i < 120; i++) {
      await writeAudit(
        f.store.db,
        { actor: 'pager@example.com', action: 'view-lead', target: String(i), ip: '198.51.100.22' },
        start + (i % 40) * 1000,
      );
      if (i % 3 === 0)
        await writeAudit(
          f.store.db,
          { actor: 'someone-else@example.com', action: 'view-lead', target: 'x', ip: '198.51.100.22' },
          start + i,
        );
    }
    const seen: Entry[] = [];
    let cursor: string | null = '';
    const sizes: number[] = [];
    while (cursor !== null) {
      const page = await get(`actor=pager@example.com${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      sizes.push(page.body.entries.length);
      seen.push(...page.body.entries);
      cursor = page.body.nextCursor;
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen.map((e) => e.target)).size).toBe(120);
    expect(seen.every((e) => e.actor === 'pager@example.com')).toBe(true);
    const times = seen.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses bad filters with 400 { error, fields }, and keeps the log to admins', async () => {
    const cases: [string, string][] = [
      ['action=DROP%20TABLE', 'action'],
      ['from=2026-1-5', 'from'],
      ['to=yesterday', 'to'],
      [`actor=${'a'.repeat(255)}`, 'actor'],
    ];
    for (const [query, field] of cases) {
      const r = await get(query);
      expect(r.status, query).toBe(400);
      expect(Object.keys(r.body.fields ?? {}), query).toEqual([field]);
    }
    expect((await get('cursor=garbage')).status).toBe(400);
    expect((await f.app.inject({ url: '/api/admin/audit?action=export', headers: { cookie: f.viewer } })).statusCode).toBe(403);
    expect((await f.app.inject({ url: '/api/admin/audit?action=export' })).statusCode).toBe(401);
  });
});

/** Every node of a PostgreSQL JSON plan. */
function nodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(nodes)];
}

describe.each(ENGINES)("the audit log's plans on 20,000 entries ($name)", ({ name, make }) => {
  let testDb: TestDb;
  let store: LeadStore;
  const now = Date.UTC(2026, 5, 30);
  beforeAll(async () => {
    testDb = await make();
    store = await testDb.open();
    await insertBulkAudit(store.db, 20_000, { now });
    // The statistics a live database has gathered by the time its log is large.
    await sql`ANALYZE`.execute(store.db);
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await testDb.drop();
  });

  async function plan(filters: AuditFilters, cursor?: string): Promise<{ indexes: string[]; sorts: boolean; text: string }> {
    const compiled = auditPageQuery(store.db, cursor, filters).compile();
    if (name === 'sqlite') {
      const r = await store.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
      );
      const text = r.rows.map((row) => row.detail).join(' | ');
      return { indexes: [...text.matchAll(/USING (?:COVERING )?INDEX (\w+)/g)].map((m) => m[1]!), sorts: /TEMP B-TREE/.test(text), text };
    }
    const r = await store.db.executeQuery<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
    );
    const all = nodes(r.rows[0]!['QUERY PLAN'][0].Plan);
    return {
      indexes: all.filter((n) => String(n['Node Type']).startsWith('Index')).map((n) => String(n['Index Name'])),
      sorts: all.some((n) => n['Node Type'] === 'Sort'),
      text: JSON.stringify(all.map((n) => [n['Node Type'], n['Index Name'], n['Index Cond']])),
    };
  }

  const quiet = BULK_ACTORS[6]!;
  const middle = encodeCursor(now - 180 * 86_400_000, 'ffffffff-0000-4000-8000-000000000000');
  const cases: [string, AuditFilters, string | undefined, string][] = [
    ['the newest page', {}, undefined, 'audit_log_at_idx'],
    ['a deep page', {}, middle, 'audit_log_at_idx'],
    ['one person', { actor: quiet }, undefined, 'audit_log_actor_idx'],
    ["one person's deep page", { actor: quiet }, middle, 'audit_log_actor_idx'],
    ['one action', { action: 'export' }, undefined, 'audit_log_action_idx'],
    ["one action's deep page", { action: 'export' }, middle, 'audit_log_action_idx'],
    ['a week', { from: now - 30 * 86_400_000, to: now - 23 * 86_400_000 }, undefined, 'audit_log_at_idx'],
  ];
  for (const [label, filters, cursor, index] of cases) {
    it(`${label}: walks ${index} in page order, no sort`, async () => {
      const p = await plan(filters, cursor);
      expect(p.indexes, p.text).toContain(index);
      expect(p.sorts, p.text).toBe(false);
    });
  }
});
