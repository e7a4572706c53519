// Drives the operator console the way an operator does: operators are made with the real CLI against the
// main e2e server's database (this worker's stack's), and sign in through the console's own form. Shared by
// the console specs.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { dataDir } from './servers.ts';
import { expect, type Page } from './test.ts';

export interface Operator {
  email: string;
  password: string;
}

/** `npm run operator -- …` against the main e2e server's database (this worker's stack's). */
function operatorCli(args: string[], input?: string): string {
  return execFileSync('npm', ['run', '--silent', 'operator', '--', ...args], {
    input,
    env: { ...process.env, DATABASE_URL: join(dataDir(), 'main.db') },
    encoding: 'utf8',
  });
}

/**
 * Adds an operator with the real CLI (password as one line of stdin), unless an earlier worker on this stack
 * did (a worker started after a failed test runs the file's beforeAll again): the CLI then refuses with "exists
 * already". One run of the CLI, not a list first: each run starts npm and the server's code (seconds apiece).
 */
export function addOperator(who: Operator, role: 'admin' | 'viewer' = 'admin') {
  let out: string;
  try {
    out = operatorCli(['add', '--email', who.email, '--role', role], `${who.password}\n`);
  } catch (err) {
    const stderr = String((err as { stderr?: unknown }).stderr ?? '');
    if (stderr.includes(`An operator ${who.email} exists already.`)) return;
    throw err;
  }
  expect(out).toContain(`Added ${who.email} (${role}).`);
}

/** Signs in through the console's form and waits for the dashboard. */
export async function signIn(page: Page, who: Operator) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
