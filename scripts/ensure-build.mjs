// `npm start`: build the site first when there is no build, or when the configuration (config/*.json)
// or the sources changed since the last one (the build stamp, see build-stamp.mjs).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildStatus } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const status = buildStatus(root);
if (!status.current) {
  console.log(`${status.reason}: building the site first (npm run build)...`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit', cwd: root });
}
