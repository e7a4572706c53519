// The build stamp's file inside a build, and the hashes it records: what the code was built from (one hash)
// and what each site's pages were made from (one hash per site). `npm run build` writes it; the start-up
// script (scripts/ensure-build.mjs) compares it with the project to decide what to rebuild, and the server
// compares it at start to refuse a build that no longer matches. It lives under server/ because the running
// server reads it; the build scripts may import the server's code, never the other way. Plain JavaScript:
// it runs before tsx.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const STAMP_FILE = 'build-stamp.json';

/** The stamp of the build in `dir`, or undefined when it has none (or an unreadable one). */
export function readStamp(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, STAMP_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** What the code is built from, relative to the project root: folders (walked) and single files. */
const INPUT_DIRS = ['config', 'web', 'domain', 'content'];
const INPUT_FILES = [
  'scripts/build.ts',
  'scripts/build-sites.ts',
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
/**
 * The sites' own files: each site's pages are redone on their own when they change, so they are no input of
 * the code. config/site.json and config/partner-companies.json stay code: the bundle imports them (the
 * one-site layout's site, the deployment's partner list).
 */
const SITES_FOLDER = 'config/sites';
/** Besides these, every vite*.config.ts at the root. Tests never reach the bundle: they do not count. */
const IGNORED = /(\.test\.[jt]sx?|\.spec\.[jt]sx?|~|\.swp|\.DS_Store)$/;

function walk(dir, out, skip) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === skip) continue;
    if (statSync(path).isDirectory()) walk(path, out, skip);
    else if (!IGNORED.test(name)) out.push(path);
  }
}

/** The files the code of a build of `root` is made from (the sites' files apart), sorted, as absolute paths. */
export function buildInputs(root) {
  const files = [];
  const skip = join(root, SITES_FOLDER);
  for (const dir of INPUT_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir), files, skip);
  for (const file of INPUT_FILES) if (existsSync(join(root, file))) files.push(join(root, file));
  for (const name of readdirSync(root)) if (/^vite.*\.config\.ts$/.test(name)) files.push(join(root, name));
  return files.sort();
}

function addFile(hash, name, file) {
  hash.update(name.split(sep).join('/'));
  hash.update('\0');
  hash.update(readFileSync(file));
  hash.update('\0');
}

/** One hash over the code inputs' names and contents: any edit, addition or removal changes it. */
export function inputsHash(root) {
  const hash = createHash('sha256');
  for (const file of buildInputs(root)) addFile(hash, relative(root, file), file);
  return hash.digest('hex');
}

/**
 * One hash per site of a sites folder, by site id (the file's `id`, else its name without .json, as the
 * server reads it): over the site's file, the folder named after it beside the file (its partner list, any
 * texts or images of its own) and a partner list its file names elsewhere. Undefined when the folder has no
 * site file: then config/site.json is the one site, and it is code (the bundle imports it).
 */
export function siteHashes(sitesDir) {
  if (!sitesDir || !existsSync(sitesDir)) return undefined;
  const names = readdirSync(sitesDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (names.length === 0) return undefined;
  const hashes = {};
  for (const name of names) {
    const file = join(sitesDir, name);
    let parsed;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // A file that is not JSON still has a hash: the build and the server refuse it, naming the file.
    }
    const id = typeof parsed?.id === 'string' ? parsed.id : name.replace(/\.json$/, '');
    const hash = createHash('sha256');
    addFile(hash, name, file);
    const own = join(sitesDir, id);
    const files = [];
    if (existsSync(own) && statSync(own).isDirectory()) walk(own, files);
    if (typeof parsed?.partnersFile === 'string') {
      const partners = join(sitesDir, parsed.partnersFile);
      if (existsSync(partners) && statSync(partners).isFile() && !files.includes(partners)) files.push(partners);
    }
    for (const f of files.sort()) addFile(hash, relative(sitesDir, f), f);
    hashes[id] = hash.digest('hex');
  }
  return hashes;
}
