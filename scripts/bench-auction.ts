// npm run bench:auction: how long a visitor waits for POST /api/leads when each lead is auctioned in the
// request. The real server (server/main.ts, its own process) on a fresh database, ten ping-post buyers on
// loopback (fake, each answering its ping in 100-300 ms with a bid, taking every post), and N leads posted
// with a few at once. Prints the visitor's answer time p50, p95 and p99 (the target: p95 at most 1.2 s) and
// the statuses the leads got.
// Options: BENCH_LEADS (default 300), BENCH_CONCURRENCY (default 5), BENCH_DATABASE_URL (PostgreSQL; default
// a fresh SQLite file).
import './load-env.ts';
import { findServiceByTitle, SERVICES } from '#domain/catalogue.ts';
import { insertBuyer, TEST_BUYER_SECRET_KEY } from '#tests/support/buyer-rows.ts';
import { FakeBuyers } from '#tests/support/fake-buyers.ts';
import { FakeDns } from '#tests/support/fake-dns.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { killAll, startServer } from '#tests/support/server-process.ts';
import { postgresTestDb, sqliteTestDb, type TestDb } from '#tests/support/test-db.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 5);
const BUYERS = 10;
const TARGET_P95_MS = 1200;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const db: TestDb = process.env.BENCH_DATABASE_URL ? await postgresTestDb(process.env.BENCH_DATABASE_URL) : sqliteTestDb();
  const dns = await new FakeDns().start();
  const buyers = await new FakeBuyers().start();
  try {
    const store = await db.open();
    for (let i = 1; i <= BUYERS; i++) {
      const id = `bench-${i}`;
      // Bids from $8 to $53 in whole dollars and cents, so the ranking has work to do.
      buyers.set(id, { bid: (3 + i * 5 + i / 100).toFixed(2), delayRangeMs: [100, 300] });
      await insertBuyer(store.db, {
        id,
        pingUrl: buyers.pingUrl(id),
        postUrl: buyers.postUrl(id),
        timeoutMs: 1000,
        headers: { 'x-api-key': `key-${id}` },
      });
    }
    await store.close();

    const server = await startServer(
      {
        DATABASE_URL: db.url,
        DNS_SERVERS: dns.server,
        WEBHOOK_ALLOW_PRIVATE: 'true',
        BUYER_SECRET_KEY: TEST_BUYER_SECRET_KEY,
        LEAD_FORWARD_TIMEOUT_MS: '8000',
        LOG_LEVEL: 'info',
      },
      { timeoutMs: 60_000 },
    );

    const times: number[] = [];
    const statuses = new Map<string, number>();
    let next = 0;
    const services = SERVICES.map((s) => findServiceByTitle(s.title)!);
    const worker = async () => {
      for (let i = next++; i < LEADS; i = next++) {
        // Each lead another person (no buyer skips it as a duplicate), across the 14 services.
        const body = validLead(services[i % services.length]!, { phone: String(3105550000 + i), email: `bench${i}@gmail.com` });
        const started = performance.now();
        const r = await server.postJson('/api/leads', body);
        const answer = (await r.json()) as { status?: string };
        times.push(performance.now() - started);
        const key = r.status === 201 ? (answer.status ?? '?') : `HTTP ${r.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    };
    const wall = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - wall) / 1000;

    times.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => Math.round(percentile(times, p)));
    const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    console.log(`bench:auction on ${engine}: ${LEADS} leads, ${CONCURRENCY} at once, ${BUYERS} ping-post buyers answering in 100-300 ms`);
    console.log(`visitor's answer  p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms  (${(LEADS / seconds).toFixed(1)} leads/s)`);
    console.log(`statuses          ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}`);
    console.log(`pings ${buyers.pings().length}, posts ${buyers.posts().length}`);
    console.log(p95 <= TARGET_P95_MS ? `p95 within the ${TARGET_P95_MS} ms target` : `p95 OVER the ${TARGET_P95_MS} ms target`);
  } finally {
    await killAll();
    await buyers.stop();
    await dns.stop();
    await db.drop();
  }
}

await main();
