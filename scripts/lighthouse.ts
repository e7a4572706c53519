// `npm run lighthouse`: builds the site, serves it with the real server, runs Lighthouse (mobile
// settings, simulated throttling, the system Chromium) on every route, and writes the scores and the
// home page's JavaScript weight to its own section of docs/performance.md (between the markers below; the
// other sections are other measurements and stay as they are). Targets: performance 100, LCP <= 1.0 s,
// TBT <= 50 ms, CLS 0 and accessibility 100 on every route.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { percentile } from '../server/routes/step-check-requests.ts';
import { startServer } from '../tests/support/server-process.ts';
import { THREE_SITES, writeThreeSites } from '../tests/support/three-sites.ts';
import { siteStamps } from '../server/build-check.ts';
import { loadSites } from '../server/sites/site-registry.ts';
import { STAMP_FILE } from './build-stamp.mjs';
import { prerenderSites } from './prerender-sites.ts';

if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
// `npm run lighthouse -- --sites`: two brands of one deployment instead (see measureSites below).
if (process.argv.includes('--sites')) {
  await measureSites();
  process.exit(0);
}
const manifest = JSON.parse(readFileSync('dist/client/prerendered.json', 'utf8')) as Record<string, string>;
// Every prerendered route and the console's sign-in page (or those named on the command line). The
// not-found page answers HTTP 404, which Lighthouse refuses to audit, so it is not in the table.
const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
// The operator console's sign-in page (/admin, its own build) is measured beside the site's routes.
const CONSOLE = '/admin';
const paths =
  only.length > 0 ? only : [...Object.values(manifest).map((file) => '/' + file.replace(/index\.html$/, '').replace(/\/$/, '')), CONSOLE];

const RUNS = Number(process.env.LH_RUNS ?? 3);
const DOC = 'docs/performance.md';
const START = '<!-- lighthouse:start (written by npm run lighthouse) -->';
const END = '<!-- lighthouse:end -->';

// On a free port of its own: never a server some earlier run left behind.
const server = await startServer({ DATABASE_URL: join(mkdtempSync(join(tmpdir(), 'lh-')), 'db.sqlite'), STATIC_DIR: 'dist/client' });
const BASE = server.url;

