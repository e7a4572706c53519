// At start: the built site must show the consent text this server accepts. A build made before
// config/site.json or the consent wording changed would show the old text, and every Submit would be
// refused (422) with no way for the visitor to fix it; better to refuse to start, saying why. Likewise a
// build made from other code than the server's, or a site's pages made from an older version of its file
// (its phone, its partner list): the stamp's hashes say what the build was made from.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { consentText, consentTextsFor, englishConsentSegments } from '#domain/consent.ts';
import type { SiteRegistry } from './sites/site-registry.ts';
import { readStamp, siteHashes, STAMP_FILE, type SiteStamp } from './build-stamp-file.mjs';

/**
 * What the build stamp says of each site of a deployment with several: the wording its pages show, its
 * brand and the hash of its files (the build writes it; the tools that re-prerender a build for other sites
 * write it again).
 */
export function siteStamps(sites: SiteRegistry): Record<string, SiteStamp> {
  const hashes = siteHashes(sites.dir);
  return Object.fromEntries(
    sites.sites.map((s) => [
      s.id,
      { consentText: consentText(englishConsentSegments(undefined, s)), brand: s.brand, inputs: hashes?.[s.id] },
    ]),
  );
}

export type BuildCheck = { ok: true } | { ok: false; fatal: boolean; message: string };

/**
 * Every site's pages must show a wording that site's consent check accepts and, with sites from a folder,
 * be made from its file as it is now; `codeInputs` (the code's hash now, inputsHash()) must be the build's.
 */
export function checkBuild(staticDir: string, sites: SiteRegistry, codeInputs?: string): BuildCheck {
  const dir = resolve(staticDir);
  // No build at all: the API still serves (page-routes says so); nothing to disagree with.
  if (!existsSync(join(dir, 'index.html'))) return { ok: true };
  const stamp = readStamp(dir);
  if (!stamp) {
    return {
      ok: false,
      fatal: false,
      message: `The build in ${dir} has no ${STAMP_FILE}: its consent text cannot be checked. Rebuild it (npm run build).`,
    };
  }
  if (codeInputs !== undefined && stamp.inputs !== codeInputs) {
    return {
      ok: false,
      fatal: true,
      message:
        `The built site in ${dir} was made from other sources or configuration than this server's: its pages ` +
        'and code may not match what this server accepts. Rebuild it with npm run build (npm start rebuilds by itself).',
    };
  }
  const hashes = sites.perSite ? siteHashes(sites.dir) : undefined;
  for (const site of sites.sites) {
    const built = sites.perSite ? stamp.sites?.[site.id] : stamp;
    if (built && consentTextsFor(site).has(built.consentText)) continue;
    const builtFor = built ? `built for "${built.brand}"` : `built without site ${site.id}`;
    return {
      ok: false,
      fatal: true,
      message:
        `The built site in ${dir} shows a consent text this server does not accept (${builtFor}, ` +
        `this server is "${site.brand}"): every lead would be refused. Rebuild it with npm run build ` +
        '(npm start rebuilds by itself when config/ or the sources changed).',
    };
  }
  for (const site of sites.sites) {
    if (!hashes || stamp.sites?.[site.id]?.inputs === hashes[site.id]) continue;
    return {
      ok: false,
      fatal: true,
      message:
        `The pages of site ${site.id} in ${dir} were made from another version of its file: they would show ` +
        'old details. Rebuild them with npm start (it renders the sites that changed again) or npm run build.',
    };
  }
  return { ok: true };
}
