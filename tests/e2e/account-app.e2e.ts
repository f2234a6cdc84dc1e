// The purchase path and the admin's round trip from the stack `npm start` runs, into the account
// application's pages, which the site passes to ACCOUNT_APP_ORIGIN: here the fixture store's
// stand-ins (docs/decisions/050).
import { external } from '#core/routes/external.ts';
import { watchErrors } from './page-errors.ts';
import { logIn, resetStore } from './session.ts';
import { expect, test } from './test.ts';

const CARDS = '/create-and-print/cards-and-stationery/cards/flat-photo-card-5x7';
const ADMIN = { email: 'avery.admin@example.com', password: 'memories-2026' };

test.afterEach(() => resetStore());

test('product → options → add to cart → the cart shows the line with its options', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await logIn(page, baseURL);
  await page.goto(CARDS);
  const product = page.getByTestId('product-detail');
  await expect(product).toBeVisible();
  await product.getByLabel(/^100 cards/).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('added-to-cart')).toBeVisible();

  await page.getByRole('link', { name: /^Cart/ }).click();
  await page.waitForURL((url) => url.pathname === external.shoppingCart());
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText('Casey Morgan');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Quantity: 100 cards' });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('rowheader')).toHaveText('Flat Photo Cards 5x7');
  await expect(line.getByRole('cell').nth(1)).toHaveText('1');
  expect(errors).toEqual([]);
});

test('Start designing opens the designer with the product and its options', async ({ page }) => {
  await page.goto(CARDS);
  // A GET of the product's form, which the page answers with a redirect to the designer (decision 046).
  await page.getByTestId('product-detail').getByTestId('start-designing').click();
  await page.waitForURL((url) => url.pathname === '/app/print-designer');
  const asked = new URL(page.url()).searchParams;
  expect(asked.get('base_project_id')).toMatch(/^\d+$/);
  await expect(page.getByTestId('base-project-id')).toHaveText(asked.get('base_project_id')!);
  const shown = JSON.parse((await page.getByTestId('selected-print-options').textContent())!);
  expect(shown).toEqual(JSON.parse(asked.get('selected_print_options')!));
  expect(Object.keys(shown)).toContain('Quantity');
});

test('admin → users → Manage → banner → Stop Managing → back on admin users', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await logIn(page, baseURL, ADMIN);
  await page.goto(external.adminUsers());
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Manage Casey Morgan' }).click();

  // The site's page, with the banner of SPEC §2.8.
  await page.waitForURL((url) => url.pathname === '/');
  const banner = page.getByTestId('impersonation-banner').filter({ visible: true });
  await expect(banner).toContainText('Logged in as Avery Chen, but acting on behalf of Casey Morgan');
  await banner.getByRole('button', { name: 'Stop Managing' }).click();

  await page.waitForURL((url) => url.pathname === external.adminUsers());
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText('Avery Chen');
  await expect(page.getByTestId('toasts')).toContainText('No longer managing Casey Morgan.');
  await expect(page.getByRole('button', { name: 'Manage Casey Morgan' })).toBeVisible();
  expect(errors).toEqual([]);
});
