// `npm run screenshots`: photographs every page (full length), the wizard's steps and every service's
// choice of work (the network's coded lists) at phone (390 px) and desktop (1280 px) widths into
// docs/screenshots/, from the built site served by a real server (run `npm run build` first; BUILD_OUT_DIR
// serves another build). `npm run screenshots -- pages|wizard|choices` takes one set only.
import { expect, type Page } from '@playwright/test';
import { SERVICES, servicePath } from '../domain/catalogue.ts';
import type { Step } from '../domain/steps.ts';
import { answer, plan, question, service, waitForWizard, type Visitor } from '../tests/e2e/wizard-driver.ts';
import { OUT, startScreenshotSite } from './screenshot-site.ts';

const site = await startScreenshotSite('site');
const { base: BASE, browser } = site;

const VIEWPORTS = [
  [390, 844, 'phone'],
  [1280, 800, 'desktop'],
] as const;
/** The viewports to shoot a set at: none when the command line asked for another set. */
const viewportsFor = (set: 'pages' | 'wizard' | 'choices') => (!process.argv[2] || process.argv[2] === set ? VIEWPORTS : []);

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: false });
}

/** Taps a choice card, as a visitor does (the wizard then moves on by itself). */
const pick = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

// The Solar wizard answered by the browser tests' driver (tests/e2e/wizard-driver.ts), from the domain's step
// list; before some steps the wizard is first photographed in a state worth seeing.
const solar = service('Solar');
const SOLAR_VISITOR: Visitor = {
  answers: { [solar.questions[0]!.id]: '$200-$300', [solar.questions[1]!.id]: 'Full sun' },
  email: 'jane@gmail.com',
  PurchaseTimeFrame: 'Time Is Flexible',
  BestTimeToCall: 'Morning',
  requirements: 'About 2,000 sq ft, south-facing roof.',
};
const BEFORE_STEP: Record<string, (page: Page, step: Step, tag: string) => Promise<void>> = {
  [`answers.${solar.questions[0]!.id}`]: (page, _step, tag) => shoot(page, `wizard-solar-1-bill-${tag}`),
  provider: async (page, step, tag) => {
    await page.getByRole('combobox', { name: step.label }).fill('pacif');
    await page.getByRole('option').first().waitFor();
    await shoot(page, `wizard-solar-3-provider-${tag}`);
  },
  zipCode: async (page, step, tag) => {
    await page.getByLabel(step.label).fill('9021');
    await page.getByRole('button', { name: 'Next' }).click();
    await shoot(page, `wizard-solar-6-zip-error-${tag}`);
  },
  HomeOwner: (page, _step, tag) => shoot(page, `wizard-solar-12-homeowner-${tag}`),
  agreement: (page, _step, tag) => shoot(page, `wizard-solar-18-consent-${tag}`),
};

for (const [width, height, tag] of viewportsFor('wizard')) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: tag === 'phone' ? 2 : 1 });
  await page.goto(`${BASE}/Services/Solar`);
  await waitForWizard(page);
  for (const [step, value] of plan(solar, SOLAR_VISITOR)) {
    await expect(question(page, step)).toBeVisible();
    await BEFORE_STEP[step.kind === 'provider' ? 'provider' : step.name]?.(page, step, tag);
    if (step.name === 'agreement') break; // photographed, never submitted
    if (step.name === 'city') await page.getByRole('button', { name: 'Next' }).click();
    else await answer(page, step, value);
  }
  await page.goto(`${BASE}/Services/HVAC`);
  await waitForWizard(page);
  await pick(page, 'Repair');
  await page.getByRole('radio', { name: 'Heat pump, new installation' }).waitFor();
  await shoot(page, `wizard-hvac-2-type-${tag}`);
  await page.close();
}

const PAGES: [string, string][] = [
  ['home', '/'],
  ['services', '/Services'],
  ['wizard-roofing', '/Services/Roofing'],
  ['contact', '/Contact'],
  ['about', '/About'],
  ['terms', '/UserTerms'],
  ['privacy', '/PrivacyPolicy'],
  ['california', '/CaliforniaPolicy'],
  ['thank-you', '/ThankYou'],
  ['partners', '/PartnerCompanies'],
  ['not-found', '/no-such-page'],
];
for (const [width, height, tag] of viewportsFor('pages')) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const [name, path] of PAGES) {
    await page.goto(`${BASE}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    // Long legal and partner pages: the first screens say enough.
    const long = ['terms', 'privacy', 'california', 'partners'].includes(name);
    await page.screenshot({
      path: `${OUT}/page-${name}-${tag}.png`,
      fullPage: !long,
      ...(long ? { clip: { x: 0, y: 0, width, height: height * 2 } } : {}),
    });
  }
  await page.setViewportSize({ width, height });
  if (tag === 'phone') {
    await page.goto(`${BASE}/About`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: `${OUT}/page-menu-open-${tag}.png` });
  } else {
    await page.goto(`${BASE}/About`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/page-services-menu-${tag}.png` });
  }
  await page.close();
}

// Each service's own choice of work, the list the network codes (docs/network-payload.md), full length so
// every card shows: codes-<service>-<width>.png. Services that first ask the nature of the project get it
// answered with its first option.
for (const [width, height] of viewportsFor('choices')) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const service of SERVICES) {
    const work = service.questions.find((q) => q.kind === 'choice' && !['projectNature', 'projectStatus'].includes(q.id));
    if (!work || service.questions[0]!.kind !== 'choice') continue;
    await page.goto(`${BASE}${servicePath(service)}`);
    await page.locator('form[data-ready]').waitFor();
    if (service.questions[0] !== work) await pick(page, service.questions[0]!.options![0]!.label);
    await page.getByRole('radio', { name: work.options![0]!.label, exact: true }).waitFor();
    await page.waitForTimeout(350);
    await page.screenshot({ path: `${OUT}/codes-${service.title.toLowerCase()}-${width}.png`, fullPage: true });
  }
  await page.close();
}

await site.close();
console.log(`screenshots written to ${OUT}/`);
