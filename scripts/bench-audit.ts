// Times the audit log's API on a large log, on a database of its own (a fresh SQLite file, and a fresh
// schema on TEST_DATABASE_URL's PostgreSQL when that is set; both dropped at the end: the audit log cannot
// be emptied, so it never touches DATABASE_URL):
//   npm run bench:audit -- --rows 1000000
// It writes the rows (tests/support/bulk-audit.ts), then asks the real app (in-process, no sockets) for
// pages of the log: unfiltered, by who, by what, by dates, combined, and deep pages reached by cursor,
// each several times, and prints each plan and the p50/p95/max over all answers per engine.
import './load-env.ts';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql } from 'kysely';
import { auditPageQuery, type AuditFilters } from '../server/admin/audit.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { BULK_ACTORS, insertBulkAudit, RARE_ACTION } from '#tests/support/bulk-audit.ts';
import { postgresTestDb, sqliteTestDb, type TestDb } from '#tests/support/test-db.ts';

const TOKEN = 'bench-audit-token-0123456789';
const RUNS = 20;

const percentile = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(ms.length * p))]!;

/** The filters asked for, as the console's form sends them (days in the console's zone). */
const QUERIES: [string, string][] = [
  ['newest entries', ''],
  ['one busy operator', `actor=${BULK_ACTORS[0]}`],
  ['one quiet operator', `actor=${BULK_ACTORS[9]}`],
  ['one action', 'action=export'],
  ['a rare action', `action=${RARE_ACTION}`],
  ['a week', 'from=2026-01-05&to=2026-01-11'],
  ['operator and action', `actor=${BULK_ACTORS[1]}&action=sign-in`],
  ['quiet operator, rare action', `actor=${BULK_ACTORS[9]}&action=${RARE_ACTION}`],
  ['operator, action and a month', `actor=${BULK_ACTORS[2]}&action=view-lead&from=2026-02-01&to=2026-02-28`],
];

async function bench(name: string, testDb: TestDb, rows: number): Promise<void> {
  const store = await testDb.open();
  const t0 = performance.now();
  // Ends a year from 2026-06-30, so the dates asked for above fall inside the log.
  await insertBulkAudit(store.db, rows, {
    now: Date.UTC(2026, 5, 30),
    onProgress: (n) => {
      if (n % 100_000 === 0) process.stdout.write(`\r${name}: ${n} rows written`);
    },
  });
  process.stdout.write('\n');
  // What autovacuum (PostgreSQL) or a long-lived database (SQLite's ANALYZE) would have gathered by now.
  await sql`ANALYZE`.execute(store.db);
  console.log(`${name}: ${rows} audit entries written in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  const config = loadConfig({
    DATABASE_URL: testDb.url,
    ADMIN_TOKEN: TOKEN,
    LOG_LEVEL: 'silent',
    ENV_FILE: '',
    CONSOLE_TIME_ZONE: 'America/New_York',
    STATIC_DIR: 'no-static-dir',
  });
  const app = await buildApp({ config, store });
  const headers = { authorization: `Bearer ${TOKEN}` };
  const all: number[] = [];
  const get = async (query: string) => {
    const t = performance.now();
    const r = await app.inject({ url: `/api/admin/audit?${query}`, headers });
    const ms = performance.now() - t;
    if (r.statusCode !== 200) throw new Error(`${query}: ${r.statusCode} ${r.body}`);
    return { ms, body: r.json() as { entries: unknown[]; nextCursor: string | null } };
  };
  console.log(`${'query'.padEnd(34)} ${'entries'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}   deep page (20th) p50 ms`);
  for (const [label, query] of QUERIES) {
    const ms: number[] = [];
    let first = await get(query);
    for (let i = 0; i < RUNS; i++) {
      first = await get(query);
      ms.push(first.ms);
    }
    // Twenty pages in, by following the cursor as the console's Load more does.
    let cursor = first.body.nextCursor;
    const deep: number[] = [];
    for (let page = 1; page < 20 && cursor; page++) {
      const next = await get(`${query}${query ? '&' : ''}cursor=${cursor}`);
      cursor = next.body.nextCursor;
      if (page >= 10) deep.push(next.ms);
    }
    all.push(...ms, ...deep);
    console.log(
      `${label.padEnd(34)} ${String(first.body.entries.length).padStart(7)} ${percentile(ms, 0.5).toFixed(1).padStart(8)} ${percentile(ms, 0.95).toFixed(1).padStart(8)}   ${deep.length ? percentile(deep, 0.5).toFixed(1) : '–'}`,
    );
  }
  console.log(
    `${name}: over all ${all.length} answers p50 ${percentile(all, 0.5).toFixed(1)} ms, p95 ${percentile(all, 0.95).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms`,
  );

  // The plans, as the database runs them.
  const plans: [string, AuditFilters][] = [
    ['none', {}],
    ['actor', { actor: BULK_ACTORS[0] }],
    ['action', { action: 'export' }],
    ['actor+action', { actor: BULK_ACTORS[9], action: RARE_ACTION }],
    ['dates', { from: Date.UTC(2026, 0, 5), to: Date.UTC(2026, 0, 12) }],
  ];
  for (const [label, filters] of plans) {
    const compiled = auditPageQuery(store.db, undefined, filters).compile();
    const explain = name === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
    const plan = await store.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
    const text = plan.rows.map((r) => String(r.detail ?? r['QUERY PLAN'])).join(' | ');
    console.log(`plan ${label.padEnd(13)} ${text}`);
  }
  await app.close();
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' } } });
  const rows = Number(values.rows);
  const engines: [string, () => Promise<TestDb>][] = [['sqlite', async () => sqliteTestDb()]];
  if (process.env.TEST_DATABASE_URL) engines.push(['postgres', () => postgresTestDb()]);
  for (const [name, make] of engines) {
    const db = await make();
    try {
      await bench(name, db, rows);
    } finally {
      await db.drop();
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
