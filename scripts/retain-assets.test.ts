// A deploy must not take away the code files an open page still names (the build keeps
// the previous build's hashed assets for at least a day).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreAssets, stashAssets } from './retain-assets.ts';

const HOUR = 60 * 60 * 1000;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A client build directory holding these asset files. */
function build(dir: string, files: string[]) {
  rmSync(join(dir, 'assets'), { recursive: true, force: true });
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const f of files) writeFileSync(join(dir, 'assets', f), `content of ${f}`);
}

describe('asset retention across builds', () => {
  it("keeps the previous build's files that the new build lacks, untouched, and the new build's own", () => {
    const out = mkdtempSync(join(tmpdir(), 'build-'));
    dirs.push(out);
    build(out, ['service-page-OLD1.js', 'index-OLD2.css', 'shared-SAME.js']);
    const stash = stashAssets(out);
    build(out, ['service-page-NEW1.js', 'index-NEW2.css', 'shared-SAME.js']);
    expect(restoreAssets(out, stash, Date.now())).toBe(2);
    for (const f of ['service-page-OLD1.js', 'index-OLD2.css', 'service-page-NEW1.js', 'index-NEW2.css']) {
      expect(existsSync(join(out, 'assets', f)), f).toBe(true);
    }
    expect(readFileSync(join(out, 'assets', 'service-page-OLD1.js'), 'utf8')).toBe('content of service-page-OLD1.js');
  });

  it('keeps a retired file for at least a day across several deploys, then drops it', () => {
    const out = mkdtempSync(join(tmpdir(), 'build-'));
    dirs.push(out);
    const t0 = Date.UTC(2026, 10, 23, 9);
    build(out, ['app-A.js']);
    let stash = stashAssets(out);
    build(out, ['app-B.js']);
    restoreAssets(out, stash, t0); // app-A retired at t0
    for (const [hours, build_] of [
      [6, 'app-C.js'],
      [23, 'app-D.js'],
    ] as const) {
      stash = stashAssets(out);
      build(out, [build_]);
      restoreAssets(out, stash, t0 + hours * HOUR);
      expect(existsSync(join(out, 'assets', 'app-A.js')), `${hours} h after its retirement`).toBe(true);
    }
    stash = stashAssets(out);
    build(out, ['app-E.js']);
    restoreAssets(out, stash, t0 + 49 * HOUR);
    expect(existsSync(join(out, 'assets', 'app-A.js')), 'two days later').toBe(false);
    expect(existsSync(join(out, 'assets', 'app-D.js'))).toBe(true);
  });

  it('a first build (nothing before it) keeps nothing', () => {
    const out = mkdtempSync(join(tmpdir(), 'build-'));
    dirs.push(out);
    expect(stashAssets(out)).toBeUndefined();
    build(out, ['app-A.js']);
    expect(restoreAssets(out, undefined)).toBe(0);
  });
});
