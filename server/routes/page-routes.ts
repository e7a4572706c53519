// Serves the built site: hashed assets with a long cache, and for every page path the page's HTML
// (the prerendered file when the build made one, the app shell otherwise). Unknown paths get the
// shell with HTTP 404, and the browser shows the not-found page.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPage } from '#domain/routes.ts';
import { langOfPath, type Lang } from '#domain/language.ts';
import { findServiceByTitle } from '#domain/services.ts';
import { offersService, type Site } from '#domain/site.ts';
import type { SiteRegistry } from '../sites/site-registry.ts';
import { withConsoleName } from '../sites/console-brand.ts';
import { sessionCookieName } from '../admin/sessions.ts';

/**
 * A built HTML file, with the brotli copy the build made beside it (scripts/precompress.ts, quality 11)
 * when there is one: sent as it is, it is about 10 % smaller than the per-request compression below
 * (quality 5) and costs no work per request. With the stylesheet inline the home page is
 * 14.1 KB at quality 5 and 12.8 KB at 11: under the 14.6 KB a new connection's first round trip carries.
 */
interface HtmlFile {
  html: string;
  br?: Buffer;
}

function htmlFile(file: string): HtmlFile {
  return { html: readFileSync(file, 'utf8'), br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined };
}

/** Whether the client takes brotli (`br` listed in Accept-Encoding and not refused with q=0). */
function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return coding === 'br' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/**
 * The prerendered file for a page path, from the manifest the build writes (paths matched
 * case-insensitively, as the router matches them: /services/solar is /Services/Solar).
 */
function prerenderedPages(root: string): (path: string) => HtmlFile | undefined {
  const manifestFile = join(root, 'prerendered.json');
  const manifest: Record<string, string> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const html = new Map(Object.entries(manifest).map(([path, file]) => [path, htmlFile(join(root, file))]));
  return (path) => {
    let key: string;
    try {
      key = decodeURIComponent(path).replace(/\/+$/, '').toLowerCase() || '/';
    } catch {
      return undefined;
    }
    // Service pages are listed under their encoded title.
    return (
      html.get(key) ??
      html.get(
        key.replace(
          /^(\/es)?\/services\/(.+)$/,
          (_m, es: string | undefined, t: string) => `${es ?? ''}/services/${encodeURIComponent(t)}`,
        ),
      )
    );
  };
}

/**
 * Whether the request carries a console session cookie, whatever its value: only the console's API
 * checks a session (server/admin/auth.ts); a page is chosen by the cookie's presence alone. Parsed as the
 * console's API parses it (@fastify/cookie, registered there only).
 */
function hasSessionCookie(req: FastifyRequest): boolean {
  return (fastifyCookie.parse(req.headers.cookie ?? '')[sessionCookieName(req.protocol === 'https')] ?? '').trim() !== '';
}

/**
 * The public pages' security headers: the site's (server/app.ts) but Cross-Origin-Opener-Policy. With it the
 * browser must put the page in a browsing context group of its own on arrival (from an ad, a search result,
 * a new tab), which on this machine's Chromium meant a new renderer process whose set-up ran before a byte of
 * the page was parsed: Lighthouse's "Unattributable" task, 97-230 ms simulated with the header against 53-85
 * without it, the largest part of the pages' total blocking time (docs/performance.md). What the
 * header guards against, a cross-origin page that opened ours keeping a reference to its window (to navigate
 * it, or to count its frames), has little to reach on these pages: nobody is signed in, and what a visitor
 * types stays out of another origin's reach as ever (same-origin policy, CSP, frame-ancestors 'none'). The
 * operator console (signed in, people's data) and every API answer keep it.
 */
const PUBLIC_PAGE_HEADERS = { crossOriginOpenerPolicy: false } as const;

/**
 * Headers that mean something only on a document (a page the browser shows), or to a cache revalidating a
 * file that can change, and so nothing on a hashed script or stylesheet, whose content never changes under its
 * name (`immutable`). A browser applies a CSP, an opener or frame policy, an origin-keyed agent cluster and the
 * old IE and Flash switches to documents alone; it learns HSTS from the page, which always comes first; and a
 * module script without a referrer policy of its own fetches its imports under the page's. Over HTTP/1.1 each
 * header is sent again with every one of a page's scripts: 0.75 KB a file, 8 KB on a Spanish wizard's 11 files.
 * What protects the file itself stays: nosniff and the cross-origin resource policy. An SVG keeps every header:
 * opened by its address, it is a document that can run script.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'strict-transport-security',
  'referrer-policy',
  'etag',
  'last-modified',
  'accept-ranges',
] as const;
const HASHED_SCRIPT_OR_STYLE = /^\/assets\/[^/?]+\.(?:js|css)(?:\?|$)/;

/** A request nothing answers, in JSON (an API path, or no built site to serve pages from). */
function answerNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: `Not found: ${req.method} ${req.url.split('?')[0]}` });
}

