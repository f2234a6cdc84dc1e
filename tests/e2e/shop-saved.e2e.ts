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
  await expectQuality(page, '/saved-products?list=cards');
  await expect(page.getByTestId('saved-empty')).toBeVisible();

  await storeFault({ mode: 'error', status: 500, path: '/api/v1/saved_products' });
  await expectQuality(page, '/saved-products');
  await expect(page.getByTestId('saved-error')).toBeVisible();
});

// Issue 35: saved products are found from the account menu, offer only tabs that hold something,
// and each leads on to its page to design and buy.
test('saved products: from the account menu, only tabs that hold something, each leading on to buy', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, baseURL);
  await page.goto('/create-and-print/drinkware/photo-mugs');
  const mug = page.getByTestId('product-card').first();
  const mugName = (await mug.getByRole('heading').textContent())!.trim();
  await mug.getByTestId('save-product').click();
  await expect(mug.getByTestId('save-product')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/');
  const menu = page.locator('[data-behaviour="account-menu"]');
  await expect(menu).toHaveAttribute('data-attached', '');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.locator('#account-menu-panel').getByRole('link', { name: 'Saved Products' }).click();
  await expect(page).toHaveURL(/\/saved-products$/);

  // Every tab but All holds at least one product; the saved mug's kind is among them.
  const tabs = page.getByRole('navigation', { name: 'Kinds of product' }).getByRole('link');
  const labels = await tabs.allTextContents();
  expect(labels[0]).toBe('All');
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels.slice(1)) {
    await page
      .getByRole('navigation', { name: 'Kinds of product' })
      .getByRole('link', { name: label, exact: true })
      .click();
    await expect(page.getByTestId('saved-products').getByTestId('product-card'), label).not.toHaveCount(0);
  }

  await page
    .getByRole('navigation', { name: 'Kinds of product' })
    .getByRole('link', { name: 'All', exact: true })
    .click();
  const saved = page.getByTestId('saved-products').getByTestId('product-card').filter({ hasText: mugName });
  // Remove is the card's only saving control: no "Saved" beside it.
  await expect(saved.getByTestId('save-product')).toHaveCount(0);
  await expect(saved.getByRole('button', { name: `Remove ${mugName}` })).toBeVisible();
  await saved.getByRole('link', { name: `Design and buy ${mugName}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mugName);
  await expect(page.getByRole('button', { name: /add to cart/i })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

  test('removes a saved product by the form, on a phone-wide page', async ({ page, baseURL }) => {
    await logIn(page, baseURL);
    const added = await page.request.post('/api/saved-products', {
      data: { product_id: 1011 },
      headers: { origin: baseURL! },
    });
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
