// `npm run doctor` on the sites of config/sites/ (or SITES_DIR): every problem of every site file, each on a
// line naming the file, where the server's start stops at the first (server/sites/site-registry.ts). A file
// is checked for what a start needs (readable JSON, the fields of docs/decisions/013-sites-per-host.md, a
// services subset of catalogue titles, a partner list beside it, hosts no other site names) and for what
// the launch check asks of config/site.json and config/partner-companies.json (a callable phone, no example
// addresses, a partner list of distinct real names), since each of these files is a site visitors see.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { findServiceByTitle, SERVICES } from '#domain/services.ts';
import { partnerListProblems, siteFileProblems, type LaunchProblem } from '../launch-check.ts';
import { siteFileSchema, type SiteRegistry } from './site-registry.ts';

/** The site files in the folder, in the order the server reads them; none: config/site.json is the one site. */
export function siteFiles(sitesDir: string): string[] {
  if (!existsSync(sitesDir)) return [];
  return readdirSync(sitesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(sitesDir, f));
}

function hostOf(url: unknown): string | undefined {
  try {
    return typeof url === 'string' ? new URL(url).hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** A path as the operator would type it: from the project's folder when it is inside it. */
function shown(file: string, root: string): string {
  const r = relative(root, file);
  return r.startsWith('..') || resolve(r) === r ? file : r;
}

function readJson(file: string): { value?: unknown; problem?: string } {
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message.split('\n')[0];
    return { problem: reason };
  }
}

/**
 * Every problem of the site files in `sitesDir`, one line each, naming the file (relative to `root`, the
 * project's folder, when inside it). Empty when the folder has no site file.
 */
export function siteFileProblemsIn(sitesDir: string, root = process.cwd()): string[] {
  const problems: string[] = [];
  const hostOwner = new Map<string, string>();
  const idOwner = new Map<string, string>();
  for (const path of siteFiles(sitesDir)) {
    const file = shown(path, root);
    const read = readJson(path);
    if (read.problem !== undefined) {
      problems.push(`${file} is not readable JSON: ${read.problem}.`);
      continue;
    }
    const parsed = siteFileSchema.safeParse(read.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.') || '(the file)';
        const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
        problems.push(missing ? `${file} has no ${field}: every site file needs it.` : `${file} ${field}: ${issue.message}.`);
      }
    }
    // The hosts even of a file with other problems: two files naming one host is a problem of its own.
    const raw = (typeof read.value === 'object' && read.value !== null ? read.value : {}) as { hosts?: unknown; siteUrl?: unknown };
    const siteHost = hostOf(raw.siteUrl);
    const hosts =
      Array.isArray(raw.hosts) && raw.hosts.length > 0
        ? raw.hosts.filter((h): h is string => typeof h === 'string').map((h) => h.trim().toLowerCase())
        : siteHost
          ? [siteHost]
          : [];
    for (const host of hosts) {
      const owner = hostOwner.get(host);
      if (owner) problems.push(`${file} hosts: ${host} is named by ${owner} too; a host belongs to one site.`);
      else hostOwner.set(host, file);
    }
    if (!parsed.success) continue;
    problems.push(...siteFileProblems(read.value, file));
    const site = parsed.data;

    const id = site.id ?? path.replace(/^.*\//, '').replace(/\.json$/, '');
    const sameId = idOwner.get(id);
    if (sameId) problems.push(`${file} has the site id ${id}, as ${sameId} has: each site needs its own (its leads are filed under it).`);
    else idOwner.set(id, file);

    if (siteHost && !hosts.includes(siteHost)) {
      problems.push(
        `${file} siteUrl ${site.siteUrl}: its host ${siteHost} is not in hosts, so the site's canonical links and sitemap point to a host it does not answer on.`,
      );
    }

    const unknown = (site.services ?? []).filter((t) => !findServiceByTitle(t));
    if (unknown.length > 0) {
      problems.push(
        `${file} services: no service is titled ${unknown.map((t) => `"${t}"`).join(', ')} (the titles are ${SERVICES.map((s) => s.title).join(', ')}).`,
      );
    }

    if (site.partnersFile) {
      const listPath = join(dirname(path), site.partnersFile);
      const listFile = shown(listPath, root);
      const list = readJson(listPath);
      if (list.problem !== undefined) {
        problems.push(`${file} partnersFile ${site.partnersFile}: cannot read ${listFile} (${list.problem}).`);
      } else {
        problems.push(...partnerListProblems(list.value, listFile));
      }
    }
  }
  return problems;
}

/**
 * The launch check's lines on a running server's sites: none in the one-site layout (config/site.json is
 * checked by the launch check itself), else every site file's problems, in place of config/site.json's.
 */
export function siteLaunchProblems(sites: Pick<SiteRegistry, 'perSite' | 'dir'>): LaunchProblem[] {
  if (!sites.perSite || !sites.dir) return [];
  return siteFileProblemsIn(sites.dir).map((message) => ({ check: 'site-file', message }));
}
