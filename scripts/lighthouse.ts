// `npm run lighthouse`: builds the site, serves it with the real server, runs Lighthouse (mobile
// settings, simulated throttling, the system Chromium) on every route, and writes the scores and the
// home page's JavaScript weight to its own section of docs/performance.md (between the markers below; the
// other sections are other measurements and stay as they are). Targets (issue 14): performance 100, LCP <= 1.0 s,
// TBT <= 50 ms, CLS 0 and accessibility 100 on every route.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../tests/support/server-process.ts';

if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
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
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
}
const rows: Row[] = [];
try {
  for (const path of paths) {
    // Lighthouse's own advice: scores vary from run to run, so report the median of several runs.
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      runs.push(result!.lhr);
    }
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)]!;
    // LH_JSON_DIR=<dir> keeps the median run's full report, to read its insights (LCP breakdown, network tree).
    if (process.env.LH_JSON_DIR) {
      mkdirSync(process.env.LH_JSON_DIR, { recursive: true });
      writeFileSync(join(process.env.LH_JSON_DIR, `${path.replace(/\//g, '_') || '_'}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) console.log(`${path}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const summary = (lhr.audits['resource-summary']?.details as unknown as { items: { resourceType: string; transferSize: number }[] })
      .items;
    const size = (type: string) => Math.round((summary.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024);
    const row: Row = {
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      scriptKb: size('script'),
      totalKb: size('total'),
    };
    rows.push(row);
    // Audits that failed in the scored categories other than performance, so a score below 100 says why.
    const failed = ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id),
    );
    console.log(
      `${path}: perf ${row.performance} (FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}), a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, JS ${row.scriptKb} KB${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}

if (only.length > 0) process.exit(0);
const home = rows.find((r) => r.path === '/')!;
/** What a route misses of issue 14's targets (performance 100, LCP <= 1.0 s, TBT <= 50 ms, CLS 0) and accessibility 100. */
const misses = (r: Row) =>
  [
    r.performance < 100 && `performance ${r.performance}`,
    r.lcpMs > 1000 && `LCP ${r.lcpMs} ms`,
    r.tbtMs > 50 && `TBT ${r.tbtMs} ms`,
    r.cls > 0 && `CLS ${r.cls}`,
    r.accessibility < 100 && `accessibility ${r.accessibility}`,
  ].filter(Boolean);
const missed = rows.filter((r) => misses(r).length > 0);
const ok = missed.length === 0;
const section = `## Lighthouse, every route (\`npm run lighthouse\`)

Measured by \`npm run lighthouse\` (Lighthouse ${lighthouseVersion()}, mobile settings with simulated throttling, headless
Chromium on this project's 2-core machine) on ${new Date().toISOString().slice(0, 10)}, against the production build served by
the real server. Each row is the median of ${RUNS} runs by performance score (single runs vary by a few points here). \`/PartnerCompanies\` holds ${JSON.parse(readFileSync('config/partner-companies.json', 'utf8')).length} names.

Targets (issue 14): performance 100, LCP at most 1.0 s, TBT at most 50 ms, CLS 0 and accessibility 100 on every
route. **${ok ? 'All targets met.' : `Missed: ${missed.map((r) => `\`${r.path}\` (${misses(r).join(', ')})`).join('; ')}.`}**

JavaScript on the home page: **${home.scriptKb} KB** transferred (compressed); the whole page ${home.totalKb} KB.
The not-found page answers HTTP 404, which Lighthouse does not audit. \`/ThankYou\` is \`noindex\` on purpose (it is
the end of the funnel, not a landing page), which is its SEO score's one failed audit (is-crawlable); so is
\`${CONSOLE}\`, the operator console's sign-in page (noindex, nofollow: it is not for search engines).

| route | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | JS (KB) | total (KB) |
|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.scriptKb} | ${r.totalKb} |`).join('\n')}
`;
writeFileSync(DOC, withSection(readFileSync(DOC, 'utf8'), section));
console.log(`wrote its section of ${DOC} (${ok ? 'targets met' : 'targets NOT met'})`);

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
