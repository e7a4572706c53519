// After `vite build` (client) and `vite build --ssr` (entry-server): renders every site's pages
// (scripts/prerender-sites.ts) into the client build. The sites are the server's: config/sites/*.json, or
// config/site.json alone; SITES_DIR moves the folder, as it does for the server.
import { resolve } from 'node:path';
import { loadSites } from '../server/sites/site-registry.ts';
import { prerenderSites } from './prerender-sites.ts';

const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist/client');
const ssrEntry = resolve(process.env.BUILD_OUT_DIR ? `${process.env.BUILD_OUT_DIR}-ssr` : 'dist/server', 'entry-server.js');
const sites = loadSites(resolve('config'), process.env.SITES_DIR ? resolve(process.env.SITES_DIR) : undefined);

for (const line of await prerenderSites({ templateDir: outDir, outDir, ssrEntry, sites })) console.log(line);
