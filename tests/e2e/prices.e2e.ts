// Prices without JavaScript (issue 25, docs/decisions/045): every page that sells shows its prices
// and buy buttons from the server's HTML when the store is quick; when it is slow, the page says so
// and leads to itself waiting for the store.
import { freePort } from '#scripts/free-port.ts';
import { startSite } from '#scripts/stack.ts';
import { resetStore, storeFault } from './session.ts';
import { expect, test } from './test.ts';

test.use({ javaScriptEnabled: false });
test.afterEach(resetStore);

test.describe('a store within the wait', () => {
  // A second site worker on the suite's D1 whose wait for the store (STORE_WAIT_MS) is longer than
  // any test: the store answers within it however slow the machine, as a quick store does.
  let site: Awaited<ReturnType<typeof startSite>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite({
      port: await freePort(),
      stateDir: process.env.E2E_STATE_DIR!,
      cmsUrl: process.env.E2E_CMS_URL!,
      storeUrl: process.env.E2E_STORE_URL!,
      vars: { STORE_WAIT_MS: '20000' },
      quiet: true,
    });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('the services, the club tiers and the storage plans show their prices and buy buttons', async ({ page }) => {
    await page.goto(`${site.siteUrl}/digital-conversion`);
    await expect(page.getByTestId('service-price').first()).toBeVisible();
    await expect(page.getByText('Loading price…')).toHaveCount(0);

    await page.goto(`${site.siteUrl}/forever-club`);
    await expect(page.getByTestId('plan-price')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Log in to buy' })).toHaveCount(4);

    await page.goto(`${site.siteUrl}/preserve-and-share?tier=250GB`);
    await expect(page.getByTestId('storage-plan-price')).toBeVisible();
  });
});

test('a slow store: the page says prices are late and leads to itself waiting for them', async ({ page }) => {
  await storeFault({ mode: 'slow', delayMs: 1_500, path: '/api/v1/products/', times: 4 });
  await page.goto('/forever-club');
  // The store's response streams into a hidden part that only script would reveal.
  await expect(page.getByTestId('plan-price').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByText('Loading price…').first()).toBeVisible();
  const notice = page.getByTestId('slow-store');
  await expect(notice).toBeVisible();
  await storeFault({ mode: 'slow', delayMs: 1_500, path: '/api/v1/products/', times: 4 });
  await notice.getByRole('link', { name: 'Show this page with its prices' }).click();
  await expect(page).toHaveURL(/\/forever-club\?wait=store$/);
  await expect(page.getByTestId('plan-price')).toHaveCount(4);
  await expect(page.getByTestId('slow-store')).toHaveCount(0);
});
