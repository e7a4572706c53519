// What every screenshot script (scripts/screenshots*.ts) starts and stops: the built site served by the
// real server on a free port with a fresh SQLite database and the fake DNS (and the fake contractor network
// when the script sends leads on), headless Chromium as the browser tests launch it, the output folder,
// and the operator CLI for the console's pictures. BUILD_OUT_DIR serves another build.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { FakeDns } from '../tests/support/fake-dns.ts';
import { FakeNetwork } from '../tests/support/fake-network.ts';
import { startServer } from '../tests/support/server-process.ts';

// SCREENSHOTS_DIR sends a look-over's pictures elsewhere, leaving the committed ones alone.
export const OUT = process.env.SCREENSHOTS_DIR ?? 'docs/screenshots';

/** The two sizes every picture is taken at: a phone at its pixel density, and a desktop. */
export const SCREENS = [
  { width: 390, height: 844, tag: 'phone', scale: 2 },
  { width: 1280, height: 800, tag: 'desktop', scale: 1 },
] as const;
export type Screen = (typeof SCREENS)[number];

/** A page of its own (a new context: no cookies shared) at the screen's size. */
export async function pageAt(browser: Browser, screen: Screen): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.scale });
  return context.newPage();
}

/** Signs in on the console's own form, as an operator would, and waits for the dashboard. */
export async function signInToConsole(page: Page, base: string, who: { email: string; password: string }): Promise<void> {
  await page.goto(`${base}/admin`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/**
 * Takes `OUT/<prefix><name>.png` once the page is idle: the full length by default, `'viewport'` for what
 * the screen shows, or a number of screen heights from the top of a long page (a lead's payload runs on).
 */
export function shooter(prefix: string) {
  return async (page: Page, name: string, length?: number | 'viewport'): Promise<void> => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const { width, height } = page.viewportSize()!;
    const clip =
      typeof length === 'number'
        ? { x: 0, y: 0, width, height: Math.min(height * length, await page.evaluate(() => document.documentElement.scrollHeight)) }
        : undefined;
    await page.screenshot({ path: `${OUT}/${prefix}${name}.png`, fullPage: length !== 'viewport', clip });
  };
}

export interface ScreenshotSite {
  readonly base: string;
  readonly databaseUrl: string;
  readonly browser: Browser;
  /** The fake contractor network, when asked for. */
  readonly network: FakeNetwork | undefined;
  /** A JSON POST to the site, as the browser's fetch would send it. */
  post(path: string, body: unknown): Promise<Response>;
  /** An operator account made with the real CLI (`npm run operator -- add`). */
  addOperator(who: { email: string; password: string }, role: 'admin' | 'viewer'): void;
  close(): Promise<void>;
}

export async function startScreenshotSite(
  name: string,
  {
    network: withNetwork = false,
    env = {},
    startTimeoutMs,
  }: {
    network?: boolean;
    env?: Record<string, string>;
    /** How long the server may take to start (a loaded machine may need longer than the default). */
    startTimeoutMs?: number;
  } = {},
): Promise<ScreenshotSite> {
  const databaseUrl = join(mkdtempSync(join(tmpdir(), `${name}-shots-`)), 'db.sqlite');
  const dns = await new FakeDns().start();
  const network = withNetwork ? await new FakeNetwork().start() : undefined;
  // On a free port of its own: never a server some earlier run left behind. A loaded machine (several builds
  // and test runs at once) can take longer than the tests' default to start it.
  const server = await startServer(
    {
      DATABASE_URL: databaseUrl,
      DNS_SERVERS: dns.server,
      STATIC_DIR: process.env.BUILD_OUT_DIR ?? 'dist/client',
      ...(network ? { LEAD_FORWARD_URL: network.url } : {}),
      // A port of the caller's choosing when machines share a range plan (E2E_PORT_BASE); a free one otherwise.
      ...(process.env.SCREENSHOTS_PORT ? { PORT: process.env.SCREENSHOTS_PORT } : {}),
      ...env,
    },
    { timeoutMs: startTimeoutMs ?? 90_000 },
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  mkdirSync(OUT, { recursive: true });
  return {
    base: server.url,
    databaseUrl,
    browser,
    network,
    post: (path, body) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    addOperator: (who, role) =>
      void execFileSync('npm', ['run', '--silent', 'operator', '--', 'add', '--email', who.email, '--role', role], {
        input: `${who.password}\n`,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['pipe', 'ignore', 'ignore'],
      }),
    async close() {
      await browser.close();
      server.kill('SIGTERM');
      await server.exited;
      await network?.stop();
      await dns.stop();
    },
  };
}
