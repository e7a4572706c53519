// Accounts and two-factor sign-in in real Chromium: an admin invites a colleague from the Accounts page,
// the colleague chooses a password with the link in a browser of their own (once), the admin makes them an
// admin and removes them, and the audit log filtered by what shows it; an operator sets up two-factor
// sign-in by the page's key and a code this test computes (RFC 6238 with node:crypto), saves the recovery
// codes, and then signs in with password and `Authentication code`. Keyboard-reachable and axe-clean.
import { codeAt } from '#tests/support/rfc6238.ts';
import { addOperator, signIn } from './console-driver.ts';
import { expect, expectAxeClean, test } from './test.ts';

/** Different on every run, so the spec can run again on the same e2e database. */
const tag = () => Math.random().toString(36).slice(2, 8);

// Each test walks a whole story (two browsers, several sign-ins with scrypt on a shared machine).
test.describe.configure({ timeout: 180_000 });

test('an admin invites a colleague by a one-time link, changes their role and removes them; all in the audit log', async ({
  page,
  browser,
}) => {
  const admin = { email: `accounts.admin.${tag()}@e2e.test`, password: 'accounts admin pass phrase' };
  addOperator(admin, 'admin');
  await signIn(page, admin);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByText(`${admin.email} (you)`)).toBeVisible();

  const colleague = `colleague.${tag()}@e2e.test`;
  await page.getByLabel('Email').fill(colleague);
  await page.getByLabel('Role').selectOption('viewer');
  await expect(page.getByRole('radio', { name: /one-time link/ })).toBeChecked();
  await page.getByRole('button', { name: 'Add account' }).click();
  const linkField = page.getByLabel(`Link for ${colleague}`);
  await expect(linkField).toBeVisible();
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/admin\/set-password#token=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText(`${colleague}`).first()).toBeVisible();
  await expect(page.getByText(/Invited: link valid until/)).toBeVisible();
  await expectAxeClean(page, 'accounts page');

  // The colleague, in a browser of their own with no session.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(link);
  await expect(them.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await expect(them.getByText(colleague)).toBeVisible();
  // The token is not left in the address (history, a shared screen).
  expect(new URL(them.url()).hash).toBe('');
  await them.getByLabel('New password', { exact: true }).fill('short');
  await them.getByLabel('New password again').fill('short');
  await them.getByRole('button', { name: 'Set password' }).click();
  await expect(them.getByRole('alert')).toContainText('at least 12 characters');
  await them.getByLabel('New password', { exact: true }).fill('colleague chosen passphrase');
  await them.getByLabel('New password again').fill('colleague chosen passphrase');
  await them.getByRole('button', { name: 'Set password' }).click();
  await expect(them.getByText('Your password is set.')).toBeVisible();
  await expectAxeClean(them, 'set-password page');
  await them.getByRole('link', { name: 'Go to sign in' }).click();
  await them.getByLabel('Email').fill(colleague);
  await them.getByLabel('Password').fill('colleague chosen passphrase');
  await them.getByRole('button', { name: 'Sign in' }).click();
  await expect(them.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The link worked once.
  await them.goto(link);
  await expect(them.getByRole('alert')).toHaveText('This link has expired or was used already. Ask an admin for a new one.');
  await theirs.close();

  // Back with the admin: make the colleague an admin, then remove them.
  await page.reload();
  const actions = page.getByRole('group', { name: `Actions for ${colleague}` });
  await actions.getByRole('button', { name: 'Make admin' }).click();
  const dialog = page.getByRole('dialog', { name: `Make ${colleague} an admin?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${colleague} is now an admin.` })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Make viewer' })).toBeVisible();
  await actions.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: `Remove ${colleague}?` })
    .getByRole('button', { name: 'Remove account' })
    .click();
  await expect(page.getByRole('group', { name: `Actions for ${colleague}` })).toHaveCount(0);

  // The audit log, filtered by what.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('What').selectOption({ label: 'Changed a role' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=operator-role/);
  await expect(page.getByText(colleague).filter({ visible: true }).first()).toBeVisible();
  await page.getByLabel('What').selectOption({ label: 'Removed an operator' });
  await page.getByLabel('Who').fill(admin.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(colleague).filter({ visible: true }).first()).toBeVisible();
  await expectAxeClean(page, 'audit log filtered');
});

test('an operator sets up two-factor sign-in with the key and a code, then signs in with `Authentication code`', async ({ page }) => {
  const me = { email: `twofactor.${tag()}@e2e.test`, password: 'two factor pass phrase' };
  addOperator(me, 'viewer');
  await signIn(page, me);
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAxeClean(page, 'two-factor setup');
  const secret = (await page.getByLabel('Key').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const codeField = page.getByLabel('Code from the app');
  await codeField.fill('000000' === codeAt(secret, Date.now()) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('alert')).toContainText('does not match');
  await codeField.fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: /Two-factor sign-in is on/ })).toBeFocused();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const firstRecoveryCode = await codes.first().innerText();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/10 of 10 recovery codes left/)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  // A wrong code is said so, and the form keeps asking.
  await code.fill('12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong authentication code');
  // The next step's code: the one that confirmed the setup may not be used twice.
  await code.fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in again where the session ended: on Your account.
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  // A recovery code works once.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Email').fill(me.email);
  await page.getByLabel('Password').fill(me.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authentication code').fill(firstRecoveryCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(/9 of 10 recovery codes left/)).toBeVisible();
});
