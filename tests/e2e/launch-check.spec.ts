// The console's dashboard shows admins the launch check (server/launch-check.ts): on the shipped
// config/ the e2e server, which forwards to a network and has admin accounts, still has a 555 phone and
// a partner list of 5,000 names with 2,276 distinct. Viewers are not shown it. It fits a phone's width.
import { addOperator, signIn } from './console-driver.ts';
import { expect, test } from './test.ts';

const ADMIN = { email: 'launch.admin@e2e.test', password: 'launch check pass phrase' };
const VIEWER = { email: 'launch.viewer@e2e.test', password: 'launch viewer pass phrase' };

test.beforeAll(() => {
  addOperator(ADMIN, 'admin');
  addOperator(VIEWER, 'viewer');
});

test('the dashboard lists what to fix before launch for admins, on a phone too, and not for viewers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  const panel = page.getByRole('region', { name: 'Before launch: 2 things to fix' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText([
    'config/site.json phone (302) 555-0147 and phoneE164 +13025550147: a 555 number, which no one can call; put the number visitors should call.',
    /^config\/partner-companies\.json has 5,000 names but 2,276 distinct \(.*\): list each company once\.$/,
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.context().clearCookies();
  await signIn(page, VIEWER);
  await expect(page.getByRole('heading', { name: 'Leads received' })).toBeVisible();
  await expect(page.getByText('Before launch')).toHaveCount(0);
});
