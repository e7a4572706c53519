// A visitor who writes from a Spanish page reads the server's answers in Spanish: each
// field's message of a refused form, the whole-form messages, the lookups' answers (with ?lang=es) and the
// rate limit's. The texts are the Spanish catalogue's (web/i18n/locales/es.json); English pages, and bodies
// without lang, read English as before.
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';

const f = appFixture({ once: true, forward: false });
const post = (url: string, payload: object) => f.app.inject({ method: 'POST', url, payload });

describe('the server’s answers to a Spanish page', () => {
  it('says a contact form’s problems in Spanish, numbers in place, and in English without lang', async () => {
    const message = { name: 'x'.repeat(101), email: 'juana@', subject: ' ', message: 'Hola.' };
    const es = await post('/api/contact', { ...message, lang: 'es' });
    expect(es.statusCode).toBe(422);
    expect(es.json().fields).toEqual({
      name: 'Use como máximo 100 caracteres.',
      email: 'Correo electrónico no válido',
      subject: 'Escriba un asunto',
    });
    expect(es.json().error).toBe('Use como máximo 100 caracteres.');
    const en = await post('/api/contact', message);
    expect(en.json().fields).toEqual({
      name: 'Please keep this under 100 characters.',
      email: 'Invalid email address',
      subject: 'Please enter a subject',
    });
  });

  it('keeps the language a contact message and a revocation were sent in', async () => {
    const contact = await post('/api/contact', {
      name: 'Juana',
      email: 'juana@gmail.com',
      subject: 'Hola',
      message: 'Una pregunta.',
      lang: 'es',
    });
    expect(contact.statusCode).toBe(201);
    const db = f.app.store.db;
    expect(await db.selectFrom('contact_messages').select('lang').where('id', '=', contact.json().id).executeTakeFirst()).toEqual({
      lang: 'es',
    });
    const stop = await post('/api/stop-contact', { email: 'juana.stop@gmail.com', lang: 'es' });
    expect(stop.statusCode).toBe(201);
    expect(
      await db.selectFrom('privacy_requests').select(['lang', 'type']).where('reference', '=', stop.json().reference).executeTakeFirst(),
    ).toEqual({ lang: 'es', type: 'revoke' });
    const english = await post('/api/contact', { name: 'Jane', email: 'jane@gmail.com', subject: 'Hi', message: 'A question.' });
    expect(await db.selectFrom('contact_messages').select('lang').where('id', '=', english.json().id).executeTakeFirst()).toEqual({
      lang: 'en',
    });
  });

  it('says the privacy forms’ problems in Spanish', async () => {
    const stop = await post('/api/stop-contact', { email: '', phone: '', lang: 'es' });
    expect(stop.statusCode).toBe(422);
    expect(stop.json().fields).toEqual({ phone: 'Escriba su número de teléfono, su correo electrónico o ambos.' });
    const request = await post('/api/privacy-requests', { type: '', name: '', email: 'juana@gmail.com', lang: 'es' });
    expect(request.json().fields).toEqual({ type: 'Elija lo que desea que hagamos', name: 'Escriba su nombre' });
  });

  it('says a lead’s problems in Spanish, the step checks’ words and the server’s own', async () => {
    const solar = findServiceByTitle('Solar')!;
    const r = await postLead(f.app, validLead(solar, { lang: 'es', firstName: '', zipCode: '1234' }));
    expect(r.statusCode).toBe(422);
    expect(r.json().fields).toMatchObject({
      firstName: 'El nombre es obligatorio',
      zipCode: 'El código postal debe tener exactamente 5 dígitos',
    });
    // Its page's consent wording is English, not what a Spanish page shows.
    const outdated = await postLead(f.app, validLead(solar, { lang: 'es' }));
    expect(outdated.json().error).toBe('El texto de consentimiento cambió. Vuelva a cargar la página y envíe otra vez.');
    const wrongLang = await postLead(f.app, validLead(solar, { lang: 'de' }));
    expect(wrongLang.json().fields).toEqual({ lang: 'The language must be en or es.' });
  });

  it('answers the lookups in Spanish with ?lang=es', async () => {
    const zip = await f.app.inject({ url: '/api/zip/00000?lang=es' });
    expect(zip.statusCode).toBe(404);
    expect(zip.json()).toEqual({ error: 'Código postal no válido (no es de EE. UU.).' });
    expect((await f.app.inject({ url: '/api/zip/00000' })).json()).toEqual({ error: 'Invalid zip code (not US).' });
    const bad = await f.app.inject({ url: '/api/zip/123?lang=es' });
    expect(bad.json().error).toBe('El código postal debe tener exactamente 5 dígitos');
  });

  it('says the rate limit in Spanish to a Spanish body', async () => {
    const one = await f.another({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '1' } });
    const body = { name: 'Juana', email: 'juana@gmail.com', subject: 'Hola', message: 'Una pregunta.', lang: 'es' };
    const send = () => one.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: '10.9.8.7' });
    expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Demasiadas solicitudes\. Espere \d+ segundos y vuelva a intentarlo\.$/);
  });
});
