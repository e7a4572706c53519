// What console load does to the public site. Starts the real server in a process of its own (as `npm start`
// does, on the build in dist/) on a seeded database, then measures public `GET /` with autocannon at a
// modest constant rate: first alone, then while CSV exports of every lead and sources-report loops run, as
// operators in separate console sessions would (an admin exporting, viewers reloading the 90-day report).
//   DATABASE_URL=... node --import tsx scripts/bench-console-load.ts --exports 1 --reports 3 [--server DIR]
// A console request the server turns away (429) is tried again after its Retry-After, as the console does.
import './load-env.ts';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Operators } from '../server/admin/operators.ts';
import { Sessions, SESSION_COOKIE } from '../server/admin/sessions.ts';
import { loadConfig } from '../server/config.ts';
import { connect } from '../server/store/connect.ts';
import { migrate } from '../server/store/migrate.ts';

const DAY = 86_400_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A signed-in console session per simulated operator, written straight to the database. */
async function sessions(url: string, admins: number, viewers: number): Promise<{ admin: string[]; viewer: string[] }> {
  const conn = connect(url);
  await migrate(conn);
  const ops = new Operators(conn.db);
  const s = new Sessions(conn.db);
  const tag = randomBytes(4).toString('hex');
  const make = async (role: 'admin' | 'viewer', i: number) => {
    const op = await ops.add(`bench-${role}-${i}-${tag}@example.com`, role, randomBytes(18).toString('base64url'), {
      name: 'bench-console-load',
      ip: '127.0.0.1',
    });
    return `${SESSION_COOKIE}=${await s.create(op.id)}`;
  };
  const admin = [];
  const viewer = [];
  for (let i = 0; i < admins; i++) admin.push(await make('admin', i));
  for (let i = 0; i < viewers; i++) viewer.push(await make('viewer', i));
  await conn.db.destroy();
  return { admin, viewer };
}

interface Public {
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
}

/** Public GET / at a constant rate until stop() (or `seconds`), with connections to spare so a stall is seen. */
function measurePublic(base: string, rate: number, seconds: number) {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<Public>((resolve, reject) => {
    instance = autocannon({ url: `${base}/`, connections: 10, overallRate: rate, duration: seconds }, (err, r) => {
      if (err) reject(err);
      else resolve({ p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, requests: r.requests.total, errors: r.errors + r.non2xx });
    });
  });
  return { stop: () => instance!.stop(), done };
}

async function getAll(url: string, cookie: string, counts: { busy: number }): Promise<{ bytes: number; ms: number }> {
  for (;;) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    if (res.status === 429) {
      counts.busy++;
      await res.arrayBuffer();
      await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    const reader = res.body!.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.length;
    return { bytes, ms: performance.now() - started };
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      exports: { type: 'string', default: '1' },
      reports: { type: 'string', default: '3' },
      rate: { type: 'string', default: '20' },
      // Another checkout's server (an older commit, to compare), run on the same database.
      server: { type: 'string', default: '.' },
    },
  });
  const exports = Number(values.exports);
  const reports = Number(values.reports);
  const rate = Number(values.rate);
  const config = loadConfig();
  const who = await sessions(config.databaseUrl, Math.max(1, exports), reports);
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LEAD_FORWARD_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
    cwd: values.server,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (i > 300) throw new Error('the server did not start');
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(100);
    }
    const count = await fetch(`${base}/api/admin/dashboard`, { headers: { cookie: who.admin[0]! } }).then((r) => r.json());
    console.log(`${config.databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite'}: ${JSON.stringify(count.leads)}`);

    const idle = await measurePublic(base, rate, 5).done;
    console.log(`GET / alone: p50 ${idle.p50} ms, p99 ${idle.p99} ms, max ${idle.max} ms (${idle.requests} requests)`);

    const from = new Date(Date.now() - 89 * DAY).toISOString().slice(0, 10);
    const busy = { busy: 0 };
    const reportMs: number[] = [];
    const load = measurePublic(base, rate, 600);
    let running = true;
    const exporting = Array.from({ length: exports }, (_, i) => getAll(`${base}/api/admin/leads.csv`, who.admin[i]!, busy));
    const looping = who.viewer.map(async (cookie) => {
      while (running) reportMs.push((await getAll(`${base}/api/admin/sources?from=${from}`, cookie, busy)).ms);
    });
    const done = await Promise.all(exporting);
    running = false;
    await Promise.all(looping);
    load.stop();
    const pub = await load.done;
    reportMs.sort((a, b) => a - b);
    for (const e of done) console.log(`export: ${(e.bytes / 1e6).toFixed(1)} MB in ${(e.ms / 1000).toFixed(2)} s`);
    console.log(
      `sources reports (90 days): ${reportMs.length} done, median ${reportMs[reportMs.length >> 1]?.toFixed(0)} ms; ${busy.busy} console requests answered 429 (tried again)`,
    );
    console.log(
      `GET / during ${exports} export(s) and ${reports} report loop(s): p50 ${pub.p50} ms, p99 ${pub.p99} ms, max ${pub.max} ms (${pub.requests} requests, ${pub.errors} errors)`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
