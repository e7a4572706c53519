// The wizard and the browser's history, in real Chromium, at a phone's width and a desktop's: the browser's Back and Forward move
// between steps, a reload resumes, a pasted "+1 (310) 555-1234" is the right number, an e-mail typo is
// offered its fix, a page chunk gone after a deploy reloads once, the thank-you page gives the reference
// the network received the lead under, /Services/Nope hydrates cleanly with its own title, no conversion
// tag loads under Sec-GPC: 1, and on a phone the consent step's checkbox, text and Submit are in reach.
import { expect, type Page, pageErrors, test } from './test.ts';
import { wizardSteps, type Step } from '../../domain/steps.ts';
import { answer, fillWizard, question, received, resetNetwork, service, waitForWizard } from './wizard-driver.ts';

const roofing = service('Roofing');
const steps = wizardSteps(roofing);
const stepNamed = (name: string) => steps.find((s) => s.name === name)!;

/** Answers the plan's steps up to (not including) the step named `name`. */
/** Answers the Roofing wizard up to (not including) the step named `name`. */
const answerUpTo = (page: Page, name: string) => fillWizard(page, roofing, {}, name);

const visible = (page: Page, step: Step) => expect(question(page, step)).toBeVisible();

for (const [label, viewport] of [
  ['phone 390 px', { width: 390, height: 844 }],
  ['desktop 1280 px', { width: 1280, height: 800 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await resetNetwork(page);
    });

    test('Back and Forward move between steps; a reload resumes at the same step with the answers', async ({ page }) => {
      await page.goto('/Services/Roofing');
      await answer(page, steps[0]!, roofing.questions[0]!.options![1]!.label);
      await answer(page, steps[1]!, roofing.questions[1]!.options![0]!.label);
      await visible(page, steps[2]!);
      await expect(page.getByText(`Step 3 of ${steps.length}`)).toBeVisible();

      await page.goBack();
      await visible(page, steps[1]!);
      await page.goBack();
      await visible(page, steps[0]!);
      await expect(page.getByRole('radio', { name: roofing.questions[0]!.options![1]!.label })).toBeChecked();
      await page.goForward();
      await visible(page, steps[1]!);
      await page.goForward();
      await visible(page, steps[2]!);

      // A step beyond the ones answered cannot be reached by its address.
      await page.goto(`/Services/Roofing?step=${steps.length}`);
      await waitForWizard(page);
      await visible(page, steps[2]!);
      await expect(page).toHaveURL(/\?step=3$/);

      await page.reload();
      await waitForWizard(page);
      await visible(page, steps[2]!);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByRole('radio', { name: roofing.questions[1]!.options![0]!.label })).toBeChecked();

      // Leaving the wizard and coming back in the same tab resumes it.
      await page.goto('/About');
      await page.goto('/Services/Roofing');
      await waitForWizard(page);
      await visible(page, steps[1]!);
    });

    test('a pasted +1 (310) 555-1234 keeps the 10 digits; an e-mail typo is offered its fix', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/Services/Roofing');
      await answerUpTo(page, 'email');
      const email = page.getByLabel(stepNamed('email').label, { exact: true });
      await email.fill('jane.homeowner@gmial.com');
      await page.getByRole('button', { name: 'jane.homeowner@gmail.com' }).click();
      await expect(email).toHaveValue('jane.homeowner@gmail.com');
      await page.getByRole('button', { name: 'Next' }).click();

      const phone = page.getByLabel(stepNamed('phone').label, { exact: true });
      await expect(phone).toBeVisible();
      await page.evaluate(() => navigator.clipboard.writeText('+1 (310) 555-1234'));
      await phone.focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(phone).toHaveValue('3105551234');
      await page.getByRole('button', { name: 'Next' }).click();
      await visible(page, stepNamed('HomeOwner'));
    });

    test("the thank-you page gives the lead's short reference, what happens next and how to stop", async ({ page }) => {
      await page.goto('/Services/Roofing');
      await fillWizard(page, roofing);
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/ThankYou$/);
      await expect(page.getByText('Your form has been successfully submitted. You will get call soon.')).toBeVisible();
      const reference = (await page.getByTestId('reference').textContent())!.trim();
      // The lead's short reference, not its 36-character id; the network got the lead under that id.
      const lead = (await (await answered).json()) as { id: string; reference: string };
      expect(reference).toMatch(/^L-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      expect(reference).toBe(lead.reference);
      await expect.poll(async () => (await received(page)).map((r) => r.idempotencyKey)).toEqual([lead.id]);
      await expect(page.getByText(/will call or text you in the evening/)).toBeVisible();
      await expect(page.getByText(/Reply STOP to any text/)).toBeVisible();
      // A reload of the page still shows the same reference; the saved answers are gone.
      await page.reload();
      await expect(page.getByTestId('reference')).toHaveText(reference);
      await page.goto('/Services/Roofing');
      await waitForWizard(page);
      await visible(page, steps[0]!);
      await expect(page.getByRole('button', { name: 'Start over' })).toHaveCount(0);
    });
  });
}

