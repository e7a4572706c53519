// A copy of this project in a folder of a test's own, to run `npm start` and the build scripts on without
// touching the checkout: what a build and the server read (the sources, config/, the legal texts in content/,
// the package and TypeScript settings, the Vite configs), with node_modules linked, not copied.
import { cpSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROJECT = ['config', 'web', 'domain', 'content', 'scripts', 'server', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** Copies the project into `copy` (an existing, empty folder); `extra` names more entries, such as the build in 'dist'. */
export function copyProject(copy: string, extra: readonly string[] = []): void {
  const viteConfigs = readdirSync(ROOT).filter((f) => /^vite.*\.config\.ts$/.test(f));
  for (const entry of [...PROJECT, ...viteConfigs, ...extra]) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
}