// Controls, measured in the same run and browser as the routes (full runs only): what this harness counts on
// pages that carry none of our JavaScript (and none of our server's headers). Lighthouse's TBT varies a lot
// from run to run on this machine; these rows show the floor beside the routes (they are how the cost of the
// public pages' Cross-Origin-Opener-Policy header was found: docs/performance.md).
// - a bare page: a heading and a paragraph, no stylesheet, no script;
// - a wizard page as built, its scripts removed: our HTML and inline stylesheet, none of our JavaScript.
const CONTROL_PAGE = '/Services/Roofing';
const CONTROLS: Record<string, string> = {
  '/bare':
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title><link rel="icon" href="data:,"><meta name="description" content="A control page."></head><body><main><h1>A bare page</h1><p>One heading and one paragraph, no stylesheet, no script.</p></main></body></html>',
  [`${CONTROL_PAGE}/without-scripts`]: readFileSync(`dist/client${CONTROL_PAGE}/index.html`, 'utf8')
    .replace(/\s*<meta name="app-scripts"[^>]*>/, '')
    .replace(/\s*<script type="module">[\s\S]*?<\/script>/, ''),
};
const controlServer = createServer((req, res) => {
  const html = CONTROLS[req.url ?? ''];
  if (html) {
    // Compressed as the real server sends pages.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache' });
    return void res.end(brotliCompressSync(html));
  }
  // The page's images and icons, from the real server as they are.
  const upstream = request(`${BASE}${req.url}`, { headers: { 'accept-encoding': req.headers['accept-encoding'] ?? '' } }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  upstream.end();
});
await new Promise<void>((resolve) => controlServer.listen(0, '127.0.0.1', resolve));
const CONTROL_BASE = `http://127.0.0.1:${(controlServer.address() as { port: number }).port}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

interface Row {
  path: string;
  /** A control page (CONTROLS), not one of the site's routes. */
  control: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** TBT of every run, in run order: how much it moves on the same page. */
  tbtRuns: number[];
  cls: number;
  scriptKb: number;
  totalKb: number;
}
const rows: Row[] = [];
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const urlOf = (path: string) => (path in CONTROLS ? CONTROL_BASE : BASE) + path;
/** One Lighthouse run of `path`; a run Lighthouse itself reports as failed (e.g. NO_NAVSTART, a trace it could not
 * read, whose metrics would count as 0) is run again, up to twice. */
async function measure(path: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = (await lighthouse(urlOf(path), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    }))!;
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.log(`${path}: Lighthouse error ${lhr.runtimeError.code}, run again`);
  }
}
// In a full run the controls' runs are spread over it, one after each route's (taking turns), so they meet
// the same machine as the routes do, from the first route to the last. A control named on the command line
// (e.g. /bare) is measured like a route.
const controlRuns = new Map<string, Lhr[]>(only.length > 0 ? [] : Object.keys(CONTROLS).map((c) => [c, []]));
try {
  for (const [n, path] of paths.entries()) {
    // Lighthouse's own advice: scores vary from run to run, so report the median of several runs.
    const runs: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(path));
    report(path, runs);
    const control = [...controlRuns.keys()][n % controlRuns.size];
    if (control) controlRuns.get(control)!.push(await measure(control));
  }
  for (const [control, runs] of controlRuns) report(control, runs);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  controlServer.close();
}

/** Adds the row of a route (or control) measured by `runs`, and prints it. */
function report(path: string, runs: Lhr[]): void {
  const control = path in CONTROLS;
  const tbtRuns = runs.map((r) => Math.round(r.audits['total-blocking-time']?.numericValue ?? 0));
  // Every score and metric is its own median over the runs (the targets are medians of 3 runs each); the
  // run kept for LH_JSON_DIR and the byte counts is the median one by performance score.
  const medianOf = (value: (r: Lhr) => number) => percentile(runs.map(value), 50);
  const metric = (id: string) => medianOf((r) => r.audits[id]?.numericValue ?? 0);
  const lhr = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[
    Math.floor(runs.length / 2)
  ]!;
  // LH_JSON_DIR=<dir> keeps the median run's full report, to read its insights (LCP breakdown, network tree).
  if (process.env.LH_JSON_DIR) {
    mkdirSync(process.env.LH_JSON_DIR, { recursive: true });
    writeFileSync(join(process.env.LH_JSON_DIR, `${path.replace(/\//g, '_') || '_'}.json`), JSON.stringify(lhr));
  }
  for (const r of runs) if (r.runtimeError) console.log(`${path}: Lighthouse error ${r.runtimeError.code}: ${r.runtimeError.message}`);
  const score = (id: string) => Math.round(medianOf((r) => r.categories[id]?.score ?? 0) * 100);
  const summary = (lhr.audits['resource-summary']?.details as unknown as { items: { resourceType: string; transferSize: number }[] }).items;
  const size = (type: string) => Math.round((summary.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024);
  const row: Row = {
    path,
    control,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    tbtRuns,
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    scriptKb: size('script'),
    totalKb: size('total'),
  };
  rows.push(row);
  // Audits that failed in the scored categories other than performance, so a score below 100 says why.
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id),
  );
  console.log(
    `${control ? 'control ' : ''}${path}: perf ${row.performance} (FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms [${tbtRuns.join(', ')}], CLS ${row.cls}), a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, JS ${row.scriptKb} KB${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`,
  );
}

if (only.length > 0) process.exit(0);
const routes = rows.filter((r) => !r.control);
const controls = rows.filter((r) => r.control);
const home = routes.find((r) => r.path === '/')!;
/** What a route misses of the targets (performance 100, LCP <= 1.0 s, TBT <= 50 ms, CLS 0) and accessibility 100. */
const misses = (r: Row) =>
  [
    r.performance < 100 && `performance ${r.performance}`,
    r.lcpMs > 1000 && `LCP ${r.lcpMs} ms`,
    r.tbtMs > 50 && `TBT ${r.tbtMs} ms`,
    r.cls > 0 && `CLS ${r.cls}`,
    r.accessibility < 100 && `accessibility ${r.accessibility}`,
  ].filter(Boolean);
