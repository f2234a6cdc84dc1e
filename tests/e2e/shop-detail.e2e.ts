// A product page's add to cart in the browser: with script it stays on the page and the header's
// count changes at once; without script the same form posts to the page; signed out it asks to
// log in and comes back.
import AxeBuilder from '@axe-core/playwright';
import { MESSAGES } from '#core/domain/messages.ts';
import { htmlErrors } from './html-validate.ts';
import { holdStore, logIn, releaseStore, resetStore, storeFault } from './session.ts';
import { expect, test } from './test.ts';

const CARDS = '/create-and-print/cards-and-stationery/cards/flat-photo-card-5x7';

test.afterEach(() => resetStore());

test('adds to the cart through /api/cart without leaving the page, and says when the store refuses', async ({
  page,
  baseURL,
}) => {
  await logIn(page, baseURL);
  await page.goto(CARDS);
  // The header's count streams in after the shell; it hears of a change only once it is there.
  await expect(page.locator('[data-behaviour="cart-count"][data-attached]')).toHaveCount(1);
  const badge = page.getByTestId('cart-count');
  const before = Number((await badge.textContent()) || 0);
  // The store's copy of the product, once React has put it in place of the list's.
  const product = page.getByTestId('product-detail');
  await expect(product).toBeVisible();
  await product.getByLabel(/^50 cards/).check();

  const posted = page.waitForRequest((r) => r.url().endsWith('/api/cart') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const body = (await posted).postDataJSON() as {
    productId: number;
    optionValues: { option_id: number; option_value_id: number }[];
  };
  expect(body.productId).toBeGreaterThan(0);
  expect(body.optionValues).toHaveLength(1);
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await expect(badge).toHaveText(String(before + 1));
  // Still this page, its address keeping the choice.
  expect(new URL(page.url()).pathname).toBe(CARDS);
  expect(new URL(page.url()).search).toMatch(/^\?option-\d+=\d+$/);

  await storeFault({ mode: 'error', status: 500, path: '/api/v1/current_order/line_items' });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.addToCartFailed })).toBeVisible();
  await expect(page.getByTestId('added-to-cart')).toHaveCount(0);
  await expect(badge).toHaveText(String(before + 1));
});

test('options chosen while the store is slow stay chosen when its copy of the product arrives', async ({
  page,
  baseURL,
}) => {
  await logIn(page, baseURL);
  // The list's search goes through; the product's own response (asked for by its slug) is held back
  // until the option is chosen.
  await holdStore('/api/v1/products/flat-photo-card-5x7');
  // Not waiting for the load event, which comes when the stream ends.
  await page.goto(CARDS, { waitUntil: 'commit' });
  const pending = page.getByTestId('product-pending');
  await expect(pending.locator('form[data-attached]')).toHaveCount(1);
  await pending.getByLabel(/^50 cards/).check();
  await releaseStore();

  const product = page.getByTestId('product-detail');
  await expect(product).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(product.getByLabel(/^50 cards/)).toBeChecked();
  await expect(product.getByLabel(/^25 cards/)).not.toBeChecked();
});

test('signed out, the page asks to log in to buy and comes back to the product', async ({ page }) => {
  await page.goto(CARDS);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const logInLink = page.getByRole('link', { name: 'Log in to buy' });
  await expect(logInLink).toHaveAttribute('href', new RegExp(`redirectTo=${encodeURIComponent(CARDS)}`));
  await expect(page.getByRole('button', { name: 'Start designing' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same form posts to the page and comes back added', async ({ page, baseURL }) => {
    await logIn(page, baseURL);
    await page.goto(CARDS);
    // The store answered within the page's wait: its copy of the product is in the HTML.
    await page
      .getByTestId('product-detail')
      .getByLabel(/^50 cards/)
      .check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\?option-\d+=\d+#add-to-cart$/);
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  });
});

test('product pages pass axe and the HTML checker signed out and in, while the store is slow too', async ({
  page,
  baseURL,
}) => {
  const paths = [
    CARDS,
    '/create-and-print/photo-books/8x8-standard-photo-book',
    '/create-and-print/drinkware/photo-mugs/11oz-photo-mug',
  ];
  const found: Record<string, string[]> = {};
  for (const signedIn of [false, true]) {
    if (signedIn) await logIn(page, baseURL);
    for (const slow of [false, true]) {
      // Past the page's wait for the store, so the store's copy streams in.
      if (slow) await storeFault({ mode: 'slow', delayMs: 900, path: '/api/v1/products/' });
      for (const path of paths) {
        const response = await page.goto(path);
        const errors = await htmlErrors((await response?.text()) ?? '');
        const { violations } = await new AxeBuilder({ page }).analyze();
        const all = [
          ...errors,
          ...violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ];
        if (all.length) found[`${path} signed ${signedIn ? 'in' : 'out'}${slow ? ', slow' : ''}`] = all;
      }
      await resetStore();
    }
  }
  expect(found).toEqual({});
});

// Issue 35: a photo book's sizes and covers are information, not tiles that look like choices; the
// covers they name are the options' radios, which do change the product.
test('a photo book’s sizes and covers look like what they are, and point to the real choice', async ({ page }) => {
  await page.goto('/create-and-print/photo-books/8x8-standard-photo-book');
  const sizes = page.getByTestId('photo-book-sizes');
  const items = sizes.getByRole('listitem');
  await expect(items).not.toHaveCount(0);
  const looks = await items.evaluateAll((lis) =>
    lis.map((li) => {
      const style = getComputedStyle(li);
      return { border: style.borderTopWidth, background: style.backgroundColor, cursor: style.cursor };
    }),
  );
  for (const look of looks) expect(look).toEqual({ border: '0px', background: 'rgba(0, 0, 0, 0)', cursor: 'auto' });
  await expect(sizes).toContainText('Choose the cover in the options above.');
  for (const text of await items.allTextContents()) {
    const cover = text.trim().split(' ').at(-1)!;
    await expect(page.getByTestId('product-detail').getByRole('radio', { name: new RegExp(`^${cover}`) })).toHaveCount(
      1,
    );
  }
});

// Issue 35: a rating, where the store gives one, in the form people read.
test('a product’s rating reads “4.1 ★ (201 reviews)”, from the store’s reviews', async ({ page }) => {
  await page.goto('/create-and-print/photo-books/8x8-standard-photo-book');
  const rating = page.getByTestId('product-rating');
  await expect(rating.locator('[aria-hidden="true"]')).toHaveText(/^\d\.\d ★ \(\d[\d,]* reviews?\)$/);
  await expect(rating.locator('.sr-only')).toHaveText(/^Rated \d\.\d out of 5 stars, from \d[\d,]* reviews?$/);
});
