// A lead from a Spanish page: it keeps its language, its consent record keeps the
// Spanish wording the visitor was shown and says it is Spanish, and the network receives that text as
// TcpaText with exactly the codes an English lead with the same choices gets. A page's wording is accepted
// only with its own language: an English page's lead carrying the Spanish text, or the other way round,
// is refused as any wording the page did not show.
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { consentSegments, consentText } from '#domain/consent.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, eventually, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const SPANISH_TEXT = consentText(consentSegments(solar, undefined, 'es'));

describe.each(ENGINES)('a lead from a Spanish page ($name)', ({ make }) => {
  const f = appFixture({ make, once: true });

  it('stores its language and the Spanish consent, and the network gets that text with the English lead’s codes', async () => {
    f.network.reset();
    // The same person and choices, once from each page (another e-mail and phone, so neither is a duplicate).
    const english = validLead(solar);
    const spanish = validLead(solar, {
      lang: 'es',
      tcpaText: SPANISH_TEXT,
      email: 'juana.garcia@gmail.com',
      phone: '3105550188',
      tracking: english.tracking,
    });
    const en = await postLead(f.app, english);
    expect(en.statusCode, en.body).toBe(201);
    const es = await postLead(f.app, spanish);
    expect(es.statusCode, es.body).toBe(201);

    const db = f.app.store.db;
    expect(await db.selectFrom('leads').select('lang').where('id', '=', es.json().id).executeTakeFirst()).toEqual({ lang: 'es' });
    expect(await db.selectFrom('leads').select('lang').where('id', '=', en.json().id).executeTakeFirst()).toEqual({ lang: 'en' });
    expect(
      await db.selectFrom('consent_records').select(['consent_text', 'lang']).where('lead_id', '=', es.json().id).executeTakeFirst(),
    ).toEqual({ consent_text: SPANISH_TEXT, lang: 'es' });
    expect(SPANISH_TEXT).toMatch(/^Al marcar esta casilla y hacer clic en Enviar, acepto los Términos de uso/);

    const received = await eventually(() => (f.network.received.length >= 2 ? f.network.received : undefined));
    const sentFor = (email: string) => received.find((r) => r.body.email === email)!.body;
    const fromSpanish = sentFor('juana.garcia@gmail.com');
    const fromEnglish = sentFor('jane.homeowner@gmail.com');
    expect(fromSpanish.TcpaText).toBe(SPANISH_TEXT);
    expect(fromEnglish.TcpaText).toBe(consentText(consentSegments(solar)));
    // Every field but the consent text and the person's own contact details is the same.
    const codes = (body: Record<string, unknown>) => {
      const { TcpaText: _t, email: _e, phone: _p, ...rest } = body;
      return rest;
    };
    expect(codes(fromSpanish)).toEqual(codes(fromEnglish));
  });

  it('refuses a wording in the other language than its page’s', async () => {
    const esWithEnglish = await postLead(f.app, validLead(solar, { lang: 'es', email: 'a.perez@gmail.com', phone: '3105550111' }));
    expect(esWithEnglish.statusCode).toBe(422);
    const enWithSpanish = await postLead(
      f.app,
      validLead(solar, { tcpaText: SPANISH_TEXT, email: 'b.perez@gmail.com', phone: '3105550112' }),
    );
    expect(enWithSpanish.statusCode).toBe(422);
    expect(enWithSpanish.json().error).toBe('The consent text has changed. Please reload the page and submit again.');
  });

  it('refuses a language other than en or es, naming the field', async () => {
    const r = await postLead(f.app, validLead(solar, { lang: 'fr' }));
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().fields)).toEqual(['lang']);
  });
});
