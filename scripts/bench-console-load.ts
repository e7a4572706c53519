// What console load does to the public site. Starts the real server in a process of its own (as `npm start`
// does, on the build in dist/) on a seeded database, then measures public `GET /` and `POST /api/leads` (each
// post a new lead) with autocannon at modest constant rates: first alone, then while CSV exports and
// sources-report loops run, as operators in separate console sessions would (admins exporting, viewers
// reloading the 90-day report). Each export is of the newest --export-leads leads (a period from the day they
// begin; 0 exports every lead).
//   DATABASE_URL=... npm run bench:console-load -- --exports 2 --reports 2 [--export-leads 100000] [--server DIR]
// A console request the server turns away (429) is tried again after its Retry-After, as the console does.
import './load-env.ts';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { findServiceByTitle } from '../domain/catalogue.ts';
import { FakeDns } from '../tests/support/fake-dns.ts';
import { validLead } from '../tests/support/lead-fixtures.ts';
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

const solar = findServiceByTitle('Solar')!;

/** A public request at a constant rate until stop() (or `seconds`), with connections to spare so a stall is seen. */
function measure(options: autocannon.Options) {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<Public>((resolve, reject) => {
    instance = autocannon({ connections: 10, ...options }, (err, r) => {
      if (err) reject(err);
      else resolve({ p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, requests: r.requests.total, errors: r.errors + r.non2xx });
    });
  });
  return { stop: () => instance!.stop(), done };
}

/** The home page and new leads (each its own submission, opened 90 s ago: past the bot trap) side by side. */
function measurePublic(base: string, rates: { get: number; post: number }, seconds: number) {
  const page = measure({ url: `${base}/`, overallRate: rates.get, duration: seconds });
  const leads = measure({
    url: `${base}/api/leads`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    overallRate: rates.post,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(validLead(solar)) }) }],
  });
  return {
    stop: () => {
      page.stop();
      leads.stop();
    },
    done: Promise.all([page.done, leads.done]).then(([get, post]) => ({ get, post })),
  };
}

const line = (p: Public) => `p50 ${p.p50} ms, p99 ${p.p99} ms, max ${p.max} ms (${p.requests} requests, ${p.errors} errors)`;

/** The UTC day from which on about `n` leads were created: an export's period. */
async function dayOfNewest(url: string, n: number): Promise<string | undefined> {
  if (n <= 0) return undefined;
  const conn = connect(url);
  const row = await conn.db
    .selectFrom('leads')
    .select('created_at')
    .orderBy('created_at', 'desc')
    .offset(n - 1)
    .limit(1)
    .executeTakeFirst();
  await conn.db.destroy();
  return row ? new Date(row.created_at).toISOString().slice(0, 10) : undefined;
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
      // New leads a second, beside the page requests.
      'post-rate': { type: 'string', default: '5' },
      'export-leads': { type: 'string', default: '100000' },
      // Another checkout's server (an older commit, to compare), run on the same database.
      server: { type: 'string', default: '.' },
    },
  });
  const exports = Number(values.exports);
  const reports = Number(values.reports);
  const rates = { get: Number(values.rate), post: Number(values['post-rate']) };
  const config = loadConfig();
  const who = await sessions(config.databaseUrl, Math.max(1, exports), reports);
  const exportFrom = await dayOfNewest(config.databaseUrl, Number(values['export-leads']));
  // The e-mail domain check asks DNS for the domain's mail servers: a fake one on loopback answers, as the
  // real one would, for the fixtures' gmail.com.
  const dns = await new FakeDns().start();
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // The write limit is lifted: every lead comes from this one address.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LEAD_FORWARD_URL: '',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      DNS_SERVERS: dns.server,
    },
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

    // A started server settles first (its first requests compile code paths and fill caches; SQLite takes
    // over the seed's write-ahead log): not what "alone" is meant to show.
    await measurePublic(base, rates, 5).done;
    const idle = await measurePublic(base, rates, 10).done;
    console.log(`GET / alone: ${line(idle.get)}`);
    console.log(`POST /api/leads alone: ${line(idle.post)}`);

    const from = new Date(Date.now() - 89 * DAY).toISOString().slice(0, 10);
    const busy = { busy: 0 };
    const reportMs: number[] = [];
    const load = measurePublic(base, rates, 600);
    let running = true;
    const csv = `${base}/api/admin/leads.csv${exportFrom ? `?from=${exportFrom}` : ''}`;
    console.log(`exports: ${csv.slice(base.length)}`);
    const exporting = Array.from({ length: exports }, (_, i) => getAll(csv, who.admin[i]!, busy));
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
    console.log(`GET / during ${exports} export(s) and ${reports} report loop(s): ${line(pub.get)}`);
    console.log(`POST /api/leads during them: ${line(pub.post)}`);
  } finally {
    server.kill('SIGTERM');
    await dns.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
