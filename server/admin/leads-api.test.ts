// The console's lead API through the real app on both engines: the list (paging, filters, search,
// masking), a lead's page, resend through the fake network with the same Idempotency-Key, bulk resend of
// failed leads with a count first, the CSV export, roles (403 for a viewer) and the audit entries.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { ADMIN_TOKEN, consoleFixture, insertConsoleLead, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { eventually, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const roofing = findServiceByTitle('Roofing')!;
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` };
const at = (iso: string) => Date.parse(iso);

interface Summary {
  id: string;
  createdAt: string;
  service: string;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  source: string;
  host: string;
  attempts: number;
}

describe.each(ENGINES)('console leads ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });
  const { get, post } = f;
  const list = async (query: string, cookie = f.admin): Promise<Summary[]> => {
    const r = await get(`/api/admin/leads?${query}`, cookie);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().leads;
  };

  describe('a lead submitted through the wizard', () => {
    let id: string;
    beforeAll(async () => {
      const body = validLead(solar, {
        firstName: 'Maria',
        lastName: 'Gonzalez',
        email: 'maria.gonzalez@gmail.com',
        phone: '3105550188',
      });
      body.tracking = {
        ...body.tracking,
        aff_id: '',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'solar-fall',
        gclid: 'Cj0KCQ-test',
      } as typeof body.tracking;
      const r = await postLead(f.app, body, { host: 'quotes.example.com' });
      expect(r.statusCode).toBe(201);
      id = r.json().id;
    });

    it('is listed with its host, source (utm_source when there is no aff_id), service title, status and attempts', async () => {
      const [lead] = await list(`q=${id}`);
      expect(lead).toEqual({
        id,
        reference: expect.stringMatching(/^L-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        service: 'Solar',
        status: 'delivered',
        firstName: 'Maria',
        lastName: 'Gonzalez',
        email: 'maria.gonzalez@gmail.com',
        phone: '3105550188',
        city: 'Beverly Hills',
        state: 'CA',
        source: 'google',
        host: 'quotes.example.com',
        attempts: 1,
        disposition: 'new',
        lang: 'en',
        site: 'default',
        flags: [],
        duplicateOf: null,
      });
    });

    it('has a page with the answers as the visitor read them, campaign fields, payload, consent and the attempt', async () => {
      const r = await get(`/api/admin/leads/${id}`);
      expect(r.statusCode).toBe(200);
      const lead = r.json();
      expect(lead.answers).toMatchObject({
        'What is your average monthly electric bill?': '$50-$100',
        'How much sun does your roof get?': 'Full sun',
        'Who is your current energy provider?': 'Southern California Edison',
        'Do you own the home?': 'Yes',
        'When is the best time to call you?': 'Morning',
      });
      expect(lead.tracking).toMatchObject({
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'solar-fall',
        gclid: 'Cj0KCQ-test',
        transaction_id: 'TX1',
      });
      expect(lead.address).toBe('9641 Sunset Blvd');
      expect(lead.zip).toBe('90210');
      // The payload as sent: the network's codes, and none of the UTM fields or click ids.
      expect(lead.payload).toMatchObject({ firstName: 'Maria', SolarCurrencyBill: 1, homeOwner: 1, category: 20 });
      for (const k of ['utm_source', 'utm_medium', 'gclid', 'fbclid']) expect(lead.payload).not.toHaveProperty(k);
      expect(f.network.received).toHaveLength(0);
      expect(lead.consent).toMatchObject({
        ip: '127.0.0.1',
        userAgent: 'Mozilla/5.0 (test)',
        pageUrl: 'http://localhost/Services/Solar',
        gpc: false,
      });
      expect(lead.consent.text).toContain('express written consent');
      expect(lead.deliveries).toEqual([
        expect.objectContaining({
          attempt: 1,
          trigger: 'first',
          outcome: 'delivered',
          httpStatus: 200,
          error: null,
          durationMs: expect.any(Number),
        }),
      ]);
      expect(lead.deliveredAt).not.toBeNull();
    });

    it('masks personal data for a viewer, in the list and on the page, without the payload as sent', async () => {
      const [row] = await list(`q=${id}`, f.viewer);
      expect(row).toMatchObject({ firstName: 'Maria', lastName: 'G.', email: 'm***@gmail.com', phone: '***-***-0188' });
      const page = (await get(`/api/admin/leads/${id}`, f.viewer)).json();
      expect(page).toMatchObject({ lastName: 'G.', email: 'm***@gmail.com', phone: '***-***-0188', address: '•••' });
      expect(page.consent).toMatchObject({ ip: '•••', userAgent: '•••' });
      // The payload holds the visitor's own words too (server/admin/viewer-privacy.test.ts): a viewer gets none of it.
      expect(page.payload).toBeNull();
      expect(JSON.stringify(page)).not.toMatch(/Gonzalez|maria\.gonzalez|3105550188|9641 Sunset/);
    });

    it('writes a view-lead entry when an admin opens it', async () => {
      await get(`/api/admin/leads/${id}`);
      const entries = (await f.app.inject({ url: '/api/admin/audit', headers: BEARER })).json().entries;
      expect(entries).toContainEqual(
        expect.objectContaining({ actor: 'admin@example.com', action: 'view-lead', target: id, ip: '127.0.0.1' }),
      );
    });
  });

  it('answers 404 for an unknown lead', async () => {
    const r = await get(`/api/admin/leads/${randomUUID()}`);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ error: 'No such lead.' });
  });

  describe('the list', () => {
    const host = `pages-${randomUUID().slice(0, 8)}.example`;
    const ids: string[] = [];
    beforeAll(async () => {
      // Seven leads a minute apart on one host, oldest first.
      for (let i = 0; i < 7; i++) {
        ids.push(await insertConsoleLead(f.store, { createdAt: at('2026-03-01T10:00:00Z') + i * 60_000, details: { host } }));
      }
    });

    it('pages newest first by cursor, without gaps or repeats, nextCursor null at the end', async () => {
      const seen: string[] = [];
      let cursor: string | null = '';
      let pages = 0;
      while (cursor !== null) {
        const r = await get(`/api/admin/leads?host=${host}&limit=3&cursor=${cursor}`);
        expect(r.statusCode).toBe(200);
        const body = r.json() as { leads: Summary[]; nextCursor: string | null };
        seen.push(...body.leads.map((l) => l.id));
        cursor = body.nextCursor;
        pages++;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual([...ids].reverse());
    });

    it('refuses a bad limit, status, service, date or cursor with 400', async () => {
      for (const q of [
        'limit=201',
        'limit=0',
        'status=lost',
        'service=Teleportation',
        'from=2026-13-01',
        'to=yesterday',
        'cursor=%%%',
        `q=${'x'.repeat(201)}`,
      ]) {
        const r = await get(`/api/admin/leads?${q}`);
        expect(r.statusCode, q).toBe(400);
        expect(r.json().error, q).toEqual(expect.any(String));
      }
    });
  });

  describe('filters and search', () => {
    const host = `filters-${randomUUID().slice(0, 8)}.example`;
    const made: Record<string, string> = {};
    beforeAll(async () => {
      const lead = (name: string, o: Parameters<typeof insertConsoleLead>[1]) =>
        insertConsoleLead(f.store, { ...o, details: { host, ...o?.details } }).then((id) => (made[name] = id));
      await lead('lastMinuteOfJan10', {
        createdAt: at('2026-01-10T23:59:59Z'),
        serviceId: roofing.id,
        status: 'rejected',
        details: { firstName: 'Oscar', lastName: 'Nguyen', email: 'oscar.n@yahoo.com', phone: '2125550101', source: 'AFF9' },
      });
      await lead('jan11', {
        createdAt: at('2026-01-11T00:00:00Z'),
        serviceId: solar.id,
        status: 'delivered',
        details: { firstName: 'Paula', lastName: 'Oscarsson', email: 'paula@outlook.com', phone: '6465550102', source: 'google' },
      });
      await lead('jan09', {
        createdAt: at('2026-01-09T12:00:00Z'),
        serviceId: solar.id,
        status: 'failed',
        details: { firstName: 'Quinn', lastName: 'Baker', email: 'QUINN.BAKER@Example.com', phone: '7185550103', source: 'AFF9' },
      });
    });
    const ids = async (query: string) => (await list(`host=${host}&${query}`)).map((l) => l.id).sort();
    const names = (...n: string[]) => n.map((k) => made[k]!).sort();

    it('by service title, status and source', async () => {
      expect(await ids('service=Roofing')).toEqual(names('lastMinuteOfJan10'));
      expect(await ids('service=solar')).toEqual(names('jan11', 'jan09'));
      expect(await ids('status=failed')).toEqual(names('jan09'));
      expect(await ids('source=AFF9')).toEqual(names('lastMinuteOfJan10', 'jan09'));
      expect(await ids('source=google&status=delivered')).toEqual(names('jan11'));
    });

    // Days are the operator's: here the console's default zone, New York (UTC-5 in
    // January), where 2026-01-11T00:00Z is still 7 PM on January 10.
    it("by dates, inclusive, in the operator's zone", async () => {
      expect(await ids('from=2026-01-10&to=2026-01-10')).toEqual(names('lastMinuteOfJan10', 'jan11'));
      expect(await ids('from=2026-01-11')).toEqual([]);
      expect(await ids('to=2026-01-09')).toEqual(names('jan09'));
      expect(await ids('from=2026-01-09&to=2026-01-11')).toEqual(names('lastMinuteOfJan10', 'jan11', 'jan09'));
    });

    it('q finds a name (first, last, both, any case, a start), an e-mail, phone digits in any format, a lead id', async () => {
      expect(await ids('q=oscar')).toEqual(names('lastMinuteOfJan10', 'jan11'));
      expect(await ids('q=Nguyen')).toEqual(names('lastMinuteOfJan10'));
      expect(await ids('q=paula%20oscars')).toEqual(names('jan11'));
      expect(await ids('q=quinn.baker@example.com')).toEqual(names('jan09'));
      expect(await ids('q=paula@')).toEqual(names('jan11'));
      expect(await ids(`q=${encodeURIComponent('(718) 555-0103')}`)).toEqual(names('jan09'));
      expect(await ids(`q=${encodeURIComponent('+1 212 555 0101')}`)).toEqual(names('lastMinuteOfJan10'));
      expect(await ids('q=646555')).toEqual(names('jan11'));
      expect(await ids(`q=${made.jan09!.toUpperCase()}`)).toEqual(names('jan09'));
      expect(await ids('q=zebra')).toEqual([]);
      // Characters with a meaning in SQL patterns are plain text here.
      expect(await ids(`q=${encodeURIComponent("%' OR 1=1 --")}`)).toEqual([]);
      expect(await ids('q=_')).toEqual([]);
    });
  });

  describe('resend', () => {
    it('sends a rejected lead again through the outbox with the same Idempotency-Key, recorded as a resend', async () => {
      f.network.mode = { kind: 'reject', status: 400, body: { error: 'Duplicate lead' } };
      const first = await postLead(f.app, validLead(solar));
      expect(first.statusCode).toBe(422);
      const [lead] = await list('status=rejected&q=jane.homeowner@gmail.com');
      const id = lead!.id;
      expect((await get(`/api/admin/leads/${id}`)).json().networkError).toBe('Duplicate lead');

      f.network.mode = { kind: 'accept' };
      const r = await post(`/api/admin/leads/${id}/resend`, {});
      expect(r.statusCode).toBe(202);
      expect(r.json()).toEqual({ status: 'queued' });
      const page = await eventually(async () => {
        const p = (await get(`/api/admin/leads/${id}`)).json();
        return p.status === 'delivered' ? p : undefined;
      });
      expect(f.network.received.map((x) => x.idempotencyKey)).toEqual([id, id]);
      expect(page.deliveries.map((d: { trigger: string; outcome: string }) => [d.trigger, d.outcome])).toEqual([
        ['first', 'rejected'],
        ['resend', 'delivered'],
      ]);
      expect(page.attempts).toBe(2);

      // Delivered now: a second resend needs force.
      const again = await post(`/api/admin/leads/${id}/resend`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'This lead was delivered already.', needsForce: true });
      const forced = await post(`/api/admin/leads/${id}/resend`, { force: true });
      expect(forced.statusCode).toBe(202);
      await f.network.waitFor(3);
      expect(f.network.received.map((x) => x.idempotencyKey)).toEqual([id, id, id]);
      // Taken a second time, the lead is still one sale to the network, and holds one of its sale slots.
      const retaken = await eventually(async () => {
        const p = (await get(`/api/admin/leads/${id}`)).json();
        return p.attempts === 3 ? p : undefined;
      });
      expect(retaken.status).toBe('delivered');
      expect(retaken.sales.map((s: { buyerName: string; state: string }) => [s.buyerName, s.state])).toEqual([['Network', 'sold']]);
      const slots = await f.store.db.selectFrom('leads').select('sales_reserved').where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(slots.sales_reserved)).toBe(1);

      const entries = (await f.app.inject({ url: '/api/admin/audit', headers: BEARER })).json().entries;
      expect(entries.filter((e: { action: string; target: string }) => e.action === 'resend' && e.target === id)).toHaveLength(2);
    });

    it('is refused to a viewer (403), and 404 for an unknown lead', async () => {
      const id = await insertConsoleLead(f.store, { status: 'rejected' });
      expect((await post(`/api/admin/leads/${id}/resend`, {}, f.viewer)).statusCode).toBe(403);
      expect((await post(`/api/admin/leads/${randomUUID()}/resend`, {})).statusCode).toBe(404);
    });

    it('bulk: says which leads that did not reach a buyer it will send (failed, never sent), then sends exactly those when confirmed', async () => {
      const host = `bulk-${randomUUID().slice(0, 8)}.example`;
      const failed = [];
      for (let i = 0; i < 3; i++) failed.push(await insertConsoleLead(f.store, { status: 'failed', details: { host } }));
      const neverSent = await insertConsoleLead(f.store, { status: 'not_configured', details: { host } });
      await insertConsoleLead(f.store, { status: 'rejected', details: { host } });
      await insertConsoleLead(f.store, { status: 'delivered', details: { host } });

      const count = await post('/api/admin/leads/resend', { host });
      expect(count.statusCode).toBe(200);
      const preview = count.json();
      expect(preview.count).toBe(4);
      expect(preview.byStatus).toEqual([
        { status: 'failed', label: 'Delivery failed', count: 3 },
        { status: 'not_configured', label: 'Not sent: no buyer set up', count: 1 },
      ]);
      expect(preview.sample.map((l: { id: string }) => l.id).sort()).toEqual([...failed, neverSent].sort());
      expect(preview.message).toBe('4 leads will be sent again (3 delivery failed, 1 not sent: no buyer set up).');
      expect(preview.message).not.toMatch(/lead\(s\)|not_configured|Idempotency-Key/);
      // Only the failed ones, when the view asks for them.
      expect((await post('/api/admin/leads/resend', { host, status: 'failed' })).json()).toMatchObject({ count: 3 });
      const stale = await post('/api/admin/leads/resend', { host, confirm: 3 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ count: 4, error: expect.any(String) });
      expect((await post('/api/admin/leads/resend', { host, confirm: 4 }, f.viewer)).statusCode).toBe(403);
      const go = await post('/api/admin/leads/resend', { host, confirm: 4 });
      expect(go.statusCode).toBe(202);
      expect(go.json()).toEqual({ queued: 4 });
      const arrived = await f.network.waitFor(4);
      expect(arrived.map((x) => x.idempotencyKey).sort()).toEqual([...failed, neverSent].sort());
      await eventually(async () => ((await list(`host=${host}&status=delivered`)).length === 5 ? true : undefined));
      expect((await post('/api/admin/leads/resend', { host })).json()).toMatchObject({ count: 0, byStatus: [] });
      const entries = (await f.app.inject({ url: '/api/admin/audit', headers: BEARER })).json().entries;
      expect(entries).toContainEqual(
        expect.objectContaining({ action: 'bulk-resend', target: '4 leads that did not reach a buyer', detail: `host=${host}` }),
      );
    });

    describe('with no network configured', () => {
      const held = consoleFixture({ make, forward: false });

      it('says so when no network is configured', async () => {
        const id = await insertConsoleLead(held.store, { status: 'not_configured' });
        const r = await held.app.inject({
          method: 'POST',
          url: `/api/admin/leads/${id}/resend`,
          headers: { ...BEARER, ...JSON_HEADERS },
          payload: {},
        });
        expect(r.statusCode).toBe(409);
        expect(r.json()).toEqual({
          error: 'There is nowhere to send leads yet: add a buyer, or ask your developer to set up the lead network.',
        });
      });
    });
  });

  describe('CSV export', () => {
    const parse = (text: string) => {
      // RFC 4180: quoted cells may hold commas, quotes (doubled) and line breaks.
      const rows: string[][] = [];
      let row: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < text.length; i++) {
        const c = text[i]!;
        if (quoted && c === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') {
          quoted = !quoted;
        } else if (!quoted && c === ',') {
          row.push(cell);
          cell = '';
        } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
          row.push(cell);
          rows.push(row);
          row = [];
          cell = '';
          i++;
        } else {
          cell += c;
        }
      }
      return rows;
    };

    it('starts with a UTF-8 BOM, quotes per RFC 4180, neutralises formulas, and carries readable answers and campaign fields', async () => {
      const host = `csv-${randomUUID().slice(0, 8)}.example`;
      const id = await insertConsoleLead(f.store, {
        serviceId: solar.id,
        status: 'failed',
        details: {
          host,
          firstName: '=HYPERLINK("http://evil.example","click")',
          lastName: 'O"Brien, Jr.',
          city: 'San José',
          email: '@evil.example',
          phone: '3105550123',
          source: '+AFF',
          tracking: { aff_id: '+AFF', utm_campaign: '-5%', utm_term: 'roof\nrepair' },
          answers: { monthlyBill: '$100-$200', HomeOwner: 'No' },
        },
        payload: { address: '1 Main St\r\nApt 2', zip: '90210' },
      });
      const r = await get(`/api/admin/leads.csv?host=${host}&service=Solar`);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(r.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
      expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, row, ...rest] = parse(r.body.replace(/^\uFEFF/, ''));
      expect(rest).toEqual([]);
      expect(header!.slice(0, 6)).toEqual(['id', 'created_at', 'service', 'status', 'source', 'host']);
      expect(header).toContain('What is your average monthly electric bill?');
      expect(header).toContain('Do you own the home?');
      const cell = (name: string) => row![header!.indexOf(name)];
      expect(cell('id')).toBe(id);
      expect(cell('service')).toBe('Solar');
      expect(cell('status')).toBe('failed');
      expect(cell('first_name')).toBe(`'=HYPERLINK("http://evil.example","click")`);
      expect(cell('last_name')).toBe('O"Brien, Jr.');
      expect(cell('city')).toBe('San José');
      expect(cell('email')).toBe("'@evil.example");
      expect(cell('source')).toBe("'+AFF");
      expect(cell('aff_id')).toBe("'+AFF");
      expect(cell('utm_campaign')).toBe("'-5%");
      expect(cell('utm_term')).toBe('roof\nrepair');
      expect(cell('address')).toBe('1 Main St\r\nApt 2');
      expect(cell('zip')).toBe('90210');
      expect(cell('What is your average monthly electric bill?')).toBe('$100-$200');
      expect(cell('Do you own the home?')).toBe('No');
      expect(r.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    });

    it('streams thousands of rows, newest first, each once', async () => {
      const host = `bulk-csv-${randomUUID().slice(0, 8)}.example`;
      const n = 2500;
      const base = at('2026-02-01T00:00:00Z');
      const rows = Array.from({ length: n }, (_, i) => ({ id: randomUUID(), i }));
      await f.store.db.transaction().execute(async (trx) => {
        for (let s = 0; s < n; s += 250) {
          await trx
            .insertInto('leads')
            .values(
              rows.slice(s, s + 250).map(({ id, i }) => ({
                id,
                submission_id: randomUUID(),
                service_id: 1,
                status: 'delivered' as const,
                payload: '{}',
                network_error: null,
                created_at: base + i * 1000,
                updated_at: base,
                delivered_at: base,
                host,
                first_name: `Row${i}`,
              })),
            )
            .execute();
        }
      });
      const r = await get(`/api/admin/leads.csv?host=${host}`);
      expect(r.statusCode).toBe(200);
      expect(r.headers['transfer-encoding']).toBe('chunked');
      const lines = parse(r.body.replace(/^\uFEFF/, ''));
      expect(lines).toHaveLength(n + 1);
      const firstNames = lines.slice(1).map((l) => l[lines[0]!.indexOf('first_name')]);
      expect(firstNames[0]).toBe(`Row${n - 1}`);
      expect(firstNames[n - 1]).toBe('Row0');
      expect(new Set(lines.slice(1).map((l) => l[0])).size).toBe(n);
    });

    it('is for admins only, and each export is audited with its filters', async () => {
      expect((await get('/api/admin/leads.csv', f.viewer)).statusCode).toBe(403);
      await get('/api/admin/leads.csv?status=failed&source=AFF9');
      const entries = (await f.app.inject({ url: '/api/admin/audit', headers: BEARER })).json().entries;
      expect(entries).toContainEqual(
        expect.objectContaining({ actor: 'admin@example.com', action: 'export', detail: 'status=failed source=AFF9' }),
      );
    });
  });
});
