// The marketing pages in a browser: a plan bought up to the cart from the footer's way in, the
// prices streamed in, and a store outage that leaves the page standing with a way to retry.
import { logIn, resetStore, storeFault } from './session.ts';
import { expect, test } from './test.ts';

test.afterEach(resetStore);

test('from the footer to a club tier in the cart', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Forever Club' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A membership that pays you back');
  const tier = page.locator('#plan-forever-club-50');
  await expect(tier.getByTestId('plan-price')).toContainText('$50');
  const countBefore = Number(await page.getByTestId('cart-count').first().textContent());
  await tier.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('added-to-cart')).toHaveText('Added to your cart.');
  await expect(page.getByTestId('cart-count').first()).toHaveText(String(countBefore + 1));
});

test('family research: hourly rates and researchers with the prices', async ({ page }) => {
  await page.goto('/family-research');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the people behind the photos');
  await expect(page.locator('#plan-family-research-3-month-plan').getByTestId('plan-hourly-rate')).toHaveText(
    '$49.93 an hour',
  );
  await expect(page.getByTestId('researcher')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Log in to buy' }).first()).toBeVisible();
});

test('with the store down the plans offer a retry, and the page stands', async ({ page }) => {
  await storeFault({ mode: 'error', status: 503, path: '/api/v1/products' });
  await page.goto('/video');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your home movies, on every screen');
  await expect(page.getByTestId('plans-error')).toContainText('Prices could not be loaded right now.');
  await resetStore();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('plan-price')).toHaveCount(2);
  await expect(page.getByTestId('yearly-savings')).toHaveText('Yearly plans save more than 25 percent');
});

// Issue 35: a member's own tier is shown as hers, the others as a change.
test('a club member sees her tier as hers and the others as a change', async ({ page, baseURL }) => {
  await logIn(page, baseURL!, { email: 'riley.club@example.com', password: 'memories-2026' });
  await page.goto('/forever-club');
  // Her tier as the store's badges say, shown in the membership banner.
  const banner = await page.getByTestId('club-badge').textContent();
  const tier = /· (\d+)/.exec(banner ?? '')![1]!;
  const plans = page.getByTestId('plan-table').getByTestId('plan');
  const mine = plans.filter({ has: page.getByRole('heading', { name: `Club ${tier}`, exact: true }) });
  await expect(mine.getByTestId('plan-held')).toHaveText('Your current plan');
  await expect(mine.getByRole('button')).toHaveCount(0);
  const others = plans.filter({ hasNot: page.getByTestId('plan-held') });
  await expect(others).toHaveCount((await plans.count()) - 1);
  for (const label of await others.getByRole('heading').allTextContents()) {
    await expect(others.getByRole('button', { name: `Change to ${label}`, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('plan-table').getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});
