// React islands on the pages that do not run the app (web/islands/): /ThankYou and /CaliforniaPolicy
// load the small static script, and React only for the part that needs it, when a visitor needs it: the
// submission after a reload of /ThankYou, the request form as the visitor nears it on /CaliforniaPolicy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, pageErrors, test } from './test.ts';
import { readViteManifest } from '../../scripts/static-entry.ts';
import { STATIC_DIR } from './servers.ts';
import { fillWizard, resetNetwork, service, waitForWizard } from './wizard-driver.ts';

/** The static build's files (vite.static.config.ts) by whether an island needs them, as the browser asks for them. */
function staticBuildFiles(): { islands: string[]; others: string[] } {
  const manifest = readViteManifest(STATIC_DIR);
  const filesOf = (key: string, seen: string[] = []): string[] => {
    const chunk = manifest[key]!;
    if (seen.includes(chunk.file)) return seen;
    seen.push(chunk.file);
    chunk.imports?.forEach((k) => filesOf(k, seen));
    return seen;
  };
  const entry = filesOf('static.ts');
  const islands = Object.keys(manifest)
    .filter((k) => k.startsWith('islands/'))
    .flatMap((k) => filesOf(k))
    .filter((f) => !entry.includes(f));
  const all = Object.values(manifest).map((c) => c.file);
  return { islands: islands.map((f) => `/${f}`), others: all.filter((f) => !islands.includes(f)).map((f) => `/${f}`) };
}
const FILES = staticBuildFiles();
const isIsland = (path: string) => FILES.islands.includes(path);

/** The React app's entry, as the app shell names it. */
function appEntry(): string {
  const shell = readFileSync(join(STATIC_DIR, '_shell.html'), 'utf8');
  return /<meta name="app-scripts" content="([^" ]+)/.exec(shell)![1]!;
}

/** The paths of the scripts the page requests from now on. */
function scriptsRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

test('/ThankYou opened directly says nothing was submitted, and loads no React: only the static script', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/ThankYou', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText('There is no quote request from this visit yet.', { exact: false })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => !FILES.others.includes(s))).toEqual([]);
});

test('a reload of /ThankYou after the wizard still shows the submission; its links load pages', async ({ page }) => {
  await resetNetwork(page);
  await page.goto('/Services/Solar');
  await waitForWizard(page);
  // A visitor of this run only: an earlier test's would count as a duplicate.
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  await fillWizard(page, service('Solar'), { email: `jane.island${digits}@gmail.com`, phone: `(310) 868-${digits}` });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ThankYou$/);
  const reference = page.getByTestId('reference');
  await expect(reference).toHaveText(/\S/);
  const shown = (await reference.textContent())!;

  const scripts = scriptsRequested(page);
  const errors = pageErrors(page);
  await page.reload();
  await expect(page.getByText('Your form has been successfully submitted.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('reference')).toHaveText(shown);
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  // Without the app: the static script, and React for the submission.
  expect(scripts).not.toContain(appEntry());
  expect(scripts.some(isIsland)).toBe(true);
  // Hydrated over the prerendered page without a mismatch.
  expect(errors).toEqual([]);

  // No router on this page: a link is a page load, which shows the page it names.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('main').getByRole('link', { name: 'Stop Calls and Texts' }).click();
  await expect(page).toHaveURL(/\/StopContact$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Stop');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
});

test('/CaliforniaPolicy loads its request form’s code only as the visitor nears the form, which then works', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = scriptsRequested(page);
  const errors = pageErrors(page);
  await page.goto('/CaliforniaPolicy', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'California privacy request' });
  // Far below the fold: nothing of React yet, and the prerendered form cannot be typed into.
  expect(scripts.filter(isIsland)).toEqual([]);
  expect(scripts).not.toContain(appEntry());
  await expect(form.getByRole('button', { name: 'Send Request' })).toBeDisabled();

  await page.getByRole('heading', { name: 'How to Exercise Your Rights' }).scrollIntoViewIfNeeded();
  await expect(page.locator('form[data-ready]')).toBeVisible();
  expect(scripts.some(isIsland)).toBe(true);
  expect(scripts).not.toContain(appEntry());
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText('Please choose what you would like us to do')).toBeVisible();
  await form.getByLabel('I am an authorized agent').check();
  await expect(form.getByLabel("Agent's name")).toBeVisible();
  expect(errors).toEqual([]);
});

test('a client-side navigation from a React page renders /CaliforniaPolicy with its form in the app', async ({ page }) => {
  // /Contact runs the app (the home page and the services list do not).
  await page.goto('/Contact');
  const scripts = scriptsRequested(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'California Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/CaliforniaPolicy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('California');
  await page.getByRole('form', { name: 'California privacy request' }).scrollIntoViewIfNeeded();
  await expect(page.locator('form[data-ready]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(scripts.filter(isIsland)).toEqual([]);
});
