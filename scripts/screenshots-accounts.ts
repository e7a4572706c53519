// `npm run screenshots:accounts`: the console's Accounts page, two-factor setup (QR code, then the recovery
// codes), the sign-in form asking for the authentication code, and the set-password page, at phone (390 px)
// and desktop (1280 px) widths into docs/screenshots/admin-accounts-*.png. Its own server and fresh
// database (scripts/screenshot-site.ts); operators made with the operator CLI, the owner's two-factor set up
// through the API with codes computed from RFC 6238 (tests/support/rfc6238.ts). Run `npm run build` first.
import type { Page } from '@playwright/test';
import { codeAt } from '../tests/support/rfc6238.ts';
import { OUT, pageAt, SCREENS, shooter, startScreenshotSite } from './screenshot-site.ts';

const OWNER = { email: 'owner@example.com', password: 'screenshots-owner-pass' };
const site = await startScreenshotSite('accounts');
const { base: BASE, browser } = site;

site.addOperator(OWNER, 'admin');
site.addOperator({ email: 'dana.ruiz@example.com', password: 'screenshots-dana-pass' }, 'admin');
site.addOperator({ email: 'assistant@example.com', password: 'screenshots-assistant-pass' }, 'viewer');

/** A JSON call with a session cookie. */
async function call(path: string, cookie: string, body?: unknown, method = 'POST') {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : ((await res.json()) as Record<string, unknown>);
}

// The owner turns two-factor sign-in on; the recovery codes sign the pictures' browsers in later.
const signedIn = await fetch(`${BASE}/api/admin/session`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(OWNER),
});
const ownerCookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
const { secret } = (await call('/api/admin/me/totp', ownerCookie)) as { secret: string };
const { recoveryCodes } = (await call('/api/admin/me/totp/confirm', ownerCookie, { code: codeAt(secret, Date.now()) })) as {
  recoveryCodes: string[];
};
// Someone invited who has not chosen a password yet.
await call('/api/admin/operators', ownerCookie, { email: 'sam.lee@example.com', role: 'viewer' });

const shot = shooter('admin-accounts-');
async function shoot(page: Page, name: string, fullPage = true) {
  // The status toast would cover the page: it has said its piece.
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  if (await dismiss.isVisible()) await dismiss.click();
  await shot(page, name, fullPage ? undefined : 'viewport');
}

async function signIn(page: Page, who: { email: string; password: string }, code?: string) {
  await page.goto(`${BASE}/admin`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code) {
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

let recovery = 0;
for (const screen of SCREENS) {
  const { tag } = screen;
  const page = await pageAt(browser, screen);

  // The sign-in form once the password was right: it asks for the code.
  await page.goto(`${BASE}/admin`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authentication code').waitFor();
  await shoot(page, `sign-in-code-${tag}`, false);
  await page.getByLabel('Authentication code').fill(recoveryCodes[recovery++]!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();

  // The Accounts page, just after inviting someone: the link to send them.
  await page.goto(`${BASE}/admin/accounts`);
  await page.getByLabel('Email').fill(`new.hire.${tag}@example.com`);
  await page.getByRole('button', { name: 'Add account' }).click();
  const link = await page.getByLabel(`Link for new.hire.${tag}@example.com`).inputValue();
  await shoot(page, `page-${tag}`);
  await page.getByRole('group', { name: 'Actions for assistant@example.com' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, `remove-${tag}`, false);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The invitation link, opened by the new colleague (no session).
  const them = await pageAt(browser, screen);
  await them.goto(link);
  await them.getByRole('heading', { name: 'Choose your password' }).waitFor();
  await shoot(them, `set-password-${tag}`, false);
  await them.context().close();

  // Two-factor setup by a colleague who has not set it up yet.
  const viewer = { email: `helper.${tag}@example.com`, password: 'screenshots-helper-pass' };
  site.addOperator(viewer, 'viewer');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, viewer);
  await page.goto(`${BASE}/admin/account`);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  await shoot(page, `two-factor-setup-${tag}`);
  const key = (await page.getByLabel('Key').innerText()).replace(/\s+/g, '');
  await page.getByLabel('Code from the app').fill(codeAt(key, Date.now()));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  await shoot(page, `two-factor-codes-${tag}`);
  await page.context().close();
}

await site.close();
console.log(`accounts screenshots in ${OUT}/admin-accounts-*.png`);
