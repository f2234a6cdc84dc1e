import { logIn, resetStore, storeFault } from './session.ts';
import { expect, test } from './test.ts';

test.afterEach(resetStore);

test('read the blog, page through it, search it and open a post', async ({ page }) => {
  await page.goto('/yours');
  await expect(page.getByTestId('featured-post')).toBeVisible();
  await expect(page.getByTestId('post-card')).toHaveCount(20);
  await expect(page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link')).not.toHaveCount(0);

  await page.getByRole('link', { name: 'Older posts →' }).click();
  await expect(page).toHaveURL(/\/yours\?page=2$/);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(page.getByTestId('featured-post')).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search the blog' });
  await expect(page.locator('[data-behaviour="post-search"]')).toHaveAttribute('data-attached', '');
  await search.fill('  camcorder  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/yours\/search\?term=camcorder$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “camcorder”');
  await expect(page.getByTestId('post-card').first()).toBeVisible();

  const first = page.getByTestId('post-card').first().getByRole('heading').getByRole('link');
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByTestId('post-byline')).toContainText('By ');
  await expect(page.getByTestId('post-content')).not.toBeEmpty();
  await expect(page.getByTestId('related-posts').getByTestId('post-card')).toHaveCount(3);
});

test('an empty search goes back to the blog home', async ({ page }) => {
  await page.goto('/yours/search?term=vhs');
  const search = page.getByRole('searchbox', { name: 'Search the blog' });
  await expect(search).toHaveValue('vhs');
  // Clearing the term that matched the current query resubmits it, which lands on /yours.
  await expect(page.locator('[data-behaviour="post-search"]')).toHaveAttribute('data-attached', '');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/yours$/);
});

test('a blog page still shows its content while the store does not answer', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  // Longer than the test: whatever shows came without the store.
  await storeFault({ mode: 'slow', delayMs: 600_000 });
  await page.goto('/yours/how-to-digitize-vhs-tapes-before-they-fade', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('How to Digitize VHS Tapes Before They Fade');
  await expect(page.getByTestId('post-content')).toContainText('tape');
});

test('a blog page still shows its content when the store is down', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  await storeFault({ mode: 'down' });
  await page.goto('/yours');
  await expect(page.getByTestId('featured-post')).toBeVisible();
  await expect(page.getByTestId('post-card')).toHaveCount(20);
});

test('a post whose slug has a dot, a tilde and capitals opens from its card, with Markdown rendered', async ({
  page,
}) => {
  await page.goto('/yours/search?term=kodachrome');
  const link = page
    .getByTestId('post-card')
    .getByRole('heading')
    .getByRole('link', { name: "Rescuing Grandpa's Kodachrome Carousel" });
  await expect(link).toHaveAttribute('href', '/yours/Grandmas-Kodachrome.Summer~1960');
  await link.click();
  // The worker answers it as a page, not the static-asset layer as a missing file.
  await expect(page).toHaveURL(/\/yours\/Grandmas-Kodachrome\.Summer~1960$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Rescuing Grandpa's Kodachrome Carousel");
  await expect(page.getByTestId('post-content').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByTestId('post-content')).not.toContainText('##');
});

test('on a phone, cards load a small size variant of their image, not the original', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/yours');
  const image = page.getByTestId('post-card').first().locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  // 358 CSS px at Playwright's 1× density: a 500 px wide variant (small, or a portrait's medium),
  // not the 2100 px original.
  expect(chosen).toMatch(/\/uploads\/(small|medium)_blog-[^/]+\.jpg$/);
});

// The switch is a plain form (no island): it posts, the cookie flips, the page reloads.
test('an admin turns the blog drafts on and off', async ({ page, baseURL }) => {
  await logIn(page, baseURL, { email: 'avery.admin@example.com', password: 'memories-2026' });
  await page.goto('/yours');
  const drafts = page.getByRole('switch', { name: /Drafts/ });
  await expect(drafts).toHaveAttribute('aria-checked', 'false');
  await drafts.click();
  await expect(page).toHaveURL(/\/yours$/);
  await expect(page.getByRole('switch', { name: /Drafts/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await page.getByRole('switch', { name: /Drafts/ }).click();
  await expect(page.getByRole('switch', { name: /Drafts/ })).toHaveAttribute('aria-checked', 'false');
});
