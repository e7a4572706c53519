// The wizard on /es/Services/:title is the same wizard in Spanish. The same choices made
// in the English and the Spanish wizard post the same answers (the options' stable ids, the contact choices),
// which is all the network's codes are made from; the Spanish page is <html lang="es">, names its English
// version and is named by it (hreflang), and shows none of the English wizard's words. The Spanish texts
// expected are the catalogue's (web/i18n/locales/es.json), looked up by the domain's ids.
// Both leads are then taken by the server and sent to the fake network, which must receive the same codes
// for both: everything but the wording agreed to, the page's address, the times and what identifies the person.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './test.ts';
import { findOption, servicePath, type Service } from '../../domain/catalogue.ts';
import type { Step } from '../../domain/steps.ts';
import { fillWizard, plan, received, resetNetwork, service, waitForWizard } from './wizard-driver.ts';

const es = JSON.parse(readFileSync(resolve('web/i18n/locales/es.json'), 'utf8')) as Record<string, string>;
const idOf = (step: Step) => step.name.replace(/^answers\./, '');
const spanishLabel = (step: Step) => es[`question.${idOf(step)}`]!;

/** English words of the wizard's own that a Spanish page must not show. */
const ENGLISH_WORDS = [
  'Next',
  'Back',
  'Submit',
  'Step ',
  'steps left',
  'Last step',
  'Start over',
  'Your project',
  'Change',
  'Not answered',
];

async function expectNoEnglish(page: Page) {
  const text = (await page.locator('form').innerText()) + (await page.locator('main').innerText());
  for (const word of ENGLISH_WORDS) expect(text, `"${word}" on ${page.url()}`).not.toContain(word);
}

/** The same plan as the English driver's, given in the Spanish wizard: cards by their Spanish labels. */
async function fillSpanish(page: Page, svc: Service) {
  for (const [step, value] of plan(svc)) {
    await waitForWizard(page);
    const label = spanishLabel(step);
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expectNoEnglish(page);
    switch (step.kind) {
      case 'choice': {
        const option = findOption(step.options!, value)!;
        const name = es[`option.${idOf(step)}.${option.id}`]!;
        await page
          .locator('label')
          .filter({ has: page.getByRole('radio', { name, exact: true }) })
          .click();
        continue;
      }
      case 'state':
        await page.getByLabel(label).selectOption(value);
        break;
      case 'agreement':
        await page.getByRole('checkbox').check();
        continue;
      default:
        if (step.name !== 'city') await page.getByLabel(label, { exact: true }).fill(value);
        else await expect(page.getByLabel(label)).not.toHaveValue('');
    }
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
}

const leadPost = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads';

/** What the network receives that may differ between two leads with the same choices. */
const NOT_CODES = new Set(['TcpaText', 'url', 'start', 'min', 'browser', 'ipaddress', 'xxTrustedFormCertUrl', 'universalLeadid']);
const PERSON = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'BriefRequirement'];
const codesOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !NOT_CODES.has(k) && !PERSON.includes(k)));

/** The lead body's answers and contact choices: what the network's codes are made from. */
function coded(body: Record<string, unknown>) {
  const { answers, state, zipCode, HomeOwner, PropertyType, PurchaseTimeFrame, BestTimeToCall } = body;
  return { answers, state, zipCode, HomeOwner, PropertyType, PurchaseTimeFrame, BestTimeToCall };
}

for (const title of ['Roofing', 'HVAC']) {
  test(`${title}: the Spanish wizard posts the same answers as the English one, in Spanish throughout`, async ({ page }) => {
    test.setTimeout(240_000);
    const svc = service(title);

    await resetNetwork(page);
    await page.goto(servicePath(svc));
    await fillWizard(page, svc);
    const [english] = await Promise.all([page.waitForRequest(leadPost), page.getByRole('button', { name: 'Submit' }).click()]);
    await expect(page).toHaveURL(/\/ThankYou$/);

    await page.goto(`/es${servicePath(svc)}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await fillSpanish(page, svc);
    await expect(page.getByText(es['progress.left']!.match(/=0 \{([^}]*)\}/)![1]!, { exact: true })).toBeVisible();
    const [spanish] = await Promise.all([page.waitForRequest(leadPost), page.getByRole('button', { name: 'Enviar' }).click()]);

    const en = english.postDataJSON() as Record<string, unknown>;
    const sp = spanish.postDataJSON() as Record<string, unknown>;
    expect(coded(sp)).toEqual(coded(en));
    expect(en.lang).toBe('en');
    expect(sp.lang).toBe('es');
    expect(sp.tcpaText).not.toBe(en.tcpaText);

    // Taken, and the network got the same codes for both, with the Spanish wording as the consent text.
    await expect(page).toHaveURL(/\/ThankYou$/);
    const leads = await received(page);
    expect(leads).toHaveLength(2);
    const [toEn, toEs] = leads.map((l) => l.body);
    expect(Object.keys(codesOf(toEn!)).length).toBeGreaterThan(15);
    expect(codesOf(toEs!)).toEqual(codesOf(toEn!));
    expect(toEn!.TcpaText).toBe(en.tcpaText);
    expect(toEs!.TcpaText).toBe(sp.tcpaText);
  });
}

test('the Spanish and English wizard pages name each other (hreflang), each its own canonical', async ({ page }) => {
  const path = servicePath(service('Roofing'));
  for (const [at, lang] of [
    [path, 'en'],
    [`/es${path}`, 'es'],
  ] as const) {
    await page.goto(at);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    const href = (sel: string) => page.locator(sel).getAttribute('href');
    const origin = new URL((await href('link[rel="canonical"]'))!).origin;
    expect(await href('link[rel="canonical"]')).toBe(`${origin}${at}`);
    expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(`${origin}${path}`);
    expect(await href('link[rel="alternate"][hreflang="es"]')).toBe(`${origin}/es${path}`);
    expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${origin}${path}`);
  }
  // The header's language link leads back to the English page.
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  // The address changes on the click, the page's language once the English page has rendered: waited for.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
