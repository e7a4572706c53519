// npm run bench:intake: what accepting a lead costs, measured with autocannon against real servers on
// loopback, in one run so the figures are comparable:
//   parse-only  a bare Fastify route that only parses the JSON body (the ceiling of the HTTP stack);
//   same-work   a bare Fastify route doing the essential work by hand: the same zod schema check, the same
//               three rows (lead, consent record, delivery job) in one transaction on the same database with
//               the same settings (SQLite synchronous=FULL), and the same forward call to the same network;
//   site        the real server (server/main.ts) taking POST /api/leads, delivery included.
// on SQLite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names one, PostgreSQL. Each submission is a
// new lead (its own submissionId, from a person of its own) that passes the bot trap's timing; the write rate limit is lifted.
// Options: BENCH_SECONDS (default 10 per target), BENCH_CONNECTIONS (default 10), BENCH_CPU_PROF (a
// directory for the site's CPU profiles).
import './load-env.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { toPayload } from '#domain/coding.ts';
import { leadRequestSchema } from '#domain/schemas.ts';
import { connect } from '#server/store/connect.ts';
import { FakeDns } from '#tests/support/fake-dns.ts';
import { FakeNetwork } from '#tests/support/fake-network.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { postgresTestDb, sqliteTestDb, type TestDb } from '#tests/support/test-db.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FORWARD_TIMEOUT_MS = 8000;
const solar = findServiceByTitle('Solar')!;

/** The bare server, run in a process of its own (this script with --bare) like the real one. */
async function bareServer(databaseUrl: string, forwardUrl: string, port: number) {
  const { db } = connect(databaseUrl);
  const schema = leadRequestSchema(solar, { certificate: false, leadId: false });
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });

  app.post('/parse-only', async (req, reply) => reply.code(201).send({ ok: typeof req.body === 'object' }));

  app.post('/same-work', async (req, reply) => {
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) return reply.code(422).send({ error: 'invalid' });
    const lead = parsed.data;
    const id = randomUUID();
    const now = Date.now();
    const payload = toPayload(solar, lead, { ip: req.ip, affid: '', rid: '', tid: '', tcpaText: lead.tcpaText });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('leads')
        .values({
          id,
          submission_id: lead.submissionId,
          service_id: solar.id,
          status: 'queued',
          payload: JSON.stringify(payload),
          network_error: null,
          created_at: now,
          updated_at: now,
          delivered_at: null,
        })
        .execute();
      await trx
        .insertInto('consent_records')
        .values({
          lead_id: id,
          consent_text: lead.tcpaText,
          consent_version: 'bench',
          consented_at: now,
          ip: req.ip,
          user_agent: lead.tracking.userAgent,
          page_url: lead.tracking.url,
          trustedform_cert_url: '',
          leadid_token: '',
          gpc_signal: 0,
        })
        .execute();
      await trx
        .insertInto('delivery_jobs')
        .values({
          lead_id: id,
          state: 'pending',
          attempts: 0,
          next_attempt_at: now,
          lease_until: now + 60_000,
          last_error: null,
          created_at: now,
        })
        .execute();
    });
    const answer = await fetch(forwardUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': id },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await answer.text();
    return reply.code(201).send({ id, status: answer.ok ? 'delivered' : 'queued' });
  });

  await app.listen({ port, host: '127.0.0.1' });
  console.log('bare server ready');
}

/** The fake network and DNS, in a process of their own so autocannon's load does not slow their answers. */
async function stubs() {
  const fakeDns = await new FakeDns().start();
  const fakeNetwork = await new FakeNetwork().start();
  console.log(JSON.stringify({ dns: fakeDns.server, network: fakeNetwork.url }));
}

async function startStubs(): Promise<{ child: ChildProcess; dns: string; network: string }> {
  const child = start(['scripts/bench-intake.ts', '--stubs'], {});
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', () => reject(new Error('the fake network did not start')));
  });
  return { child, ...(JSON.parse(line) as { dns: string; network: string }) };
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

