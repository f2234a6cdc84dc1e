// SPEC §4, §8 impersonation in a real browser: an admin begins managing a customer from the admin
// affordance (the store's admin UI, outside this site, stands in as a form added to a page of
// ours), sees the banner and the toasts, stops, and signs out while impersonating.
import { MESSAGES } from '#core/domain/messages.ts';
import { external } from '#core/routes/external.ts';
import { watchErrors } from './page-errors.ts';
import { logIn, resetStore, storeFault } from './session.ts';
import { expect, type Page, test } from './test.ts';

const ADMIN = { email: 'avery.admin@example.com', password: 'memories-2026' };
const PAGE = '/info';

/** Serves PAGE with the admin affordance: Manage Casey Morgan (a form the impersonation behaviour takes over). */
async function withManageForm(page: Page) {
  await page.route(`**${PAGE}`, async (route) => {
    const response = await route.fetch();
    const form =
      '<main><form method="post" action="/api/impersonations" data-behaviour="impersonation" data-action="start">' +
      `<input type="hidden" name="id" value="101"><input type="hidden" name="returnTo" value="${PAGE}">` +
      '<button type="submit">Manage Casey Morgan</button></form></main>';
    await route.fulfill({ response, body: (await response.text()).replace('</body>', `${form}</body>`) });
  });
}

const toasts = (page: Page) => page.getByTestId('toasts');
// The banner from the marker cookie stands in until the streamed one replaces it (without script, for good).
const banner = (page: Page) => page.getByTestId('impersonation-banner').filter({ visible: true });

test.afterEach(async () => {
  await resetStore();
});

test('an admin impersonates a customer and stops managing them', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await logIn(page, baseURL, ADMIN);
  await withManageForm(page);
  await page.goto(PAGE);
  const manage = page.locator('form[data-action="start"]');
  await expect(manage).toHaveAttribute('data-attached', '');
  await page.getByRole('button', { name: 'Manage Casey Morgan' }).click();

  await expect(banner(page)).toContainText('Logged in as Avery Chen, but acting on behalf of Casey Morgan');
  await expect(toasts(page)).toContainText(MESSAGES.impersonationStarted('Casey Morgan'));
  await expect(page.getByTestId('account-name')).toHaveText('Casey Morgan');

  await expect(banner(page)).toHaveCount(1);
  await expect(banner(page).locator('form')).toHaveAttribute('data-attached', '');
  await page.getByRole('button', { name: 'Stop Managing' }).click();
  await page.waitForURL((url) => url.pathname === external.adminUsers());
  await expect(toasts(page)).toContainText(MESSAGES.impersonationEnded('Casey Morgan'));
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId('account-name')).toHaveText('Avery Chen');
  // The flash toast is shown once.
  await page.reload();
  await expect(page.getByTestId('account-name')).toHaveText('Avery Chen');
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a failing start shows the danger toast, reports the error and leaves the admin as they were', async ({
  page,
  baseURL,
}) => {
  await logIn(page, baseURL, ADMIN);
  await withManageForm(page);
  await page.goto(PAGE);
  await expect(page.locator('form[data-action="start"]')).toHaveAttribute('data-attached', '');
  await storeFault({ mode: 'error', path: '/api/v1/impersonations', status: 500, times: 1 });
  const reported = page.waitForRequest(
    (r) => r.url().endsWith('/api/client-errors') && (r.postData() ?? '').includes('ImpersonationError'),
  );
  await page.getByRole('button', { name: 'Manage Casey Morgan' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText(new RegExp(MESSAGES.impersonationStartFailed));
  await expect(toast).toHaveAttribute('data-tone', 'danger');
  await reported;
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manage Casey Morgan' })).toBeEnabled();
});

test('signing out while impersonating ends the impersonation instead', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await logIn(page, baseURL, ADMIN);
  const started = await page.request.post('/api/impersonations', { data: { id: 101 }, headers: { origin: baseURL! } });
  expect(started.status()).toBe(201);
  await page.goto(PAGE);
  await expect(banner(page)).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText(MESSAGES.impersonationStarted('Casey Morgan'));

  const account = page.getByRole('button', { name: 'Account menu for Casey Morgan' });
  await expect(page.getByTestId('account-menu')).toHaveAttribute('data-attached', '');
  await account.click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === external.adminUsers());
  await expect(page.getByTestId('account-name')).toHaveText('Avery Chen');
  await expect(toasts(page)).toContainText(MESSAGES.impersonationEnded('Casey Morgan'));
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the admin affordance and Stop Managing are plain forms', async ({ page, baseURL }) => {
    await logIn(page, baseURL, ADMIN);
    await withManageForm(page);
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Manage Casey Morgan' }).click();
    await page.waitForURL((url) => url.pathname === PAGE);
    await expect(banner(page)).toContainText('acting on behalf of Casey Morgan');
    await page.getByRole('button', { name: 'Stop Managing' }).click();
    await page.waitForURL((url) => url.pathname === external.adminUsers());
    await expect(banner(page)).toHaveCount(0);
  });
});
