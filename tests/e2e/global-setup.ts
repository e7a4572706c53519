// Starts what the browser tests run against, once per Playwright worker (servers.ts): a fake DNS, a fake
// contractor network and a mail sink on loopback, and two real server processes built from this checkout,
// each stack on its own ports and with its own data folder. Returns the teardown.
import { createServer } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { FakeDns } from '../support/fake-dns.ts';
import { FakeNetwork } from '../support/fake-network.ts';
import { SmtpSink } from '../support/smtp-sink.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { stackAt, stackDataDir, STATIC_DIR, type Stack } from './servers.ts';

/** One of a stack's two servers: the real server process on its fixed port, with its log kept in test-results/. */
function startE2eServer(stack: Stack, url: string, dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = new URL(url).port;
  return startServer(
    {
      PORT: port,
      DATABASE_URL: join(dataDir, `${url === stack.PLAIN ? 'plain' : 'main'}.db`),
      DNS_SERVERS: `127.0.0.1:${stack.DNS_PORT}`,
      STATIC_DIR,
      RATE_LIMIT_WRITES_PER_MINUTE: '1000',
      // The browser tests' many wizards all come from 127.0.0.1, as their writes do.
      RATE_LIMIT_EVENTS_PER_MINUTE: '1000',
      ...env,
    },
    // Every stack's servers start at once beside the browser; a shared machine may need a while.
    { timeoutMs: 60_000, logFile: `test-results/server-${port}.log` },
  );
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

/** Starts one worker's stack; returns its teardown. What it started is stopped again should a part fail to start. */
async function startStack(stack: Stack): Promise<() => Promise<void>> {
  const dataDir = stackDataDir(stack.index);
  // The main site's mail (privacy receipts and their confirmation links), one JSON file per mail for the specs.
  const mailDir = join(dataDir, 'mail');
  mkdirSync(mailDir, { recursive: true });
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const dns = await new FakeDns().start(stack.DNS_PORT);
    stops.push(() => dns.stop());
    const network = await new FakeNetwork().start(Number(new URL(stack.NETWORK).port));
    stops.push(() => network.stop());
    let mails = 0;
    const smtp = await new SmtpSink((m) => writeFileSync(join(mailDir, `${++mails}.json`), JSON.stringify(m))).start(stack.SMTP_PORT);
    stops.push(() => smtp.stop());
    const servers = await Promise.allSettled([
      startE2eServer(stack, stack.MAIN, dataDir, {
        LEAD_FORWARD_URL: network.url,
        LEAD_FORWARD_TIMEOUT_MS: '1500',
        LEAD_RETRY_BASE_MS: '200',
        LEAD_AFFID: 'OP-AFF',
        LEAD_RID: 'OP-RID',
        LEAD_TID: 'OP-TID',
        TRUST_PROXY: 'true',
        TRUSTEDFORM_SCRIPT_URL: `${stack.NETWORK}/scripts/trustedform.js`,
        LEADID_SCRIPT_URL: `${stack.NETWORK}/scripts/leadid.js`,
        SMTP_URL: smtp.url,
        // The webhook specs' receivers listen on loopback.
        WEBHOOK_ALLOW_PRIVATE: 'true',
      }),
      startE2eServer(stack, stack.PLAIN, dataDir, {}),
    ]);
    for (const s of servers) {
      if (s.status === 'fulfilled')
        stops.push(async () => {
          s.value.kill('SIGTERM');
          await s.value.exited;
        });
    }
    const failed = servers.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (err) {
    await stop();
    throw err;
  }
  return stop;
}

export default async function globalSetup(config: FullConfig) {
  // One stack for each worker that can run at once (config.workers is the --workers option when given).
  const stacks = Array.from({ length: config.workers }, (_, i) => stackAt(i));
  for (const s of stacks) for (const url of [s.MAIN, s.PLAIN, s.NETWORK]) await assertPortFree(url);
  const root = mkdtempSync(join(tmpdir(), 'e2e-'));
  // Read by the workers, which inherit the runner's environment (servers.ts's dataDir()).
  process.env.E2E_DATA_DIR = root;
  const started = await Promise.allSettled(stacks.map((s) => startStack(s)));
  const teardowns = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const teardown = async () => {
    await Promise.all(teardowns.map((t) => t()));
    rmSync(root, { recursive: true, force: true });
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}
