// Times the console's heavy reads on a seeded database (npm run seed:demo first), through the real app
// in-process (routing, auth, validation, serialisation; no sockets):
//   DATABASE_URL=... npm run bench:console
// Prints each request's p50 and p95 over RUNS runs (after one warm-up), the reports over 90 days, and the
// time, size and peak memory of a CSV export of the newest 100,000 leads (fewer when the database has fewer).
import './load-env.ts';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connect } from '../server/store/connect.ts';
import { LeadStore } from '../server/store/lead-store.ts';
import { migrate } from '../server/store/migrate.ts';

const TOKEN = 'bench-console-token-0123456789';
// Runs per request after the warm-up (`--runs N`): with 20, the p95 is the 19th fastest.
const RUNS = Number(parseArgs({ options: { runs: { type: 'string', default: '20' } } }).values.runs);
const EXPORT_LEADS = 100_000;

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'silent', LEAD_FORWARD_URL: '' });
  const conn = connect(config.databaseUrl);
  await migrate(conn);
  const app = await buildApp({ config, store: new LeadStore(conn) });
  const headers = { authorization: `Bearer ${TOKEN}` };
  const sample = await conn.db
    .selectFrom('leads')
    .select(['phone', 'email', 'last_name', 'id', 'reference'])
    .orderBy('created_at')
    .offset(5000)
    .limit(1)
    .executeTakeFirstOrThrow();
  const count = await conn.db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const ninetyDaysAgo = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  // The UTC day from which on about EXPORT_LEADS leads were created: the export's period.
  const nth = await conn.db
    .selectFrom('leads')
    .select('created_at')
    .orderBy('created_at', 'desc')
    .offset(Math.min(Number(count.n), EXPORT_LEADS) - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const exportFrom = new Date(nth.created_at).toISOString().slice(0, 10);
  console.log(`${conn.dialect}: ${Number(count.n)} leads`);

  const timed = async (label: string, url: string) => {
    const ms: number[] = [];
    const cpu: number[] = [];
    let body = '';
    for (let i = 0; i <= RUNS; i++) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const r = await app.inject({ url, headers });
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
      // The first run warms caches. CPU time is this process's own work (on SQLite the queries' too), which
      // other processes on a shared machine do not inflate as they do the wall-clock time.
      if (i > 0) {
        ms.push(performance.now() - started);
        const used = process.cpuUsage(cpuBefore);
        cpu.push((used.user + used.system) / 1000);
      }
      body = r.body;
    }
    ms.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    // Nearest rank: the smallest time at least p % of the runs took no longer than.
    const at = (p: number) => ms[Math.ceil((p / 100) * RUNS) - 1]!;
    const rows = (JSON.parse(body) as { leads?: unknown[] }).leads?.length;
    console.log(
      `${label.padEnd(44)} p50 ${at(50).toFixed(1).padStart(7)} ms  p95 ${at(95).toFixed(1).padStart(7)} ms  (max ${ms[RUNS - 1]!.toFixed(1)}), CPU p50 ${cpu[RUNS >> 1]!.toFixed(1)} ms${rows === undefined ? '' : `  ${rows} rows`}`,
    );
  };

  await timed('list, first page (50)', '/api/admin/leads');
  await timed(
    'list, page 2 by cursor',
    `/api/admin/leads?cursor=${(await app.inject({ url: '/api/admin/leads', headers })).json().nextCursor}`,
  );
  await timed('filtered: Solar, delivered, last 30 days', `/api/admin/leads?service=Solar&status=delivered&from=${monthAgo}`);
  await timed('filtered: failed, source google', '/api/admin/leads?status=failed&source=google');
  await timed('filtered: host, Roofing', '/api/admin/leads?host=solar.buildmatchpros.com&service=Roofing');
  await timed('search: phone (10 digits)', `/api/admin/leads?q=${sample.phone}`);
  await timed('search: phone start (6 digits)', `/api/admin/leads?q=${sample.phone.slice(0, 6)}`);
  await timed('search: phone end (last 4 digits)', `/api/admin/leads?q=${sample.phone.slice(-4)}`);
  await timed('search: phone end (last 6 digits)', `/api/admin/leads?q=${sample.phone.slice(-6)}`);
  await timed('search: e-mail domain', `/api/admin/leads?q=${encodeURIComponent(`@${sample.email.split('@')[1]}`)}`);
  await timed('list, oldest first', '/api/admin/leads?sort=oldest');
  await timed('filtered: disposition contacted', '/api/admin/leads?disposition=contacted');
  await timed('search: e-mail', `/api/admin/leads?q=${encodeURIComponent(sample.email)}`);
  await timed('search: last name', `/api/admin/leads?q=${encodeURIComponent(sample.last_name)}`);
  await timed('search: lead id', `/api/admin/leads?q=${sample.id}`);
  if (sample.reference) await timed('search: reference', `/api/admin/leads?q=${sample.reference}`);
  await timed('lead page', `/api/admin/leads/${sample.id}`);
  await timed('dashboard', '/api/admin/dashboard');
  await timed('funnel, 90 days', `/api/admin/funnel?from=${ninetyDaysAgo}`);
  await timed('funnel, 90 days, Solar', `/api/admin/funnel?from=${ninetyDaysAgo}&service=Solar`);
  await timed('sources, 90 days', `/api/admin/sources?from=${ninetyDaysAgo}`);
  await timed('sources, 90 days, source google', `/api/admin/sources?from=${ninetyDaysAgo}&source=google`);
  for (const groupBy of ['day', 'service', 'source', 'buyer', 'state'])
    await timed(`revenue, 90 days, by ${groupBy}`, `/api/admin/revenue?from=${ninetyDaysAgo}&groupBy=${groupBy}`);
  await timed('audit log, first page', '/api/admin/audit');

  // The whole export, streamed: time, size, and the process's peak memory while it runs.
  // maxRSS is the process's peak resident memory so far: if the export held its rows, it would rise.
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  for (const kind of ['csv', 'xlsx'] as const) {
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const res = await app.inject({ url: `/api/admin/leads.${kind}?from=${exportFrom}`, headers, payloadAsStream: true });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.stream() as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 0x0a) lines++;
    }
    const used = process.cpuUsage(cpuBefore);
    const rows = kind === 'csv' ? `, ~${lines - 1} rows` : '';
    console.log(
      `${kind.toUpperCase()} export, leads from ${exportFrom}: ${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s), ${mb(bytes)} MB${rows}; peak RSS ${mb(peakBefore)} MB before, ${mb(process.resourceUsage().maxRSS * 1024)} MB after`,
    );
  }
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
