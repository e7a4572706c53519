// The Contact form works without its page's scripts, in English and in Spanish: Chromium itself posts the
// prerendered form (no request made by the test), the server checks it like any post from this site, and
// answers with a page in the form's language. A browser posting a page's form sends that page's Origin only
// when the referrer policy allows it for the site itself (same-origin); under no-referrer it sent
// `Origin: null`, which the cross-site check refuses, so a visitor without JavaScript could not write to us.
import { expect, test, type Page } from './test.ts';

async function fill(page: Page, form: string, fields: Record<string, string>) {
  const f = page.getByRole('form', { name: form });
  for (const [name, value] of Object.entries(fields)) await f.locator(`[name="${name}"]`).fill(value);
  return f;
}

test('the English Contact form without JavaScript is checked and sent by the server', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/Contact');
  const form = await fill(page, 'Contact form', {
    name: 'Maria Lopez',
    email: 'not-an-address',
    subject: 'Coverage',
    message: 'Do you work in Pasadena?',
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your message');
  await expect(page.getByRole('alert')).toBeVisible();

  await page.locator('[name="email"]').fill('maria.lopez@gmail.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
  await expect(page.getByText('Thank you! Your message has been sent. We will reply by email.')).toBeVisible();
  await context.close();
});

test('the Spanish Contact form without JavaScript posts its language and is answered in Spanish', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/es/Contact');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await expect(form).toHaveAttribute('action', '/Contact');
  await expect(form.locator('input[type="hidden"][name="lang"]')).toHaveValue('es');

  await fill(page, 'Formulario de contacto', {
    name: 'Lucía Gómez',
    email: 'no-es-un-correo',
    subject: 'Cobertura',
    message: '¿Trabajan en Pasadena?',
  });
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revise su mensaje');
  await expect(page.getByRole('alert')).toHaveText('Dirección de correo electrónico no válida');

  await page.locator('[name="email"]').fill('lucia.gomez@gmail.com');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mensaje enviado');
  await expect(page.getByText('¡Gracias! Su mensaje fue enviado. Le responderemos por correo electrónico.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
  await context.close();
});
