// Starts what the browser tests run against: a fake DNS and a fake contractor network on loopback, and
// two real server processes built from this checkout (see servers.ts). Returns the teardown.
import { createServer } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeDns } from '../support/fake-dns.ts';
import { FakeNetwork } from '../support/fake-network.ts';
import { SmtpSink } from '../support/smtp-sink.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { DNS_PORT, MAIN, NETWORK, PLAIN, SMTP_PORT, STATIC_DIR } from './servers.ts';

/** One of the two servers: the real server process on its fixed port, with its log kept in test-results/. */
function startE2eServer(url: string, dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = new URL(url).port;
  return startServer(
    {
      PORT: port,
      DATABASE_URL: join(dataDir, `${url === PLAIN ? 'plain' : 'main'}.db`),
      DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
      STATIC_DIR,
      RATE_LIMIT_WRITES_PER_MINUTE: '1000',
      // The browser tests' many wizards all come from 127.0.0.1, as their writes do.
      RATE_LIMIT_EVENTS_PER_MINUTE: '1000',
      ...env,
    },
    // Both start at once beside the browser; a shared machine may need a while.
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

export default async function globalSetup() {
  for (const url of [MAIN, PLAIN, NETWORK]) await assertPortFree(url);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  const dns = await new FakeDns().start(DNS_PORT);
  const network = await new FakeNetwork().start(Number(new URL(NETWORK).port));
  // The main site's mail (privacy receipts and their confirmation links), one JSON file per mail for the specs.
  const mailDir = join(dataDir, 'mail');
  mkdirSync(mailDir);
  let mails = 0;
  const smtp = await new SmtpSink((m) => writeFileSync(join(mailDir, `${++mails}.json`), JSON.stringify(m))).start(SMTP_PORT);
  const servers = await Promise.all([
    startE2eServer(MAIN, dataDir, {
      LEAD_FORWARD_URL: network.url,
      LEAD_FORWARD_TIMEOUT_MS: '1500',
      LEAD_RETRY_BASE_MS: '200',
      LEAD_AFFID: 'OP-AFF',
      LEAD_RID: 'OP-RID',
      LEAD_TID: 'OP-TID',
      TRUST_PROXY: 'true',
      TRUSTEDFORM_SCRIPT_URL: `${NETWORK}/scripts/trustedform.js`,
      LEADID_SCRIPT_URL: `${NETWORK}/scripts/leadid.js`,
      SMTP_URL: smtp.url,
      // The webhook specs' receivers listen on loopback.
      WEBHOOK_ALLOW_PRIVATE: 'true',
    }),
    startE2eServer(PLAIN, dataDir, {}),
  ]);
  return async () => {
    for (const s of servers) s.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await network.stop();
    await smtp.stop();
    await dns.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