const missed = routes.filter((r) => misses(r).length > 0);
const ok = missed.length === 0;
const section = `## Lighthouse, every route (\`npm run lighthouse\`)

Measured by \`npm run lighthouse\` (Lighthouse ${lighthouseVersion()}, mobile settings with simulated throttling, headless
Chromium on this project's 2-core machine) on ${new Date().toISOString().slice(0, 10)}, against the production build served by
the real server. Each score and metric is its median over ${RUNS} runs (single runs vary, TBT most: every run's is listed). \`/PartnerCompanies\` holds ${JSON.parse(readFileSync('config/partner-companies.json', 'utf8')).length} names.

Targets: performance 100, LCP at most 1.0 s, TBT at most 50 ms, CLS 0 and accessibility 100 on every
route. **${ok ? 'All targets met.' : `Missed: ${missed.map((r) => `\`${r.path}\` (${misses(r).join(', ')})`).join('; ')}.`}**

JavaScript on the home page: **${home.scriptKb} KB** transferred (compressed); the whole page ${home.totalKb} KB.
The not-found page answers HTTP 404, which Lighthouse does not audit. \`/ThankYou\` is \`noindex\` on purpose (it is
the end of the funnel, not a landing page), which is its SEO score's one failed audit (is-crawlable); so is
\`${CONSOLE}\`, the operator console's sign-in page (noindex, nofollow: it is not for search engines).

| route | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | TBT, each run (ms) | CLS | JS (KB) | total (KB) |
|---|---|---|---|---|---|---|---|---|---|---|
${routes.map(tableRow).join('\n')}

Controls, in the same browser, their runs spread over the whole run (one after each route's, taking turns): pages
that carry none of our JavaScript, served by a plain loopback server and compressed as the real server does.
\`/bare\` is a heading and a paragraph, no stylesheet, no script; \`${CONTROL_PAGE}/without-scripts\` is that page
as built (HTML and inline stylesheet) with its scripts removed. Their TBT is what this harness counts with nothing
of ours running; each row is the median of its runs (every one listed).

| control | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | TBT, each run (ms) | CLS | JS (KB) | total (KB) |
|---|---|---|---|---|---|---|---|---|---|---|
${controls.map(tableRow).join('\n')}
`;
writeFileSync(DOC, withSection(readFileSync(DOC, 'utf8'), section));
console.log(`wrote its section of ${DOC} (${ok ? 'targets met' : 'targets NOT met'})`);

function tableRow(r: Row): string {
  return `| \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.tbtRuns.join(', ')} | ${r.cls} | ${r.scriptKb} | ${r.totalKb} |`;
}

