// The print catalogue's landing pages in a browser against the fixture store: a category's lists
// with their from-prices, into a list; photo prints into the app with a size chosen; the index's
// categories and deals; and a category standing, with a retry, when the store is down.
import AxeBuilder from '@axe-core/playwright';
import { htmlErrors } from './html-validate.ts';
import { resetStore, storeFault } from './session.ts';
import { expect, test } from './test.ts';

const LANDING_PAGES = [
  '/create-and-print/cards-and-stationery',
  '/create-and-print/photo-gifts',
  '/create-and-print/drinkware',
  '/create-and-print/wall-decor',
  '/create-and-print/home-decor',
  '/create-and-print/photo-prints',
];

test.afterEach(resetStore);

test('a category shows its lists with from-prices and leads into one', async ({ page }) => {
  await page.goto('/create-and-print/drinkware');
  await expect(page.getByRole('heading', { level: 1, name: 'Drinkware' })).toBeVisible();
  const cards = page.getByTestId('group-cards');
  await expect(cards.getByTestId('from-price')).toHaveCount(4);
  await expect(cards.getByTestId('from-price').first()).toHaveText(/^From \$\d/);
  await cards.getByRole('link', { name: 'Photo Mugs' }).click();
  await expect(page).toHaveURL(/\/create-and-print\/drinkware\/photo-mugs$/);
});

test('cards are priced per card on their category', async ({ page }) => {
  await page.goto('/create-and-print/cards-and-stationery');
  await expect(page.locator('[data-slug="cards"]').getByTestId('from-price')).toHaveText(/per card$/);
  await expect(page.locator('[data-slug="notebooks"]').getByTestId('from-price')).not.toHaveText(/per card/);
});

test('photo prints list the sizes with their deals and lead into the app with the size chosen', async ({ page }) => {
  await page.goto('/create-and-print/photo-prints');
  const prints = page.getByTestId('deals');
  await expect(prints.getByTestId('product-card')).toHaveCount(3);
  // 4x6 is on the Print Sale: its list price struck through, the rounded reduction beside it.
  await expect(prints.getByTestId('product-card').first()).toContainText('was $0.39');
  await expect(prints.getByTestId('product-card').first()).toContainText('31% off');
  await expect(prints.getByRole('link', { name: '4x6 Photo Print' })).toHaveAttribute(
    'href',
    '/app/photo-prints?option=4x6-photo-print',
  );
  await expect(page.getByTestId('order-photo-prints')).toHaveAttribute('href', '/app/photo-prints');
});

test('the index shows every category with a from-price and the photo-print deals', async ({ page }) => {
  await page.goto('/create-and-print');
  await expect(page.getByTestId('group-cards').getByRole('listitem')).toHaveCount(8);
  await expect(page.getByTestId('group-cards').getByTestId('from-price')).toHaveCount(8);
  await expect(page.getByTestId('deals')).toContainText('Print Sale');
});

test('a category stands when the store is down, and its retry asks again', async ({ page }) => {
  await storeFault({ mode: 'down', path: '/api/v1/groups/batch', times: 1 });
  await page.goto('/create-and-print/wall-decor');
  await expect(page.getByRole('link', { name: 'Canvas Prints' })).toBeVisible();
  await expect(page.getByTestId('from-price-error')).toHaveCount(2);
  await page.getByTestId('from-price-error').first().getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByTestId('from-price')).toHaveCount(2);
});

test('the landing pages pass axe and the HTML checker, and fit a 320 px screen', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 800 });
  for (const url of LANDING_PAGES) {
    const response = await page.goto(url);
    expect(await htmlErrors((await response?.text()) ?? ''), url).toEqual([]);
    expect(
      (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id),
      url,
    ).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      url,
    ).toBe(0);
  }
});

test('works without JavaScript: prices and deals are in the first response', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/create-and-print/home-decor');
  await expect(page.getByTestId('from-price')).toHaveCount(3);
  await page.goto('/create-and-print/photo-prints');
  await expect(page.getByTestId('deals').getByTestId('product-card')).toHaveCount(3);
  await context.close();
});

test('nothing in the page’s content moves when prices arrive late', async ({ page }) => {
  await storeFault({ mode: 'slow', delayMs: 800, path: '/api/v1/groups/batch' });
  await storeFault({ mode: 'slow', delayMs: 800, path: '/api/v1/products/fast_print' });
  // Shifts of the main content only: the header's own parts are the layout's business.
  // A shift is reported after the frame it happened in: the total is read two frames after the
  // prices show, with the reports not yet delivered taken too.
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number; settledCls: () => Promise<number> };
    w.cls = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (!e.hadRecentInput && e.sources.some((s) => s.node?.parentElement?.closest('main'))) w.cls += e.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    w.settledCls = () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            resolve(w.cls);
          }),
        ),
      );
  });
  for (const url of ['/create-and-print/drinkware', '/create-and-print/photo-prints']) {
    await page.goto(url);
    await expect(page.getByTestId(url.endsWith('prints') ? 'deals' : 'from-price').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { settledCls: () => Promise<number> }).settledCls()),
      url,
    ).toBe(0);
  }
});

test('a product card keeps its height when its Save button appears with script, so nothing below it moves', async ({
  browser,
  baseURL,
}) => {
  // The button is hidden in the HTML and shown by its behaviour: its row must be as tall before.
  const heights = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto('/create-and-print/photo-prints');
    const cards = page.getByTestId('deals').getByTestId('product-card');
    await expect(cards).toHaveCount(3);
    if (javaScriptEnabled) await expect(cards.first().getByTestId('save-product')).toBeVisible();
    const measured = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().height));
    await context.close();
    return measured;
  };
  expect(await heights(true)).toEqual(await heights(false));
});
