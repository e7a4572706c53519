// `npm start` after a site's file changed renders that site's pages again and nothing else: the other sites'
// folders stay byte for byte (and file time for file time) as they were, the changed site's pages and their
// compressed copies show the new details, an added site gets its folder and a removed one loses it. A change
// to the code still takes the whole build. The server accepts such a partial rebuild and refuses a build
// made from other code, or a site's pages made from an older version of its file.
// A copy of this project serves as the deployment; its client build is this project's (npm run build), so
// only the sites' pages are rendered here, plus one full build for the code's path.
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkBuild } from '#server/build-check.ts';
import { loadSites } from '#server/sites/site-registry.ts';
import { killAll, ServerProcess } from '#tests/support/server-process.ts';
import { THREE_SITES, writeThreeSites } from '#tests/support/three-sites.ts';
import { copyProject } from '#tests/support/project-copy.ts';
import { inputsHash, readStamp, STAMP_FILE } from './build-stamp.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const [SOLAR, ROOFING, MOVERS] = THREE_SITES as [(typeof THREE_SITES)[0], (typeof THREE_SITES)[0], (typeof THREE_SITES)[0]];

let copy: string;
let build: string;
let sitesDir: string;
const env = { PATH: process.env.PATH, HOME: process.env.HOME };

async function start(): Promise<string> {
  return (await run(process.execPath, ['scripts/ensure-build.mjs'], { cwd: copy, env, maxBuffer: 16 * 1024 * 1024 })).stdout;
}

