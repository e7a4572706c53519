// Helmet's security headers and a Content-Security-Policy that allows only the site itself and the two
// configured third-party scripts, on API answers and on pages alike (including errors and not-found). The one
// difference: the public pages come without Cross-Origin-Opener-Policy (server/routes/page-routes.ts says
// why); the operator console and the API keep it.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAfterFirstPaint } from '../../scripts/after-first-paint.ts';
import { appFixture } from '#tests/support/test-app.ts';

const TRUSTEDFORM = 'https://api.trustedform.example/trustedform.js?field=xxTrustedFormCertUrl';
const LEADID = 'https://create.leadid.example:8443/campaign.js';
const THIRD_PARTY = ['https://api.trustedform.example', 'https://create.leadid.example:8443'];

/** The one inline script the build writes into pages (the after-first-paint loader), as a CSP hash source. */
const LOADER_SOURCE = (() => {
  const page = loadAfterFirstPaint('<head><script type="module" crossorigin src="/assets/index-a.js"></script></head>');
  const text = /<script type="module">([^<]+)<\/script>/.exec(page)![1]!;
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
})();

// A built site of one page and one script, served by the app as the real build would be.
const staticDir = mkdtempSync(join(tmpdir(), 'static-'));
writeFileSync(
  join(staticDir, 'index.html'),
  '<!doctype html><html lang="en"><head><title>BuildMatch Pros</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);
mkdirSync(join(staticDir, 'assets'));
mkdirSync(join(staticDir, 'admin'));
writeFileSync(
  join(staticDir, 'admin', 'index.html'),
  '<!doctype html><html lang="en"><head><title>Console</title></head><body></body></html>',
);
writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("hello");');
writeFileSync(join(staticDir, 'assets', 'app.css'), 'body { color: black }');
writeFileSync(join(staticDir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const t = appFixture({
  once: true,
  forward: false,
  env: { STATIC_DIR: staticDir, TRUSTEDFORM_SCRIPT_URL: TRUSTEDFORM, LEADID_SCRIPT_URL: LEADID },
});

function csp(r: LightMyRequestResponse): Map<string, string[]> {
  const header = r.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** `opener`: the Cross-Origin-Opener-Policy expected, none (undefined) on a public page. */
function expectSecurityHeaders(r: LightMyRequestResponse, opener: 'same-origin' | undefined) {
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(r.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(r.headers['referrer-policy']).toBe('same-origin');
  expect(r.headers['cross-origin-opener-policy']).toBe(opener);
  expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(r.headers['x-permitted-cross-domain-policies']).toBe('none');
  expect(r.headers['x-powered-by']).toBeUndefined();
}

/** Only the site, the configured script origins, no evaluated script, and no inline script but the build's loader. */
function expectStrictPolicy(policy: Map<string, string[]>, thirdParty: string[]) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'", LOADER_SOURCE, ...thirdParty]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  const allowed = new Set(["'self'", "'none'", ...thirdParty]);
  for (const [name, sources] of policy) {
    for (const source of sources) {
      const extra =
        (name === 'img-src' && source === 'data:') ||
        (name === 'style-src' && source === "'unsafe-inline'") ||
        (name === 'script-src' && source === LOADER_SOURCE);
      expect(allowed.has(source) || extra, `${name} allows ${source}`).toBe(true);
    }
  }
}

describe('security headers', () => {
  it('are on API answers: success, bad input and not found', async () => {
    const answers = [
      await t.app.inject('/api/zip/90210'),
      await t.app.inject('/api/zip/abc'),
      await t.app.inject({ method: 'POST', url: '/api/leads', payload: {} }),
      await t.app.inject('/api/nope'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 422, 404]);
    for (const r of answers) {
      expectSecurityHeaders(r, 'same-origin');
      expectStrictPolicy(csp(r), THIRD_PARTY);
    }
  });

  it('are on pages: a known page, an SVG (a document when opened by its address) and the not-found page', async () => {
    const page = await t.app.inject('/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>BuildMatch Pros</title>');
    const svg = await t.app.inject('/assets/logo.svg');
    expect(svg.statusCode).toBe(200);
    const missing = await t.app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    for (const r of [page, svg, missing]) {
      expectSecurityHeaders(r, r === svg ? 'same-origin' : undefined);
      expectStrictPolicy(csp(r), THIRD_PARTY);
    }
  });

  it('on a hashed script or stylesheet: what protects the file, without the documents’ headers sent again', async () => {
    for (const url of ['/assets/app.js', '/assets/app.css']) {
      const r = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
      expect(r.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(r.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(r.headers['x-powered-by'], url).toBeUndefined();
      // A browser applies these to documents only (HSTS it learns from the page, and a module script's imports
      // follow the page's referrer policy), and an immutable file is never revalidated.
      for (const name of [
        'content-security-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-frame-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
        'strict-transport-security',
        'referrer-policy',
        'etag',
        'last-modified',
        'accept-ranges',
      ])
        expect(r.headers[name], `${url}: ${name}`).toBeUndefined();
    }
    // A missing asset gets the not-found page, with every header a public page has.
    const missing = await t.app.inject('/assets/gone.js');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing, undefined);
    expectStrictPolicy(csp(missing), THIRD_PARTY);
  });

  it('are on the operator console, Cross-Origin-Opener-Policy included', async () => {
    for (const url of ['/admin', '/admin/leads']) {
      const r = await t.app.inject(url);
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<title>Console</title>');
      expectSecurityHeaders(r, 'same-origin');
      expectStrictPolicy(csp(r), THIRD_PARTY);
    }
  });

  it('allow only the site itself when no third-party script is configured', async () => {
    // The same site with neither script configured (empty is unset).
    const plain = await t.another({ env: { TRUSTEDFORM_SCRIPT_URL: '', LEADID_SCRIPT_URL: '' } });
    const [page, api] = [await plain.inject('/'), await plain.inject('/api/config')];
    expectSecurityHeaders(page, undefined);
    expectSecurityHeaders(api, 'same-origin');
    for (const r of [page, api]) expectStrictPolicy(csp(r), []);
  });
});
