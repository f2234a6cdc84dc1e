// SPEC §2.8 banners in a real browser: the ambassador share link copied, the affiliate badge
// dismissed for good, the time-travel preview shown and stopped.
import AxeBuilder from '@axe-core/playwright';
import { external } from '#core/routes/external.ts';
import { htmlErrors } from './html-validate.ts';
import { watchErrors } from './page-errors.ts';
import { logIn, resetStore } from './session.ts';
import { expect, test } from './test.ts';

const LINKED = { email: 'riley.club@example.com', password: 'memories-2026' };
const PAGE = '/info';

test.afterEach(async () => {
  await resetStore();
});

test('copies the ambassador share link and confirms it', async ({ page, context, baseURL }) => {
  const errors = watchErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await logIn(page, baseURL, LINKED);
  await page.goto(PAGE);
  const banner = page.getByTestId('ambassador-banner');
  await expect(banner).toContainText('Your ambassador: Jordan Reyes, Pittsburgh, PA');
  await expect(banner.getByRole('link', { name: 'jordan.ambassador@example.com' })).toHaveAttribute(
    'href',
    'mailto:jordan.ambassador@example.com',
  );
  const link = `${baseURL}/?ambassador=jordan-reyes`;
  await expect(page.getByLabel('Share link')).toHaveValue(link);

  const copy = banner.getByRole('button', { name: 'Copy link' });
  await copy.click();
  await expect(banner.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(page.getByTestId('toasts')).toContainText('Link copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(errors).toEqual([]);
});

test('dismisses the affiliate badge, and it stays dismissed after a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(PAGE);
  const badge = page.getByRole('complementary', { name: 'Become an Ambassador' });
  await expect(badge).toBeVisible();
  await expect(badge.getByRole('link', { name: 'Become an Ambassador' })).toHaveAttribute(
    'href',
    '/become-an-ambassador',
  );
  await badge.getByRole('button', { name: 'Dismiss the Become an Ambassador badge' }).click();
  await expect(badge).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();

  await page.reload();
  await expect(page.getByTestId('affiliate-badge')).toHaveAttribute('data-attached', '');
  await expect(page.getByTestId('affiliate-badge')).toBeHidden();
  expect(errors).toEqual([]);
});

test('shows the time-travel preview banner and stops the preview', async ({ page, context, baseURL }) => {
  const errors = watchErrors(page);
  // The preview is an admin's: its cookie counts only with a session (issue 34, item 3).
  await logIn(page, baseURL, { email: 'avery.admin@example.com', password: 'memories-2026' });
  await context.addCookies([{ name: 'promotion_preview_time', value: '2026-12-24T09:00:00Z', url: baseURL! }]);
  await page.goto(PAGE);
  const banner = page.getByRole('region', { name: 'Store preview' });
  await expect(banner).toHaveText(/Viewing store on December 24, 2026/);
  await banner.getByRole('button', { name: 'Stop Preview' }).click();
  await page.waitForURL((url) => url.pathname === external.adminPromotionPreview());
  expect((await context.cookies()).some((c) => c.name === 'promotion_preview_time')).toBe(false);
  await page.goto(PAGE);
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('every banner and a toast at once pass axe, the HTML validator and the CSP', async ({
  page,
  context,
  baseURL,
}) => {
  await logIn(page, baseURL, { email: 'avery.admin@example.com', password: 'memories-2026' });
  // Managing Riley: impersonation, ambassador and membership banners, the badge, and a toast.
  const started = await page.request.post('/api/impersonations', { data: { id: 104 }, headers: { origin: baseURL! } });
  expect(started.status()).toBe(201);
  await context.addCookies([{ name: 'promotion_preview_time', value: '2026-12-24T09:00:00Z', url: baseURL! }]);
  const response = await page.goto(PAGE);
  for (const id of [
    'preview-banner',
    'impersonation-banner',
    'ambassador-banner',
    'membership-banner',
    'affiliate-badge',
    'toast',
  ]) {
    await expect(page.getByTestId(id).filter({ visible: true })).toHaveCount(1);
  }
  expect(await htmlErrors((await response?.text()) ?? '')).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
