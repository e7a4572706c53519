// The build's script tags become a list and the one loader script the server's policy allows by hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadAfterFirstPaint } from './after-first-paint.ts';

// As Vite writes web/index.html's scripts (see dist/client/_shell.html of a build).
const BUILT = [
  '<head>',
  '    <script type="module" crossorigin src="/assets/index-app.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/site-1.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/campaign-2.js">',
  '    <style data-href="/assets/index-abc.css">.a{color:red}</style>',
  '</head>',
].join('\n');

describe('loadAfterFirstPaint', () => {
  it('leaves no script or preload the browser would fetch before painting', () => {
    const html = loadAfterFirstPaint(BUILT);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain('modulepreload" crossorigin href');
    expect(html).toContain('<meta name="app-scripts" content="/assets/index-app.js /assets/site-1.js /assets/campaign-2.js">');
    expect(html).toContain('<style data-href="/assets/index-abc.css">.a{color:red}</style>');
  });

  it('writes the same inline script whatever the build, so one hash in the policy covers every page', () => {
    const inline = (html: string) => /<script type="module">([^<]*)<\/script>/.exec(html)?.[1];
    const a = inline(loadAfterFirstPaint(BUILT));
    const b = inline(loadAfterFirstPaint(BUILT.replace(/index-app/g, 'index-other').replace(/site-1/g, 'site-9')));
    expect(a).toBeTruthy();
    expect(b).toBe(a);
    expect(createHash('sha256').update(a!).digest('base64')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('refuses a page with no module script or two, instead of writing a page that never starts', () => {
    expect(() => loadAfterFirstPaint('<head></head>')).toThrow(/exactly one module script/);
    const two = BUILT.replace('</head>', '<script type="module" crossorigin src="/assets/x.js"></script></head>');
    expect(() => loadAfterFirstPaint(two)).toThrow(/exactly one module script/);
  });
});
