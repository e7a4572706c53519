// Heavy console requests (exports, reports, the dashboard) are admitted two at a time per server and one
// at a time per operator; the rest wait briefly in line and are then answered 429 with Retry-After, so a
// few operators cannot pile up work the database shares with the public site. docs/reliability.md lists it.
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBulkLeads } from '#tests/support/bulk-leads.ts';
import { consoleFixture, sessionCookie } from '#tests/support/console-fixture.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { BUSY, HEAVY_LIMITS } from './heavy-work.ts';

/** A GET over a real socket whose answer is not read: an export stays mid-stream, holding its turn. */
function heldGet(base: string, path: string, cookie: string): Promise<{ req: ClientRequest; res: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { cookie } }, (res) => {
      res.pause();
      resolve({ req, res });
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(ENGINES)('heavy console requests are admitted a few at a time ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });
  let second: string;
  beforeAll(async () => {
    // Enough rows that an export whose reader has stopped reading cannot finish into the socket buffers:
    // loopback buffers grow to several MB on a quiet machine, and 8,000 leads (about 5 MB of CSV) fitted.
    await insertBulkLeads(f.store.db, 30_000);
    await f.operators.add('other-admin@example.com', 'admin', 'other admin passphrase', { name: 'test', ip: 'test' });
    second = sessionCookie(await f.signIn('other-admin@example.com', 'other admin passphrase'));
  }, 60_000);

  const listening = async (): Promise<{ app: FastifyInstance; base: string }> => {
    // A server of its own: its own line of heavy work, untouched by the block's other tests.
    const app = await f.another();
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };

  it('answers the third at once 429 with Retry-After after a short wait, and takes work again when a turn is free', async () => {
    const { app, base } = await listening();
    const one = await heldGet(base, '/api/admin/leads.csv', f.admin);
    const two = await heldGet(base, '/api/admin/leads.csv', second);
    expect([one.res.statusCode, two.res.statusCode]).toEqual([200, 200]);

    const started = performance.now();
    const third = await app.inject({ url: '/api/admin/sources', headers: { cookie: f.viewer } });
    const waited = performance.now() - started;
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe(String(HEAVY_LIMITS.retryAfterS));
    expect(third.json()).toEqual({ error: BUSY });
    // It waited its turn in line first, a little, not long.
    expect(waited).toBeGreaterThanOrEqual(HEAVY_LIMITS.waitMs - 50);
    expect(waited).toBeLessThan(HEAVY_LIMITS.waitMs + 2000);

    // A reader that goes away frees its turn; the next request runs.
    one.req.destroy();
    const fourth = await app.inject({ url: '/api/admin/dashboard', headers: { cookie: f.viewer } });
    expect(fourth.statusCode).toBe(200);
    two.req.destroy();
  }, 30_000);

  it('runs one operator’s heavy requests one at a time: the next waits its turn, one more is 429 at once', async () => {
    const { app, base } = await listening();
    const held = await heldGet(base, '/api/admin/leads.csv', f.admin);
    expect(held.res.statusCode).toBe(200);

    // The same operator's dashboard waits behind their export (although the server has a free turn)...
    let dashboardDone = false;
    const dashboard = app.inject({ url: '/api/admin/dashboard', headers: { cookie: f.admin } }).then((r) => {
      dashboardDone = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dashboardDone).toBe(false);
    // ...and while it waits, one more of theirs is turned away at once.
    const started = performance.now();
    const more = await app.inject({ url: '/api/admin/funnel', headers: { cookie: f.admin } });
    expect(more.statusCode).toBe(429);
    expect(more.headers['retry-after']).toBe(String(HEAVY_LIMITS.retryAfterS));
    expect(performance.now() - started).toBeLessThan(HEAVY_LIMITS.waitMs / 2);
    // Another operator is not held up by them.
    expect((await app.inject({ url: '/api/admin/funnel', headers: { cookie: f.viewer } })).statusCode).toBe(200);

    // The export ends (its reader goes away): the dashboard runs.
    held.req.destroy();
    expect((await dashboard).statusCode).toBe(200);
  }, 30_000);

  it('leaves the light console requests alone: the lead list answers while two exports are under way', async () => {
    const { app, base } = await listening();
    const one = await heldGet(base, '/api/admin/leads.csv', f.admin);
    const two = await heldGet(base, '/api/admin/leads.csv', second);
    const list = await app.inject({ url: '/api/admin/leads?limit=5', headers: { cookie: f.viewer } });
    expect(list.statusCode).toBe(200);
    expect(list.json().leads).toHaveLength(5);
    one.req.destroy();
    two.req.destroy();
  }, 30_000);
});
