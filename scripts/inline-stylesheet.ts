// The built pages carry the site's stylesheet inline instead of linking it. A linked stylesheet blocks
// the first paint until it has come back over the network: on a phone that is a round trip and 8 KB
// after the HTML, most of the time before the first text shows. The file itself stays in
// dist/client/assets for the dev server, the no-JS contact answer and any page still linking it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Vite writes the entry's stylesheet as one link in the head of index.html.
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/**
 * The page with each of its /assets stylesheets' links replaced by a <style> holding the file's text
 * (read from outDir). The style keeps the file's address in data-href, for whatever needs the file.
 */
export function inlineStylesheets(html: string, outDir: string): string {
  const inlined = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = readFileSync(join(outDir, href), 'utf8');
    // A stylesheet cannot end the element early: '</style' in it (in a string or a comment) would.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined as it is`);
    return `<style data-href="${href}">${css}</style>`;
  });
  // A link written some other way (a Vite upgrade) would silently bring the blocking request back.
  const left = /<link[^>]*rel="stylesheet"[^>]*>/.exec(inlined);
  if (left) throw new Error(`a stylesheet link was not inlined: ${left[0]}`);
  return inlined;
}
