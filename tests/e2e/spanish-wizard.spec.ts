// The wizard on /es/Services/:title is the same wizard in Spanish. The same choices made
// in the English and the Spanish wizard post the same answers (the options' stable ids, the contact choices),
// which is all the network's codes are made from; the Spanish page is <html lang="es">, names its English
// version and is named by it (hreflang), and shows none of the English wizard's words. The Spanish texts
// expected are the catalogue's (web/i18n/locales/es.json), looked up by the domain's ids.
// Both leads are then taken by the server and sent to the fake network, which must receive the same codes
// for both: everything but the wording agreed to, the page's address, the times and what identifies the person.
// Roofing and HVAC are driven in both languages here; every other service's Spanish wizard below, with the
// choices and network codes the English wizard is driven with in network-codes.spec.ts and funnel.spec.ts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './test.ts';
import { findOption, servicePath, type Service } from '../../domain/catalogue.ts';
import type { Step } from '../../domain/steps.ts';
import { PICKS } from './network-picks.ts';
import { fillWizard, plan, received, resetNetwork, service, waitForWizard, type Visitor } from './wizard-driver.ts';

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
async function fillSpanish(page: Page, svc: Service, visitor: Visitor = {}) {
  for (const [step, value] of plan(svc, visitor)) {
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
      case 'provider': {
        // A provider's name is its own in every language: typed, then picked from the suggestions.
        const input = page.getByRole('combobox', { name: label });
        await input.fill(value.slice(0, 6));
        await page.getByRole('option', { name: value, exact: true }).click();
        await expect(input).toHaveValue(value);
        break;
      }
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

/**
 * Every other service: its card of PICKS tapped in the Spanish wizard reaches the network with the code and
 * category the English wizard's does in network-codes.spec.ts (the network's tables, written out there), and
 * Solar and Movers with those funnel.spec.ts expects of the English wizard for the same choices.
 */
const SPANISH_CASES: { title: string; visitor: Visitor; expected: Record<string, unknown> }[] = [
  ...PICKS.filter((p) => !['Roofing', 'HVAC'].includes(p.title)).map((p) => ({
    title: p.title,
    visitor: p.question ? { answers: { [p.question]: p.label! } } : {},
    expected: { category: p.category, ...(p.field && { [p.field]: p.code }) },
  })),
  {
    title: 'Solar',
    visitor: { answers: { monthlyBill: '$300-$400', roofSun: 'Partially shaded', projectNature: 'Remodeling' } },
    expected: { category: 20, SolarCurrencyBill: 4, HowMuchSun: 2, ProjectNature: 3 },
  },
  { title: 'Movers', visitor: { answers: { movingDistance: 'Local' } }, expected: { category: 21, movingDistance: 1 } },
];

test.describe('every other service in Spanish', () => {
  // What is checked is what reaches the network, as in network-codes.spec.ts: driven with less motion.
  test.use({ reducedMotion: 'reduce' });
  // Independent of each other (each resets its worker's fake network): spread over both workers.
  test.describe.configure({ mode: 'parallel' });
  for (const { title, visitor, expected } of SPANISH_CASES) {
    test(`${title}: the same choice reaches the network with the same codes as in English`, async ({ page }) => {
      const svc = service(title);
      await resetNetwork(page);
      await page.goto(`/es${servicePath(svc)}`);
      await fillSpanish(page, svc, visitor);
      const [posted] = await Promise.all([page.waitForRequest(leadPost), page.getByRole('button', { name: 'Enviar' }).click()]);
      expect((posted.postDataJSON() as Record<string, unknown>).lang).toBe('es');
      await expect(page).toHaveURL(/\/ThankYou$/);
      const leads = await received(page);
      expect(leads).toHaveLength(1);
      expect(leads[0]!.body).toMatchObject(expected);
    });
  }
});

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