/** The wizard's route, /Services/:title (or /es/Services/:title), as the router matches it (case-insensitively). */
const SERVICE_PATH = /^(\/es)?\/services\/[^/]+\/?$/i;

/** Whether a wizard path's service is one the site offers (a path naming no service is left to isKnownPage). */
function offersPath(site: Site, path: string): boolean {
  let title = '';
  try {
    title = decodeURIComponent(langOfPath(path).path.replace(/\/$/, '').split('/')[2] ?? '');
  } catch {
    return true;
  }
  const service = findServiceByTitle(title);
  return !service || offersService(site, service.title);
}

/** One site's built pages: the shell, the not-found pages and the prerendered ones. */
interface SitePages {
  shell: HtmlFile;
  /** By language: a path under /es is answered with the Spanish page. */
  notFound: Record<Lang, HtmlFile>;
  serviceNotFound: Record<Lang, HtmlFile>;
  prerendered: (path: string) => HtmlFile | undefined;
  dir: string;
}

function sitePages(dir: string): SitePages | undefined {
  // The empty app shell: the prerender step keeps a copy before index.html becomes the home page.
  const shellFile = existsSync(join(dir, '_shell.html')) ? join(dir, '_shell.html') : join(dir, 'index.html');
  if (!existsSync(shellFile)) return undefined;
  const shell = htmlFile(shellFile);
  const pagesIn = (lang: Lang) => {
    const file = (name: string) => join(dir, lang === 'en' ? name : `${lang}/${name}`);
    const notFound = existsSync(file('404.html')) ? htmlFile(file('404.html')) : shell;
    // A service path naming no service: the wizard page's own 'Service Not Found', so the browser hydrates
    // the same page it was sent.
    const serviceNotFound = existsSync(file('service-not-found.html')) ? htmlFile(file('service-not-found.html')) : notFound;
    return { notFound, serviceNotFound };
  };
  const en = pagesIn('en');
  const es = pagesIn('es');
  return {
    shell,
    notFound: { en: en.notFound, es: es.notFound },
    serviceNotFound: { en: en.serviceNotFound, es: es.serviceNotFound },
    prerendered: prerenderedPages(dir),
    dir,
  };
}

/**
 * `sites`: each site's pages are its own build's (sites/<id>/ when the sites come from config/sites/, the
 * build itself in the one-site layout); the assets are shared.
 */
