// The build's compressed copies: every compressible file worth it gets a .br and .gz that unpack to it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('compresses a small chunk (one service’s questions) but not a file too small to gain, nor an image', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const chunk = `export default [${Array.from({ length: 12 }, (_, i) => `{id:"q${i}",label:"What kind of work do you need?"}`).join(',')}];`;
    writeFileSync(join(dir, 'questions.js'), chunk);
    writeFileSync(join(dir, 'tiny.js'), 'export{};');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(2048, 1));
    expect(chunk.length).toBeLessThan(1024);

    expect(precompress(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['logo.png', 'questions.js', 'questions.js.br', 'questions.js.gz', 'tiny.js']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'questions.js.br'))).toString()).toBe(chunk);
    expect(gunzipSync(readFileSync(join(dir, 'questions.js.gz'))).toString()).toBe(chunk);
    expect(readFileSync(join(dir, 'questions.js.br')).length).toBeLessThan(chunk.length / 2);
  });
});
