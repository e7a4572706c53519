// The console shows each lead's language and filters by it: lang= on the list, the
// bulk resend and the CSV/XLSX exports, whose rows say English or Spanish; a value that is no language of
// the site is a 400 naming the field. Both engines.
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { consentSegments, consentText } from '#domain/consent.ts';
import { readXlsx } from '#tests/support/xlsx.ts';
import { consoleFixture } from '#tests/support/console-fixture.ts';
import { parseCsv } from '#tests/support/csv.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;

describe.each(ENGINES)('the console by language ($name)', ({ make }) => {
  const f = consoleFixture({ make, forward: false, signedIn: true });

  it('lists, exports and resends one language’s leads, each saying its language', async () => {
    const english = await postLead(f.app, validLead(solar));
    const spanish = await postLead(
      f.app,
      validLead(solar, {
        lang: 'es',
        tcpaText: consentText(consentSegments(solar, undefined, 'es')),
        email: 'juana.garcia@gmail.com',
        phone: '3105550188',
      }),
    );
    expect(english.statusCode, english.body).toBe(201);
    expect(spanish.statusCode, spanish.body).toBe(201);

    const list = async (query: string) => (await f.get(`/api/admin/leads${query}`)).json() as { leads: { id: string; lang: string }[] };
    expect((await list('?lang=es')).leads.map((l) => [l.id, l.lang])).toEqual([[spanish.json().id, 'es']]);
    expect((await list('?lang=en')).leads.map((l) => [l.id, l.lang])).toEqual([[english.json().id, 'en']]);
    expect((await list('')).leads).toHaveLength(2);
    const page = (await f.get(`/api/admin/leads/${spanish.json().id}`)).json();
    expect(page).toMatchObject({ lang: 'es', site: 'default' });
    expect(page.consent.text).toBe(consentText(consentSegments(solar, undefined, 'es')));

    for (const url of ['/api/admin/leads?lang=fr', '/api/admin/leads.csv?lang=fr', '/api/admin/leads.xlsx?lang=fr']) {
      const r = await f.get(url);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().fields.lang, url).toBe('The language is one of en, es.');
    }

    const csv = await f.get('/api/admin/leads.csv?lang=es');
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, '')).filter((row) => row.length > 1);
    const language = header!.indexOf('language');
    expect(header![language - 1]).toBe('site');
    expect(rows.map((row) => [row[0], row[language]])).toEqual([[spanish.json().id, 'Spanish']]);

    const xlsx = await f.get('/api/admin/leads.xlsx');
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    const cell = (n: number, label: string) => String(sheet.cell(n, label).value);
    expect([2, 3].map((n) => [cell(n, 'Lead id'), cell(n, 'Language')]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1))).toEqual(
      [
        [english.json().id, 'English'],
        [spanish.json().id, 'Spanish'],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
    const onlySpanish = await f.get('/api/admin/leads.xlsx?lang=es');
    expect((await readXlsx(onlySpanish.rawPayload)).rowCount).toBe(2);

    // The sources report counts one language's leads; the funnel, whose steps keep no language, says so.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const period = `from=${day(-2)}&to=${day(1)}`;
    const sourceLeads = async (lang?: string) => {
      const r = await f.get(`/api/admin/sources?${period}${lang ? `&lang=${lang}` : ''}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { sources: { leads: number }[] }).sources.reduce((n, x) => n + x.leads, 0);
    };
    expect(await sourceLeads('es')).toBe(1);
    expect(await sourceLeads('en')).toBe(1);
    expect(await sourceLeads()).toBe(2);
    expect((await f.get(`/api/admin/sources?${period}&lang=fr`)).statusCode).toBe(400);
    expect((await f.get(`/api/admin/funnel?${period}&service=Solar&lang=es`)).statusCode).toBe(400);

    // Revenue of one language: the Spanish lead's sale of $12 alone.
    await f.store.db
      .insertInto('sales')
      .values({
        lead_id: spanish.json().id,
        buyer_id: 'lang-test-buyer',
        price_cents: 1200,
        state: 'sold',
        reserved_at: Date.now(),
        settled_at: Date.now(),
        day_start: 0,
        week_start: 0,
        month_start: 0,
        ping_token: null,
      })
      .execute();
    const revenue = async (lang: string) => {
      const r = await f.get(`/api/admin/revenue?${period}&lang=${lang}`);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { totals: { leads: number; sold: number; revenue: number } }).totals;
    };
    expect(await revenue('es')).toMatchObject({ leads: 1, sold: 1, revenue: 12 });
    expect(await revenue('en')).toMatchObject({ leads: 1, sold: 0, revenue: 0 });
    expect((await f.get(`/api/admin/revenue?${period}&lang=fr`)).statusCode).toBe(400);

    const board = async (lang: string) => {
      const r = await f.get(`/api/admin/dashboard?lang=${lang}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { leads: { today: number }; revenueToday: { sold: number } };
    };
    expect(await board('es')).toMatchObject({ leads: { today: 1 }, revenueToday: { sold: 1 } });
    expect(await board('en')).toMatchObject({ leads: { today: 1 }, revenueToday: { sold: 0 } });
    expect((await f.get('/api/admin/dashboard?lang=fr')).statusCode).toBe(400);

    // Both leads are held (no buyer set up): the resend of the Spanish view counts only its one lead.
    const resend = await f.app.inject({
      method: 'POST',
      url: '/api/admin/leads/resend',
      headers: { cookie: await f.adminCookie(), 'content-type': 'application/json' },
      payload: { lang: 'es' },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json()).toMatchObject({ count: 1 });
  });
});
