// The three test sites as a deployment serves them: their files in a folder (writeThreeSites) and their
// pages rendered by the real prerender (scripts/prerender-sites.ts) from the client build (npm run build),
// all in a temporary folder of the caller's own, which it removes when done.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONFIG_DIR } from '#server/launch-check.ts';
import { loadSites } from '#server/sites/site-registry.ts';
import { prerenderSites } from '../../scripts/prerender-sites.ts';
import { THREE_SITES, writeThreeSites } from './three-sites.ts';

const CLIENT_BUILD = resolve('dist/client');
const SSR_ENTRY = resolve('dist/server/entry-server.js');

export interface ThreeSitesBuild {
  /** The temporary folder holding the rest. */
  dir: string;
  /** SITES_DIR: the sites' files. */
  sitesDir: string;
  /** STATIC_DIR: the prerendered pages. */
  buildDir: string;
}

/** `changes`: fields to set in a site's file (by id) before its pages are rendered, e.g. a services subset. */
export async function prerenderThreeSites(prefix: string, changes: Record<string, Record<string, unknown>> = {}): Promise<ThreeSitesBuild> {
  if (!existsSync(SSR_ENTRY) || !existsSync(join(CLIENT_BUILD, '_template.html'))) {
    throw new Error('this test renders pages from the client build: run npm run build first');
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const sitesDir = join(dir, 'sites-config');
  const buildDir = join(dir, 'build');
  writeThreeSites(sitesDir);
  for (const [id, change] of Object.entries(changes)) {
    const file = join(sitesDir, THREE_SITES.find((s) => s.id === id)!.file);
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...change }));
  }
  await prerenderSites({ templateDir: CLIENT_BUILD, outDir: buildDir, ssrEntry: SSR_ENTRY, sites: loadSites(CONFIG_DIR, sitesDir) });
  return { dir, sitesDir, buildDir };
}
