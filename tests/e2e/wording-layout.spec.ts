// Words and layout a person reads: the wizard's heading in plain English, /Services within reach on a
// phone in the spec's two-column grid, the console's header at 1280 px (no sideways scroll, its page
// links on one row), and a /DoNotSell
// receipt that confirms only what was given.
import { addOperator, signIn } from './console-driver.ts';
import { expect, test } from './test.ts';

test("the wizard's heading names the service in plain English", async ({ page }) => {
  await page.goto('/Services/Movers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get A Moving Consultation');
  await page.goto('/Services/HomeSecurity');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get A Home Security Consultation');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/Services keeps two columns and is a few screens tall, not ten', async ({ page }) => {
    await page.goto('/Services');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(14);
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    // The first two cards side by side.
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
    // Was 8,118 px with one 550 px card per row.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4000);
    // Every card's Get Quote is a full tap target.
    for (const link of await page.getByRole('link', { name: /^Get Quote for / }).all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: 'test-results/services-390.png', fullPage: true });
  });

  test('/DoNotSell without a phone number confirms the e-mail only', async ({ page }) => {
    await page.goto('/DoNotSell');
    await page.locator('form[data-ready]').waitFor();
    await page.getByLabel('Your name').fill('Jane Homeowner');
    await page.getByLabel('Email address').fill('jane.optout@gmail.com');
    await page.getByRole('button', { name: 'Opt Out' }).click();
    const receipt = page.getByTestId('privacy-receipt');
    await expect(receipt).toContainText('linked to this e-mail address.');
    await expect(receipt).not.toContainText('phone');
  });
});

test.describe('the console at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('its header fits: no sideways scroll, every page link on one row, even with a long e-mail address', async ({ page }) => {
    const who = { email: 'operations.manager.for.the.whole.team@buildmatch.example', password: 'one row header pass 2026' };
    addOperator(who);
    await signIn(page, who);
    const header = page.getByRole('banner');
    const links = header.getByRole('navigation', { name: 'Console' }).getByRole('link');
    // An admin sees all eleven pages.
    await expect(links).toHaveCount(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const tops = (els: Element[]) => els.map((e) => Math.round(e.getBoundingClientRect().top));
    const linkTops = await links.evaluateAll(tops);
    expect(Math.max(...linkTops) - Math.min(...linkTops)).toBe(0);
    // The brand, Your account and Sign out share the row above the links: the e-mail gives way.
    const topRow = await header.evaluate((h) =>
      [h.querySelector('p'), ...h.querySelectorAll('a[href$="/account"], button')].map((e) => Math.round(e!.getBoundingClientRect().top)),
    );
    expect(Math.max(...topRow) - Math.min(...topRow)).toBeLessThan(20);
    expect(Math.min(...linkTops)).toBeGreaterThan(Math.max(...topRow));
    const rowHeight = await header.evaluate((h) => h.getBoundingClientRect().height);
    expect(rowHeight).toBeLessThan(120);
    await page.screenshot({ path: 'test-results/console-header-1280.png' });
  });
});
