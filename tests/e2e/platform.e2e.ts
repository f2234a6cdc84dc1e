import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fence, requestsTo } from './events.ts';
import { watchErrors } from './page-errors.ts';
import { logIn, resetStore, storeFault } from './session.ts';
import { expect, type Page, test } from './test.ts';

const POST = '/yours/how-long-do-vhs-tapes-last';
/** The most JavaScript (gzip) a content page may load, signed out or in. */
const CONTENT_PAGE_JS_BUDGET = 70_000;
/** The browser entry as the build the site serves names it (content-hashed, decision 096). */
const ENTRY = (
  JSON.parse(readFileSync(new URL('../../dist/client/build-manifest.json', import.meta.url), 'utf8')) as {
    entry: string;
  }
).entry;

/** Every script the page loads until the network is quiet, with its size gzipped. */
async function scriptsOf(page: Page, url: string) {
  const sizes: Promise<[string, number]>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    // The body as the browser decoded it, measured gzipped.
    sizes.push(r.body().then((body) => [new URL(r.url()).pathname, gzipSync(body, { level: 9 }).byteLength]));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return new Map(await Promise.all(sizes));
}

test.afterEach(resetStore);

test('an unknown address shows the 404 page with its text and status', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found (404) | Forever Memories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found (404)');
  await expect(
    page.getByText(
      "The page you were looking for doesn't exist. You may have mistyped the address, or the page may have moved.",
    ),
  ).toBeVisible();
});

test('after logging in through /api the cart shows the customer count', async ({ page, baseURL }) => {
  await logIn(page, baseURL);
  const errors = watchErrors(page);
  await page.goto('/no-such-page');
  await expect(page.locator('[data-behaviour="cart-count"]')).toHaveAttribute('data-attached', '');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('when the page came without a count, the cart asks the store for it', async ({ page, baseURL }) => {
  await logIn(page, baseURL);
  // The page's own store-info call fails; the one the browser makes afterwards answers.
  await storeFault({ mode: 'error', path: '/api/v1/store_info', times: 1 });
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/store-info');
  await page.goto(POST);
  expect((await asked).status()).toBe(200);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
});

test('a cart:changed event updates the cart at once', async ({ page, baseURL }) => {
  await logIn(page, baseURL);
  await page.goto(POST);
  await expect(page.locator('[data-behaviour="cart-count"]')).toHaveAttribute('data-attached', '');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  const tell = (detail: unknown) =>
    page.evaluate((d) => document.dispatchEvent(new CustomEvent('cart:changed', { detail: d })), detail);

  await tell({ count: 120 });
  await expect(page.getByTestId('cart-count')).toHaveText('99+');
  await expect(page.getByRole('link', { name: 'Cart, 120 items' })).toBeVisible();
  await tell({ count: 1 });
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await tell({ count: 0 });
  await expect(page.getByTestId('cart-count')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  // A detail that is not a count is ignored.
  await tell({ count: 'many' });
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});

for (const visitor of ['signed out', 'signed in'] as const) {
  test(`a blog post, ${visitor}, loads the entry script alone: no React, within the budget`, async ({
    page,
    baseURL,
  }) => {
    if (visitor === 'signed in') await logIn(page, baseURL);
    const scripts = await scriptsOf(page, POST);
    if (visitor === 'signed in')
      await expect(page.locator('[data-behaviour="account-menu"]')).toHaveAttribute('data-attached', '');
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(`${POST} ${visitor}: ${scripts.size} script(s), ${(total / 1000).toFixed(2)} kB gzip`);
    expect([...scripts.keys()]).toEqual([ENTRY]);
    expect(total).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET);
  });
}

test('the log-in page, which has a React island, loads React', async ({ page }) => {
  const scripts = await scriptsOf(page, '/log-in');
  expect(scripts.has(ENTRY)).toBe(true);
  expect(scripts.size).toBeGreaterThan(1);
});

test('a page chunk that fails to load reloads the page once, and not again within 60 s (SPEC §4, §8)', async ({
  page,
}) => {
  // The page's clock, moved on by the test: the guard is seen to hold at 59 s and lapse after 60.
  await page.clock.install();
  // The log-in island's chunk is gone on every load, as after a deploy that replaced it.
  await page.route('**/assets/chunks/LogInForm-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const loads = requestsTo(page, '/log-in');
  const reports = requestsTo(page, '/api/client-errors');
  const failures = () => reports.filter((body) => body.includes('"kind":"chunk-load"')).length;
  await page.goto('/log-in');
  // The first failure reloads the page; the same failure on the reloaded page, at once, does not.
  await expect.poll(failures).toBe(2);
  await fence(page);
  expect(loads).toHaveLength(2);
  expect(reports).toHaveLength(2);

  // 59 s after that reload, the visitor reloads: the failure again, and still no reload.
  await page.clock.fastForward('00:59');
  await page.reload();
  await expect.poll(failures).toBe(3);
  await fence(page);
  expect(loads).toHaveLength(3);

  // Past 60 s, a failure reloads the page once more, and the reloaded page's failure does not.
  await page.clock.fastForward('00:02');
  await page.reload();
  await expect.poll(failures).toBe(5);
  await fence(page);
  expect(loads).toHaveLength(5);
  expect(reports).toHaveLength(5);
});