async function waitUntilUp(child: ChildProcess, url: string): Promise<void> {
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`server did not start:\n${output}`);
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    // ENV_FILE empty: the measured server runs on exactly these variables, never the developer's .env.
    env: { PATH: process.env.PATH, ENV_FILE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Figures {
  target: string;
  engine: string;
  reqPerSec: number;
  created: number;
  p50: number;
  p99: number;
  other: number;
}

let people = 0;
/** A phone (area code 310) and an e-mail address that no earlier request of the run used. */
function anotherPerson(): { phone: string; email: string } {
  const n = people++;
  return { phone: `310${2_000_000 + (n % 8_000_000)}`, email: `jane.homeowner.${n}@gmail.com` };
}

async function load(target: string, engine: string, url: string): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json' },
    // A new submission for every request: its own submissionId, opened 90 s ago (past the bot trap), from
    // a person of its own, as real leads are: with one phone and e-mail for all, every lead's duplicate
    // check read the hundred earlier leads it allows, and the site was measured on a flood of repeats.
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(validLead(solar, anotherPerson())) }) }],
  });
  const created = result['2xx'];
  const figures = {
    target,
    engine,
    reqPerSec: Math.round(created / (result.duration || SECONDS)),
    created,
    p50: result.latency.p50,
    p99: result.latency.p99,
    other: result.non2xx + result.errors + result.timeouts,
  };
  console.log(
    `${target.padEnd(12)} ${engine.padEnd(10)} ${String(figures.reqPerSec).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  (${created} answered 2xx, ${figures.other} other)`,
  );
  return figures;
}

async function benchEngine(engine: string, db: TestDb, network: { url: string }, dns: { server: string }): Promise<Figures[]> {
  const store = await db.open(); // migrates
  await store.close();
  const out: Figures[] = [];

  const barePort = await freePort();
  const bare = start(['scripts/bench-intake.ts', '--bare', db.url, network.url, String(barePort)], {});
  try {
    await waitUntilUp(bare, `http://127.0.0.1:${barePort}/`);
    if (engine === 'sqlite') out.push(await load('parse-only', '-', `http://127.0.0.1:${barePort}/parse-only`));
    out.push(await load('same-work', engine, `http://127.0.0.1:${barePort}/same-work`));
  } finally {
    await stop(bare);
  }

  const sitePort = await freePort();
  // BENCH_CPU_PROF=<dir>: the site's own CPU profile of the run (node --cpu-prof), to see where its time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const site = start([...profile, 'server/main.ts'], {
    DATABASE_URL: db.url,
    HOST: '127.0.0.1',
    PORT: String(sitePort),
    LEAD_FORWARD_URL: network.url,
    LEAD_FORWARD_TIMEOUT_MS: String(FORWARD_TIMEOUT_MS),
    DNS_SERVERS: dns.server,
    RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
    STATIC_DIR: 'no-static-dir-in-the-bench',
    // Request lines are not logged, so the log costs the same as the bare route's (none).
    LOG_LEVEL: 'warn',
  });
  try {
    await waitUntilUp(site, `http://127.0.0.1:${sitePort}/api/config`);
    out.push(await load('site', engine, `http://127.0.0.1:${sitePort}/api/leads`));
  } finally {
    await stop(site);
  }
  return out;
}

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const stubsProcess = await startStubs();
  const dns = { server: stubsProcess.dns };
  const network = { url: stubsProcess.network };
  console.log(
    `${new Date().toISOString()}  ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${SECONDS} s × ${CONNECTIONS} connections per target`,
  );
  const figures: Figures[] = [];
  const sqlite = sqliteTestDb();
  try {
    figures.push(...(await benchEngine('sqlite', sqlite, network, dns)));
  } finally {
    await sqlite.drop();
  }
  if (pgUrl) {
    const pg = await postgresTestDb(pgUrl);
    try {
      figures.push(...(await benchEngine('postgres', pg, network, dns)));
    } finally {
      await pg.drop();
    }
  } else {
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it.');
  }
  for (const engine of ['sqlite', 'postgres']) {
    const site = figures.find((f) => f.target === 'site' && f.engine === engine);
    const same = figures.find((f) => f.target === 'same-work' && f.engine === engine);
    if (site && same)
      console.log(
        `${engine}: the site takes ${Math.round((100 * site.reqPerSec) / same.reqPerSec)} % of the same-work route's leads/s (target: at least 50 %)`,
      );
  }
  console.log(JSON.stringify(figures));
  await stop(stubsProcess.child);
}

if (process.argv[2] === '--stubs') {
  await stubs();
} else if (process.argv[2] === '--bare') {
  const [, , , databaseUrl, forwardUrl, port] = process.argv;
  await bareServer(databaseUrl!, forwardUrl!, Number(port));
} else {
  await main();
}
