// The contact form works before (or without) the page's scripts: the browser posts it as a plain form to
// /Contact, with the same validation, Origin check and limits as the API, and gets a real page back.
// And the conversion-tag switch answers for the Sec-GPC header.
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { appFixture } from '#tests/support/test-app.ts';
import { postgresTestDb, sqliteTestDb, TEST_DATABASE_URL, type TestDb } from '#tests/support/test-db.ts';

const HOST = 'www.buildmatch.example';
const FORM = 'application/x-www-form-urlencoded';

function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

const engines: [string, () => Promise<TestDb> | TestDb][] = [['SQLite', sqliteTestDb]];
if (TEST_DATABASE_URL) engines.push(['PostgreSQL', () => postgresTestDb()]);

describe.each(engines)('POST /Contact as a plain form (%s)', (_engine, make) => {
  // One server for the block: its tests count on the rate limit spent by the ones before.
  const t = appFixture({ make, once: true, forward: false, env: { RATE_LIMIT_WRITES_PER_MINUTE: '6' } });

  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/Contact',
      headers: { host: HOST, origin: `https://${HOST}`, 'content-type': FORM, ...headers },
      payload,
    });

  const stored = () => t.app.store.db.selectFrom('contact_messages').selectAll().execute();

  it('stores a valid message and answers with a page saying it was sent', async () => {
    const r = await post(form({ name: 'Sam Visitor', email: 'sam@gmail.com', subject: 'Coverage', message: 'Do you cover Pasadena?' }));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('Thank you! Your message has been sent. We will reply by email.');
    const rows = await stored();
    expect(rows.map((m) => [m.name, m.email, m.subject, m.message])).toEqual([
      ['Sam Visitor', 'sam@gmail.com', 'Coverage', 'Do you cover Pasadena?'],
    ]);
  });

  it('answers a bad message with the form again, its values kept (escaped) and the messages shown, storing nothing', async () => {
    const before = (await stored()).length;
    const r = await post(form({ name: '<b>Sam</b>', email: 'not-an-email', subject: '', message: 'Hello' }));
    expect(r.statusCode).toBe(422);
    expect(r.body).toContain('Invalid email address');
    expect(r.body).toContain('Please enter a subject');
    expect(r.body).toContain('value="&lt;b&gt;Sam&lt;/b&gt;"');
    expect(r.body).not.toContain('<b>Sam</b>');
    expect(r.body).toMatch(/<form method="post" action="\/Contact"/);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a post from another site', async () => {
    const before = (await stored()).length;
    const r = await post(form({ name: 'Sam', email: 'sam@gmail.com', subject: 'x', message: 'y' }), { origin: 'https://evil.example' });
    expect(r.statusCode).toBe(403);
    expect(r.body).toContain('Cross-site requests are not allowed.');
    expect((await stored()).length).toBe(before);
  });

  it('is limited like the API (RATE_LIMIT_WRITES_PER_MINUTE) and bounds its body', async () => {
    const big = await post(form({ name: 'Sam', email: 'sam@gmail.com', subject: 'x', message: 'y'.repeat(40_000) }));
    expect(big.statusCode).toBe(413);
    let last = 0;
    for (let i = 0; i < 4; i++)
      last = (await post(form({ name: 'Sam', email: 'sam@gmail.com', subject: 'x', message: `${i}` }))).statusCode;
    expect(last).toBe(429);
  });
});

describe('GET /api/conversion-tags', () => {
  const tags = { googleAdsId: 'AW-123456789', googleAdsLabel: 'AbC-123', metaPixelId: '1234567890' };
  const t = appFixture({ once: true, forward: false, conversionTags: tags });
  let withTags: FastifyInstance;
  let without: FastifyInstance;
  beforeEach(async () => {
    withTags = t.app;
    without = await t.another({ conversionTags: {} });
  });

  it('enables configured tags, except for a browser sending Sec-GPC: 1', async () => {
    expect((await withTags.inject('/api/conversion-tags')).json()).toEqual({ enabled: true });
    expect((await withTags.inject({ url: '/api/conversion-tags', headers: { 'sec-gpc': '1' } })).json()).toEqual({ enabled: false });
    expect((await without.inject('/api/conversion-tags')).json()).toEqual({ enabled: false });
  });

  it('adds exactly the tags’ origins to the CSP, and none when no tag is set', async () => {
    const csp = String((await withTags.inject('/api/conversion-tags')).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src').split(' ')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']),
    );
    expect(directive('img-src').split(' ')).toEqual(expect.arrayContaining(['https://www.facebook.com', 'https://www.google.com']));
    expect(csp).not.toContain('*');
    const plain = String((await without.inject('/api/conversion-tags')).headers['content-security-policy']);
    expect(plain).not.toMatch(/googletagmanager|facebook|doubleclick/);
  });
});

describe.each(engines)('POST /Contact from the Spanish Contact page, without its scripts (%s)', (_engine, make) => {
  const t = appFixture({ make, once: true, forward: false });
  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/Contact',
      headers: { host: HOST, origin: `https://${HOST}`, 'content-type': FORM },
      payload,
    });

  it('answers in Spanish and keeps the message’s language', async () => {
    const r = await post(
      form({ lang: 'es', name: 'Lucía Gómez', email: 'lucia@gmail.com', subject: 'Cobertura', message: '¿Trabajan en Pasadena?' }),
    );
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<html lang="es">');
    expect(r.body).toContain('<h1 class="text-3xl font-bold">Mensaje enviado</h1>');
    expect(r.body).toContain('¡Gracias! Su mensaje fue enviado. Le responderemos por correo electrónico.');
    expect(r.body).toContain('<a href="/es" class="font-semibold text-brand-700 underline">Volver al inicio</a>');
    expect(r.body).not.toMatch(/Thank you|Message sent|Go Back/);
    const row = await t.app.store.db
      .selectFrom('contact_messages')
      .select(['lang'])
      .where('email', '=', 'lucia@gmail.com')
      .executeTakeFirst();
    expect(row).toEqual({ lang: 'es' });
  });

  it('answers a bad message with the Spanish form again, its messages in Spanish and the language kept for the next post', async () => {
    const r = await post(form({ lang: 'es', name: 'Lucía', email: 'no-es-un-correo', subject: '', message: 'Hola' }));
    expect(r.statusCode).toBe(422);
    expect(r.body).toContain('<html lang="es">');
    expect(r.body).toContain('Revise su mensaje');
    expect(r.body).toContain('Dirección de correo electrónico no válida');
    expect(r.body).toContain('Escriba un asunto');
    expect(r.body).toContain('>Su correo electrónico</label>');
    expect(r.body).toContain('>Enviar mensaje</button>');
    expect(r.body).toContain('<input type="hidden" name="lang" value="es">');
    expect(r.body).not.toMatch(/Invalid email|Please enter|Send Message|Your Email/);
  });
});
