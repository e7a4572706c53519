// `npm start` on a fresh clone: build the site first if there is no build yet.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../dist/client/index.html', import.meta.url))) {
  console.log('No build found: building the site first (npm run build)...');
  execSync('npm run build', { stdio: 'inherit' });
}
