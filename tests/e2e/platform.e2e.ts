import { expect, test } from '@playwright/test';

const CUSTOMER = { email: 'casey@example.com', password: 'memories-2026' };

test('an unknown address shows the 404 page with its text and status', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found (404) | Forever Memories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found (404)');
  await expect(
    page.getByText("The page you were looking for doesn't exist. You may have mistyped the address, or the page may have moved."),
  ).toBeVisible();
});

test('after logging in through /api the cart-count island hydrates with the customer count', async ({ page, baseURL }) => {
  const login = await page.request.post('/api/session', { data: CUSTOMER, headers: { origin: baseURL! } });
  expect(login.status()).toBe(201);

  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Chromium logs the 404 status of the page itself as a console error; anything else counts.
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('status of 404')) errors.push(m.text());
  });
  await page.goto('/no-such-page');

  const island = page.locator('[data-island="CartCount"]');
  // Hydrated: React has attached a root to the marker.
  await expect.poll(() => island.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')))).toBe(true);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  expect(errors).toEqual([]);
});
