// After `vite build` (client) and `vite build --ssr` (entry-server): renders every page route to its
// own HTML file with its title, description, canonical link and JSON-LD, plus 404.html, the empty app
// shell, sitemap.xml and robots.txt, and a manifest the server uses to find a page's file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_PAGES } from '../domain/routes.ts';
import { SITE } from '../domain/site.ts';
import { inlineStylesheets } from './inline-stylesheet.ts';
import { loadAfterFirstPaint } from './after-first-paint.ts';
import { readViteManifest, withStaticEntry } from './static-entry.ts';

const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist/client');
const ssrEntry = resolve(process.env.BUILD_OUT_DIR ? `${process.env.BUILD_OUT_DIR}-ssr` : 'dist/server', 'entry-server.js');

interface Meta {
  title: string;
  description: string;
  canonical?: string;
  noindex?: boolean;
}
interface Entry {
  render(url: string): Promise<string>;
  pageMeta(path: string): Meta;
  structuredData(canonical: string | undefined): object;
  PRERENDERED_PATHS: string[];
  NOT_FOUND_META: Meta;
  SERVICE_NOT_FOUND_META: Meta;
}

const entry = (await import(pathToFileURL(ssrEntry).href)) as Entry;
// Every page, the shell and the not-found pages included, carries the stylesheet inline (inline-stylesheet.ts).
const appTemplate = inlineStylesheets(readFileSync(join(outDir, 'index.html'), 'utf8'), outDir);
// The prose pages load web/static.ts instead of the React app (domain/routes.ts' `hydrate: false`).
// Either way the scripts are asked for after the first paint (after-first-paint.ts).
const staticTemplate = loadAfterFirstPaint(withStaticEntry(appTemplate, readViteManifest(outDir)));
const template = loadAfterFirstPaint(appTemplate);
const PROSE_PATHS = new Set(SITE_PAGES.filter((p) => p.hydrate === false).map((p) => p.path));

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script> must not be able to close the tag.
const safeJson = (o: object) => JSON.stringify(o).replace(/</g, '\\u003c');

function page(body: string, meta: Meta, html = template): string {
  const head = [
    meta.canonical ? `<link rel="canonical" href="${SITE.siteUrl}${meta.canonical}" />` : '',
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    meta.canonical ? `<meta property="og:url" content="${SITE.siteUrl}${meta.canonical}" />` : '',
    `<script type="application/ld+json">${safeJson(entry.structuredData(meta.canonical))}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('<!--page-head-->', head)
    .replace('<!--app-html-->', body);
}

function write(file: string, html: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

// The empty shell first: index.html is about to become the home page.
// Its title is the home page's, from config/site.json, not the one written in web/index.html: a rebrand
// must not leave the old name on the pages served from the shell.
const shellTitle = `<title>${escapeHtml(entry.pageMeta('/').title)}</title>`;
write(
  join(outDir, '_shell.html'),
  template
    .replace(/<title>[^<]*<\/title>/, shellTitle)
    .replace('<!--page-head-->', '')
    .replace('<!--app-html-->', ''),
);

const manifest: Record<string, string> = {};
for (const path of entry.PRERENDERED_PATHS) {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  write(join(outDir, file), page(await entry.render(path), entry.pageMeta(path), PROSE_PATHS.has(path) ? staticTemplate : template));
  manifest[path.toLowerCase()] = file;
}
write(join(outDir, '404.html'), page(await entry.render('/__not-found__'), entry.NOT_FOUND_META));
// /Services/<unknown> has a page of its own ('Service Not Found'): served as it is, it hydrates cleanly.
write(join(outDir, 'service-not-found.html'), page(await entry.render('/Services/__none__'), entry.SERVICE_NOT_FOUND_META));
writeFileSync(join(outDir, 'prerendered.json'), JSON.stringify(manifest, null, 2));

const indexed = entry.PRERENDERED_PATHS.filter((p) => !entry.pageMeta(p).noindex);
const today = new Date().toISOString().slice(0, 10);
writeFileSync(
  join(outDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexed
    .map((p) => `  <url><loc>${SITE.siteUrl}${entry.pageMeta(p).canonical ?? p}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`,
);
writeFileSync(
  join(outDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /ThankYou\n\nSitemap: ${SITE.siteUrl}/sitemap.xml\n`,
);
console.log(`prerendered ${entry.PRERENDERED_PATHS.length} pages, 404.html, sitemap.xml (${indexed.length} URLs), robots.txt`);
