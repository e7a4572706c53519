// After the console's own build (vite.admin.config.ts): the console's HTML, admin/index.html, becomes two
// files. admin/index.html holds the sign-in page rendered by the console's own components, with the
// console's stylesheet inline and its scripts asked for after the first paint, as the public pages are
// (inline-stylesheet.ts, after-first-paint.ts): an operator who is not signed in sees the form from the
// HTML alone, instead of after an 80 KB script (an LCP of 1.7 s). admin/_shell.html is the empty page
// for an operator who is signed in, whose dashboard only the app can draw: its scripts load at once.
// The server picks between them by the session cookie (server/routes/page-routes.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Console, createConsoleQueryClient } from '../web/admin/console.tsx';
import { loadAfterFirstPaint } from './after-first-paint.ts';
import { inlineStylesheets } from './inline-stylesheet.ts';

const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist/client');
const file = join(outDir, 'admin', 'index.html');
const EMPTY_ROOT = '<div id="root"></div>';

/** The markup the console draws for someone not signed in (what main.tsx hydrates). */
function renderSignIn(): string {
  const queryClient = createConsoleQueryClient();
  queryClient.setQueryData(['me'], null);
  const Router = ({ basename, children }: { basename: string; children: ReactNode }) => (
    <StaticRouter basename={basename} location="/admin">
      {children}
    </StaticRouter>
  );
  return renderToString(<Console queryClient={queryClient} Router={Router} />);
}

const built = inlineStylesheets(readFileSync(file, 'utf8'), outDir);
if (!built.includes(EMPTY_ROOT)) throw new Error(`${file} has no empty ${EMPTY_ROOT} to render the sign-in page into`);
writeFileSync(join(outDir, 'admin', '_shell.html'), built);
writeFileSync(
  file,
  loadAfterFirstPaint(built)
    // The title the sign-in page's heading gives the tab once the app runs (components/page-heading.tsx).
    .replace(/<title>[^<]*<\/title>/, '<title>Sign in to the console · Operator console</title>')
    .replace(EMPTY_ROOT, `<div id="root">${renderSignIn()}</div>`),
);
console.log('prerendered the console sign-in page (admin/index.html) and the signed-in shell (admin/_shell.html)');