/** The document with this script's section replaced, or placed under the title when it has none yet. */
function withSection(doc: string, body: string): string {
  const block = `${START}\n${body}${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start >= 0 && end > start) return doc.slice(0, start) + block + doc.slice(end + END.length);
  const title = doc.indexOf('\n') + 1;
  return `${doc.slice(0, title)}\n${block}\n${doc.slice(title)}`;
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
}

/**
 * Two brands of a three-site deployment (tests/support/three-sites.ts), as `npm run build` builds them from
 * config/sites/: the client build copied, the sites prerendered into the copy, one real server with
 * SITES_DIR, each brand asked for on a name of its own under .localhost, so each page is asked for with its
 * own Host. Each brand's home page and one of its wizard pages, LH_RUNS runs each (median), written to a
 * section of docs/performance.md of its own.
 */
async function measureSites(): Promise<void> {
  const DOC_FILE = 'docs/performance.md';
  const SITES_START = '<!-- lighthouse-sites:start (written by npm run lighthouse -- --sites) -->';
  const SITES_END = '<!-- lighthouse-sites:end -->';
  const dir = mkdtempSync(join(tmpdir(), 'lh-sites-'));
  const build = join(dir, 'build');
  const sitesDir = join(dir, 'sites');
  cpSync(resolve('dist/client'), build, { recursive: true });
  writeThreeSites(sitesDir);
  // Each brand is also reached at <id>.localhost: Chromium sends such a name to this machine by itself and,
  // as for 127.0.0.1 in the one-site runs, counts it a secure origin over plain HTTP. Under their own public
  // names on plain HTTP the brands lost best-practices points (is-on-https) that a real deployment, on HTTPS,
  // would not. The site is still told apart by the Host header, as in production.
  const localHost = (id: string) => `${id}.localhost`;
  for (const s of THREE_SITES) {
    const file = join(sitesDir, s.file);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { hosts: string[] };
    writeFileSync(file, JSON.stringify({ ...data, hosts: [...data.hosts, localHost(s.id)] }, null, 2));
  }
  const sites = loadSites(resolve('config'), sitesDir);
  await prerenderSites({ templateDir: build, outDir: build, ssrEntry: resolve('dist/server/entry-server.js'), sites });
  const stamp = JSON.parse(readFileSync(join(build, STAMP_FILE), 'utf8')) as Record<string, unknown>;
  stamp.sites = siteStamps(sites);
  writeFileSync(join(build, STAMP_FILE), JSON.stringify(stamp));
  const site = await startServer({ DATABASE_URL: join(dir, 'db.sqlite'), STATIC_DIR: build, SITES_DIR: sitesDir });
  const port = new URL(site.url).port;
  const shown = THREE_SITES.slice(0, 2);
  const runs = Number(process.env.LH_RUNS ?? 3);
  const browser = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const lines: string[] = [];
  try {
    for (const brand of shown) {
      for (const path of ['/', '/Services/Roofing']) {
        const url = `http://${localHost(brand.id)}:${port}${path}`;
        const results: Lhr[] = [];
        for (let i = 0; i < runs; i++) {
          const { lhr } = (await lighthouse(url, {
            port: browser.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          }))!;
          results.push(lhr);
        }
        const median = (value: (r: (typeof results)[number]) => number) => percentile(results.map(value), 50);
        const score = (id: string) => Math.round(median((r) => r.categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => median((r) => r.audits[id]?.numericValue ?? 0);
        const bytes = (r: (typeof results)[number], type: string) =>
          (r.audits['resource-summary']?.details as unknown as { items: { resourceType: string; transferSize: number }[] }).items.find(
            (i) => i.resourceType === type,
          )?.transferSize ?? 0;
        const title = results[0]?.finalDisplayedUrl ?? url;
        const row = `| ${brand.brand} | \`${path}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${Math.round(metric('largest-contentful-paint'))} | ${Math.round(metric('total-blocking-time'))} | ${Number(metric('cumulative-layout-shift').toFixed(3))} | ${(median((r) => bytes(r, 'script')) / 1024).toFixed(1)} | ${(median((r) => bytes(r, 'total')) / 1024).toFixed(1)} |`;
        console.log(`${title}: ${row}`);
        lines.push(row);
      }
    }
  } finally {
    await browser.kill();
    site.kill('SIGTERM');
    await site.exited;
    rmSync(dir, { recursive: true, force: true });
  }
  const cpu = (await import('node:os')).cpus();
  const section = `## Lighthouse, two brands of one deployment (\`npm run lighthouse -- --sites\`)

Measured on ${new Date().toISOString().slice(0, 10)} (Lighthouse ${lighthouseVersion()}, mobile settings with simulated throttling, headless
Chromium; ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, shared with other jobs) against three test brands
(tests/support/three-sites.ts) prerendered as \`npm run build\` does with config/sites/ and served by one real server,
each page asked for on its brand's own host name (<id>.localhost). Median of ${runs} runs each; JS and total are the transferred (compressed) KB.

| brand | page | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | JS (KB) | total (KB) |
|---|---|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}
`;
  const doc = readFileSync(DOC_FILE, 'utf8');
  const start = doc.indexOf(SITES_START);
  const end = doc.indexOf(SITES_END);
  const block = `${SITES_START}\n${section}${SITES_END}`;
  writeFileSync(
    DOC_FILE,
    start >= 0 && end > start
      ? doc.slice(0, start) + block + doc.slice(end + SITES_END.length)
      : doc.replace(/\n<!-- lighthouse:end -->\n/, (m) => `${m}\n${block}\n`),
  );
  console.log(`wrote the brands' section of ${DOC_FILE}`);
}
