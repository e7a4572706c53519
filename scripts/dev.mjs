// `npm run dev`: the Vite dev server (the site, with /api proxied to port 3000) and the API server in
// watch mode (tsx watch restarts it on every change to server/ or domain/), together in one terminal.
// When either stops, the other is stopped too, so no orphan keeps the port.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

const children = [
  spawn(bin('vite'), process.argv.slice(2), { cwd: root, stdio: 'inherit' }),
  // The dev server has no build of its own to serve: the API alone, on the port Vite proxies to.
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Nor does it check one: a build left from an earlier `npm start` is older than the sources being edited,
    // and the server refuses to start on a build made from other sources.
    env: { STATIC_DIR: 'dist/no-build-in-dev', ...process.env, PORT: '3000' },
  }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
