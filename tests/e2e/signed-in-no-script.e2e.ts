// Signed in with JavaScript off (issue 35, docs/decisions/089): every page has the visitor's name,
// an account menu that opens and logs out, the cart's count and its other personal widgets in
// place, also when the store answers after the personal widgets' 400 ms wait.
import { formatCartCount } from '#core/domain/cart-count.ts';
import { pathTo } from '#core/routes/paths.ts';
import { routeOfPath } from './page-urls.ts';
import { resetStore, storeFault } from './session.ts';
import { customer, storeCartCount } from './store-data.ts';
import { expect, type Page, test } from './test.ts';

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
test.afterEach(() => resetStore());

/** Signs in through the log-in form, as a visitor without script does. */
async function signIn(page: Page) {
  await page.goto(pathTo('log-in'));
  const { credentials } = customer();
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new URL(pathTo('index'), page.url()).href);
}

/** A product page, found as a shopper finds it: through the catalogue's own links. */
async function productPage(page: Page): Promise<string> {
  const queue = [pathTo('create-and-print')];
  for (let visited = 0; queue.length > 0 && visited < 20; visited++) {
    const html = await (await page.request.get(queue.shift()!)).text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="(\/create-and-print\/[^"#?]*)"/g)) {
      if (routeOfPath(href!)?.endsWith('-slug')) return href!;
      queue.push(href!);
    }
  }
  throw new Error('No product page is linked from the catalogue');
}

/** The bar's Products item (the phone menu has one too), whatever element makes it. */
function barProducts(page: Page) {
  const bar = page.getByRole('navigation', { name: 'Primary' });
  return bar.locator('[data-menu="products"] :is(summary, button):visible');
}

/** The visitor's parts on the page as it came, nothing left for a script to put in place. */
async function expectPersonalWidgets(page: Page, path: string) {
  const { name, credentials } = customer();
  const header = page.getByRole('banner');
  // Nothing stands in, and nothing waits at the page's end for a script to move it.
  await expect(header.getByTestId('account-fallback'), path).toHaveCount(0);
  const leftForScript = page.locator('template[id^="B:"], div[hidden][id^="S:"], template[data-late-start]');
  await expect(leftForScript, path).toHaveCount(0);
  // The name, opening the account menu.
  const menu = header.getByTestId('account-disclosure');
  await expect(menu.locator('summary'), path).toContainText(name);
  await expect(header.getByTestId('account-menu-panel'), path).toBeHidden();
  // The cart's count, as the store has it now.
  await expect(header.getByTestId('cart-count'), path).toHaveText(formatCartCount(await storeCartCount(credentials)));
  // The Products menus (the bar's and the phone menu's) and the badge at the page's end are there.
  await expect(barProducts(page), path).toBeVisible();
  await expect(page.getByTestId('mobile-menu').locator('summary', { hasText: 'Products' }), path).toHaveCount(1);
  await expect(page.getByTestId('affiliate-badge'), path).toHaveCount(1);
}

test('the account menu opens from the keyboard and its Log out ends the session', async ({ page, context }) => {
  await signIn(page);
  await page.goto(pathTo('forever-club'));
  const { name } = customer();
  const summary = page.getByTestId('account-disclosure').locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('account-menu-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('account-name')).toHaveText(name);
  await expect(panel.getByRole('link', { name: 'Saved Products' })).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'auth_token');
  expect(token).toBeDefined();

  await panel.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(new URL(pathTo('index'), page.url()).href);
  await expect(page.getByRole('banner').getByTestId('log-in-link')).toBeVisible();
  // The session itself is over: its token, sent again, no longer signs anyone in.
  await context.addCookies([{ ...token!, expires: -1 }]);
  await page.goto(pathTo('our-story'));
  await expect(page.getByRole('banner').getByTestId('log-in-link')).toBeVisible();
  await expect(page.getByTestId('account-disclosure')).toHaveCount(0);
});

test('the Products menu opens from the keyboard and leads on', async ({ page }) => {
  await signIn(page);
  await page.goto(pathTo('forever-club'));
  const panel = page.getByRole('navigation', { name: 'Primary' }).locator('#nav-menu-products');
  await expect(panel).toBeHidden();
  await barProducts(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  const link = panel.locator('a[href^="/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
});

test('every kind of page has the visitor’s name, menu, cart count and parts in place', async ({ page }) => {
  await signIn(page);
  const product = await productPage(page);
  for (const path of [pathTo('index'), product, pathTo('forever-club'), pathTo('pixels2pages'), pathTo('yours')]) {
    await page.goto(path);
    await expectPersonalWidgets(page, path);
  }
});

test('with the store slower than the parts’ wait, the page waits for them', async ({ page }) => {
  await signIn(page);
  const product = await productPage(page);
  // Each page asked for once first, so the cached ones are filled from their shell (docs/decisions/056).
  for (const path of [pathTo('yours'), product]) await page.request.get(path);
  await storeFault({ mode: 'slow', delayMs: 1500, path: '/api/v1/store_info' });
  for (const path of [pathTo('yours'), product]) {
    await page.goto(path);
    await expectPersonalWidgets(page, path);
  }
});
