// `npm start` when only sites changed (scripts/ensure-build.mjs): the code's build is current, so the sites
// whose files changed or are new get their pages rendered again into their own folders (sites/<id>/), with
// fresh precompressed copies, and a removed site's folder goes. The pages share the bundle and hold no hash
// of it, so the other sites' folders stay as they are. Then the stamp records each site's files as built.
// Arguments: the ids of the sites to render.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { consentSegments, consentText } from '../domain/consent.ts';
import { siteStamps } from '../server/build-check.ts';
import { loadSites, SiteRegistry } from '../server/sites/site-registry.ts';
import { readStamp, STAMP_FILE, type BuildStamp } from './build-stamp.mjs';
import { precompress } from './precompress.ts';
import { prerenderSites, siteBuildDir } from './prerender-sites.ts';

const clientDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist/client');
const ssrEntry = resolve(process.env.BUILD_OUT_DIR ? `${process.env.BUILD_OUT_DIR}-ssr` : 'dist/server', 'entry-server.js');
const sites = loadSites(resolve('config'), process.env.SITES_DIR ? resolve(process.env.SITES_DIR) : undefined);
const stamp = readStamp(clientDir);
if (!stamp || !sites.perSite) throw new Error(`${clientDir} is no build of sites from a folder: run npm run build`);

const ids = new Set(process.argv.slice(2));
const unknown = [...ids].filter((id) => !sites.byId(id));
if (unknown.length) throw new Error(`no site has the id ${unknown.join(', ')}`);
const render = sites.sites.filter((s) => ids.has(s.id));
// Read before rendering: a file edited meanwhile makes the next start render its site again.
const fresh = siteStamps(sites);

// A folder no site has now is a removed site's (or a renamed id's): none of its pages may stay servable.
const sitesRoot = join(clientDir, 'sites');
if (existsSync(sitesRoot)) {
  for (const name of readdirSync(sitesRoot)) {
    if (!sites.byId(name)) {
      rmSync(join(sitesRoot, name), { recursive: true, force: true });
      console.log(`site ${name}: removed its pages`);
    }
  }
}

// The stamp goes first, so a rendering that stops half-way leaves a build the next start renders again.
rmSync(join(clientDir, STAMP_FILE), { force: true });
if (render.length) {
  // Emptied first: a page the site no longer has (a service left out), or a compressed copy of an older
  // page, must not outlive the rendering.
  for (const site of render) rmSync(siteBuildDir(clientDir, site, sites), { recursive: true, force: true });
  const lines = await prerenderSites({
    templateDir: clientDir,
    outDir: clientDir,
    ssrEntry,
    sites: new SiteRegistry(render, true, sites.dir),
  });
  for (const line of lines) console.log(line);
  let compressed = 0;
  for (const site of render) compressed += precompress(siteBuildDir(clientDir, site, sites));
  console.log(`precompressed ${compressed} files`);
}

const first = sites.first;
const next: BuildStamp = {
  ...stamp,
  consentText: consentText(consentSegments(undefined, first)),
  brand: first.brand,
  // The sites not rendered keep what the stamp said of them: what their folders were made from.
  sites: Object.fromEntries(
    sites.sites.flatMap((s) => {
      const entry = ids.has(s.id) ? fresh[s.id] : stamp.sites?.[s.id];
      return entry ? [[s.id, entry]] : [];
    }),
  ),
  builtAt: new Date().toISOString(),
};
writeFileSync(join(clientDir, STAMP_FILE), JSON.stringify(next, null, 2));
