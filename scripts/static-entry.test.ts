import { describe, expect, it } from 'vitest';
import { withStaticEntry } from './static-entry.ts';

// The shape Vite writes: the app's entry keyed by its HTML file, shared chunks by `_name-hash.js`.
const MANIFEST = {
  'index.html': { file: 'assets/index-app.js', isEntry: true, imports: ['_shared-1.js'] },
  'static.ts': { file: 'assets/static-s.js', isEntry: true, imports: ['_shared-1.js', '_site-2.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_site-2.js'] },
  '_site-2.js': { file: 'assets/site-2.js' },
};

const TEMPLATE = [
  '<head>',
  '    <style data-href="/assets/index-abc.css">.a{color:red}</style>',
  '    <script type="module" crossorigin src="/assets/index-app.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
  '  </head>',
].join('\n');

describe('withStaticEntry', () => {
  it("loads the static entry and preloads each chunk it imports once, in place of the app's script and preloads", () => {
    expect(withStaticEntry(TEMPLATE, MANIFEST)).toBe(
      [
        '<head>',
        '    <style data-href="/assets/index-abc.css">.a{color:red}</style>',
        '    <script type="module" crossorigin src="/assets/static-s.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
        '    <link rel="modulepreload" crossorigin href="/assets/site-2.js">',
        '  </head>',
      ].join('\n'),
    );
  });

  it('fails the build rather than write a page without a script', () => {
    expect(() => withStaticEntry('<head></head>', MANIFEST)).toThrow(/no module script/);
    expect(() => withStaticEntry(TEMPLATE, { 'index.html': MANIFEST['index.html'] })).toThrow(/static\.ts/);
  });
});
