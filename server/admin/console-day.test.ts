// The console as an operator works a day with it, through the real app on both engines: the account's own
// time zone (a lead at 23:30 in Los Angeles is that day's "Today" there), the list's total, e-mail and
// phone columns, ordering both ways with keyset paging, searches by a phone's last digits, an e-mail's
// domain and the reference (each served by an index, as the engine's query plan shows), saved views,
// notes and dispositions (one lead, or a selection), the XLSX read back with a real reader, exports that
// carry only the chosen service's questions, and a lead held back that says why.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { readXlsx } from '#tests/support/xlsx.ts';
import { consoleFixture, insertConsoleLead, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { insertBulkLeads } from '#tests/support/bulk-leads.ts';
import { parseCsv } from '#tests/support/csv.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { leadFiltersSchema } from './lead-filters.ts';
import { leadPageQuery } from './lead-queries.ts';

const LA = 'America/Los_Angeles';
const solar = findServiceByTitle('Solar')!;
const roofing = findServiceByTitle('Roofing')!;

/** The calendar day `at` falls on in Los Angeles, read with the platform's Intl (not the product's code). */
const laDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: LA, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const laClock = (at: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: LA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/** The instant it is 23:30 in Los Angeles on `day` (YYYY-MM-DD): PST is UTC-8, PDT UTC-7; the one Intl agrees with. */
function laHalfPastEleven(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  for (const hours of [8, 7]) {
    const at = Date.UTC(y, m - 1, d, 23 + hours, 30);
    if (laDay(at) === day && laClock(at) === '23:30') return at;
  }
  throw new Error(`no 23:30 on ${day} in ${LA}`);
}

const previousDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)('the console as a working day ($name)', ({ name, make }) => {
  const f = consoleFixture({ make, signedIn: true, env: { CONSOLE_TIME_ZONE: 'America/New_York' } });
  const put = (url: string, payload: object, cookie = f.admin) =>
    f.app.inject({ method: 'PUT', url, headers: { cookie, ...JSON_HEADERS }, payload });
  const patch = (url: string, payload: object, cookie = f.admin) =>
    f.app.inject({ method: 'PATCH', url, headers: { cookie, ...JSON_HEADERS }, payload });

  describe("the account's time zone", () => {
    let today: string;
    let todayLead: string;
    beforeAll(async () => {
      today = laDay(Date.now());
      // 23:30 today and 23:30 yesterday in Los Angeles (07:30 UTC the next day: UTC days would swap them).
      todayLead = await insertConsoleLead(f.store, { createdAt: laHalfPastEleven(today), details: { host: 'zone.example' } });
      await insertConsoleLead(f.store, { createdAt: laHalfPastEleven(previousDay(today)), details: { host: 'zone.example' } });
    });

    it('follows the console zone until the account sets its own, which must be an IANA zone', async () => {
      expect((await f.get('/api/admin/me')).json()).toMatchObject({ timeZone: 'America/New_York', ownTimeZone: null });
      const bad = await put('/api/admin/me/time-zone', { timeZone: 'Mars/Olympus_Mons' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.timeZone).toEqual(expect.any(String));
      const ok = await put('/api/admin/me/time-zone', { timeZone: LA });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await f.get('/api/admin/me')).json()).toMatchObject({ timeZone: LA, ownTimeZone: LA, consoleTimeZone: 'America/New_York' });
      // The viewer's account keeps the console's zone.
      expect((await f.get('/api/admin/me', f.viewer)).json()).toMatchObject({ timeZone: 'America/New_York', ownTimeZone: null });
    });

    it('counts a lead made at 23:30 Los Angeles time in that day\'s "Today" there, and not the one of 23:30 the day before', async () => {
      const dash = (await f.get('/api/admin/dashboard')).json();
      expect(dash.leads.today).toBe(1);
      expect(dash.leads.last7Days).toBe(2);
      expect(dash.daily.at(-1)).toEqual({ date: today, leads: 1, delivered: 0 });
      expect(dash.timeZone).toBe(LA);
    });

    it("filters the list by the operator's days: today there is the 23:30 lead alone", async () => {
      const r = await f.get(`/api/admin/leads?host=zone.example&from=${today}&to=${today}`);
      expect(r.json().leads.map((l: { id: string }) => l.id)).toEqual([todayLead]);
      expect(r.json().total).toBe(1);
    });

    it("counts the sources report over the operator's days: today there is the 23:30 lead alone", async () => {
      const leadsOn = async (from: string, to: string) => {
        const r = await f.get(`/api/admin/sources?from=${from}&to=${to}`);
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json()).toMatchObject({ from, to, timeZone: LA });
        return (r.json().sources as { leads: number }[]).reduce((n, s) => n + s.leads, 0);
      };
      expect(await leadsOn(today, today)).toBe(1);
      expect(await leadsOn(previousDay(today), today)).toBe(2);
      expect(await leadsOn(previousDay(today), previousDay(today))).toBe(1);
    });

    it('writes CSV times as local date-times with their UTC offset', async () => {
      const csv = parseCsv((await f.get(`/api/admin/leads.csv?host=zone.example&from=${today}&to=${today}`)).body.replace(/^\uFEFF/, ''));
      const at = csv[0]!.indexOf('created_at');
      expect(csv[1]![at]).toMatch(new RegExp(`^${today}T23:30:00-0[78]:00$`));
    });
  });

  describe('the list', () => {
    const host = `list-${randomUUID().slice(0, 8)}.example`;
    const made: string[] = [];
    beforeAll(async () => {
      const base = Date.parse('2026-03-02T15:00:00Z');
      const people = [
        { email: 'ann@acme-roofs.com', phone: '6175550001' },
        { email: 'bob@gmail.com', phone: '6175558234' },
        { email: 'cy@acme-roofs.com', phone: '2125558234' },
        { email: 'dee@yahoo.com', phone: '3105551111' },
        { email: 'ed@gmail.com', phone: '3105552222' },
      ];
      for (const [i, p] of people.entries()) {
        // Two share a time, so paging must order by id as well.
        const createdAt = base + Math.min(i, 3) * 60_000;
        made.push(await insertConsoleLead(f.store, { createdAt, details: { host, firstName: `P${i}`, ...p } }));
      }
    });

    it('gives the total for the view and pages newest first and oldest first without losing or repeating a lead', async () => {
      for (const sort of ['newest', 'oldest']) {
        const seen: { id: string; createdAt: string }[] = [];
        let cursor: string | null = null;
        let first = true;
        do {
          const r = await f.get(`/api/admin/leads?host=${host}&limit=2&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
          expect(r.statusCode, r.body).toBe(200);
          const page = r.json();
          expect(page.total).toBe(first ? 5 : null);
          first = false;
          seen.push(...page.leads);
          cursor = page.nextCursor;
        } while (cursor);
        expect(new Set(seen.map((l) => l.id))).toEqual(new Set(made));
        const times = seen.map((l) => l.createdAt);
        const sorted = [...times].sort();
        expect(times).toEqual(sort === 'oldest' ? sorted : sorted.reverse());
      }
      expect((await f.get(`/api/admin/leads?host=${host}&sort=sideways`)).statusCode).toBe(400);
    });

    it('shows e-mail and phone, masked for a viewer', async () => {
      const [admin] = (await f.get(`/api/admin/leads?q=${made[1]}`)).json().leads;
      expect(admin).toMatchObject({ email: 'bob@gmail.com', phone: '6175558234', disposition: 'new', flags: [] });
      const [viewer] = (await f.get(`/api/admin/leads?q=${made[1]}`, f.viewer)).json().leads;
      expect(viewer).toMatchObject({ email: 'b***@gmail.com', phone: '***-***-8234' });
    });

    it("finds leads by a phone's last 4 or more digits, an e-mail's domain and the reference", async () => {
      const ids = async (q: string, cookie = f.admin) =>
        (await f.get(`/api/admin/leads?host=${host}&q=${encodeURIComponent(q)}`, cookie))
          .json()
          .leads.map((l: { id: string }) => l.id)
          .sort();
      expect(await ids('8234')).toEqual([made[1], made[2]].sort());
      expect(await ids('58234')).toEqual([made[1], made[2]].sort());
      expect(await ids('5558234')).toEqual([made[1], made[2]].sort());
      expect(await ids('75558234')).toEqual([made[1]]);
      expect(await ids('@acme-roofs.com')).toEqual([made[0], made[2]].sort());
      expect(await ids('acme-roofs.com')).toEqual([made[0], made[2]].sort());
      expect(await ids('@GMAIL.com')).toEqual([made[1], made[4]].sort());
      const reference = (await f.get(`/api/admin/leads?q=${made[3]}`)).json().leads[0].reference as string;
      expect(await ids(reference.toLowerCase().replace(/-/g, ''))).toEqual([made[3]]);
      // A viewer is shown the domain and the last four digits, so may search by them; not by more digits.
      expect(await ids('8234', f.viewer)).toEqual([made[1], made[2]].sort());
      expect(await ids('@gmail.com', f.viewer)).toEqual([made[1], made[4]].sort());
      expect(await ids('58234', f.viewer)).toEqual([]);
    });

    it('keeps saved views per account', async () => {
      const saved = await f.post('/api/admin/saved-views', { name: 'Boston phones', filters: `host=${host}&q=617&cursor=abc` });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json()).toMatchObject({ name: 'Boston phones', filters: `host=${host}&q=617` });
      expect((await f.get('/api/admin/saved-views')).json().views.map((v: { name: string }) => v.name)).toEqual(['Boston phones']);
      expect((await f.get('/api/admin/saved-views', f.viewer)).json().views).toEqual([]);
      expect((await f.post('/api/admin/saved-views', { name: '', filters: '' })).statusCode).toBe(400);
      const gone = await f.app.inject({
        method: 'DELETE',
        url: `/api/admin/saved-views/${saved.json().id}`,
        headers: { cookie: f.viewer, ...JSON_HEADERS },
        payload: {},
      });
      expect(gone.statusCode).toBe(404);
      const del = await f.app.inject({
        method: 'DELETE',
        url: `/api/admin/saved-views/${saved.json().id}`,
        headers: { cookie: f.admin, ...JSON_HEADERS },
        payload: {},
      });
      expect(del.statusCode).toBe(204);
    });
  });

  describe('searches by index', () => {
    beforeAll(async () => {
      await insertBulkLeads(f.store.db, 3000, { hosts: ['plan.example'] });
      await insertConsoleLead(f.store, { details: { email: 'only@rare-domain.org', phone: '9085554321' } });
      if (name === 'postgres') await f.store.db.executeQuery(CompiledQuery.raw('ANALYZE leads'));
    });

    const plan = async (q: string): Promise<string> => {
      const query = leadPageQuery(f.store.db, leadFiltersSchema.parse({ q }), undefined, 51).compile();
      const explain = name === 'postgres' ? 'EXPLAIN ' : 'EXPLAIN QUERY PLAN ';
      const rows = (await f.store.db.executeQuery(CompiledQuery.raw(explain + query.sql, [...query.parameters]))).rows;
      return rows.map((r) => Object.values(r as object).join(' ')).join('\n');
    };

    it("uses the phone_last4 and email_domain indexes (the engine's query plan), never a scan of every lead", async () => {
      const byDigits = await plan('4321');
      expect(byDigits).toContain('leads_phone_last4_idx');
      const byMoreDigits = await plan('554321');
      expect(byMoreDigits).toContain('leads_phone_last4_idx');
      const byDomain = await plan('@rare-domain.org');
      expect(byDomain).toContain('leads_email_domain_idx');
      for (const p of [byDigits, byDomain]) {
        expect(p).not.toMatch(name === 'postgres' ? /Seq Scan on leads/ : /SCAN leads(?! USING)/);
      }
    });
  });

  describe('notes and disposition', () => {
    let id: string;
    beforeAll(async () => {
      id = await insertConsoleLead(f.store, { details: { host: 'work.example' } });
    });

    it('takes a note (admins; bounded) and lists it on the lead with its author', async () => {
      const r = await f.post(`/api/admin/leads/${id}/notes`, { text: 'Called, wants a quote on Friday.' });
      expect(r.statusCode, r.body).toBe(201);
      expect((await f.post(`/api/admin/leads/${id}/notes`, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
      expect((await f.post(`/api/admin/leads/${id}/notes`, { text: '   ' })).json().fields.text).toEqual(expect.any(String));
      expect((await f.post(`/api/admin/leads/${id}/notes`, { text: 'hi' }, f.viewer)).statusCode).toBe(403);
      expect((await f.post(`/api/admin/leads/${randomUUID()}/notes`, { text: 'hi' })).statusCode).toBe(404);
      const lead = (await f.get(`/api/admin/leads/${id}`)).json();
      expect(lead.notes).toEqual([
        { id: expect.any(String), at: expect.any(String), author: 'admin@example.com', text: 'Called, wants a quote on Friday.' },
      ]);
      expect(lead.disposition).toBe('new');
    });

    it('sets a disposition (one of six), shown in the history, filterable, audited', async () => {
      expect((await patch(`/api/admin/leads/${id}`, { disposition: 'hot' })).statusCode).toBe(400);
      expect((await patch(`/api/admin/leads/${id}`, { disposition: 'contacted' }, f.viewer)).statusCode).toBe(403);
      const r = await patch(`/api/admin/leads/${id}`, { disposition: 'contacted' });
      expect(r.statusCode, r.body).toBe(200);
      const lead = (await f.get(`/api/admin/leads/${id}`)).json();
      expect(lead.disposition).toBe('contacted');
      expect(lead.history.map((h: { kind: string; text: string }) => [h.kind, h.text])).toEqual([
        ['note', 'Called, wants a quote on Friday.'],
        ['disposition', 'contacted'],
      ]);
      const listed = (await f.get('/api/admin/leads?host=work.example&disposition=contacted')).json();
      expect(listed.leads.map((l: { id: string }) => l.id)).toEqual([id]);
      expect((await f.get('/api/admin/leads?host=work.example&disposition=qualified')).json().leads).toEqual([]);
      const audit = (await f.get('/api/admin/audit?action=lead-disposition')).json().entries;
      expect(audit).toContainEqual(expect.objectContaining({ actor: 'admin@example.com', target: id, detail: 'new -> contacted' }));
      const notes = (await f.get('/api/admin/audit?action=lead-note')).json().entries;
      expect(notes).toContainEqual(expect.objectContaining({ target: id }));
    });

    it('sets a disposition for a selection at once', async () => {
      const more = [
        await insertConsoleLead(f.store, { details: { host: 'bulk-work.example' } }),
        await insertConsoleLead(f.store, { details: { host: 'bulk-work.example' } }),
      ];
      const r = await f.post('/api/admin/leads/disposition', { ids: more, disposition: 'bad' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ changed: 2, found: 2, message: '2 marked Bad lead.' });
      const listed = (await f.get('/api/admin/leads?host=bulk-work.example&disposition=bad')).json();
      expect(listed.total).toBe(2);
      expect((await f.post('/api/admin/leads/disposition', { ids: more, disposition: 'bad' }, f.viewer)).statusCode).toBe(403);
    });
  });

  describe('spreadsheets', () => {
    const host = 'sheet.example';
    beforeAll(async () => {
      await insertConsoleLead(f.store, {
        serviceId: solar.id,
        status: 'failed',
        createdAt: Date.parse('2026-07-04T18:15:00Z'),
        payload: { firstName: 'Jane', lastName: 'Homeowner', address: '1 Beacon St', zip: '02108' },
        details: { host, phone: '6175550123', answers: { [solar.questions[0]!.id]: 'Yes' } },
      });
      await insertConsoleLead(f.store, { serviceId: roofing.id, details: { host } });
    });

    it("reads back with a real reader: the ZIP 02108 and the phone are text, the time a date in the operator's zone", async () => {
      const r = await f.get(`/api/admin/leads.xlsx?host=${host}&service=Solar`);
      expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
      expect(r.headers['content-type']).toContain('spreadsheetml');
      const sheet = await readXlsx(r.rawPayload);
      const header = sheet.header;
      expect(sheet.rowCount).toBe(2);
      const cell = (label: string) => sheet.cell(2, label);
      expect(cell('ZIP').type).toBe(ExcelJS.ValueType.String);
      expect(cell('ZIP').value).toBe('02108');
      expect(cell('Phone').type).toBe(ExcelJS.ValueType.String);
      expect(cell('Phone').value).toBe('6175550123');
      // The account is in Los Angeles (set above): 18:15 UTC on July 4 is 11:15 there (PDT).
      const time = cell(`Time (${LA})`);
      expect(time.type).toBe(ExcelJS.ValueType.Date);
      expect((time.value as Date).toISOString()).toBe('2026-07-04T11:15:00.000Z');
      expect(cell('Status').value).toBe('Delivery failed');
      expect(header).toContain(solar.questions[0]!.label);
      for (const q of roofing.questions.filter((q) => !solar.questions.some((s) => s.label === q.label)))
        expect(header).not.toContain(q.label);
    });

    it("carries only that service's questions in the CSV too, and quotes every cell", async () => {
      const text = (await f.get(`/api/admin/leads.csv?host=${host}&service=Solar`)).body.replace(/^\uFEFF/, '');
      const rows = parseCsv(text);
      expect(rows.length).toBe(2);
      expect(rows[0]).toContain(solar.questions[0]!.label);
      for (const q of roofing.questions.filter((q) => !solar.questions.some((s) => s.label === q.label)))
        expect(rows[0]).not.toContain(q.label);
      for (const line of text.trimEnd().split('\r\n')) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
      expect((await f.get(`/api/admin/leads.xlsx?host=${host}`, f.viewer)).statusCode).toBe(403);
    });
  });

  describe('a lead held back', () => {
    it('says why on its page, before anyone presses Resend', async () => {
      const id = await insertConsoleLead(f.store, { status: 'suppressed', details: { host: 'held.example' } });
      await f.store.db.updateTable('leads').set({ erased_at: Date.now() }).where('id', '=', id).execute();
      const lead = (await f.get(`/api/admin/leads/${id}`)).json();
      expect(lead.heldBack).toEqual(expect.stringContaining('deleted'));
      const plain = (await f.get(`/api/admin/leads/${await insertConsoleLead(f.store)}`)).json();
      expect(plain.heldBack).toBeNull();
    });
  });
});
