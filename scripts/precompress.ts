// Writes .br and .gz beside every compressible file of the build, so the server sends them as they are
// (no compression work per request) and visitors download a fraction of the bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|xml|txt|webmanifest)$/;
// Below a few hundred bytes a compressed copy saves less than it costs to look for; above it, a wizard page's
// small chunks (one service's questions: 0.5-1 KB) would otherwise go uncompressed.
const MIN_BYTES = 256;

export function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    if (br.length >= data.length) continue;
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    count++;
  }
  return count;
}
