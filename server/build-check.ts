// At start: the built site must show the consent text this server accepts. A build made before
// config/site.json or the consent wording changed would show the old text, and every Submit would be
// refused (422) with no way for the visitor to fix it; better to refuse to start, saying why.
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

/** Every site's pages must show a wording that site's consent check accepts. */
export function checkBuild(staticDir: string, sites: SiteRegistry): BuildCheck {
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
  return { ok: true };
}
