// `npm run build`: the client bundle, the server-side entry used only for prerendering, then the
// prerendered pages. BUILD_OUT_DIR moves the output (default dist/client, SSR entry in dist/server).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { precompress } from './precompress.ts';
import { restoreAssets, stashAssets } from './retain-assets.ts';

const clientDir = process.env.BUILD_OUT_DIR ?? 'dist/client';
const ssrDir = process.env.BUILD_OUT_DIR ? `${process.env.BUILD_OUT_DIR}-ssr` : 'dist/server';
const run = (args: string[]) => execFileSync(process.execPath, args, { stdio: 'inherit' });
const vite = resolve('node_modules/vite/bin/vite.js');

// The previous build's code files stay servable for a while (scripts/retain-assets.ts).
const previousAssets = stashAssets(resolve(clientDir));
run([vite, 'build', '--logLevel', 'warn']);
// The operator console: its own build beside the site's (vite.admin.config.ts says why).
run([vite, 'build', '--config', 'vite.admin.config.ts', '--logLevel', 'warn']);
run([vite, 'build', '--ssr', 'entry-server.tsx', '--outDir', resolve(ssrDir), '--emptyOutDir', '--logLevel', 'warn']);
run(['--import', 'tsx', 'scripts/prerender.ts']);
console.log(`precompressed ${precompress(resolve(clientDir))} files; built ${clientDir}`);
console.log(`kept ${restoreAssets(resolve(clientDir), previousAssets)} files of earlier builds for visitors still on them`);
