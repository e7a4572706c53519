// The prose pages' script tags (domain/routes.ts' `hydrate: false`): the built page template loads the
// React app (web/index.html's entry and its preloads); these pages load web/static.ts instead. The manifest
// of its own build (vite.static.config.ts) names the files the build made of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const STATIC_ENTRY = 'static.ts';
/** The app's module script and the chunks Vite preloads for it, as Vite writes them into index.html. */
const APP_SCRIPTS = /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** The static entry's file and every chunk it imports statically, entry first. */
export function staticEntryFiles(manifest: Record<string, ManifestChunk>): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no ${key}`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(STATIC_ENTRY);
  return files;
}

/** `template` with the app's scripts replaced by the static entry's (its imports preloaded). */
export function withStaticEntry(template: string, manifest: Record<string, ManifestChunk>): string {
  const [entry, ...preloads] = staticEntryFiles(manifest);
  const tags = [
    `<script type="module" crossorigin src="/${entry}"></script>`,
    ...preloads.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  let placed = false;
  const html = template.replace(APP_SCRIPTS, () => {
    if (placed) return '';
    placed = true;
    return '\n    ' + tags.join('\n    ');
  });
  if (!placed) throw new Error('the page template has no module script to replace');
  return html;
}

export function readViteManifest(outDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'static-manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}
