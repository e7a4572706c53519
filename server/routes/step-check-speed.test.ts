// The wizard's step checks answer fast (p95 within 10 ms on the server; `npm run bench:steps`
// measures that properly, with autocannon beside a bare route). This is the guard in `npm test`: the real
// app over real HTTP on loopback, 200 requests one after another per check, timed by the server itself
// (this process's HTTP client adds 2-8 ms of its own on a busy machine, the same for a bare route). It
// fails when a check's p95 exceeds BOUND_MS = 15 ms: 1.5x the target, for a loaded 2-core machine; the
// worst p95 seen was 2.3 ms with a load average of 6-10 (the provider search before it kept its names'
// forms: 6.7 ms).
import { beforeAll, describe, expect, it } from 'vitest';
import { appFixture } from '#tests/support/test-app.ts';
import { BARE_ROUTE, percentile, STEP_CHECKS } from './step-check-requests.ts';

const REQUESTS = 200;
const BOUND_MS = 15;

let base: string;
// The server's own time for each request (Fastify's responseTime on its 'request completed' log line):
// from the request read to the answer written, without this process's HTTP client.
let serverTimes: number[] = [];
const logStream = {
  write(line: string) {
    const record = JSON.parse(line) as { msg?: string; responseTime?: number };
    if (record.msg === 'request completed' && record.responseTime !== undefined) serverTimes.push(record.responseTime);
  },
};

// Production's log level: each request's log lines are part of what it costs.
const fixture = appFixture({ once: true, forward: false, env: { LOG_LEVEL: 'info', RATE_LIMIT_READS_PER_MINUTE: '100000' }, logStream });
beforeAll(async () => {
  base = await fixture.app.listen({ host: '127.0.0.1', port: 0 });
});

/**
 * p95 of REQUESTS sequential requests, after a warm-up (the first answers pay for compiling the code):
 * as the server timed them, and as the client saw them.
 */
async function p95(path: string, status: number): Promise<{ server: number; client: number }> {
  for (let i = 0; i < 20; i++) await (await fetch(base + path)).arrayBuffer();
  const times: number[] = [];
  serverTimes = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(base + path);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    expect(res.status, path).toBe(status);
  }
  expect(serverTimes).toHaveLength(REQUESTS);
  return { server: percentile(serverTimes, 95), client: percentile(times, 95) };
}

describe(`step checks: p95 of ${REQUESTS} sequential requests within ${BOUND_MS} ms`, () => {
  it.each(STEP_CHECKS.map((c) => [c.name, c] as const))('%s', async (_name, check) => {
    const bare = await p95(BARE_ROUTE.path, BARE_ROUTE.status);
    const ms = await p95(check.path, check.status);
    const f = (t: { server: number; client: number }) => `server ${t.server.toFixed(2)} ms, client ${t.client.toFixed(2)} ms`;
    console.log(`${check.name}: p95 ${f(ms)} (bare route: ${f(bare)})`);
    expect(ms.server).toBeLessThanOrEqual(BOUND_MS);
  });
});
