// Starts what the browser tests run against: a fake DNS and a fake contractor network on loopback, and
// two real server processes built from this checkout (see servers.ts). Returns the teardown.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeDns } from '../support/fake-dns.ts';
import { FakeNetwork } from '../support/fake-network.ts';
import { DNS_PORT, MAIN, NETWORK, PLAIN, STATIC_DIR } from './servers.ts';

async function waitUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/config`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server for ${url} did not start:\n${log()}`);
}

function startServer(url: string, dataDir: string, env: Record<string, string>): { child: ChildProcess; ready: Promise<void> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: new URL(url).port,
      HOST: '127.0.0.1',
      DATABASE_URL: join(dataDir, `${url === PLAIN ? 'plain' : 'main'}.db`),
      DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
      STATIC_DIR,
      LOG_LEVEL: 'info',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000',
      RATE_LIMIT_READS_PER_MINUTE: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Each server's log is kept in test-results/ for reading after a failure.
  mkdirSync('test-results', { recursive: true });
  const log = createWriteStream(`test-results/server-${new URL(url).port}.log`);
  child.stdout?.on('data', (d: Buffer) => ((output += d.toString()), log.write(d)));
  child.stderr?.on('data', (d: Buffer) => ((output += d.toString()), log.write(d)));
  return { child, ready: waitUp(url, child, () => output) };
}

/** A server left by an earlier run would answer in place of ours: refuse to start beside one. */
async function assertPortFree(url: string): Promise<void> {
  const port = Number(new URL(url).port);
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use (a server from an earlier run?); stop it or set E2E_PORT_BASE`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export default async function globalSetup() {
  for (const url of [MAIN, PLAIN, NETWORK]) await assertPortFree(url);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  const dns = await new FakeDns().start(DNS_PORT);
  const network = await new FakeNetwork().start(Number(new URL(NETWORK).port));
  const servers = [
    startServer(MAIN, dataDir, {
      LEAD_FORWARD_URL: network.url,
      LEAD_FORWARD_TIMEOUT_MS: '1500',
      LEAD_RETRY_BASE_MS: '200',
      LEAD_AFFID: 'OP-AFF',
      LEAD_RID: 'OP-RID',
      LEAD_TID: 'OP-TID',
      TRUST_PROXY: 'true',
      TRUSTEDFORM_SCRIPT_URL: `${NETWORK}/scripts/trustedform.js`,
      LEADID_SCRIPT_URL: `${NETWORK}/scripts/leadid.js`,
    }),
    startServer(PLAIN, dataDir, {}),
  ];
  await Promise.all(servers.map((s) => s.ready));
  return async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once('exit', r)))));
    await network.stop();
    await dns.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
