// The print catalogue in a browser against the fixture store: browsing a category with filters,
// a search, pages and the back button; the promotion modal by keyboard; a product into the cart,
// and the store refusing it.
import { MESSAGES } from '#core/domain/messages.ts';
import { holdStore, logIn, releaseStore, resetStore, storeFault } from './session.ts';
import { expect, test } from './test.ts';

test.afterEach(resetStore);

test('browse a list: filter, search, and go back through each state', async ({ page }) => {
  await page.goto('/create-and-print/home-decor/blankets');
  const results = page.getByTestId('browser-results');
  await expect(results.getByTestId('product-card')).toHaveCount(4);
  await expect(page.locator('[data-behaviour="print-browser"]')).toHaveAttribute('data-attached', '');
  // A page load would lose this: every change below happens in place.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByTestId('add-filter').filter({ hasText: 'Woven' }).click();
  await expect(page).toHaveURL(/filter=woven/);
  await expect(results.getByTestId('product-card')).toHaveCount(1);
  await expect(results).toContainText('Woven');

  // A new search clears the filters.
  await page.getByLabel('Search Blankets').fill('fleece');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?term=fleece$/);
  await expect(page.getByRole('heading', { name: 'Results for “fleece”' })).toBeVisible();
  await expect(results).toContainText('Plush Fleece');
  await expect(results.getByTestId('product-card')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/filter=woven/);
  await expect(results.getByTestId('product-card')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

// Issue 35: a shape is offered only where it holds products (blankets and mugs come in none).
test('a shape leads to products, and choosing it again unselects it', async ({ page }) => {
  await page.goto('/create-and-print/drinkware/photo-mugs');
  const results = page.getByTestId('browser-results');
  await expect(results.getByTestId('product-card').first()).toBeVisible();
  await expect(page.locator('[data-testid^="shape-"]')).toHaveCount(0);
  await page.goto('/create-and-print/wall-decor/canvas-prints');
  await expect(page.locator('[data-behaviour="print-browser"]')).toHaveAttribute('data-attached', '');
  const offered = page.locator('[data-testid^="shape-"]');
  const shapes = await offered.evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')!));
  expect(shapes.length).toBeGreaterThan(0);
  for (const shape of shapes) {
    await page.getByTestId(shape).click();
    await expect(page).toHaveURL(new RegExp(`shape=${shape.replace('shape-', '')}`));
    await expect(results.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('browser-empty')).toHaveCount(0);
    await page.getByTestId(shape).click();
    await expect(page).not.toHaveURL(/shape=/);
  }
});

test('a new sort applies once chosen, keeping the focus on it; without script its button applies it', async ({
  page,
  browser,
}) => {
  await page.goto('/create-and-print/wall-decor/canvas-prints');
  await expect(page.locator('[data-behaviour="print-browser"]')).toHaveAttribute('data-attached', '');
  await expect(page.getByRole('button', { name: 'Sort', exact: true })).toHaveCount(0);
  // As a keyboard user changes it: focused, then a new value.
  const sort = page.getByLabel('Sort by');
  await sort.focus();
  await sort.selectOption('name');
  await expect(page).toHaveURL(/sort=name/);
  const names = page.getByTestId('browser-results').locator('.card-link');
  await expect(names).toHaveText(['8x10 Canvas Print', '16x20 Canvas Print', '24x36 Canvas Print']);
  await expect(page.getByLabel('Sort by')).toBeFocused();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${new URL(page.url()).origin}/create-and-print/wall-decor/canvas-prints`);
  await plain.getByLabel('Sort by').selectOption('price_desc');
  await plain.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(plain).toHaveURL(/sort=price_desc/);
  await expect(plain.getByTestId('browser-results').locator('.card-link').first()).toHaveText('24x36 Canvas Print');
  await noScript.close();
});

test('pages through every product and back', async ({ page }) => {
  await page.goto('/create-and-print');
  await page.getByTestId('browser-pager').getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('browser-pager')).toContainText('Page 2 of');
  await page.goBack();
  await expect(page.getByTestId('browser-pager')).toContainText('Page 1 of');
});

test('the promotion modal takes the focus, keeps it, and Escape closes it back to its link', async ({ page }) => {
  await page.goto('/create-and-print/cards-and-stationery/cards');
  const offer = page
    .getByTestId('browser-results')
    .getByRole('link', { name: /See the offer/ })
    .first();
  await offer.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/promotion=\d+/);
  await expect(dialog.getByRole('link', { name: /^Shop / })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: /^Shop / })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/promotion=/);
});

test('on a 390 px phone the offer fits: its title names the product, its buttons one line each', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/create-and-print/cards-and-stationery/cards');
  const offer = page
    .getByTestId('browser-results')
    .getByRole('link', { name: /See the offer/ })
    .first();
  const product = ((await offer.textContent()) ?? '').replace(/^See the offer on /, '');
  await offer.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toContainText(product);
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  for (const button of [dialog.getByRole('link', { name: /^Shop / }), dialog.getByRole('link', { name: 'Close' })]) {
    const { height } = (await button.boundingBox())!;
    // 44 px is one line of a button (uno.config.ts `btn`); a second line would make it 60 or more.
    expect(height).toBeLessThan(56);
  }
});

test('open a product and add it to the cart, then see the store refuse it', async ({ page, baseURL }) => {
  await logIn(page, baseURL);
  await page.goto('/create-and-print/cards-and-stationery/cards');
  await page.getByTestId('browser-results').getByRole('link', { name: 'Flat Photo Cards 5x7' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flat Photo Cards 5x7' })).toBeVisible();
  // The list's copy stays until React reveals the store's response (reveals are batched): wait for the swap.
  await expect(page.getByTestId('product-pending')).toHaveCount(0);
  await expect(page.getByTestId('product-detail').getByRole('button', { name: 'Start designing' })).toBeVisible();
  const badge = page.getByTestId('cart-count');
  const before = Number((await badge.textContent()) || 0);

  await page.getByLabel(/^50 cards/).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('added-to-cart')).toBeVisible();
  await expect(badge).toHaveText(String(before + 1));

  await storeFault({ mode: 'error', status: 500, path: '/api/v1/current_order/line_items' });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('add-to-cart-error')).toHaveText(MESSAGES.addToCartFailed);
  await expect(badge).toHaveText(String(before + 1));
});

test('an add made before the header’s cart has come in is the count that cart shows when it comes', async ({
  page,
  baseURL,
}) => {
  await logIn(page, baseURL);
  // The store counts the cart when the page asks (3 items) and its response reaches the page late,
  // after the add below: the header's cart arrives knowing the count from before the add. The
  // answer is held until the add is done.
  await holdStore('/api/v1/store_info', 'slow-answer');
  await page.goto('/create-and-print/cards-and-stationery/cards/flat-photo-card-5x7', { waitUntil: 'commit' });
  const form = page.getByTestId('product-detail').locator('form[data-behaviour="add-to-cart"]');
  await expect(form).toHaveAttribute('data-attached', '');
  const badge = page.getByRole('banner').getByTestId('cart-count');
  await expect(badge).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('added-to-cart')).toContainText('Your cart holds 4 items.');
  await expect(badge).toHaveCount(0);
  await releaseStore();
  await expect(badge).toHaveText('4');
  await expect(page.getByRole('banner').getByTestId('cart-link')).toHaveAttribute('aria-label', 'Cart, 4 items');
});

test('save and unsave from a product card, rolled back when the store refuses', async ({ page, baseURL }) => {
  await logIn(page, baseURL);
  await page.goto('/create-and-print/drinkware/photo-mugs');
  const save = page.getByTestId('browser-results').getByTestId('save-product').first();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toContainText('Saved');
  await page.reload();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved-products?list=photo-mugs');
  await expect(page.getByTestId('saved-products').getByTestId('product-card')).toHaveCount(1);

  await page.goto('/create-and-print/drinkware/photo-mugs');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await storeFault({ mode: 'error', status: 500, path: '/api/v1/saved_products/' });
  await save.click();
  await expect(page.getByTestId('toast')).toContainText('could not be removed');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
});

test('signed out, Save asks nothing of the API and goes to sign in, coming back to the list', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/saved-products')) asked.push(r.url());
  });
  await page.goto('/create-and-print/drinkware/photo-mugs');
  const save = page.getByTestId('browser-results').getByTestId('save-product').first();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page).toHaveURL(/\/sign_in\?redirectTo=%2Fcreate-and-print%2Fdrinkware%2Fphoto-mugs/);
  expect(asked).toEqual([]);
});

test('log in from the saved products page and land back on it', async ({ page }) => {
  await page.goto('/saved-products?list=cards');
  await expect(page).toHaveURL(/\/sign_in\?redirectTo=%2Fsaved-products%3Flist%3Dcards/);
  await page.getByLabel('Email').fill('casey@example.com');
  await page.getByLabel('Password').fill('memories-2026');
  await page.getByRole('button', { name: /Log in/i }).click();
  await expect(page).toHaveURL(/\/saved-products\?list=cards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved products' })).toBeVisible();
});