test.describe('recovery and pages', () => {
  test('a page chunk that 404s (a deploy replaced it) reloads the page once, and then the wizard works', async ({ page }) => {
    let refused = 0;
    await page.route(/\/assets\/service-page-[^/]+\.js$/, async (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, body: 'gone' });
      return route.continue();
    });
    // The services list shown by the app (moved to from a page it runs), so "Get Quote" is the app's own move
    // that loads the page chunk.
    await page.goto('/Contact');
    await page.getByRole('banner').getByRole('link', { name: 'Get Our Consultation!' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page
      .getByRole('link', { name: /Get Quote/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Get A .+ Consultation$/);
    await waitForWizard(page);
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(loads).toHaveLength(1);
  });

  test('a chunk that stays gone shows a message and a reload button, not a blank page or a reload loop', async ({ page }) => {
    await page.route(/\/assets\/service-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/Contact');
    await page.getByRole('banner').getByRole('link', { name: 'Get Our Consultation!' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
    let loads = 0;
    page.on('load', () => loads++);
    await page
      .getByRole('link', { name: /Get Quote/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'This page could not be shown.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
  });

  test('/Services/Nope: no console error, its title and heading both say Service Not Found', async ({ page }) => {
    const errors = pageErrors(page);
    const res = await page.goto('/Services/Nope');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Service Not Found/);
    // Hydrated: the page's links are the app's (a client-side move, no reload).
    await page.getByRole('link', { name: 'See all services' }).click();
    await expect(page).toHaveURL(/\/Services$/);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('no conversion tag for a browser sending Sec-GPC: 1', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
    const page = await context.newPage();
    const tagRequests: string[] = [];
    page.on('request', (r) => {
      if (/googletagmanager|doubleclick|googleadservices|facebook/.test(r.url())) tagRequests.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(await (await page.request.get('/api/conversion-tags', { headers: { 'Sec-GPC': '1' } })).json()).toEqual({ enabled: false });
    await page.goto('/ThankYou');
    await page.waitForTimeout(1000);
    await expect(page.locator('script[data-conversion-tag]')).toHaveCount(0);
    expect(tagRequests).toEqual([]);
    await context.close();
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the consent step: checkbox, the text’s start and Submit in reach; errors focus their field; the state is a visible choice', async ({
    page,
  }) => {
    await resetNetwork(page);
    await page.goto('/Services/Roofing');
    await answerUpTo(page, 'state');
    await expect(page.getByTestId('select-chevron')).toBeVisible();
    // Next with no state: the message, and the focus on the field.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('State is required');
    await expect(page.getByLabel(stepNamed('state').label)).toBeFocused();
    await page.getByRole('button', { name: 'Start over' }).click();
    await fillWizard(page, roofing);

    const inView = async (locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390;
    };
    const checkbox = page.getByRole('checkbox');
    const submit = page.getByRole('button', { name: 'Submit' });
    const textStart = page.getByTestId('consent-text');
    await expect(checkbox).toBeChecked();
    expect(await inView(submit), 'Submit in view').toBe(true);
    expect(await inView(checkbox), 'checkbox in view').toBe(true);
    const text = (await textStart.boundingBox())!;
    expect(text.y, 'the consent text starts on screen').toBeGreaterThanOrEqual(0);
    expect(text.y).toBeLessThan(844);

    // The scroll-to-top button never sits over Submit or the consent text.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const top = page.getByRole('button', { name: 'Scroll to top' });
    if (await top.count()) {
      const t = (await top.boundingBox())!;
      for (const other of [submit, checkbox]) {
        const o = (await other.boundingBox())!;
        const overlap = t.x < o.x + o.width && o.x < t.x + t.width && t.y < o.y + o.height && o.y < t.y + t.height;
        expect(overlap).toBe(false);
      }
    }
  });
});
