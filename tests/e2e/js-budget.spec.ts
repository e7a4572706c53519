// The JavaScript a visitor's first load of each page downloads, compressed, against a budget per page
// (docs/performance.md). Measured the way a visitor gets it: the page opened in Chromium with an empty cache, and the
// encoded (compressed) bytes of every script of our own the page fetched until the network went quiet:
// the entry, its preloads and the page's lazy chunk. Third-party scripts (the consent vendors) are not ours
// to budget and are left out.
//
// Budgets are a ratchet: the size measured when the budget was set, rounded up by at most 2 KB (and never above
// the target where a page meets it), so the test fails when a page grows. Lower a budget when a
// page shrinks; never raise one to make this pass. The table is in docs/performance.md ("JavaScript budget").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, requestsSettled, test, waitForAppOnLoad, type Browser } from './test.ts';
import { SERVICES, servicePath } from '../../domain/catalogue.ts';
import { langOfPath } from '../../domain/language.ts';
import { STATIC_DIR } from './servers.ts';

const KB = 1024;

/** The targets, compressed KB: home 70, a wizard 95, static pages (legal, About, partners, thank-you) 60. */
const TARGET = { home: 70, wizard: 95, static: 60 } as const;

interface Budget {
  readonly kb: number;
  /** The target for this kind of page; none is set for the listing and the forms. */
  readonly targetKb?: number;
}

// Lowered on 2026-11-23 (13:00 UTC) from the sizes measured then, brotli as Chromium is sent them; the first
// budgets (same day, 09:00) in brackets. Met: a wizard (95), the four prose pages and the home page, which no
// longer load the React app (60, 70). The wizard is the same code for every service. On 2026-11-23 (15:30 UTC)
// /ThankYou and /CaliforniaPolicy left the app for the static script with React islands (60: met), and the
// app's pages lost the chunks they shared with the static script (about -0.5 KB each); lowered where that put
// a budget more than 2 KB above its page.
// 87.8 KB once each page carries its site (brands from one deployment) and options their ids: raised by 1 KB,
// within the 95 KB target. On 2026-11-28 a wizard page began to load only its own service's questions
// (domain/questions/): 88.0 -> 87.2 KB; the same day the services' descriptions and the table of every page's
// meta left the shared entry (loaded on a move to another page): 85.3-85.5 KB, lowered to 87; then the scroll-to-top
// button and the cursor follower, downloaded on the first scroll or mouse move: 84.2-84.4 KB, lowered to 86; then
// the Global Privacy Control notice, downloaded at the last step where it shows: 83.4-83.5 KB, lowered to 85; then
// the conversion tags' code, downloaded only for a site that sets a tag: 82.5-82.7 KB, lowered to 84.
// The Spanish version (every page also under /es): 84.4-84.6 KB, raised by 1 KB, within the 95 KB target. The
// shared entry now tells an /es path from an English one, links to the other language and names both in the
// page's hreflang (0.1-0.3 KB each); the English words themselves cost nothing, as English pages ask for their
// words by their English text and download no other language. Telling the languages apart at build time (a
// bundle per language) would take that back. On 2026-11-29 the review and the energy provider search began to
// load once the visitor is past the first step: 83.4-83.6 KB, lowered to 84.
const wizard: Budget = { kb: 84, targetKb: TARGET.wizard }; // 83.6 KB [141]

/** Per page, by path as the site links it. */
const BUDGETS: Record<string, Budget> = {
  // 2026-11-23 (15:30 UTC): no React app on the home page, its moving parts as plain-DOM enhancers. Was 84 (82.7 KB).
  '/': { kb: 7, targetKb: TARGET.home }, // 5.7 KB [102]; 7.1 before the scroll-to-top button loaded on a scroll
  // The issue for the Spanish pages sets the home page's 70 KB for the services list too. A list of links
  // without the React app since 2026-11-28 (69.6 KB with it).
  '/Services': { kb: 5, targetKb: TARGET.home }, // 3.8 KB [95]
  ...Object.fromEntries(SERVICES.map((s) => [servicePath(s), wizard])),
  '/About': { kb: 5, targetKb: TARGET.static }, // 3.8 KB [96]
  '/PartnerCompanies': { kb: 5, targetKb: TARGET.static }, // 3.8 KB [102]
  '/ThankYou': { kb: 5, targetKb: TARGET.static }, // 3.8 KB [95; 72 at 70.9 KB]
  '/UserTerms': { kb: 5, targetKb: TARGET.static }, // 3.8 KB [104]
  '/PrivacyPolicy': { kb: 5, targetKb: TARGET.static }, // 3.8 KB [101]
  // A legal page; its California request form is an island, loaded as the visitor nears it.
  '/CaliforniaPolicy': { kb: 5, targetKb: TARGET.static }, // 3.8 KB [140; 86 at 84.3 KB]
  // The forms: no target in the issue.
  // 74.2 KB with the Spanish version (its words and the language routing in the shared entry): raised by 1 KB.
  '/Contact': { kb: 75 }, // 72.6 KB [133; 77 at 75.2 KB]; 76.2 KB with its site's data, 74.6 without the meta table
  '/StopContact': { kb: 74 }, // 72.2 KB [130; 77 at 75.1 KB]
  '/DoNotSell': { kb: 75 }, // 73.1 KB [131]
  // A Spanish wizard: the English wizard's code, the Spanish words every page shows and the Spanish catalogue
  // (web/i18n/compiled/es.ts) with its service's own texts. 98.4 KB at first (2026-11-28), over the issue's
  // target; 92.6 KB once the pages' and the services' Spanish loaded apart, lowered to 94. On 2026-11-29, 90.7 KB in
  // 11 files (13 before): the catalogue and consent in one file with their reader, the wizard's words keyed by their
  // English, and the review and provider search loaded once under way; lowered to 92.
  '/es/Services/Solar': { kb: 92, targetKb: TARGET.wizard }, // 90.7 KB [95]
};

