// The build stamp: a hash of everything the code of the built site is made from (the operator's
// config/*.json, web/, domain/, the legal texts in content/ and the build's own scripts and settings) and one hash per site of
// config/sites/ (its file and its folder), written into the build by `npm run build` and compared by
// `npm start` (ensure-build.mjs). When the code changed it builds everything again; when only sites changed
// it renders those sites' pages again, which share the bundle. So editing config/site.json, a site's file,
// the partner list or the consent text takes effect with the next start, and the browser never shows a
// consent text the server no longer accepts. Plain JavaScript: it runs before tsx.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { buildInputs, inputsHash, readStamp, siteHashes, STAMP_FILE } from '../server/build-stamp-file.mjs';

export { buildInputs, inputsHash, readStamp, siteHashes, STAMP_FILE };

/** Where the client build goes: BUILD_OUT_DIR (relative to the root), else dist/client. */
export function clientDir(root, buildOutDir = process.env.BUILD_OUT_DIR) {
  return join(root, buildOutDir || 'dist/client');
}

/** The sites folder the server reads: SITES_DIR (relative to the root), else config/sites. */
export function sitesDir(root, dir = process.env.SITES_DIR) {
  return dir ? resolve(root, dir) : join(root, 'config/sites');
}

/**
 * Whether the build in `dir` was made from `root` as it is now; if not, why not, and whether rendering some
 * sites' pages again is enough (`sites`: which to render, which to remove, how many are as they were).
 */
export function buildStatus(root, dir = clientDir(root), sites = sitesDir(root)) {
  if (!existsSync(join(dir, 'index.html'))) return { current: false, reason: 'No build found' };
  const stamp = readStamp(dir);
  if (!stamp) return { current: false, reason: 'The build has no stamp (made by an older version)' };
  if (stamp.inputs !== inputsHash(root)) return { current: false, reason: 'The configuration or the sources changed since the last build' };
  const now = siteHashes(sites);
  // From config/site.json alone to config/sites/ or back: the pages move between the build and sites/<id>/.
  if (!now !== !stamp.sites) {
    return { current: false, reason: now ? 'The sites are now in a folder of their own' : 'The sites folder has no site now' };
  }
  if (!now) return { current: true, reason: 'The build is up to date' };
  const built = stamp.sites;
  const changed = Object.keys(now).filter((id) => built[id] && built[id].inputs !== now[id]);
  const added = Object.keys(now).filter((id) => !built[id]);
  const removed = Object.keys(built).filter((id) => !(id in now));
  if (changed.length + added.length + removed.length === 0) return { current: true, reason: 'The build is up to date' };
  const unchanged = Object.keys(now).length - changed.length - added.length;
  return { current: false, reason: sitesReason(changed, added, removed, unchanged), sites: { changed, added, removed, unchanged } };
}

const names = (ids) => ids.join(', ');
const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/** One line: "Site roofing changed: prerendering it (2 others unchanged)". */
function sitesReason(changed, added, removed, unchanged) {
  const what = [];
  if (changed.length) what.push(`${changed.length === 1 ? 'Site' : 'Sites'} ${names(changed)} changed`);
  if (added.length) what.push(`${added.length === 1 ? 'site' : 'sites'} ${names(added)} added`);
  if (removed.length) what.push(`${removed.length === 1 ? 'site' : 'sites'} ${names(removed)} removed`);
  const first = what.join(', ');
  const render = changed.length + added.length;
  const todo = [
    render ? `prerendering ${render === 1 ? 'it' : 'them'}` : '',
    removed.length ? `removing ${removed.length === 1 ? 'its' : 'their'} pages` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return `${first[0].toUpperCase()}${first.slice(1)}: ${todo} (${plural(unchanged, 'other', 'others')} unchanged)`;
}
