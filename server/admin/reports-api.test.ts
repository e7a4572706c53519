// The console's dashboard, contact messages inbox and audit log through the real API on both engines.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { ADMIN_TOKEN, consoleFixture, insertConsoleLead, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { writeAudit } from './audit.ts';

const DAY = 86_400_000;
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` };
const newYorkDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(ms);

describe.each(ENGINES)('console reports ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });

  it('dashboard: leads today / 7 / 30 days, by service and status, delivery health and the 30 days one by one', async () => {
    const now = Date.now();
    const solar = findServiceByTitle('Solar')!.id;
    const roofing = findServiceByTitle('Roofing')!.id;
    // Today: two delivered Solar leads (1 s and 3 s to deliver), one failed and one queued Roofing lead.
    await insertConsoleLead(f.store, { createdAt: now, serviceId: solar, status: 'delivered', deliveredAt: now + 1000 });
    await insertConsoleLead(f.store, { createdAt: now, serviceId: solar, status: 'delivered', deliveredAt: now + 3000 });
    await insertConsoleLead(f.store, { createdAt: now, serviceId: roofing, status: 'failed' });
    await insertConsoleLead(f.store, { createdAt: now, serviceId: roofing, status: 'queued' });
    // Ten days ago a rejected Solar lead; 40 days ago a delivered one, outside every window.
    await insertConsoleLead(f.store, { createdAt: now - 10 * DAY, serviceId: solar, status: 'rejected' });
    await insertConsoleLead(f.store, {
      createdAt: now - 40 * DAY,
      serviceId: solar,
      status: 'delivered',
      deliveredAt: now - 40 * DAY + 500,
    });

    for (const headers of [{ cookie: f.admin }, { cookie: f.viewer }]) {
      const r = await f.app.inject({ url: '/api/admin/dashboard', headers });
      expect(r.statusCode).toBe(200);
      const d = r.json();
      expect(d.leads).toEqual({ today: 4, last7Days: 4, last30Days: 5 });
      expect(d.byService).toEqual([
        { service: 'Solar', count: 3 },
        { service: 'Roofing', count: 2 },
      ]);
      expect(d.byStatus).toEqual(
        expect.arrayContaining([
          { status: 'delivered', count: 2 },
          { status: 'failed', count: 1 },
          { status: 'queued', count: 1 },
          { status: 'rejected', count: 1 },
          { status: 'not_configured', count: 0 },
        ]),
      );
      expect(d.health).toEqual({ deliveredShare: 0.4, medianDeliverMs: 1000, queuedNow: 1, failed24h: 1 });
      expect(d.daily).toHaveLength(30);
      // The days are the operator's calendar days; these accounts have no zone of their own, so the
      // contract's default CONSOLE_TIME_ZONE, America/New_York (a run just after midnight UTC is still
      // yesterday there).
      const today = newYorkDay(now);
      const tenDaysAgo = newYorkDay(now - 10 * DAY);
      expect(d.daily[29]).toEqual({ date: today, leads: 4, delivered: 2 });
      expect(d.daily.find((x: { date: string }) => x.date === tenDaysAgo)).toEqual({ date: tenDaysAgo, leads: 1, delivered: 0 });
      expect(d.daily.reduce((n: number, x: { leads: number }) => n + x.leads, 0)).toBe(5);
    }
  });

  describe('contact messages', () => {
    let id: string;
    beforeAll(async () => {
      const sent = await f.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: JSON_HEADERS,
        payload: { name: 'Robert Chen', email: 'robert.chen@gmail.com', subject: 'Quote follow-up', message: 'Nobody called me back yet.' },
      });
      expect(sent.statusCode).toBe(201);
      id = sent.json().id;
    });

    it('are listed newest first, new until marked, and masked for a viewer', async () => {
      const mine = (await f.app.inject({ url: '/api/admin/messages', headers: { cookie: f.admin } })).json();
      expect(mine.messages[0]).toEqual({
        id,
        createdAt: expect.any(String),
        name: 'Robert Chen',
        email: 'robert.chen@gmail.com',
        subject: 'Quote follow-up',
        message: 'Nobody called me back yet.',
        state: 'new',
      });
      expect(mine.nextCursor).toBeNull();
      const masked = (await f.app.inject({ url: '/api/admin/messages', headers: { cookie: f.viewer } })).json();
      expect(masked.messages[0]).toMatchObject({ name: 'Robert C.', email: 'r***@gmail.com', state: 'new' });
    });

    it('an admin marks one read then answered (audited); a viewer may not (403); bad state 400, unknown id 404', async () => {
      const { post } = f;
      expect((await post(`/api/admin/messages/${id}`, { state: 'read' }, f.viewer)).statusCode).toBe(403);
      const read = await post(`/api/admin/messages/${id}`, { state: 'read' });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ state: 'read' });
      expect((await post(`/api/admin/messages/${id}`, { state: 'answered' })).json()).toEqual({ state: 'answered' });
      expect((await post(`/api/admin/messages/${id}`, { state: 'deleted' })).statusCode).toBe(400);
      expect((await post(`/api/admin/messages/${randomUUID()}`, { state: 'read' })).statusCode).toBe(404);
      const list = (await f.app.inject({ url: '/api/admin/messages', headers: { cookie: f.admin } })).json();
      expect(list.messages.find((m: { id: string }) => m.id === id).state).toBe('answered');
      const audit = (await f.app.inject({ url: '/api/admin/audit', headers: BEARER })).json().entries;
      expect(
        audit
          .filter((e: { action: string; target: string }) => e.action === 'message-state' && e.target === id)
          .map((e: { detail: string }) => e.detail),
      ).toEqual(['answered', 'read']);
    });

    it('page by cursor, 50 at a time', async () => {
      for (let i = 0; i < 55; i++) {
        await f.store.insertContactMessage({
          id: randomUUID(),
          name: `Sender ${i}`,
          email: `s${i}@example.com`,
          subject: 'Hi',
          message: 'Hello',
          now: Date.now() + i,
        });
      }
      const first = (await f.app.inject({ url: '/api/admin/messages', headers: { cookie: f.admin } })).json();
      expect(first.messages).toHaveLength(50);
      expect(first.messages[0].name).toBe('Sender 54');
      const second = (await f.app.inject({ url: `/api/admin/messages?cursor=${first.nextCursor}`, headers: { cookie: f.admin } })).json();
      expect(second.messages.map((m: { name: string }) => m.name)).toEqual([
        'Sender 4',
        'Sender 3',
        'Sender 2',
        'Sender 1',
        'Sender 0',
        'Robert Chen',
      ]);
      expect(second.nextCursor).toBeNull();
    });
  });

  it('audit log: admins only (a viewer gets 403), newest first, paged by cursor', async () => {
    expect((await f.app.inject({ url: '/api/admin/audit', headers: { cookie: f.viewer } })).statusCode).toBe(403);
    // 60 entries: account changes, then failed sign-ins (the typed e-mail names no account, so it is not written).
    for (let i = 0; i < 55; i++) {
      await writeAudit(f.store.db, { actor: 'cli:test', action: 'operator-add', target: `operator${i}@example.com`, ip: 'cli' });
    }
    for (let i = 0; i < 5; i++) await f.signIn('nobody@example.com', `guess number ${i}`);
    const first = (await f.app.inject({ url: '/api/admin/audit', headers: { cookie: f.admin } })).json();
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toEqual({
      at: expect.any(String),
      actor: 'unknown account',
      action: 'sign-in-failed',
      target: '',
      ip: '127.0.0.1',
      detail: expect.any(String),
    });
    const second = (await f.app.inject({ url: `/api/admin/audit?cursor=${first.nextCursor}`, headers: { cookie: f.admin } })).json();
    const seen = [...first.entries, ...second.entries].map((e: { at: string }) => e.at);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect((await f.app.inject({ url: '/api/admin/audit?cursor=garbage', headers: { cookie: f.admin } })).statusCode).toBe(400);
  }, 60_000);
});
