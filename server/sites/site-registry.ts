// The sites this deployment serves, read once at start: one JSON file per site in config/sites/ (in file-name
// order), or config/site.json alone when that folder has none (the one-site layout, id "default"). A
// request's site is found by its host; a file that is wrong stops the start, naming the file and the field.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { findServiceByTitle } from '#domain/services.ts';
import { DEFAULT_SITE_ID, siteFromConfig, type Site } from '#domain/site.ts';

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** What a site file holds (docs/decisions/013-sites-per-host.md); npm run doctor checks each file against it too. */
export const siteFileSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes')
    .optional(),
  hosts: z.array(z.string().trim().toLowerCase().regex(HOST, 'a host name without scheme or port')).optional(),
  brand: z.string().min(1),
  legalName: z.string().min(1),
  phone: z.string().min(1),
  phoneE164: z.string().regex(/^\+\d{8,15}$/, 'a phone number in E.164 form, +1…'),
  email: z.string().email(),
  complianceEmail: z.string().email(),
  address: z.object({ street: z.string().min(1), city: z.string().min(1), state: z.string().length(2), zip: z.string().min(5) }),
  siteUrl: z.string().url(),
  partnersFile: z.string().min(1).optional(),
  services: z.array(z.string().min(1)).optional(),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb')
    .optional(),
  conversionTags: z.record(z.string(), z.unknown()).optional(),
});

// A local run (the developer's browser, the e2e tests, a health probe) reaches the server by a loopback name.
const LOOPBACK = /^(localhost|[^.]+\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/;

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.test(host);
}

export class SiteRegistry {
  readonly #byHost: Map<string, Site>;

  /** `perSite`: read from config/sites/ (each site's pages are then built in a folder of their own). */
  constructor(
    readonly sites: readonly Site[],
    readonly perSite: boolean,
    /** The folder the sites' files were read from (perSite only): what the launch check reads again. */
    readonly dir?: string,
  ) {
    if (sites.length === 0) throw new Error('no site to serve');
    this.#byHost = new Map();
    for (const s of sites) {
      for (const h of s.hosts) {
        const other = this.#byHost.get(h);
        if (other) throw new Error(`host ${h} is named by two sites, ${other.id} and ${s.id}: a host belongs to one site`);
        this.#byHost.set(h, s);
      }
    }
  }

  /** The first site in file-name order: what loopback names serve, and the deployment's own name. */
  get first(): Site {
    return this.sites[0]!;
  }

  /**
   * The site a host name (no port, any case) belongs to; loopback names get the first; unknown hosts none.
   * NOTE: the one-site layout (config/site.json alone) answers on every host, as it always has: a server
   * reached by a name its siteUrl does not give (a staging name, a proxy's) keeps working.
   */
  forHost(hostname: string): Site | undefined {
    if (!this.perSite) return this.first;
    const host = hostname.trim().toLowerCase().replace(/\.$/, '');
    return this.#byHost.get(host) ?? (isLoopbackHost(host) ? this.first : undefined);
  }

  byId(id: string): Site | undefined {
    return this.sites.find((s) => s.id === id);
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file} is not readable JSON: ${(e as Error).message}`);
  }
}

function parseSite(file: string, id: string | undefined, configDir: string): Site {
  const parsed = siteFileSchema.safeParse(readJson(file));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ');
    throw new Error(`${file} is not a site: ${problems}`);
  }
  const site = siteFromConfig(parsed.data, parsed.data.id ?? id);
  // A title the catalogue lacks would quietly take a service off the site; the operator is told instead.
  const unknown = (site.services ?? []).filter((t) => !findServiceByTitle(t));
  if (unknown.length) throw new Error(`${file} is not a site: services: no service is titled ${unknown.map((t) => `"${t}"`).join(', ')}`);
  // A site's own list is in its folder beside its file (config/sites/<id>/partner-companies.json); else the deployment's.
  const partnersFile = site.partnersFile ? join(dirname(file), site.partnersFile) : join(configDir, 'partner-companies.json');
  if (existsSync(partnersFile)) {
    const names = readJson(partnersFile);
    if (Array.isArray(names)) site.partners = names.filter((n): n is string => typeof n === 'string');
  }
  return site;
}

/**
 * The sites: config/sites/*.json when the folder has any (file name without .json is the id unless the file
 * gives one), else config/site.json as the one site. `sitesDir` moves the folder (SITES_DIR; tests).
 */
export function loadSites(configDir: string, sitesDir = join(configDir, 'sites')): SiteRegistry {
  const files = existsSync(sitesDir)
    ? readdirSync(sitesDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  if (files.length === 0) {
    return new SiteRegistry([parseSite(join(configDir, 'site.json'), DEFAULT_SITE_ID, configDir)], false);
  }
  const sites = files.map((f) => parseSite(join(sitesDir, f), f.replace(/\.json$/, ''), configDir));
  const ids = new Set<string>();
  for (const s of sites) {
    if (ids.has(s.id)) throw new Error(`two files in ${sitesDir} have the site id ${s.id}`);
    ids.add(s.id);
  }
  return new SiteRegistry(sites, true, sitesDir);
}
