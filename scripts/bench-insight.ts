// Measures the funnel insight on a seeded database (npm run seed:demo -- --leads 100000 first):
//   DATABASE_URL=... npm run bench:insight -- --events 1000000
// --events N first adds N step events through the real batch writer (visitors walking a service's
// wizard and leaving at random steps over the last 30 days), and the lead_insight rows intake would have
// written for seeded leads that lack them. Then it times, as medians of several runs: the funnel and
// sources reports through the real app (in-process, no sockets), the duplicate check of one lead, and
// POST /api/events over HTTP with autocannon next to a bare route on the same server.
import './load-env.ts';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { SERVICES } from '../domain/catalogue.ts';
import { DEFAULT_SITE_ID } from '../domain/site.ts';
import { wizardSteps } from '../domain/steps.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { writeEvents, type FunnelEvent } from '../server/insight/funnel-events.ts';
import { findEarlierDuplicate } from '../server/insight/lead-insight.ts';
import { connect } from '../server/store/connect.ts';
import { LeadStore } from '../server/store/lead-store.ts';
import { migrate } from '../server/store/migrate.ts';

const TOKEN = 'bench-insight-token-0123456789';
const RUNS = 7;
const DAY = 86_400_000;
const SOURCES = ['direct', 'direct', 'AFF1001', 'AFF1002', 'google', 'facebook', 'newsletter'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[ms.length >> 1]!;

async function seedEvents(db: LeadStore['db'], total: number): Promise<void> {
  const started = performance.now();
  let written = 0;
  let batch: (FunnelEvent & { at: number })[] = [];
  while (written < total) {
    // One visitor: a service, a source, a day; steps 0..k, and Submit for those who reach the end.
    const service = pick(SERVICES);
    const steps = wizardSteps(service).length;
    const last = Math.random() < 0.2 ? steps - 1 : Math.floor(Math.random() * steps);
    const event = { submissionId: randomUUID(), serviceId: service.id, source: pick(SOURCES), siteId: DEFAULT_SITE_ID };
    const at = Date.now() - Math.floor(Math.random() * 30 * DAY);
    for (let step = 0; step <= last && written < total; step++, written++)
      batch.push({ ...event, step, kind: 'view', at: at + step * 5000 });
    if (last === steps - 1 && written < total) {
      batch.push({ ...event, step: last, kind: 'submit', at: at + steps * 5000 });
      written++;
    }
    if (batch.length >= 500) {
      await writeEvents(db, batch);
      batch = [];
    }
  }
  await writeEvents(db, batch);
  const s = (performance.now() - started) / 1000;
  console.log(`wrote ${total} events in ${s.toFixed(1)} s (${Math.round(total / s)} events/s through the batch writer)`);

  // The lead_insight rows intake writes, for seeded leads (campaign from their tracking JSON), in the
  // order intake writes them: by time.
  let after = { at: -1, id: '' };
  let rows = 0;
  for (;;) {
    const page = await db
      .selectFrom('leads')
      .select(['id', 'created_at', 'tracking'])
      .where((eb) => eb.or([eb('created_at', '>', after.at), eb.and([eb('created_at', '=', after.at), eb('id', '>', after.id)])]))
      .orderBy('created_at')
      .orderBy('id')
      .limit(2000)
      .execute();
    if (page.length === 0) break;
    after = { at: page.at(-1)!.created_at, id: page.at(-1)!.id };
    await db
      .insertInto('lead_insight')
      .values(
        page.map((l) => ({
          lead_id: l.id,
          created_at: l.created_at,
          campaign: String((JSON.parse(l.tracking) as Record<string, unknown>).utm_campaign ?? ''),
          duplicate_of: null,
          disposable_email: Math.random() < 0.01 ? 1 : 0,
          odd_phone: Math.random() < 0.02 ? 1 : 0,
          too_fast: Math.random() < 0.03 ? 1 : 0,
          repeated_name: 0,
        })),
      )
      .onConflict((oc) => oc.column('lead_id').doNothing())
      .execute();
    rows += page.length;
  }
  console.log(`lead_insight rows for ${rows} leads`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { events: { type: 'string', default: '0' }, seconds: { type: 'string', default: '10' } } });
  const config = loadConfig({
    ...process.env,
    ADMIN_TOKEN: TOKEN,
    LOG_LEVEL: 'silent',
    LEAD_FORWARD_URL: '',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000000',
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const conn = connect(config.databaseUrl);
  await migrate(conn);
  if (Number(values.events) > 0) await seedEvents(conn.db, Number(values.events));
  // What autovacuum does to a real PostgreSQL table; freshly seeded, the planner has no statistics yet.
  if (conn.dialect === 'postgres') await sql`ANALYZE`.execute(conn.db);

  const app = await buildApp({ config, store: new LeadStore(conn) });
  // The bare route: same server, same plugins and rate limit, no work.
  app.post('/api/bench-bare', async (_req, reply) => reply.code(204).send());
  const headers = { authorization: `Bearer ${TOKEN}` };
  const count = async (table: 'leads' | 'funnel_counts' | 'funnel_seen') =>
    Number(
      (
        await conn.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const events = await conn.db
    .selectFrom('funnel_counts')
    .select((eb) => eb.fn.sum<number>('count').as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `${conn.dialect}: ${await count('leads')} leads, ${Number(events.n)} counted events in ${await count('funnel_counts')} counter rows, ${await count('funnel_seen')} seen rows`,
  );

  const timed = async (label: string, url: string) => {
    const ms: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const t = performance.now();
      const r = await app.inject({ url, headers });
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
      if (i > 0) ms.push(performance.now() - t);
    }
    console.log(
      `${label.padEnd(46)} median ${median(ms).toFixed(1).padStart(7)} ms  (min ${Math.min(...ms).toFixed(1)}, max ${Math.max(...ms).toFixed(1)})`,
    );
  };
  const ninety = new Date(Date.now() - 89 * DAY).toISOString().slice(0, 10);
  await timed('funnel, all services, 30 days', '/api/admin/funnel');
  await timed('funnel, Solar, 30 days', '/api/admin/funnel?service=Solar');
  await timed('funnel, all services, source AFF1001', '/api/admin/funnel?source=AFF1001');
  await timed('sources, 30 days', '/api/admin/sources');
  await timed('sources, 90 days', `/api/admin/sources?from=${ninety}`);
  await timed('sources CSV, 90 days', `/api/admin/sources.csv?from=${ninety}`);

  // The duplicate check intake runs for each lead: phone and e-mail of real stored leads.
  const samples = await conn.db
    .selectFrom('leads')
    .select(['phone', 'email', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute();
  const ms: number[] = [];
  for (const s of samples) {
    const t = performance.now();
    await findEarlierDuplicate(conn.db, { phone: s.phone, email: s.email, createdAt: s.created_at }, 30);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `duplicate check (${ms.length} leads)`.padEnd(46) +
      ` median ${ms[ms.length >> 1]!.toFixed(3)} ms, p99 ${ms[Math.floor(ms.length * 0.99)]!.toFixed(3)} ms`,
  );

  // Throughput over HTTP.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const run = (path: string, body: () => string) =>
    autocannon({
      url: `${address}${path}`,
      connections: 20,
      duration: Number(values.seconds),
      requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: body() }) }],
    });
  const solar = SERVICES[0]!;
  for (const [label, path, body] of [
    ['bare route', '/api/bench-bare', () => '{}'],
    [
      'POST /api/events',
      '/api/events',
      () =>
        JSON.stringify({
          submissionId: randomUUID(),
          serviceId: solar.id,
          step: Math.floor(Math.random() * 18),
          kind: 'view',
          aff_id: 'AFF1001',
        }),
    ],
  ] as const) {
    const r = await run(path, body);
    const ok = r['2xx'];
    console.log(
      `${label.padEnd(20)} ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms, ${ok} answered 2xx of ${r.requests.total}, errors ${r.errors + r.non2xx}`,
    );
  }
  await app.close();
}

await main();
