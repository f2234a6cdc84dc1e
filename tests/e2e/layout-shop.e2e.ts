// The shop's layout as a shopper at Shutterfly or Mixbook would judge it (issue 28): on a phone a
// product list shows its products first, its sort and filters behind one "Filter & sort" button;
// from 992 px they are a sidebar; a product page's picture takes most of the width beside the buy
// box, the details below. Each picture's `sizes` says the width it is really shown at.
import { expect, type Locator, type Page, test } from './test.ts';

const BLANKETS = '/create-and-print/home-decor/blankets';
const BOOK = '/create-and-print/photo-books/8x8-standard-photo-book';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The width the `sizes` attribute of `img` gives for the viewport now: its first matching condition's length, laid out.
 */
const sizesWidth = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) => {
    for (const entry of el.sizes.split(',').map((s) => s.trim())) {
      const conditional = /^(\(.*?\))\s+(.+)$/.exec(entry);
      if (conditional && !matchMedia(conditional[1]!).matches) continue;
      const probe = document.createElement('div');
      probe.style.cssText = `position:absolute;width:${conditional ? conditional[2] : entry}`;
      document.body.appendChild(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    }
    return Number.NaN;
  });

/** The main content's width: the main landmark less its padding. */
const contentWidth = (page: Page) =>
  page.locator('main').evaluate((m) => {
    const style = getComputedStyle(m);
    return m.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  });

/** The blankets' cards and their Woven filter. */
const blankets = (page: Page) => ({
  cards: page.getByTestId('browser-results').getByTestId('product-card'),
  woven: page.getByTestId('add-filter').filter({ hasText: 'Woven' }),
});

/** Follows the Woven filter from the keyboard: one card is left. */
async function chooseWoven(page: Page) {
  const { cards, woven } = blankets(page);
  await woven.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/filter=woven/);
  await expect(cards).toHaveCount(1);
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? 'with script' : 'without script';

  test.describe(`a product list ${how}`, () => {
    test.use({ javaScriptEnabled });

    test('on a phone: products first, filters shut behind “Filter & sort”, a keyboard opens and uses', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(BLANKETS);
      const { cards, woven } = blankets(page);
      await expect(cards).toHaveCount(4);
      // Before issue 28's layout the whole filter list came first: the first card began at 867 px.
      const first = await box(cards.first());
      expect(first.y).toBeLessThan(520);
      // Two whole cards, pictures and prices, in the first screen.
      expect((await box(cards.nth(1))).y + (await box(cards.nth(1))).height).toBeLessThanOrEqual(PHONE.height);
      await expect(woven).toBeHidden();
      await expect(page.getByLabel('Sort by')).toBeHidden();

      const toggle = page.getByTestId('browser-refine').locator('summary');
      await expect(toggle).toHaveText('Filter & sort');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(woven).toBeVisible();
      // The next Tab stop is the sort, inside the open panel.
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Sort by')).toBeFocused();
      await chooseWoven(page);
      // The chosen filter shows beside the products, and the button says the panel holds one.
      await expect(page.getByRole('list', { name: 'Chosen filters' })).toBeVisible();
      await expect(page.getByTestId('remove-filter')).toContainText('Woven');
      await expect(toggle).toContainText('1 chosen');
      expect((await box(cards.first())).y).toBeLessThan(600);
    });

    test('at 1280 px has its sort and filters as a sidebar beside the products, open without a click', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(BLANKETS);
      const { cards, woven } = blankets(page);
      await expect(cards).toHaveCount(4);
      await expect(page.getByTestId('browser-refine').locator('summary')).toBeHidden();
      await expect(woven).toBeVisible();
      const card = await box(cards.first());
      const sidebar = await box(page.getByTestId('browser-refine'));
      expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(card.x);
      expect(card.y).toBeLessThan(sidebar.y + 60);
      // Tab goes from the search straight into the sidebar's sort: no hidden stop between.
      await page.getByRole('button', { name: 'Search' }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Sort by')).toBeFocused();
      await chooseWoven(page);
    });
  });

  test.describe(`a product page ${how}`, () => {
    test.use({ javaScriptEnabled });

    test('at 1280 px: a picture over half the width beside the buy box, price and button in the first screen', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(BOOK);
      const picture = await box(page.getByTestId('product-top').locator('img'));
      const buy = await box(page.getByTestId('buy-box'));
      // Before: 512 px of 1104, beside a buy box as wide.
      expect(picture.width / (await contentWidth(page))).toBeGreaterThanOrEqual(0.55);
      expect(picture.height).toBeCloseTo(picture.width, 0);
      expect(buy.x).toBeGreaterThan(picture.x + picture.width);
      for (const part of [page.getByTestId('product-price'), page.getByRole('link', { name: 'Log in to buy' })]) {
        const b = await box(part);
        expect(b.y + b.height).toBeLessThanOrEqual(DESKTOP.height);
      }
      const specifications = await box(page.getByTestId('specifications'));
      expect(specifications.y).toBeGreaterThanOrEqual(picture.y + picture.height);
      expect(specifications.x).toBeLessThanOrEqual(picture.x);
    });

    test('on a phone shows the picture the content’s width and the price in the first screen', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(BOOK);
      const picture = await box(page.getByTestId('product-top').locator('img'));
      expect(picture.width).toBeCloseTo(await contentWidth(page), 0);
      const price = await box(page.getByTestId('product-price'));
      expect(price.y + price.height).toBeLessThanOrEqual(PHONE.height);
    });
  });
}

test('each shop picture’s sizes is the width it is shown at, from 320 to 1280 px', async ({ page }) => {
  const pictures = [
    { url: BOOK, img: page.getByTestId('product-top').locator('img') },
    { url: BLANKETS, img: page.getByTestId('browser-results').locator('img').first() },
    { url: '/create-and-print', img: page.getByTestId('group-cards').locator('img').first() },
    { url: '/create-and-print', img: page.getByTestId('deals').locator('img').first() },
  ];
  const wrong: string[] = [];
  for (const width of [320, 390, 768, 992, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { url, img } of pictures) {
      await page.goto(url);
      await img.scrollIntoViewIfNeeded();
      const shown = (await box(img)).width;
      const said = await sizesWidth(img);
      if (Math.abs(shown - said) > 2)
        wrong.push(`${url} at ${width} px: shown ${shown.toFixed(1)}, sizes ${said.toFixed(1)}`);
    }
  }
  expect(wrong).toEqual([]);
});
