// `npm start`: build the site first when there is no build, or when the code or the configuration it is
// built from changed since the last one; when only sites of config/sites/ changed, render just those sites'
// pages again (and remove a removed site's), which takes seconds instead of minutes (build-stamp.mjs).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildStatus } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const status = buildStatus(root);
const tsx = (script, args = []) => execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit', cwd: root });
if (status.sites) {
  console.log(status.reason);
  tsx('scripts/build-sites.ts', [...status.sites.changed, ...status.sites.added]);
} else if (!status.current) {
  console.log(`${status.reason}: building the site first (npm run build)...`);
  tsx('scripts/build.ts');
}
