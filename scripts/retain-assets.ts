// Keeps the previous builds' hashed assets beside the new ones for RETAIN_MS, so a visitor whose page
// was loaded before a deploy (mid-wizard, say) can still fetch the code files it names. Vite empties the
// output directory, so the build stashes assets/ first and puts back, after the new build is written,
// every file the new build does not have, noting when it was retired in assets/.retained.json (public
// file names only, like the assets themselves). Files retired longer ago than RETAIN_MS are dropped.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Two days: a visitor's open tab from before yesterday's deploy still works. */
export const RETAIN_MS = 2 * 24 * 60 * 60 * 1000;
const LEDGER = '.retained.json';

export interface Stash {
  dir: string;
  /** File name → when it stopped being part of the current build (epoch ms). */
  retiredAt: Record<string, number>;
}

function readLedger(assetsDir: string): Record<string, number> {
  try {
    const parsed = JSON.parse(readFileSync(join(assetsDir, LEDGER), 'utf8')) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

/** Copies the current build's assets aside before the new build empties the output directory. */
export function stashAssets(clientDir: string): Stash | undefined {
  const assetsDir = join(clientDir, 'assets');
  if (!existsSync(assetsDir)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'retained-assets-'));
  cpSync(assetsDir, dir, { recursive: true });
  return { dir, retiredAt: readLedger(assetsDir) };
}

/**
 * Puts back every stashed file the new build lacks and that was retired less than RETAIN_MS ago; returns
 * how many files were kept. The stash is removed.
 */
export function restoreAssets(clientDir: string, stash: Stash | undefined, now = Date.now()): number {
  if (!stash) return 0;
  const assetsDir = join(clientDir, 'assets');
  const ledger: Record<string, number> = {};
  for (const name of readdirSync(stash.dir)) {
    if (name === LEDGER || existsSync(join(assetsDir, name))) continue;
    const retiredAt = stash.retiredAt[name] ?? now;
    if (now - retiredAt > RETAIN_MS) continue;
    cpSync(join(stash.dir, name), join(assetsDir, name), { recursive: true });
    ledger[name] = retiredAt;
  }
  writeFileSync(join(assetsDir, LEDGER), JSON.stringify(ledger, null, 2));
  rmSync(stash.dir, { recursive: true, force: true });
  return Object.keys(ledger).length;
}
