// Pages are sent as the build compressed them (scripts/precompress.ts writes a quality-11 brotli copy
// beside each page): a browser that takes brotli gets those bytes, one that does not gets the page
// compressed as it asks or plain, and every client reads the same HTML.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFixture } from '#tests/support/test-app.ts';

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${'<p>Free quotes from vetted local pros.</p>'.repeat(60)}</body></html>`;
const ABOUT = page('About Us');
const NOT_FOUND = page('Page Not Found');
const SHELL = page('BuildMatch Pros');
// The Spanish pages under /es, with their own not-found pages.
const ABOUT_ES = page('Quiénes somos');
const SOLAR_ES = page('Cotizaciones gratis de energía solar');
const NOT_FOUND_ES = page('Página no encontrada');
const SERVICE_NOT_FOUND_ES = page('Servicio no encontrado');
const CONSOLE_SIGN_IN = page('Sign in to the console · Operator console');
const CONSOLE_SHELL = page('Operator console');
// What the build writes beside a page; its bytes are what a brotli client must receive unchanged.
const ABOUT_BR = brotliCompressSync(Buffer.from(ABOUT));

let staticDir: string;

// The pages on disk as the build leaves them; registered before the fixture, so they exist when its app starts.
beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'pages-'));
  mkdirSync(join(staticDir, 'About'));
  writeFileSync(join(staticDir, 'About', 'index.html'), ABOUT);
  writeFileSync(join(staticDir, 'About', 'index.html.br'), ABOUT_BR);
  writeFileSync(join(staticDir, '_shell.html'), SHELL);
  writeFileSync(join(staticDir, '404.html'), NOT_FOUND);
  writeFileSync(join(staticDir, '404.html.br'), brotliCompressSync(Buffer.from(NOT_FOUND)));
  mkdirSync(join(staticDir, 'admin'));
  writeFileSync(join(staticDir, 'admin', 'index.html'), CONSOLE_SIGN_IN);
  writeFileSync(join(staticDir, 'admin', 'index.html.br'), brotliCompressSync(Buffer.from(CONSOLE_SIGN_IN)));
  writeFileSync(join(staticDir, 'admin', '_shell.html'), CONSOLE_SHELL);
  mkdirSync(join(staticDir, 'es', 'About'), { recursive: true });
  mkdirSync(join(staticDir, 'es', 'Services', 'Solar'), { recursive: true });
  writeFileSync(join(staticDir, 'es', 'About', 'index.html'), ABOUT_ES);
  writeFileSync(join(staticDir, 'es', 'Services', 'Solar', 'index.html'), SOLAR_ES);
  writeFileSync(join(staticDir, 'es', '404.html'), NOT_FOUND_ES);
  writeFileSync(join(staticDir, 'es', 'service-not-found.html'), SERVICE_NOT_FOUND_ES);
  writeFileSync(
    join(staticDir, 'prerendered.json'),
    JSON.stringify({
      '/about': 'About/index.html',
      '/es/about': 'es/About/index.html',
      '/es/services/solar': 'es/Services/Solar/index.html',
    }),
  );
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
const fixture = appFixture({ once: true, forward: false, env: () => ({ STATIC_DIR: staticDir }) });

const get = (url: string, acceptEncoding?: string) =>
  fixture.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('pages and their compression', () => {
  it("sends a browser that takes brotli the build's own compressed page", async () => {
    const r = await get('/About', 'gzip, deflate, br, zstd');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.rawPayload.equals(ABOUT_BR)).toBe(true);
  });

  it('sends the not-found page compressed too, with its 404', async () => {
    const r = await get('/no-such-page', 'br');
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(NOT_FOUND);
  });

  it('compresses as the client asks when it does not take brotli, and sends plain HTML to one that takes nothing', async () => {
    const gz = await get('/About', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ABOUT);
    const refused = await get('/About', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await get('/About', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ABOUT);
  });

  it('compresses a page the build left without a brotli copy (the shell) as it is sent', async () => {
    const r = await get('/Contact', 'br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SHELL);
  });
});

// The console's sign-in page is prerendered (scripts/prerender-console.tsx), but an operator who is signed in
// must not see it before the dashboard: the session cookie decides which page the server sends.
describe('Spanish pages', () => {
  it('serves each under /es, matched as the English ones are', async () => {
    for (const [url, html] of [
      ['/es/About', ABOUT_ES],
      ['/es/about/', ABOUT_ES],
      ['/ES/About', ABOUT_ES],
      ['/es/Services/Solar', SOLAR_ES],
      ['/es/services/solar', SOLAR_ES],
    ] as const) {
      const r = await get(url, '');
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toBe(html);
    }
  });

  it('answers an unknown path under /es with the Spanish not-found pages and 404, English ones as before', async () => {
    const nowhere = await get('/es/Nowhere', '');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.body).toBe(NOT_FOUND_ES);
    const noService = await get('/es/Services/Nothing', '');
    expect(noService.statusCode).toBe(404);
    expect(noService.body).toBe(SERVICE_NOT_FOUND_ES);
    const english = await get('/Nowhere', '');
    expect(english.statusCode).toBe(404);
    expect(english.body).toBe(NOT_FOUND);
    // No redirect by the browser's language: the English page stays English.
    const about = await fixture.app.inject({ url: '/About', headers: { 'accept-language': 'es-US,es;q=0.9', 'accept-encoding': '' } });
    expect(about.statusCode).toBe(200);
    expect(about.body).toBe(ABOUT);
  });
});

describe('the operator console', () => {
  const consolePage = async (url: string, cookie?: string) => {
    const r = await fixture.app.inject({ url, headers: { 'accept-encoding': 'br', ...(cookie === undefined ? {} : { cookie }) } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(r.headers.vary).toMatch(/cookie/i);
    return brotliDecompressSync(r.rawPayload).toString();
  };

  it('sends the prerendered sign-in page to a browser without a session cookie, at /admin and below', async () => {
    expect(await consolePage('/admin')).toBe(CONSOLE_SIGN_IN);
    expect(await consolePage('/admin/leads')).toBe(CONSOLE_SIGN_IN);
    expect(await consolePage('/admin', 'theme=dark; admin_session_x=1')).toBe(CONSOLE_SIGN_IN);
    // What sign-out leaves if a browser keeps the cleared cookie.
    expect(await consolePage('/admin', 'admin_session=')).toBe(CONSOLE_SIGN_IN);
  });

  it('sends the empty shell to a browser with a session cookie, so no sign-in form shows before the dashboard', async () => {
    expect(await consolePage('/admin', 'admin_session=abc123')).toBe(CONSOLE_SHELL);
    expect(await consolePage('/admin/leads/7', 'theme=dark; admin_session=abc123')).toBe(CONSOLE_SHELL);
  });
});
