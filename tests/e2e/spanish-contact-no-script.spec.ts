// The Spanish Contact form works without its page's scripts, as the English one does: the page's form says its
// language, and the server's answer to the plain post is a page in Spanish.
//
// NOTE: the post is made here with the site's Origin, as a browser normally sends it. Headless Chromium posting
// this form itself sent `Origin: null`, which the cross-site guard refuses ("Not sent"), on the English page as on
// the Spanish one: a matter of the guard, apart from the page's language.
import { expect, test } from './test.ts';

test('the Spanish Contact form without JavaScript posts its language and is answered in Spanish', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/es/Contact');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await expect(form).toHaveAttribute('action', '/Contact');
  await expect(form.locator('input[type="hidden"][name="lang"]')).toHaveValue('es');

  const post = (fields: Record<string, string>) =>
    context.request.post('/Contact', { form: { lang: 'es', ...fields }, headers: { origin: baseURL! } });
  const refused = await post({ name: 'Lucía Gómez', email: 'no-es-un-correo', subject: 'Cobertura', message: '¿Trabajan en Pasadena?' });
  expect(refused.status()).toBe(422);
  await page.setContent(await refused.text());
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revise su mensaje');
  await expect(page.getByRole('alert')).toHaveText('Dirección de correo electrónico no válida');
  await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();

  const sent = await post({ name: 'Lucía Gómez', email: 'lucia.gomez@gmail.com', subject: 'Cobertura', message: '¿Trabajan en Pasadena?' });
  expect(sent.status()).toBe(200);
  await page.setContent(await sent.text());
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mensaje enviado');
  await expect(page.getByText('¡Gracias! Su mensaje fue enviado. Le responderemos por correo electrónico.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
  await context.close();
});
