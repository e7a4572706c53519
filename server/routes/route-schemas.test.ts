// The routes' declared schemas, through the real app on both engines: the role is checked before the
// schemas (401 without a session, 403 for a viewer, whatever the request holds), a refused value is 400
// `{ error, fields }` naming the field (docs/admin-api.md), and an id in the address that is not well
// formed names nothing, so it is the same 404 `{ error }` as an unknown id.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { ENGINES } from '#tests/support/test-db.ts';

describe.each(ENGINES)('route schemas ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });
  const longCursor = 'x'.repeat(201);

  it('answers 401 without a session and 403 to a viewer before looking at the query or body', async () => {
    const asks = [
      { url: `/api/admin/audit?cursor=${longCursor}` },
      { url: `/api/admin/messages/${randomUUID()}`, payload: { state: 'deleted' } },
      { url: '/api/admin/privacy/requests/not-a-uuid/complete', payload: { reason: '' } },
      { url: '/api/admin/sources.csv?from=2026-13-01' },
      { url: '/api/admin/leads.csv?status=sideways' },
      { url: '/api/admin/leads/resend', payload: { confirm: -1 } },
      { url: `/api/admin/leads/${'x'.repeat(65)}/resend`, payload: { force: 'yes' } },
    ];
    for (const { url, payload } of asks) {
      const send = (cookie?: string) => (payload ? f.post(url, payload, cookie) : f.get(url, cookie));
      const anonymous = await send('');
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ error: expect.any(String) });
      const viewer = await send(f.viewer);
      expect(viewer.statusCode, url).toBe(403);
      expect(viewer.json()).toEqual({ error: expect.any(String) });
    }
    // A viewer may read the messages and the funnel: there the bad value itself is answered.
    expect((await f.get(`/api/admin/messages?cursor=${longCursor}`, '')).statusCode).toBe(401);
    expect((await f.get(`/api/admin/messages?cursor=${longCursor}`, f.viewer)).statusCode).toBe(400);
    expect((await f.get('/api/admin/funnel?from=2026-13-01', f.viewer)).statusCode).toBe(400);
  });

  it('answers a refused value 400 { error, fields } under the field it names', async () => {
    const cases = [
      { r: await f.get(`/api/admin/audit?cursor=${longCursor}`), field: 'cursor' },
      { r: await f.get('/api/admin/privacy/requests?limit=201'), field: 'limit' },
      { r: await f.get('/api/admin/funnel?from=2026-13-01'), field: 'from' },
      { r: await f.post(`/api/admin/messages/${randomUUID()}`, { state: 'deleted' }), field: 'state' },
      { r: await f.post(`/api/admin/privacy/requests/${randomUUID()}/complete`, {}), field: 'reason' },
      { r: await f.post(`/api/admin/privacy/requests/${randomUUID()}/correct`, { leadId: 'nope', fields: {} }), field: 'leadId' },
      { r: await f.signIn(42 as unknown as string, 'a password'), field: 'email' },
      { r: await f.get('/api/admin/leads?limit=0'), field: 'limit' },
      { r: await f.get('/api/admin/leads?sort=sideways'), field: 'sort' },
      { r: await f.get('/api/admin/leads.xlsx?from=2026-02-30x'), field: 'from' },
      { r: await f.post('/api/admin/leads/resend', { status: 'lost' }), field: 'status' },
      { r: await f.post(`/api/admin/leads/${randomUUID()}/resend`, { buyerId: 5 }), field: 'buyerId' },
    ];
    for (const { r, field } of cases) {
      expect(r.statusCode, r.body).toBe(400);
      const { error, fields } = r.json();
      expect(fields[field], r.body).toEqual(expect.any(String));
      expect(error).toBe(Object.values(fields)[0]);
    }
  });

  it('answers an id that is not well formed 404 { error }, as it answers an unknown one', async () => {
    const pairs = [
      [
        f.post(`/api/admin/messages/${'x'.repeat(65)}`, { state: 'read' }),
        f.post(`/api/admin/messages/${randomUUID()}`, { state: 'read' }),
      ],
      [f.get(`/api/admin/leads/${'x'.repeat(65)}/insight`), f.get(`/api/admin/leads/${randomUUID()}/insight`)],
      [f.get('/api/admin/privacy/requests/not-a-uuid'), f.get(`/api/admin/privacy/requests/${randomUUID()}`)],
      [f.get(`/api/admin/leads/${'x'.repeat(65)}`), f.get(`/api/admin/leads/${randomUUID()}`)],
      [f.post(`/api/admin/leads/${'x'.repeat(65)}/resend`, {}), f.post(`/api/admin/leads/${randomUUID()}/resend`, {})],
      [
        f.post('/api/admin/privacy/requests/not-a-uuid/extend', { reason: 'The requester asked for more time.' }),
        f.post(`/api/admin/privacy/requests/${randomUUID()}/extend`, { reason: 'The requester asked for more time.' }),
      ],
    ];
    for (const [malformed, unknown] of pairs) {
      const [m, u] = [await malformed!, await unknown!];
      expect(u.statusCode, u.body).toBe(404);
      expect(m.statusCode, m.body).toBe(404);
      expect(m.json()).toEqual(u.json());
      expect(Object.keys(m.json())).toEqual(['error']);
    }
  });

  it('reads a console write whose body is null as an empty one, where it asks for no fields', async () => {
    const r = await f.app.inject({
      method: 'POST',
      url: `/api/admin/privacy/requests/${randomUUID()}/confirm`,
      headers: { ...JSON_HEADERS, cookie: f.admin },
      payload: 'null',
    });
    // Taken: the request is then looked up, and there is none.
    expect(r.statusCode, r.body).toBe(404);
    expect(r.json()).toEqual({ error: 'No such request.' });
  });
});
