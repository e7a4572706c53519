// The build stamp: a hash of everything the built site is made from (the operator's config/*.json, web/,
// domain/, the legal texts in content/ and the build's own scripts and settings), written into the build by
// `npm run build` and compared by `npm start` (ensure-build.mjs), which rebuilds when they differ. So editing
// config/site.json, the partner list or the consent text takes effect with the next start, and the
// browser never shows a consent text the server no longer accepts. Plain JavaScript: it runs before tsx.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { readStamp, STAMP_FILE } from '../server/build-stamp-file.mjs';

export { readStamp, STAMP_FILE };

/** What the build reads, relative to the project root: folders (walked) and single files. */
const INPUT_DIRS = ['config', 'web', 'domain', 'content'];
const INPUT_FILES = [
  'scripts/build.ts',
  'scripts/prerender.ts',
  'scripts/prerender-sites.ts',
  'server/sites/site-registry.ts',
  'scripts/precompress.ts',
  'scripts/retain-assets.ts',
  'scripts/build-stamp.mjs',
  'server/build-stamp-file.mjs',
  'package-lock.json',
  'tsconfig.json',
];
/** Besides these, every vite*.config.ts at the root. Tests never reach the bundle: they do not count. */
const IGNORED = /(\.test\.[jt]sx?|\.spec\.[jt]sx?|~|\.swp|\.DS_Store)$/;

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (!IGNORED.test(name)) out.push(path);
  }
}

/** The files a build of `root` is made from, sorted, as absolute paths. */
export function buildInputs(root) {
  const files = [];
  for (const dir of INPUT_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir), files);
  for (const file of INPUT_FILES) if (existsSync(join(root, file))) files.push(join(root, file));
  for (const name of readdirSync(root)) if (/^vite.*\.config\.ts$/.test(name)) files.push(join(root, name));
  return files.sort();
}

/** One hash over the inputs' names and contents: any edit, addition or removal changes it. */
export function inputsHash(root) {
  const hash = createHash('sha256');
  for (const file of buildInputs(root)) {
    hash.update(relative(root, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Where the client build goes: BUILD_OUT_DIR (relative to the root), else dist/client. */
export function clientDir(root, buildOutDir = process.env.BUILD_OUT_DIR) {
  return join(root, buildOutDir || 'dist/client');
}

/** The stamp a build wrote, or undefined when there is none (or it cannot be read). */
/** Whether the build in `dir` was made from `root` as it is now; if not, why not. */
export function buildStatus(root, dir = clientDir(root)) {
  if (!existsSync(join(dir, 'index.html'))) return { current: false, reason: 'No build found' };
  const stamp = readStamp(dir);
  if (!stamp) return { current: false, reason: 'The build has no stamp (made by an older version)' };
  if (stamp.inputs !== inputsHash(root)) return { current: false, reason: 'The configuration or the sources changed since the last build' };
  return { current: true, reason: 'The build is up to date' };
}
