// Rewrites a built page's script tags so its JavaScript is requested after the first paint
// (domain/app-loader.ts says why): Vite's module script and modulepreload links become one
// <meta name="app-scripts"> listing them (entry first) and the loader script.
import { APP_LOADER_SCRIPT } from '../domain/app-loader.ts';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function loadAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1]!);
  if (entries.length !== 1) throw new Error(`a page must have exactly one module script, found ${entries.length}`);
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const urls = [entries[0]!, ...preloads];
  if (urls.some((u) => !/^\/[\w./-]+$/.test(u))) throw new Error(`unexpected script URL in ${urls.join(' ')}`);
  const tags = `\n    <meta name="app-scripts" content="${urls.join(' ')}">\n    <script type="module">${APP_LOADER_SCRIPT}</script>`;
  let placed = false;
  return html.replace(ENTRY, () => (placed ? '' : ((placed = true), tags))).replace(PRELOAD, '');
}
