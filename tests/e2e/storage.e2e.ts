// The storage plan chooser in a browser: choosing a tier and a payment plan by keyboard, its price
// and capacity, adding it to the cart, and a store outage that leaves the page standing.
import { logIn, resetStore, storeFault } from './session.ts';
import { expect, test } from './test.ts';

test.afterEach(resetStore);

test('choose 2TB over 24 months by keyboard, then put it in the cart', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  await page.goto('/preserve-and-share');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preserve & Share');
  await expect(page.getByRole('radio', { name: '100GB', exact: true })).toBeChecked();
  await expect(page.getByTestId('storage-plan-price')).toContainText('25% off');
  await page.getByRole('radio', { name: '2TB', exact: true }).check();
  await page.getByRole('radio', { name: '24 monthly payments' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Show price' }).press('Enter');
  await expect(page).toHaveURL(/\?tier=2TB&plan=24-months#storage-price$/);
  await expect(page.getByRole('radio', { name: '2TB', exact: true })).toBeChecked();
  await expect(page.getByTestId('storage-plan-price')).toContainText('a month for 24 months');
  await expect(page.getByTestId('storage-plan-details')).toContainText('in all over 24 months');
  await expect(page.getByTestId('capacity-table')).toContainText('300,000 to 1,000,000 photos');
  const countBefore = Number(await page.getByTestId('cart-count').first().textContent());
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('added-to-cart')).toHaveText('Your storage plan is in your cart.');
  await expect(page.getByTestId('cart-count').first()).toHaveText(String(countBefore + 1));
});

test('signed out, the plan offers Log in to buy', async ({ page }) => {
  await page.goto('/preserve-and-share?tier=10GB');
  await expect(page.getByTestId('storage-plan-price')).toContainText('$29 once');
  await expect(page.getByRole('link', { name: 'Log in to buy' })).toBeVisible();
});

test('with the store down the price offers a retry, and the page stands', async ({ page }) => {
  await storeFault({ mode: 'error', status: 503, path: '/api/v1/groups' });
  await page.goto('/preserve-and-share?tier=50GB');
  await expect(page.getByTestId('storage-prices-error')).toContainText('Storage prices could not be loaded right now.');
  await expect(page.getByTestId('capacity-table')).toBeVisible();
  await resetStore();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('radio', { name: '50GB', exact: true })).toBeChecked();
  await expect(page.getByTestId('storage-plan-price')).toContainText('$99 once');
});
