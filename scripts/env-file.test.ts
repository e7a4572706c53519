// `.env` is read by `npm start` and the scripts that use the database, the environment winning over the
// file; a missing file is fine and a malformed one stops the start with one line. The start is proved on
// a copy of the project, with a .env of its own naming another port and database.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consentText } from '#domain/consent.ts';
import { SITE } from '#domain/site.ts';
import { loadEnvFile, malformedLine } from '../server/env-file.ts';
import { copyProject } from '#tests/support/project-copy.ts';
import { inputsHash, STAMP_FILE } from './build-stamp.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const temps: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
  temps.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('the .env parser check', () => {
  it('passes comments, blank lines, export, quotes and quoted values over several lines', () => {
    expect(
      malformedLine('# a comment\n\nPORT=4000\nexport HOST=127.0.0.1\r\nA="x # y" # note\nB=\'q\'\nC="one\ntwo"\nD=\nE.F = 1\n'),
    ).toBeUndefined();
  });

  it('passes .env.example, which the README says to copy to .env', () => {
    expect(malformedLine(readFileSync(join(ROOT, '.env.example'), 'utf8'))).toBeUndefined();
  });

  it('names the first line that is not NAME=value, and a quote never closed', () => {
    // On Node 20 its own parser drops every variable after `=x`, and glues `oops` to the next name.
    expect(malformedLine('PORT=4000\n=x\nHOST=h')).toEqual({ line: 2, reason: 'expected NAME=value' });
    expect(malformedLine('PORT=4000\noops\nHOST=h')).toEqual({ line: 2, reason: 'expected NAME=value' });
    expect(malformedLine('A=1\nB="open\nC=3')).toEqual({ line: 2, reason: 'the " that opens the value is never closed' });
  });
});

describe('loadEnvFile', () => {
  const KEYS = ['ENVFILE_T_A', 'ENVFILE_T_B', 'ENVFILE_T_C', 'ENV_FILE'];
  afterEach(() => {
    for (const k of KEYS) delete process.env[k];
  });

  it('fills what the environment does not set, and leaves what it sets, even empty', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.env'), 'ENVFILE_T_A=from-file\nENVFILE_T_B=from-file\nENVFILE_T_C=from-file\n');
    process.env.ENVFILE_T_A = 'from-env';
    process.env.ENVFILE_T_B = '';
    expect(loadEnvFile(dir)).toBe(join(dir, '.env'));
    expect([process.env.ENVFILE_T_A, process.env.ENVFILE_T_B, process.env.ENVFILE_T_C]).toEqual(['from-env', '', 'from-file']);
  });

  it('is fine without a .env, reads ENV_FILE when it names one, and none when ENV_FILE is empty', () => {
    const dir = tempDir();
    expect(loadEnvFile(dir)).toBeUndefined();
    writeFileSync(join(dir, 'prod.env'), 'ENVFILE_T_A=prod\n');
    writeFileSync(join(dir, '.env'), 'ENVFILE_T_A=dev\n');
    process.env.ENV_FILE = '';
    expect(loadEnvFile(dir)).toBeUndefined();
    expect(process.env.ENVFILE_T_A).toBeUndefined();
    process.env.ENV_FILE = 'prod.env';
    loadEnvFile(dir);
    expect(process.env.ENVFILE_T_A).toBe('prod');
    process.env.ENV_FILE = 'missing.env';
    expect(() => loadEnvFile(dir)).toThrow(`Cannot read ${join(dir, 'missing.env')}: no such file.`);
  });

  it('refuses a malformed file in one line and sets nothing from it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.env'), 'ENVFILE_T_A=1\nENVFILE_T_B 2\n');
    expect(() => loadEnvFile(dir)).toThrow(`${join(dir, '.env')} line 2: expected NAME=value (a comment line starts with #).`);
    expect(process.env.ENVFILE_T_A).toBeUndefined();
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something answers GET /healthz on the port, polling until `timeoutMs`. */
async function answers(port: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  do {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  } while (Date.now() < until);
  return false;
}

describe('npm start and the scripts on a copy of the project with its own .env', () => {
  let copy: string;
  const children: ChildProcess[] = [];
  // npm runs the start script in a shell of its own: the whole process group is stopped.
  const stopAll = () => {
    for (const child of children.splice(0)) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  afterEach(stopAll);

  beforeAll(() => {
    copy = tempDir();
    copyProject(copy);
    // A build current for these sources, so `npm start` starts at once instead of building.
    mkdirSync(join(copy, 'dist/client'), { recursive: true });
    writeFileSync(join(copy, 'dist/client/index.html'), '<!doctype html><title>copy</title>');
    writeFileSync(
      join(copy, 'dist/client', STAMP_FILE),
      JSON.stringify({ inputs: inputsHash(copy), consentText: consentText(), brand: SITE.brand }),
    );
  });

  const env = (extra: Record<string, string> = {}) => ({ PATH: process.env.PATH, HOME: process.env.HOME ?? copy, ...extra });
  const npmStart = (extra: Record<string, string> = {}) => {
    const child = spawn('npm', ['start'], { cwd: copy, env: env(extra), stdio: 'ignore', detached: true });
    children.push(child);
    return child;
  };

  it('listens on the port and uses the database its .env names', async () => {
    const port = await freePort();
    writeFileSync(
      join(copy, '.env'),
      `# this copy's settings\nPORT=${port}\nHOST=127.0.0.1\nDATABASE_URL=./data/from-dotenv.db\nLOG_LEVEL=warn\n`,
    );
    npmStart();
    expect(await answers(port, 90_000)).toBe(true);
    expect(existsSync(join(copy, 'data/from-dotenv.db'))).toBe(true);
  }, 120_000);

  it('lets the environment win over .env', async () => {
    const [filePort, envPort] = [await freePort(), await freePort()];
    writeFileSync(join(copy, '.env'), `PORT=${filePort}\nHOST=127.0.0.1\nDATABASE_URL=./data/from-dotenv.db\n`);
    npmStart({ PORT: String(envPort) });
    expect(await answers(envPort, 90_000)).toBe(true);
    expect(await answers(filePort, 0)).toBe(false);
  }, 120_000);

  it('refuses a malformed .env with one line that names it', async () => {
    writeFileSync(join(copy, '.env'), 'PORT=4999\nHOST 127.0.0.1\n');
    const failed = await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: copy, env: env() }).catch((e: unknown) => e);
    expect(failed).toMatchObject({
      code: 1,
      stderr: `${join(copy, '.env')} line 2: expected NAME=value (a comment line starts with #).\n`,
    });
  }, 60_000);

  it("runs npm run operator and npm run doctor on .env's database and settings", async () => {
    writeFileSync(
      join(copy, '.env'),
      'DATABASE_URL=./data/operators-from-dotenv.db\nLEAD_FORWARD_URL=https://leads.networkpartner.com/api\n',
    );
    const list = await run('npm', ['run', '-s', 'operator', '--', 'list'], { cwd: copy, env: env() });
    expect(list.stdout).toContain('No operators yet.');
    expect(existsSync(join(copy, 'data/operators-from-dotenv.db'))).toBe(true);
    const doctor = await run('npm', ['run', '-s', 'doctor'], { cwd: copy, env: env() }).catch((e: { stdout: string }) => e);
    // The network .env names is configured; the shipped config's problems remain.
    expect(doctor.stdout).not.toContain('LEAD_FORWARD_URL is unset');
    expect(doctor.stdout).toContain('No admin operator account');
  }, 120_000);
});