export async function pageRoutes(app: FastifyInstance, staticDir: string, sites: SiteRegistry) {
  const root = resolve(staticDir);
  const built = new Map<Site, SitePages>();
  for (const site of sites.sites) {
    const pages = sitePages(sites.perSite ? join(root, 'sites', site.id) : root);
    if (pages) built.set(site, pages);
  }
  if (built.size < sites.sites.length) {
    const missing = sites.sites.filter((s) => !built.has(s)).map((s) => s.id);
    app.log.warn({ root, missing }, 'no built site found: pages are not served (run npm run build)');
    app.setNotFoundHandler(answerNotFound);
    return;
  }
  const pagesOf = (req: FastifyRequest): SitePages => built.get(req.site) ?? built.get(sites.first)!;
  // Several sites answer on one address: an answer depends on the host, and a cache must know it.
  const varyHost = sites.perSite ? ', host' : '';

  // Pages are compressed as they are sent; assets were compressed at build time (preCompressed).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode === 200 && HASHED_SCRIPT_OR_STYLE.test(req.url))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    preCompressed: true,
    // Each site's own files (its pages, sitemap.xml, robots.txt) are served by host, below, never by their
    // path; the prerender's template is no page; the console's two pages are served with its name written in (below).
    allowedPath: (path) =>
      !path.startsWith('/sites/') &&
      path !== '/_template.html' &&
      !(sites.perSite && path === '/index.html') &&
      !/^\/admin\/(index|_shell)\.html$/.test(path),
    // Our own Cache-Control below; the plugin's default (max-age=0) would override it.
    cacheControl: false,
    setHeaders(res, path) {
      // Vite puts a content hash in every asset name, so an asset never changes under its name.
      const immutable = path.startsWith(join(root, 'assets'));
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      res.setHeader('vary', 'accept-encoding');
      if (path.startsWith(join(root, 'admin', '/'))) res.setHeader('x-robots-tag', 'noindex, nofollow');
    },
  });

  const sendHtml = (reply: FastifyReply, code: number, html: string) =>
    reply.code(code).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  /** `vary` names the request headers the answer depends on (a cache must not give one's answer to another). */
  const sendPage = (req: FastifyRequest, reply: FastifyReply, code: number, page: HtmlFile, vary = `accept-encoding${varyHost}`) => {
    if (!page.br || !acceptsBrotli(req.headers['accept-encoding'])) return sendHtml(reply.header('vary', vary), code, page.html);
    return reply
      .code(code)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-encoding', 'br')
      .header('vary', vary)
      .send(page.br);
  };

  // The operator console (its own build, web/admin): one page for /admin and every path under it, which
  // its router reads; never indexed (the header, and a robots meta in the page). The build makes two
  // (scripts/prerender-console.tsx): the sign-in page prerendered, for a request without a session cookie,
  // where nobody can be signed in; and the empty shell, for one with a cookie, so an operator signed in
  // never sees a sign-in form before the dashboard (a stale cookie gets the form from the app, after
  // /api/admin/me answers 401). Brotli as the build made it, as for the pages.
  const adminFile = join(root, 'admin', 'index.html');
  if (existsSync(adminFile)) {
    // The console's name is the deployment's, decided at start (server/sites/console-brand.ts): written
    // into both files where the build left its mark, and compressed again once, here.
    const named = (file: string): HtmlFile => {
      const html = withConsoleName(readFileSync(file, 'utf8'), app.consoleBrand.name);
      return { html, br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) };
    };
    const signInPage = named(adminFile);
    const adminShellFile = join(root, 'admin', '_shell.html');
    const adminShell = existsSync(adminShellFile) ? named(adminShellFile) : signInPage;
    const sendConsole = (req: FastifyRequest, reply: FastifyReply) =>
      sendPage(
        req,
        reply.header('x-robots-tag', 'noindex, nofollow'),
        200,
        hasSessionCookie(req) ? adminShell : signInPage,
        'accept-encoding, cookie',
      );
    app.get('/admin', sendConsole);
    app.get('/admin/*', sendConsole);
  }

  // Each site's sitemap and robots.txt, with its own absolute URLs (in the one-site layout, the build's files).
  if (sites.perSite) {
    const siteFiles = (name: string, type: string) => {
      const files = new Map([...built].map(([site, pages]) => [site, htmlFile(join(pages.dir, name))]));
      return (req: FastifyRequest, reply: FastifyReply) => {
        const file = files.get(req.site) ?? files.get(sites.first)!;
        reply.header('content-type', type).header('cache-control', 'public, max-age=3600').header('vary', `accept-encoding${varyHost}`);
        if (file.br && acceptsBrotli(req.headers['accept-encoding'])) return reply.header('content-encoding', 'br').send(file.br);
        return reply.send(file.html);
      };
    };
    app.get('/sitemap.xml', siteFiles('sitemap.xml', 'application/xml; charset=utf-8'));
    app.get('/robots.txt', siteFiles('robots.txt', 'text/plain; charset=utf-8'));
  }

  // A GET under /api/ that no API route answers: JSON, with every security header.
  app.get('/api/*', answerNotFound);
  // Every other GET that no file or route answers: a page (prerendered), or the not-found page with 404.
  // A route rather than the not-found handler, so the compression hooks apply to it.
  app.get('/*', { config: { helmet: PUBLIC_PAGE_HEADERS } }, (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const { prerendered, shell, serviceNotFound, notFound } = pagesOf(req);
    if (isKnownPage(path) && !(SERVICE_PATH.test(path) && !offersPath(req.site, path)))
      return sendPage(req, reply, 200, prerendered(path) ?? shell);
    const { lang } = langOfPath(path);
    return sendPage(req, reply, 404, SERVICE_PATH.test(path) ? serviceNotFound[lang] : notFound[lang]);
  });
  app.setNotFoundHandler(answerNotFound);
}
