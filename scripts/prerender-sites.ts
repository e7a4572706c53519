// The prerender, per site: every page route rendered to its own HTML file with its title, description,
// canonical link and JSON-LD, plus 404.html, the empty app shell, sitemap.xml and robots.txt (absolute URLs
// of the site's own address), and a manifest the server uses to find a page's file. The one-site layout
// (config/site.json alone) writes them into the client build itself, as it always has; sites from
// config/sites/ each get a folder, <build>/sites/<id>/, beside the shared assets, and their pages carry the
// site (#site-data) for the browser, which renders every brand from the same bundle.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_PAGES } from '../domain/routes.ts';
import { SERVICES, servicePath } from '../domain/services.ts';
import { LANGS, langOfPath, pathInLang, type Lang } from '../domain/language.ts';
import { offersService, type PublicSite, type Site } from '../domain/site.ts';
import type { SiteRegistry } from '../server/sites/site-registry.ts';
import { inlineStylesheets } from './inline-stylesheet.ts';
import { loadAfterFirstPaint } from './after-first-paint.ts';
import { readViteManifest, withStaticEntry } from './static-entry.ts';

interface Meta {
  title: string;
  description: string;
  lang: Lang;
  canonical?: string;
  alternates?: Record<Lang, string>;
  noindex?: boolean;
}
interface Entry {
  render(url: string, site: PublicSite): Promise<string>;
  pageMeta(path: string, site: PublicSite): Meta;
  structuredData(canonical: string | undefined, site: PublicSite): object;
  publicSite(site: Site): PublicSite;
  PRERENDERED_PATHS: string[];
  notFoundMeta(site: PublicSite, lang?: Lang): Meta;
  serviceNotFoundMeta(site: PublicSite, lang?: Lang): Meta;
}

/** The vite-built page template, kept as `_template.html` because index.html becomes the home page. */
const TEMPLATE_FILE = '_template.html';

