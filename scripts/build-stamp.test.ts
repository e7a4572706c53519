// Rebranding takes effect with the next start: the build stamp's code hash changes with config/, web/,
// domain/ and the build's own files (not with docs or tests, nor with a site's file in config/sites/, which
// has a hash of its own); `npm start` rebuilds when it changed; the server refuses to start on a build
// whose consent text it does not accept. One real rebuild, of a copy of
// this project with another brand, proves the whole chain: the new brand's consent text is accepted.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { CONSENT_VERSION, consentText } from '#domain/consent.ts';
import { SITE } from '#domain/site.ts';
import { FakeDns } from '#tests/support/fake-dns.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { killAll, ServerProcess, startServer } from '#tests/support/server-process.ts';
import { copyProject } from '#tests/support/project-copy.ts';
import { buildStatus, inputsHash, readStamp, siteHashes, STAMP_FILE } from './build-stamp.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const temps: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  temps.push(dir);
  return dir;
}

function write(root: string, file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

afterEach(async () => {
  await killAll();
});
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('the build stamp', () => {
  it('changes with the configuration, the web and domain sources and the build settings, not with docs or tests', () => {
    const root = tempDir();
    write(root, 'config/site.json', '{"brand":"Old Brand"}');
    write(root, 'web/app.tsx', 'export const x = 1;');
    write(root, 'web/app.test.tsx', 'test');
    write(root, 'domain/consent.ts', 'export const t = "I agree";');
    write(root, 'scripts/build.ts', '// build');
    write(root, 'vite.config.ts', 'export default {};');
    write(root, 'docs/notes.md', 'notes');
    const first = inputsHash(root);
    write(root, 'docs/notes.md', 'other notes');
    write(root, 'web/app.test.tsx', 'another test');
    // A site of config/sites/ is no input of the code: its pages are rendered again on their own.
    write(root, 'config/sites/a-solar.json', '{"brand":"Solar"}');
    write(root, 'config/sites/solar/partner-companies.json', '["Acme"]');
    expect(inputsHash(root)).toBe(first);

    const changes: [string, string][] = [
      ['config/site.json', '{"brand":"New Brand"}'],
      ['config/partner-companies.json', '["Acme"]'],
      ['web/assets/logo-mark.svg', '<svg/>'],
      ['domain/consent.ts', 'export const t = "I agree, again";'],
      ['content/legal/es/terms-of-use.md', '---\ntitle: Términos de uso\n---'],
      ['scripts/build.ts', '// build, changed'],
      ['vite.config.ts', 'export default { base: "/" };'],
    ];
    let previous = first;
    for (const [file, text] of changes) {
      write(root, file, text);
      const now = inputsHash(root);
      expect(now, file).not.toBe(previous);
      previous = now;
    }
    rmSync(join(root, 'web/assets/logo-mark.svg'));
    expect(inputsHash(root)).not.toBe(previous);
  });

  it('tells npm start to build when there is no build, no stamp, or the sources changed', () => {
    const root = tempDir();
    write(root, 'config/site.json', '{"brand":"Old Brand"}');
    write(root, 'web/app.tsx', 'export const x = 1;');
    expect(buildStatus(root)).toEqual({ current: false, reason: 'No build found' });
    write(root, 'dist/client/index.html', '<html></html>');
    expect(buildStatus(root).current).toBe(false);
    write(root, `dist/client/${STAMP_FILE}`, JSON.stringify({ inputs: inputsHash(root) }));
    expect(buildStatus(root)).toEqual({ current: true, reason: 'The build is up to date' });
    write(root, 'config/site.json', '{"brand":"New Brand"}');
    expect(buildStatus(root)).toEqual({ current: false, reason: 'The configuration or the sources changed since the last build' });
  });

  it('keeps one hash per site, over its file and its folder, and names the sites that changed, came or went', () => {
    const root = tempDir();
    write(root, 'config/site.json', '{"brand":"Deployment"}');
    write(root, 'web/app.tsx', 'export const x = 1;');
    write(root, 'config/sites/a-solar.json', '{"id":"solar","brand":"Solar","partnersFile":"solar/partner-companies.json"}');
    write(root, 'config/sites/solar/partner-companies.json', '["Acme"]');
    write(root, 'config/sites/b-roofing.json', '{"brand":"Roofing"}');
    write(root, 'config/sites/c-movers.json', '{"brand":"Movers"}');
    const sites = siteHashes(join(root, 'config/sites'))!;
    expect(Object.keys(sites)).toEqual(['solar', 'b-roofing', 'c-movers']);
    write(root, 'dist/client/index.html', '<html></html>');
    write(root, `dist/client/${STAMP_FILE}`, JSON.stringify({ inputs: inputsHash(root), sites: mapValues(sites) }));
    expect(buildStatus(root)).toEqual({ current: true, reason: 'The build is up to date' });

    write(root, 'config/sites/solar/partner-companies.json', '["Acme", "Bolt"]');
    expect(buildStatus(root)).toEqual({
      current: false,
      reason: 'Site solar changed: prerendering it (2 others unchanged)',
      sites: { changed: ['solar'], added: [], removed: [], unchanged: 2 },
    });
    write(root, 'config/sites/b-roofing.json', '{"brand":"Roofing Now"}');
    write(root, 'config/sites/d-painters.json', '{"brand":"Painters"}');
    rmSync(join(root, 'config/sites/c-movers.json'));
    expect(buildStatus(root)).toEqual({
      current: false,
      reason:
        'Sites solar, b-roofing changed, site d-painters added, site c-movers removed: prerendering them and removing its pages (0 others unchanged)',
      sites: { changed: ['solar', 'b-roofing'], added: ['d-painters'], removed: ['c-movers'], unchanged: 0 },
    });
    // The code changed as well: everything is built again.
    write(root, 'web/app.tsx', 'export const x = 2;');
    expect(buildStatus(root)).toEqual({ current: false, reason: 'The configuration or the sources changed since the last build' });
  });

  it('builds everything when the sites move between config/site.json and config/sites/', () => {
    const root = tempDir();
    write(root, 'config/site.json', '{"brand":"Deployment"}');
    write(root, 'dist/client/index.html', '<html></html>');
    write(root, `dist/client/${STAMP_FILE}`, JSON.stringify({ inputs: inputsHash(root) }));
    expect(buildStatus(root).current).toBe(true);
    write(root, 'config/sites/a-solar.json', '{"brand":"Solar"}');
    expect(buildStatus(root)).toEqual({ current: false, reason: 'The sites are now in a folder of their own' });
    write(root, `dist/client/${STAMP_FILE}`, JSON.stringify({ inputs: inputsHash(root), sites: { 'a-solar': { inputs: 'x' } } }));
    rmSync(join(root, 'config/sites/a-solar.json'));
    expect(buildStatus(root)).toEqual({ current: false, reason: 'The sites folder has no site now' });
  });
});

/** A stamp's `sites` for these hashes, as the build writes it (the wording and brand do not matter here). */
function mapValues(hashes: Record<string, string>) {
  return Object.fromEntries(Object.entries(hashes).map(([id, inputs]) => [id, { consentText: '', brand: id, inputs }]));
}

describe('the server at start', () => {
  function builtSite(text: string, brand: string): string {
    const dir = tempDir();
    write(dir, 'index.html', '<!doctype html><title>site</title>');
    write(
      dir,
      STAMP_FILE,
      // Made from this project's code as it is (the server refuses a build made from other code).
      JSON.stringify({
        inputs: inputsHash(ROOT),
        consentText: text,
        consentVersion: CONSENT_VERSION,
        brand,
        builtAt: new Date().toISOString(),
      }),
    );
    return dir;
  }

  it('refuses to start on a build that shows a consent text it does not accept, saying why', async () => {
    const stale = builtSite(consentText().replace(SITE.brand, 'Some Old Brand'), 'Some Old Brand');
    const db = join(tempDir(), 'leads.db');
    await expect(startServer({ DATABASE_URL: db, STATIC_DIR: stale })).rejects.toThrow(
      /consent text this server does not accept \(built for "Some Old Brand".*npm run build/s,
    );
  });

  it('starts on a build that shows its own consent text', async () => {
    const own = builtSite(consentText(), 'current');
    const server = await startServer({ DATABASE_URL: join(tempDir(), 'leads.db'), STATIC_DIR: own });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe('rebranding a copy of the site', () => {
  const dns = new FakeDns();
  beforeAll(async () => {
    await dns.start();
  });
  afterAll(async () => {
    await dns.stop();
  });

  it('rebuilds on the next start, and the new brand consent text is the one accepted', async () => {
    const copy = tempDir();
    copyProject(copy);
    // A build made for the old brand, as the copy stood before the operator's edit.
    const oldText = consentText();
    write(copy, 'dist/client/index.html', '<!doctype html><title>old</title>');
    write(copy, `dist/client/${STAMP_FILE}`, JSON.stringify({ inputs: inputsHash(copy), consentText: oldText, brand: 'old' }));
    expect(buildStatus(copy).current).toBe(true);

    const site = JSON.parse(readFileSync(join(copy, 'config/site.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(copy, 'config/site.json'),
      JSON.stringify({ ...site, brand: 'Acme Home Match', complianceEmail: 'privacy@acme.example' }, null, 2),
    );

    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    const start = await run(process.execPath, ['scripts/ensure-build.mjs'], { cwd: copy, env, maxBuffer: 16 * 1024 * 1024 });
    expect(start.stdout).toContain('The configuration or the sources changed since the last build: building the site first');
    const stamp = readStamp(join(copy, 'dist/client'))!;
    expect(stamp.brand).toBe('Acme Home Match');
    expect(stamp.consentText).toContain('express written consent to Acme Home Match and its partner companies');
    expect(stamp.consentText).toContain('privacy@acme.example');
    expect(existsSync(join(copy, 'dist/client/index.html'))).toBe(true);
    // The app shell (pages served without their own prerendered file) carries the new name only.
    const shell = readFileSync(join(copy, 'dist/client/_shell.html'), 'utf8');
    expect(shell).toMatch(/<title>[^<]*Acme Home Match[^<]*<\/title>/);
    expect(shell).not.toContain(SITE.brand);
    // The next start finds the build current and does not build again.
    expect((await run(process.execPath, ['scripts/ensure-build.mjs'], { cwd: copy, env })).stdout).toBe('');

    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: copy,
      env: { ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: join(copy, 'data/leads.db'), DNS_SERVERS: dns.server },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child);
    try {
      await server.waitListening(30_000);
      const solar = findServiceByTitle('Solar')!;
      const post = (tcpaText: string) =>
        fetch(`${server.url}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(validLead(solar, { tcpaText })),
        });
      const fresh = await post(stamp.consentText);
      expect(fresh.status).toBe(201);
      expect(((await fresh.json()) as { status: string }).status).toBe('not_configured');
      expect((await post(oldText)).status).toBe(422);
      // The pages carry the new brand too.
      expect(await (await fetch(`${server.url}/About`)).text()).toContain('Acme Home Match');
    } finally {
      server.kill('SIGKILL');
      await server.exited;
    }
  }, 240_000);
});
