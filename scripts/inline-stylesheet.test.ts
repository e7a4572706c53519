import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheet.ts';

function outDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
  return dir;
}

describe('inlineStylesheets', () => {
  it("puts the stylesheet's text in the head in place of its link, so the first paint waits for no request", () => {
    const dir = outDir({ 'index-abc.css': '.a{color:red}' });
    const html =
      '<head>\n<script type="module" crossorigin src="/assets/index-x.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n</head>';
    expect(inlineStylesheets(html, dir)).toBe(
      '<head>\n<script type="module" crossorigin src="/assets/index-x.js"></script>\n<style data-href="/assets/index-abc.css">.a{color:red}</style>\n</head>',
    );
  });

  it('leaves a page without a stylesheet link as it is', () => {
    const html = '<head><title>x</title></head>';
    expect(inlineStylesheets(html, outDir({}))).toBe(html);
  });

  it('fails the build on a stylesheet link it does not recognise rather than leave it blocking', () => {
    expect(() => inlineStylesheets('<link href="/assets/index-abc.css" rel="stylesheet">', outDir({ 'index-abc.css': '' }))).toThrow(
      /not inlined/,
    );
  });

  it('refuses a stylesheet that would close the style element early', () => {
    const dir = outDir({ 'index-abc.css': '.a::after{content:"</style><script>"}' });
    expect(() => inlineStylesheets('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">', dir)).toThrow(/<\/style/);
  });
});
