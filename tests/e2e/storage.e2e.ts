// The storage plan chooser in a browser: choosing a tier and a payment plan by keyboard, its price
// and capacity, adding it to the cart, and a store outage that leaves the page standing.
import { logIn, resetStore, storeFault } from './session.ts';
import { expect, type Page, test } from './test.ts';

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
  // With script the panel follows the radios at once: no Show price to press.
  await expect(page.getByRole('button', { name: 'Show price' })).toHaveCount(0);
  await expect(page).toHaveURL(/\?tier=2TB&plan=24-months$/);
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

/** The products the fixture store was asked to add, as it logged them. */
async function productsAdded() {
  const log = (await (await fetch(`${process.env.E2E_STORE_URL}/__control/requests`)).json()) as {
    path: string;
    body: { product_id: number };
  }[];
  return log.filter((r) => r.path === '/api/v1/current_order/line_items').map((r) => r.body.product_id);
}

const panel = (page: Page) => page.getByTestId('storage-price');
/** The fixture store's forever-storage-1tb-24-months. */
const TB_24_MONTHS = 1052;

test('with script the price and Add to cart follow the radios, and the cart gets exactly what is shown', async ({
  page,
  baseURL,
}) => {
  await logIn(page, baseURL!);
  await page.goto('/preserve-and-share');
  await expect(page.locator('[data-behaviour="storage-chooser"][data-attached]')).toHaveCount(1);
  await expect(panel(page).getByRole('heading')).toHaveText('100GB, paid once');
  const once = (await panel(page).getByTestId('storage-plan-price').textContent())!;
  await page.getByRole('radio', { name: '1TB', exact: true }).check();
  await page.getByRole('radio', { name: '24 monthly payments' }).check();
  await expect(panel(page).getByRole('heading')).toHaveText('1TB, paid over 24 months');
  await expect(panel(page).getByTestId('storage-plan-price')).not.toHaveText(once);
  await expect(panel(page).getByTestId('storage-plan-price')).toHaveText('$53.96 a month for 24 months');
  await expect(panel(page).getByTestId('storage-plan-details')).toHaveText(
    '$1,295.04 in all over 24 months, about $1.30 per GB.',
  );
  await expect(page.getByRole('heading', { name: 'What fits in 1TB' })).toBeVisible();
  await expect(page).toHaveURL(/\?tier=1TB&plan=24-months$/);
  // A plan the store does not sell shows no price and cannot be bought.
  await page.getByRole('radio', { name: '150GB', exact: true }).check();
  await expect(panel(page).getByTestId('storage-not-sold')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Add to cart' })).toBeHidden();
  await page.getByRole('radio', { name: '1TB', exact: true }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('added-to-cart')).toHaveText('Your storage plan is in your cart.');
  await expect(page).toHaveURL(/\?tier=1TB&plan=24-months#storage-price$/);
  expect(await productsAdded()).toEqual([TB_24_MONTHS]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Show price prices the radios, and a panel left behind by the radios buys nothing', async ({
    page,
    baseURL,
  }) => {
    await logIn(page, baseURL!);
    await page.goto('/preserve-and-share');
    await page.getByRole('radio', { name: '1TB', exact: true }).check();
    await page.getByRole('radio', { name: '24 monthly payments' }).check();
    // The panel still shows 100GB paid once: its Add to cart adds nothing, and shows the radios' price.
    await expect(panel(page).getByRole('heading')).toHaveText('100GB, paid once');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('add-to-cart-error')).toContainText('Your choice changed before it was added');
    await expect(panel(page).getByRole('heading')).toHaveText('1TB, paid over 24 months');
    await expect(panel(page).getByTestId('storage-plan-price')).toHaveText('$53.96 a month for 24 months');
    expect(await productsAdded()).toEqual([]);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('added-to-cart')).toBeVisible();
    expect(await productsAdded()).toEqual([TB_24_MONTHS]);

    await page.getByRole('radio', { name: '10GB', exact: true }).check();
    await page.getByRole('button', { name: 'Show price' }).click();
    await expect(page).toHaveURL(/\?tier=10GB&plan=24-months#storage-price$/);
    await expect(panel(page).getByRole('heading')).toHaveText('10GB, paid over 24 months');
  });
});
