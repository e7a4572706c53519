// `npm run bench:steps`: how fast the real server answers the wizard's step checks (the target: p95 at
// most 10 ms). Starts the server as production runs it (its own process, SQLite, the fake DNS on loopback for
// the e-mail domains), warms each check once, then drives each with autocannon and prints p50/p95/p99
// next to a bare route in the same run. Options: --seconds N per endpoint (default 5), --connections N
// (default 1: the time of one request on an idle server; more measures it under concurrent load).
import './load-env.ts';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BARE_ROUTE, percentile, STEP_CHECKS, type StepCheckRequest } from '../server/routes/step-check-requests.ts';
import { FakeDns } from '../tests/support/fake-dns.ts';
import { startServer } from '../tests/support/server-process.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '1' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const dns = await new FakeDns().start();
const server = await startServer({
  DATABASE_URL: join(mkdtempSync(join(tmpdir(), 'bench-steps-')), 'db.sqlite'),
  DNS_SERVERS: dns.server,
  // Production's level: each request's two log lines are part of what it costs.
  LOG_LEVEL: 'info',
  // The bench is one client asking thousands of times a second: the per-IP limits would answer 429.
  RATE_LIMIT_READS_PER_MINUTE: '100000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
});

interface Row {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  wrong: number;
}

async function measure(check: StepCheckRequest): Promise<Row> {
  const warm = await fetch(server.url + check.path);
  if (warm.status !== check.status) throw new Error(`${check.path} answered ${warm.status}, not ${check.status}: ${await warm.text()}`);
  const times: number[] = [];
  let wrong = 0;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon({ url: server.url + check.path, connections, duration: seconds }, (err) => (err ? reject(err) : resolve()));
    // Every answer's own time: autocannon's summary has no p95.
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status !== check.status) wrong++;
    });
  });
  return {
    name: check.name,
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    wrong,
  };
}

const rows: Row[] = [];
try {
  const load = loadavg()[0]!.toFixed(2);
  for (const check of [BARE_ROUTE, ...STEP_CHECKS]) rows.push(await measure(check));
  const ms = (n: number) => n.toFixed(2);
  console.log(
    `\n${seconds} s per endpoint, ${connections} connection(s); load average ${load} at the start, ${loadavg()[0]!.toFixed(2)} at the end\n`,
  );
  console.log('| request | requests | p50 (ms) | p95 (ms) | p99 (ms) | wrong status |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.requests} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.wrong} |`);
  const slow = rows.filter((r) => r.name !== BARE_ROUTE.name && r.p95 > 10);
  console.log(slow.length ? `\nabove 10 ms at p95: ${slow.map((r) => r.name).join(', ')}` : '\nevery step check within 10 ms at p95');
} finally {
  server.kill('SIGTERM');
  await server.exited;
  await dns.stop();
}
