// Every service's wizard completed in headless Chromium against the fake network, checking the network's
// category for the service and, for the nine services whose lists were not the network's before, the code
// of one option picked by the label on its card (the last one of its kind in the list, where an option
// mapped to its neighbour's code would show). The golden test (domain/network-payload.test.ts) proves every
// option's code; this proves the card a visitor taps is the option that is coded. Solar and Movers are
// driven through with their codes in funnel.spec.ts. Expected codes and categories are the network's,
// written out from docs/network-payload.md, never computed from the catalogue.
import { expect, test } from './test.ts';
import { servicePath } from '../../domain/catalogue.ts';
import { PICKS } from './network-picks.ts';
import { fillWizard, received, resetNetwork, service } from './wizard-driver.ts';

// What these tests check is what reaches the network, not how the steps move: they drive the wizard as a
// visitor who asked for less motion does (a real setting the site honours), which spares this 2-core machine
// painting each step's entrance, about a quarter of each test's time. The other wizard specs (wizard.spec.ts,
// wizard-history.spec.ts, wizard-review.spec.ts) drive it with its motion.
test.use({ reducedMotion: 'reduce' });
// Each test resets its worker's own fake network first and reads only what it sent: the twelve can run in
// both workers rather than one after another in one (a file's tests otherwise stay together).
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

for (const p of PICKS) {
  const what = p.label
    ? `the card "${p.label}" reaches the network as ${p.field} ${JSON.stringify(p.code)} (${p.meaning})`
    : 'reaches the network';
  test(`${p.title}: ${what}, category ${p.category}`, async ({ page }) => {
    const svc = service(p.title);
    await page.goto(servicePath(svc));
    // The driver taps the card whose radio is named by this label, as a visitor would.
    await fillWizard(page, svc, p.question ? { answers: { [p.question]: p.label! } } : {});
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/ThankYou$/);
    const leads = await received(page);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.body).toMatchObject({ category: p.category, ...(p.field && { [p.field]: p.code }) });
  });
}
