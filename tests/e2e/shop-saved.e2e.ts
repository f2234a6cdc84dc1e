// The saved products page in a browser: the quality bar with saved products, with none and with
// the store failing; Remove works without JavaScript; a page never wider than a phone.
import AxeBuilder from '@axe-core/playwright';
import { htmlErrors } from './html-validate.ts';
import { logIn, resetStore, storeFault } from './session.ts';
import { expect, test } from './test.ts';

test.afterEach(() => resetStore());

async function expectQuality(page: import('@playwright/test').Page, url: string) {
  const response = await page.goto(url);
  expect(await htmlErrors((await response?.text()) ?? '')).toEqual([]);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

test('saved products: axe and HTML clean, saved, empty and failing', async ({ page, baseURL }) => {
  await logIn(page, baseURL);
  await page.goto('/create-and-print/drinkware/photo-mugs');
  const save = page.getByTestId('save-product').first();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await expectQuality(page, '/saved-products');
  await expect(page.getByTestId('saved-products').getByTestId('product-card')).not.toHaveCount(0);
  await expectQuality(page, '/saved-products?subtype=card');
  await expect(page.getByTestId('saved-empty')).toBeVisible();

  await storeFault({ mode: 'error', status: 500, path: '/api/v1/saved_products' });
  await expectQuality(page, '/saved-products');
  await expect(page.getByTestId('saved-error')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  test('removes a saved product by the form, on a phone-wide page', async ({ page, baseURL }) => {
    await logIn(page, baseURL);
    const added = await page.request.post('/api/saved-products', { data: { product_id: 1011 }, headers: { origin: baseURL! } });
    expect(added.status()).toBe(201);
    await page.goto('/saved-products');
    const cards = page.getByTestId('saved-products').getByTestId('product-card');
    const before = await cards.count();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await cards
      .first()
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(page).toHaveURL(/\/saved-products\?removed=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Removed from your saved products.' })).toBeVisible();
    await expect(cards).toHaveCount(before - 1);
  });
});
