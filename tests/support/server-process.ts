// The real server as its own process (`node --import tsx server/main.ts`), the way it runs in production,
// for tests of signals, crashes and several servers on one database. It listens on a free port of its
// choosing; `killAll()` in an afterEach makes sure no test leaves one behind.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const running = new Set<ServerProcess>();
// A last guard, should a test run end without its afterEach: no server outlives the test process.
process.once('exit', () => {
  for (const s of running) s.kill('SIGKILL');
});

export class ServerProcess {
  private log = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  url = '';

  constructor(readonly child: ChildProcess) {
    child.stdout?.on('data', (d: Buffer) => (this.log += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.log += d.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    // Every server a test starts, however it spawned it, is one killAll and the exit guard stop.
    running.add(this);
    void this.exited.then(() => running.delete(this));
  }

  get output(): string {
    return this.log;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The server's log records whose message is `msg`. */
  logged(msg: string): Record<string, unknown>[] {
    // The last piece may be a line still being written; only whole lines are read.
    return this.log
      .split('\n')
      .slice(0, -1)
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((r) => r.msg === msg);
  }

  async waitListening(timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(this.log);
      if (match) {
        this.url = match[1]!;
        return;
      }
      if (!this.alive) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the server did not start:\n${this.log}`);
  }

  /** POSTs `body` as JSON to `path` on this server, as the site's pages do. */
  postJson(path: string, body: unknown): Promise<Response> {
    return fetch(`${this.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  kill(signal: NodeJS.Signals): void {
    if (this.alive) this.child.kill(signal);
  }
}

export interface StartOptions {
  /** How long the server may take to listen (a loaded machine starting several needs more). */
  timeoutMs?: number;
  /** A file that receives the server's log as it is written, to read after a failed run. */
  logFile?: string;
}

/**
 * Starts a server process with these environment variables (on top of quiet test defaults) and waits
 * until it listens: the one way the server tests and the browser tests (tests/e2e/global-setup.ts) start
 * a server.
 */
export async function startServer(env: Record<string, string>, { timeoutMs = 20_000, logFile }: StartOptions = {}): Promise<ServerProcess> {
  const server = spawnServer(env, logFile);
  await server.waitListening(timeoutMs);
  return server;
}

/** Spawns a server process without waiting for it to listen: for a test of a server that must refuse to start. */
export function spawnServer(env: Record<string, string>, logFile?: string): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      // No .env: a test's server runs on exactly the variables the test gives it.
      ENV_FILE: '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      STATIC_DIR: 'no-static-dir-in-process-tests',
      RATE_LIMIT_WRITES_PER_MINUTE: '10000',
      RATE_LIMIT_READS_PER_MINUTE: '10000',
      RATE_LIMIT_EVENTS_PER_MINUTE: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = new ServerProcess(child);
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    const out = createWriteStream(logFile);
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
  }
  return server;
}

/** Kills every server process still running (SIGKILL) and waits until each is gone. */
export async function killAll(): Promise<void> {
  const left = [...running];
  for (const s of left) s.kill('SIGKILL');
  await Promise.all(left.map((s) => s.exited));
}
