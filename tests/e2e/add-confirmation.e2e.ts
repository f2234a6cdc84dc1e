// The confirmation after an add to cart comes from the site, never from the address (issue 25,
// trial finding 7): a link that claims an add shows nothing; a real add without script shows it
// once, from a cookie no script can read, and a reload shows nothing.
import { logIn, resetStore } from './session.ts';
import { expect, type Page, test } from './test.ts';

const BOOK = '/create-and-print/photo-books/8x8-standard-photo-book';
const BOX = '/digital-conversion/order/forever-box-10';

test.afterEach(resetStore);

const flashCookies = async (page: Page) => (await page.context().cookies()).filter((c) => c.name === 'cart_added');

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('an address that claims an add shows no confirmation', async ({ page, baseURL }) => {
      await logIn(page, baseURL);
      await page.goto(`${BOOK}?added=1&cart=999999#add-to-cart`);
      await expect(page.getByTestId('product-detail')).toBeVisible();
      // With script, only once the form's behaviour has read the page could it have shown one.
      if (javaScriptEnabled)
        await expect(
          page.getByTestId('product-detail').locator('form[data-behaviour="add-to-cart"][data-attached]'),
        ).toHaveCount(1);
      await expect(page.getByTestId('added-to-cart')).toHaveCount(0);
      await expect(page.getByText('999999')).toHaveCount(0);
      await page.goto(`${BOX}?added=1`);
      await expect(page.getByRole('button', { name: /Add box to cart/ })).toBeVisible();
      if (javaScriptEnabled) await expect(page.locator('[data-testid="box-order"][data-attached]')).toHaveCount(1);
      await expect(page.getByTestId('box-added')).toHaveCount(0);
    });

    test('the box order’s add says so once, from a cookie script cannot read, and not on reload', async ({
      page,
      baseURL,
    }) => {
      await logIn(page, baseURL);
      await page.goto(BOX);
      const redirect = page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 303);
      await page.getByRole('button', { name: /Add box to cart/ }).click();
      const setCookie = (await (await redirect).headerValue('set-cookie')) ?? '';
      expect(setCookie).toMatch(
        new RegExp(`^cart_added=.*; Max-Age=60; Path=${BOX}; HttpOnly; Secure; SameSite=Strict`),
      );
      await expect(page).toHaveURL(new RegExp(`${BOX}$`));
      await expect(page.getByTestId('box-added')).toBeVisible();
      // Shown, then gone from the browser.
      expect(await flashCookies(page)).toEqual([]);
      await page.reload();
      await expect(page.getByRole('button', { name: /Add box to cart/ })).toBeVisible();
      await expect(page.getByTestId('box-added')).toHaveCount(0);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product’s add says what the store answered once, and not on reload', async ({ page, baseURL }) => {
    await logIn(page, baseURL);
    await page.goto(BOOK);
    await page.getByTestId('product-detail').getByRole('button', { name: 'Add to cart' }).click();
    // Back to the product with its choice, and nothing in the address that claims an add.
    await expect(page).toHaveURL(/8x8-standard-photo-book\?option-\d+=\d+#add-to-cart$/);
    const added = page.getByTestId('added-to-cart');
    // Casey's cart held 3 items.
    await expect(added).toHaveText('Added to your cart. Your cart holds 4 items. View your cart');
    expect(await flashCookies(page)).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('product-detail')).toBeVisible();
    await expect(added).toHaveCount(0);
  });
});