/** Where a site's pages go in a build: the build itself for the one-site layout, else sites/<id>/. */
export function siteBuildDir(buildDir: string, site: Site, sites: Pick<SiteRegistry, 'perSite'>): string {
  return sites.perSite ? join(buildDir, 'sites', site.id) : buildDir;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script> must not be able to close the tag.
const safeJson = (o: object) => JSON.stringify(o).replace(/</g, '\\u003c');

function write(file: string, html: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

function readTemplate(templateDir: string, keep: boolean): string {
  const kept = join(templateDir, TEMPLATE_FILE);
  if (existsSync(kept)) return readFileSync(kept, 'utf8');
  const html = readFileSync(join(templateDir, 'index.html'), 'utf8');
  if (!html.includes('<!--app-html-->'))
    throw new Error(`${templateDir}/index.html is a prerendered page, not the template: run npm run build`);
  if (keep) writeFileSync(kept, html);
  return html;
}

export interface PrerenderOptions {
  /** The client build: its template, stylesheet and assets. */
  templateDir: string;
  /** Where the pages go (the client build itself, but for a test). */
  outDir: string;
  /** The server-side entry built by `vite build --ssr`. */
  ssrEntry: string;
  sites: SiteRegistry;
}

/** Renders every site's pages; one line per site saying what it wrote. */
export async function prerenderSites({ templateDir, outDir, ssrEntry, sites }: PrerenderOptions): Promise<string[]> {
  const entry = (await import(pathToFileURL(ssrEntry).href)) as Entry;
  // Every page, the shell and the not-found pages included, carries the stylesheet inline (inline-stylesheet.ts).
  const appTemplate = inlineStylesheets(readTemplate(templateDir, templateDir === outDir), templateDir);
  // The prose pages load web/static.ts instead of the React app (domain/routes.ts' `hydrate: false`).
  // Either way the scripts are asked for after the first paint (after-first-paint.ts).
  const staticTemplate = loadAfterFirstPaint(withStaticEntry(appTemplate, readViteManifest(templateDir)));
  const template = loadAfterFirstPaint(appTemplate);
  const prosePaths = new Set(SITE_PAGES.filter((p) => p.hydrate === false).map((p) => p.path));
  const isProse = (path: string) => prosePaths.has(langOfPath(path).path);
  const lines: string[] = [];
  // Sites from a folder have their sitemap and robots.txt each in its own; a one-site build's are not theirs.
  if (sites.perSite) {
    for (const name of ['sitemap.xml', 'robots.txt'])
      for (const ext of ['', '.br', '.gz']) rmSync(join(outDir, name + ext), { force: true });
  }

  for (const full of sites.sites) {
    const site = entry.publicSite(full);
    const dir = siteBuildDir(outDir, full, sites);
    // A site offering some services only has those services' wizard pages (and sitemap entries): a path to
    // another is the server's 'Service Not Found', as for a title no service has.
    const left = new Set(
      SERVICES.filter((s) => !offersService(full, s.title)).flatMap((s) => LANGS.map((l) => pathInLang(servicePath(s), l))),
    );
    const offered = entry.PRERENDERED_PATHS.filter((p) => !left.has(p));
    // The one-site layout's pages stay as they were: the browser's default site is that same one.
    // Without its partner list: thousands of names on every page; the partner page has them in its HTML.
    const siteData = sites.perSite
      ? `<script type="application/json" id="site-data">${safeJson({ ...site, partners: undefined })}</script>`
      : '';
    const withSite = (html: string) =>
      site.themeColor
        ? html.replace(/<meta name="theme-color" content="[^"]*" \/>/, `<meta name="theme-color" content="${site.themeColor}" />`)
        : html;

    const page = (body: string, meta: Meta, html = template): string => {
      const head = [
        meta.canonical ? `<link rel="canonical" href="${site.siteUrl}${meta.canonical}" />` : '',
        meta.noindex ? '<meta name="robots" content="noindex" />' : '',
        // The page in each language, both ways round, English the default for any other (x-default).
        ...Object.entries(meta.alternates ?? {}).map(([l, p]) => `<link rel="alternate" hreflang="${l}" href="${site.siteUrl}${p}" />`),
        meta.alternates ? `<link rel="alternate" hreflang="x-default" href="${site.siteUrl}${meta.alternates.en}" />` : '',
        `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
        `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
        `<meta property="og:type" content="website" />`,
        meta.canonical ? `<meta property="og:url" content="${site.siteUrl}${meta.canonical}" />` : '',
        `<script type="application/ld+json">${safeJson(entry.structuredData(meta.canonical, site))}</script>`,
        siteData,
      ]
        .filter(Boolean)
        .join('\n    ');
      return withSite(html)
        .replace(/<html lang="[^"]*"/, `<html lang="${meta.lang}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
        .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
        .replace('<!--page-head-->', head)
        .replace('<!--app-html-->', body);
    };

    // The empty shell first: in the one-site layout index.html is about to become the home page.
    // Its title is the home page's, from the site's file, not the one written in web/index.html: a rebrand
    // must not leave the old name on the pages served from the shell.
    const shellTitle = `<title>${escapeHtml(entry.pageMeta('/', site).title)}</title>`;
    write(
      join(dir, '_shell.html'),
      withSite(template)
        .replace(/<title>[^<]*<\/title>/, shellTitle)
        .replace('<!--page-head-->', siteData)
        .replace('<!--app-html-->', ''),
    );

    const manifest: Record<string, string> = {};
    for (const path of offered) {
      const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
      write(join(dir, file), page(await entry.render(path, site), entry.pageMeta(path, site), isProse(path) ? staticTemplate : template));
      manifest[path.toLowerCase()] = file;
    }
    // Each language's: /es/<unknown> is answered in Spanish (es/404.html), as the browser renders it.
    for (const lang of LANGS) {
      const file = (name: string) => join(dir, lang === 'en' ? name : `${lang}/${name}`);
      const at = (path: string) => pathInLang(path, lang);
      write(file('404.html'), page(await entry.render(at('/__not-found__'), site), entry.notFoundMeta(site, lang)));
      // /Services/<unknown> has a page of its own ('Service Not Found'): served as it is, it hydrates cleanly.
      write(
        file('service-not-found.html'),
        page(await entry.render(at('/Services/__none__'), site), entry.serviceNotFoundMeta(site, lang)),
      );
    }
    writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(manifest, null, 2));

    const indexed = offered.filter((p) => !entry.pageMeta(p, site).noindex);
    const today = new Date().toISOString().slice(0, 10);
    writeFileSync(
      join(dir, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexed
        .map((p) => `  <url><loc>${site.siteUrl}${entry.pageMeta(p, site).canonical ?? p}</loc><lastmod>${today}</lastmod></url>`)
        .join('\n')}\n</urlset>\n`,
    );
    writeFileSync(
      join(dir, 'robots.txt'),
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /ThankYou\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
    );
    lines.push(
      `${sites.perSite ? `site ${site.id}: ` : ''}prerendered ${offered.length} pages, 404.html, sitemap.xml (${indexed.length} URLs), robots.txt`,
    );
  }
  return lines;
}