/** Every file of a folder with its content's hash and its modification time. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = `${createHash('sha256').update(readFileSync(path)).digest('hex')} ${statSync(path).mtimeMs}`;
    }
  };
  walk(dir);
  return out;
}

function editSite(file: string, change: Record<string, unknown>) {
  const path = join(sitesDir, file);
  writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), ...change }, null, 2));
}

const page = (id: string, file: string) => readFileSync(join(build, 'sites', id, file), 'utf8');
const sites = () => loadSites(join(copy, 'config'), sitesDir);

/** A page of the server for a host, as a browser that takes brotli gets it. */
function getPage(url: string, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { headers: { host, 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve((res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body).toString('utf8'));
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function spawnServerIn(dir: string): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: dir,
    env: { ...env, ENV_FILE: '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: join(dir, 'data/leads.db') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new ServerProcess(child);
}

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/server/entry-server.js')) || !existsSync(join(ROOT, 'dist/client/_template.html'))) {
    throw new Error('this test renders pages from the client build: run npm run build first');
  }
  copy = mkdtempSync(join(tmpdir(), 'build-sites-'));
  copyProject(copy, ['dist']);
  build = join(copy, 'dist/client');
  sitesDir = join(copy, 'config/sites');
  rmSync(sitesDir, { recursive: true, force: true });
  writeThreeSites(sitesDir);
  // The build is this project's, made from the same code as the copy's, for sites of a folder none of whose
  // pages are built yet: the first start renders all three.
  const stamp = readStamp(build)!;
  writeFileSync(join(build, STAMP_FILE), JSON.stringify({ ...stamp, inputs: inputsHash(copy), sites: {} }));
  expect(await start()).toContain('Sites solar, roofing, movers added: prerendering them (0 others unchanged)');
  for (const s of THREE_SITES) expect(page(s.id, 'index.html')).toContain(s.brand);
}, 120_000);
afterEach(async () => {
  await killAll();
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm start when only sites changed', () => {
  it("renders again the one site whose file changed, with its compressed copies, and leaves the others' files as they were", async () => {
    const solarBefore = snapshot(join(build, 'sites/solar'));
    const moversBefore = snapshot(join(build, 'sites/movers'));
    const roofingBefore = snapshot(join(build, 'sites/roofing'));
    editSite('b-roofing.json', {
      brand: 'Ridgetop Roofing Deals',
      legalName: 'Ridgetop Roofing Deals LLC',
      phone: '(512) 555-0177',
      phoneE164: '+15125550177',
    });

    // The site's 25 pages in English and again under /es, each language's in the sitemap.
    expect(await start()).toBe(
      'Site roofing changed: prerendering it (2 others unchanged)\n' +
        'site roofing: prerendered 50 pages, 404.html, sitemap.xml (48 URLs), robots.txt\n' +
        'precompressed 57 files\n',
    );
    expect(snapshot(join(build, 'sites/solar'))).toEqual(solarBefore);
    expect(snapshot(join(build, 'sites/movers'))).toEqual(moversBefore);
    const roofingAfter = snapshot(join(build, 'sites/roofing'));
    expect(Object.keys(roofingAfter).sort()).toEqual(Object.keys(roofingBefore).sort());
    expect(roofingAfter['index.html']).not.toBe(roofingBefore['index.html']);

    for (const file of ['index.html', 'About/index.html', 'Contact/index.html', '404.html']) {
      const html = page('roofing', file);
      expect(html, file).toContain('Ridgetop Roofing Deals');
      expect(html, file).toContain('(512) 555-0177');
      expect(html, file).not.toContain(ROOFING.brand);
      expect(html, file).not.toContain(ROOFING.phone);
      // The copies the server sends are of the new page, not the old one.
      const raw = readFileSync(join(build, 'sites/roofing', file));
      expect(brotliDecompressSync(readFileSync(join(build, 'sites/roofing', `${file}.br`))).equals(raw), `${file}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(build, 'sites/roofing', `${file}.gz`))).equals(raw), `${file}.gz`).toBe(true);
    }
    expect(readStamp(build)!.sites!.roofing!.brand).toBe('Ridgetop Roofing Deals');
    // Nothing left to do on the next start.
    expect(await start()).toBe('');

    // The server accepts the build, and each host gets its own pages.
    expect(checkBuild(build, sites(), inputsHash(copy))).toEqual({ ok: true });
    const server = spawnServerIn(copy);
    await server.waitListening(30_000);
    const roofing = await getPage(server.url, 'www.ridgelineroof.com', '/About');
    expect(roofing).toContain('Ridgetop Roofing Deals');
    expect(roofing).toContain('(512) 555-0177');
    for (const other of [SOLAR, MOVERS]) expect(roofing).not.toContain(other.brand);
    for (const own of [SOLAR, MOVERS]) {
      const html = await getPage(server.url, own.hosts[0]!, '/About');
      expect(html).toContain(own.brand);
      expect(html).toContain(own.phone);
      expect(html).not.toContain('Ridgetop Roofing Deals');
      expect(html).not.toContain('(512) 555-0177');
    }
  }, 90_000);

  it('refuses to start the server on pages made from an older version of a site file, until npm start renders them', async () => {
    editSite('c-movers.json', { phone: '(617) 555-0190', phoneE164: '+16175550190' });
    const check = checkBuild(build, sites(), inputsHash(copy));
    expect(check.ok).toBe(false);
    expect(check.ok || check.message).toMatch(/pages of site movers .* another version of its file/);
    expect(await start()).toContain('Site movers changed: prerendering it (2 others unchanged)');
    expect(page('movers', 'index.html')).toContain('(617) 555-0190');
    expect(checkBuild(build, sites(), inputsHash(copy))).toEqual({ ok: true });
  }, 60_000);

  it('gives an added site its folder, and removes a removed site with its folder', async () => {
    const others = snapshot(join(build, 'sites/solar'));
    writeFileSync(
      join(sitesDir, 'd-painters.json'),
      JSON.stringify({
        id: 'painters',
        hosts: ['www.brushwisepainters.com'],
        brand: 'Brushwise Painters',
        legalName: 'Brushwise Painters LLC',
        phone: '(303) 734-0404',
        phoneE164: '+13037340404',
        email: 'help@brushwisepainters.com',
        complianceEmail: 'privacy@brushwisepainters.com',
        address: { street: '1 Main St', city: 'Dover', state: 'DE', zip: '19901' },
        siteUrl: 'https://www.brushwisepainters.com',
      }),
    );
    expect(await start()).toContain('Site painters added: prerendering it (3 others unchanged)');
    expect(page('painters', 'index.html')).toContain('Brushwise Painters');
    expect(page('painters', 'sitemap.xml')).toContain('https://www.brushwisepainters.com/');
    expect(existsSync(join(build, 'sites/painters/index.html.br'))).toBe(true);

    rmSync(join(sitesDir, MOVERS.file));
    expect(await start()).toContain('Site movers removed: removing its pages (3 others unchanged)');
    expect(existsSync(join(build, 'sites/movers'))).toBe(false);
    expect(Object.keys(readStamp(build)!.sites!)).toEqual(['solar', 'roofing', 'painters']);
    expect(snapshot(join(build, 'sites/solar'))).toEqual(others);
    expect(checkBuild(build, sites(), inputsHash(copy))).toEqual({ ok: true });
    expect(await start()).toBe('');
  }, 60_000);

  it('rebuilds everything when a source file changed, and the server refuses the build until then', async () => {
    const about = join(copy, 'web/pages/about.tsx');
    writeFileSync(about, `${readFileSync(about, 'utf8')}\n// an edit\n`);
    const check = checkBuild(build, sites(), inputsHash(copy));
    expect(check.ok).toBe(false);
    expect(check.ok || check.message).toMatch(/made from other sources or configuration than this server's/);
    const refused = spawnServerIn(copy);
    expect((await refused.exited).code).not.toBe(0);
    expect(refused.output).toMatch(/made from other sources or configuration than this server's.*npm run build/s);

    const solarBefore = snapshot(join(build, 'sites/solar'));
    const out = await start();
    expect(out).toMatch(/^The configuration or the sources changed since the last build: building the site first/);
    // Every site's pages are new: the whole build was made again.
    const solarAfter = snapshot(join(build, 'sites/solar'));
    expect(solarAfter['index.html']).not.toBe(solarBefore['index.html']);
    for (const id of ['solar', 'roofing', 'painters']) expect(existsSync(join(build, 'sites', id, 'index.html'))).toBe(true);
    expect(checkBuild(build, sites(), inputsHash(copy))).toEqual({ ok: true });
    expect(await start()).toBe('');
  }, 240_000);
});
