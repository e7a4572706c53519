// `npm run build`: the client bundle, the server-side entry used only for prerendering, then the
// prerendered pages, and last the build stamp (what the build was made from, and the consent text it
// shows). BUILD_OUT_DIR moves the output (default dist/client, SSR entry in dist/server).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONSENT_VERSION, consentSegments, consentText } from '../domain/consent.ts';
import { siteStamps } from '../server/build-check.ts';
import { loadSites } from '../server/sites/site-registry.ts';
import { inputsHash, siteHashes, STAMP_FILE, type BuildStamp } from './build-stamp.mjs';
import { precompress } from './precompress.ts';
import { restoreAssets, stashAssets } from './retain-assets.ts';

const clientDir = process.env.BUILD_OUT_DIR ?? 'dist/client';
const ssrDir = process.env.BUILD_OUT_DIR ? `${process.env.BUILD_OUT_DIR}-ssr` : 'dist/server';
const run = (args: string[]) => execFileSync(process.execPath, args, { stdio: 'inherit' });
const vite = resolve('node_modules/vite/bin/vite.js');
// Hashed before building: a source edited during the build makes the next start build again.
const inputs = inputsHash(process.cwd());
const sitesDir = process.env.SITES_DIR ? resolve(process.env.SITES_DIR) : resolve('config/sites');
const siteInputs = siteHashes(sitesDir);

// The previous build's code files stay servable for a while (scripts/retain-assets.ts).
const previousAssets = stashAssets(resolve(clientDir));
run([vite, 'build', '--logLevel', 'warn']);
// The pages without the app: web/static.ts and its islands, built apart (vite.static.config.ts says why).
run([vite, 'build', '--config', 'vite.static.config.ts', '--logLevel', 'warn']);
// The operator console: its own build beside the site's (vite.admin.config.ts says why).
run([vite, 'build', '--config', 'vite.admin.config.ts', '--logLevel', 'warn']);
// Its sign-in page prerendered into its HTML, and the empty shell for the signed-in (prerender-console.tsx).
run(['--import', 'tsx', 'scripts/prerender-console.tsx']);
run([vite, 'build', '--ssr', 'entry-server.tsx', '--outDir', resolve(ssrDir), '--emptyOutDir', '--logLevel', 'warn']);
run(['--import', 'tsx', 'scripts/prerender.ts']);
const compressed = precompress(resolve(clientDir));
// Written last: a build that stopped half-way has no stamp, so the next start builds again.
// The sites as the prerender read them (scripts/prerender.ts): each one's wording, which the server checks at start.
const sites = loadSites(resolve('config'), sitesDir);
const first = sites.first;
const stamp: BuildStamp = {
  inputs,
  consentText: consentText(consentSegments(undefined, first)),
  consentVersion: CONSENT_VERSION,
  brand: first.brand,
  // Each site with the hash of its files as they were when the build began (the code's, likewise).
  ...(sites.perSite && {
    sites: Object.fromEntries(Object.entries(siteStamps(sites)).map(([id, s]) => [id, { ...s, inputs: siteInputs?.[id] }])),
  }),
  builtAt: new Date().toISOString(),
};
writeFileSync(join(resolve(clientDir), STAMP_FILE), JSON.stringify(stamp, null, 2));
console.log(`precompressed ${compressed} files; built ${clientDir} (stamp ${inputs.slice(0, 12)})`);
console.log(`kept ${restoreAssets(resolve(clientDir), previousAssets)} files of earlier builds for visitors still on them`);
