// The console's own name (its header, its sign-in and password pages). The console serves every site of the
// deployment, so its name is not in the bundle: the server decides it at start (server/sites/console-brand.ts:
// CONSOLE_NAME, the one site's brand, or with several sites a name that is no brand's) and writes it into
// the page's <meta name="console-name">, and into the prerendered sign-in page where the build left the mark.
const MARK = '__CONSOLE_NAME__';

/** What a page shows before the server's name reaches it (a page served by something else: a dev server, a test). */
const UNNAMED = 'Operator';

export function consoleName(): string {
  // The prerender (no document) writes the mark, which the server replaces with the name.
  if (typeof document === 'undefined') return MARK;
  const name = document.querySelector<HTMLMetaElement>('meta[name="console-name"]')?.content.trim();
  return name && name !== MARK ? name : UNNAMED;
}
