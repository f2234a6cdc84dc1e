// With JavaScript off, the site still works: every island starts from working HTML.
import { expect, test } from './test.ts';

const CUSTOMER = { email: 'casey@example.com', password: 'memories-2026' };

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });

test('on a phone, the menu opens and takes the visitor to the blog', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByTestId('mobile-menu');
  await menu.locator('summary').first().click();
  await expect(menu).toHaveAttribute('open', '');
  const links = page.getByTestId('mobile-menu-links');
  await links.locator('summary', { hasText: 'Create & Print' }).click();
  await expect(links.getByRole('link', { name: 'Photo Mugs' })).toBeVisible();
  await links.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/yours$/);
  await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Digitizing' }).click();
  await expect(page).toHaveURL(/\/yours\/category\/digitizing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digitizing');
});

test('log in: a refusal is shown on the page, then the right password lands on the page asked for', async ({
  page,
}) => {
  await page.goto('/log-in?redirectTo=%2Fyours%2Fcategory%2Fdigitizing');
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByTestId('log-in-error')).toHaveText('Invalid email or password.');
  await expect(page.getByLabel('Email address')).toHaveValue(CUSTOMER.email);

  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/yours\/category\/digitizing$/);
  // Signed in: the visitor's name and cart count are in the page itself (docs/decisions/056, 089);
  // the name opens the account menu as a disclosure, without script.
  const account = page.getByTestId('account-disclosure').locator('summary');
  await expect(account).toContainText('Casey Morgan');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Account menu for Casey Morgan' })).toBeHidden();
  await expect(page.getByTestId('log-in-link')).toHaveCount(0);
  await account.click();
  await page.getByTestId('account-menu-panel').getByRole('link', { name: 'My Gallery' }).click();
  await expect(page).toHaveURL(/\/app\/gallery$/);
});

test('search the blog', async ({ page }) => {
  await page.goto('/yours');
  const search = page.getByRole('searchbox', { name: 'Search the blog' });
  await search.fill('camcorder');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/yours\/search\?term=camcorder$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “camcorder”');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  // Controls that need script are not offered: the clear button, the dropdown's chevron.
  await expect(page.getByRole('searchbox', { name: 'Search the blog' })).toHaveValue('camcorder');
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Create & Print', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create & Print menu' })).toBeHidden();
});
