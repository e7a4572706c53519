// What a load balancer and Prometheus see, on SQLite and (with TEST_DATABASE_URL) the real PostgreSQL:
// /healthz, /readyz (database answering, migrations applied), and /metrics (operator token, or METRICS_PORT's
// listener on 127.0.0.1) counting leads accepted, rejected and delivered by service, the queue, and request timings.
import { createServer, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { eventually, postLead, appFixture } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const roofing = findServiceByTitle('Roofing')!;
const TOKEN = 'metrics-test-token-0123456789';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** This machine's IPv4 addresses other than loopback. */
function externalAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
}

/** One sample's value from Prometheus text, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

describe.each(ENGINES)('health and metrics on $name', ({ make }) => {
  const t = appFixture({ make, env: { ADMIN_TOKEN: TOKEN } });
  const { network } = t;

  const metrics = async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
      remoteAddress: '203.0.113.7',
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    return r.body;
  };

  it('answers /healthz while up and /readyz when the database answers with every migration applied', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration is missing', async () => {
    await t.app.store.db.deleteFrom('schema_migrations').where('version', '=', '004_lead_details_and_attempts').execute();
    const r = await t.app.inject('/readyz');
    expect(r.statusCode).toBe(503);
    expect(r.json().error).toContain('004_lead_details_and_attempts');
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('is not ready when the database does not answer, and stays up', async () => {
    await t.app.store.db.destroy();
    const r = await t.app.inject('/readyz');
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ status: 'unavailable', error: 'the database does not answer' });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('serves /metrics on the site port to the operator token only: no loopback client without it, proxied or not', async () => {
    const remote = '203.0.113.7';
    expect((await t.app.inject({ url: '/metrics', remoteAddress: remote })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/metrics', remoteAddress: remote, headers: { authorization: 'Bearer wrong-token-0123456789' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: remote, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
      200,
    );
    // A reverse proxy on this machine connects from loopback, with X-Forwarded-For or (misconfigured, or
    // stripping it) without: the client may be anyone on the internet, so loopback alone lets no one in.
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': remote } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
    ).toBe(200);
  });

  describe('with METRICS_PORT', () => {
    let port = 0;
    const local = appFixture({ make, env: () => ({ ADMIN_TOKEN: TOKEN, METRICS_PORT: String(port) }) });
    beforeAll(async () => {
      port = await freePort();
    });

    it('serves /metrics without the token on a listener of its own, bound to 127.0.0.1, and nothing else there', async () => {
      await local.app.ready();
      const r = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/plain');
      expect(await r.text()).toContain('lead_delivery_queue_depth');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/api/admin/leads`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
      // Not reachable on any other address of this machine.
      for (const address of externalAddresses()) {
        await expect(fetch(`http://${address}:${port}/metrics`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
      }
      // The site's own port still wants the token.
      expect((await local.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(401);
    });
  });

  it('counts leads accepted, rejected and delivered by service, and times deliveries and requests', async () => {
    const before = await metrics();
    expect((await postLead(t.app, validLead(solar))).json().status).toBe('delivered');
    expect((await postLead(t.app, validLead(solar))).json().status).toBe('delivered');
    network.mode = { kind: 'reject', status: 200, body: { error: 'Duplicate lead' } };
    expect((await postLead(t.app, validLead(roofing))).statusCode).toBe(422);
    // An invalid submission is not a lead: it shows as a 422 of the route, not as a rejected lead.
    expect((await postLead(t.app, { ...validLead(solar), zipCode: '00000' })).statusCode).toBe(422);
    const after = await metrics();
    const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('leads_accepted_total', { service: 'Solar' })).toBe(2);
    expect(delta('leads_accepted_total', { service: 'Roofing' })).toBe(1);
    expect(delta('leads_delivered_total', { service: 'Solar' })).toBe(2);
    expect(delta('leads_delivered_total', { service: 'Roofing' })).toBe(0);
    expect(delta('leads_rejected_total', { service: 'Roofing' })).toBe(1);
    expect(delta('lead_delivery_latency_seconds_count')).toBe(2);
    expect(delta('lead_delivery_attempt_duration_seconds_count', { outcome: 'delivered' })).toBe(2);
    expect(delta('http_request_duration_seconds_count', { method: 'POST', route: '/api/leads', status_code: '201' })).toBe(2);
    expect(delta('http_request_duration_seconds_count', { method: 'POST', route: '/api/leads', status_code: '422' })).toBe(2);
    // No raw URL becomes a label: a ZIP lookup is counted under its route pattern.
    await t.app.inject('/api/zip/90210');
    expect(await metrics()).not.toContain('90210');
  });

  it('shows the delivery queue: how many leads wait and how old the oldest is', async () => {
    await network.stop();
    const r = await postLead(t.app, validLead(solar));
    expect(r.json().status).toBe('queued');
    await new Promise((res) => setTimeout(res, 1100));
    const text = await metrics();
    expect(sample(text, 'lead_delivery_queue_depth', { state: 'pending' })).toBe(1);
    expect(sample(text, 'lead_delivery_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(1);
    await network.start();
    await eventually(async () => (await t.app.store.findLead(r.json().id))?.status === 'delivered');
    const later = await metrics();
    expect(sample(later, 'lead_delivery_queue_depth', { state: 'pending' })).toBe(0);
    expect(sample(later, 'lead_delivery_queue_oldest_age_seconds')).toBe(0);
  });
});