/**
 * The Spanish pages measured: the same code as their English pages but for the words,
 * so one of each kind that loads Spanish of its own stands for the rest (the whole list would double the
 * test's time). Each has its own budget above.
 */
const SPANISH_MEASURED: readonly string[] = ['/es/Services/Solar'];

/** Every prerendered English page, by the path the site links it as (the prerender's own list), and the Spanish ones above. */
function sitePaths(): string[] {
  const files = JSON.parse(readFileSync(join(STATIC_DIR, 'prerendered.json'), 'utf8')) as Record<string, string>;
  const paths = Object.values(files).map((file) => '/' + file.replace(/index\.html$/, '').replace(/\/$/, ''));
  return paths.filter((p) => langOfPath(p).lang === 'en' || SPANISH_MEASURED.includes(p));
}

/** Compressed bytes of the page's own scripts on a first visit (a fresh context: nothing cached). */
async function firstLoadJs(
  browser: Browser,
  baseURL: string,
  path: string,
): Promise<{ bytes: number; files: number; encodings: string[] }> {
  const context = await browser.newContext({ baseURL });
  try {
    // Scripts are asked for after the first paint: the measure starts once the app has started (the wrapped
    // goto waits for that) and ends when the page's requests have settled after it.
    const page = waitForAppOnLoad(await context.newPage());
    const settled = requestsSettled(page);
    const encodings = new Set<string>();
    page.on('response', (r) => {
      if (new URL(r.url()).origin === baseURL && r.url().endsWith('.js')) encodings.add(r.headers()['content-encoding'] ?? 'identity');
    });
    await page.goto(path);
    await settled();
    const sizes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => new URL(e.name).origin === location.origin && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => e.encodedBodySize),
    );
    return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length, encodings: [...encodings] };
  } finally {
    await context.close();
  }
}

/**
 * Pages measured at once, each in a context of its own. What is counted is bytes, which another page's load
 * beside it does not change; most of a page's time is the wait for its requests to settle, which overlaps.
 */
const AT_ONCE = 3;

test('every page’s first-load JavaScript stays within its budget', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const paths = sitePaths();
  const measured: Awaited<ReturnType<typeof firstLoadJs>>[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let i = next++; i < paths.length; i = next++) measured[i] = await firstLoadJs(browser, baseURL!, paths[i]!);
    }),
  );
  const encodings = new Set(measured.flatMap((m) => m.encodings));
  const rows = paths.map((path, i) => ({ path, kb: measured[i]!.bytes / KB, files: measured[i]!.files, budget: BUDGETS[path] }));
  const fmt = (n?: number) => (n === undefined ? '–' : n.toFixed(1));
  console.log(
    `first-load JS (${[...encodings].join(', ')}), KB:\n` +
      rows
        .map(
          (r) =>
            `${r.path.padEnd(24)} ${fmt(r.kb).padStart(6)} in ${r.files} files; budget ${fmt(r.budget?.kb)}, target ${fmt(r.budget?.targetKb)}`,
        )
        .join('\n'),
  );

  // What a visitor's browser is sent: compressed, or the figures would not be the ones the issue sets.
  expect([...encodings]).not.toContain('identity');
  // A page with no scripts counted means the measure is broken, not that the page is light.
  for (const r of rows) expect(r.files, r.path).toBeGreaterThan(0);
  // A new page needs a budget of its own.
  expect(rows.filter((r) => !r.budget).map((r) => r.path)).toEqual([]);
  expect(rows.filter((r) => r.kb > r.budget!.kb).map((r) => `${r.path}: ${fmt(r.kb)} KB > budget ${r.budget!.kb} KB`)).toEqual([]);
});
