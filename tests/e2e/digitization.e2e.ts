// Digitization against the fixture store: estimating a mixed order with and without JavaScript,
// keeping it through a refresh and the back button.
import AxeBuilder from '@axe-core/playwright';
import { BUILT_PAGES } from './built-pages.ts';
import { htmlErrors } from './html-validate.ts';
import { logIn, resetStore, storeFault } from './session.ts';
import { expect, type Page, test } from './test.ts';

test.afterEach(resetStore);

const ESTIMATOR = '/digital-conversion/estimator';

/** Whether React has taken over the island (hydrateRoot marks its container). */
async function hydrated(page: Page, island: string) {
  await page.waitForFunction((name) => {
    const el = document.querySelector(`[data-island="${name}"]`);
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactContainer'));
  }, island);
}

async function countStep(page: Page, label: string, value: string) {
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(label) })).toBeVisible();
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Next' }).click();
}

test('estimate a mixed order without round trips, then refresh and go back', async ({ page }) => {
  await page.goto(ESTIMATOR);
  await hydrated(page, 'Estimator');
  // A full page load would lose this.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const form = page.getByTestId('estimator');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pick at least one kind of media to go on.');
  for (const name of [
    'Video tapes and film reels',
    'Photos',
    'Audio tapes',
    'Documents and oversized photos (custom scans)',
  ]) {
    await form.getByLabel(name, { exact: true }).check();
  }
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=box/);
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await form.getByLabel('No, I need a box').check();
  await form.getByRole('button', { name: 'Next' }).click();

  await countStep(page, 'How many video tapes?', '3');
  await countStep(page, 'How many feet of film?', '120');
  await countStep(page, 'How many photos?', '60');
  await countStep(page, 'How many audio tapes?', '2');
  await expect(page.getByRole('heading', { level: 2, name: /How many custom scans/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter how many documents and large photos to scan, 1 or more, to go on.',
  );
  await countStep(page, 'How many custom scans?', '5');

  await expect(form).toHaveAttribute('data-step', 'summary');
  await expect(page.getByTestId('estimate-line-film')).toContainText('$89.97');
  await expect(page.getByTestId('estimate-total')).toHaveText('$286.90');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await page.reload();
  await expect(page.getByTestId('estimate-total')).toHaveText('$286.90');
  await hydrated(page, 'Estimator');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: /How many custom scans/ })).toBeVisible();
  await expect(page.getByLabel('How many custom scans?')).toHaveValue('5');
  await page.goBack();
  await expect(page.getByLabel('How many audio tapes?')).toHaveValue('2');
});

test('custom scans can be added from the photos step', async ({ page }) => {
  await page.goto(`${ESTIMATOR}?step=pictures&steps=pictures&pictures=40`);
  await hydrated(page, 'Estimator');
  await page.getByRole('button', { name: 'Add custom scans' }).click();
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    'What are you digitizing?',
    'Do you have a box?',
    'How many photos?',
    'How many custom scans?',
    'Your estimate',
  ]);
  await page.getByRole('button', { name: 'Next' }).click();
  await countStep(page, 'How many custom scans?', '25');
  await expect(page.getByTestId('estimate-total')).toHaveText('$51.97');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the estimator works step by step through the server', async ({ page }) => {
    await page.goto(ESTIMATOR);
    const form = page.getByTestId('estimator');
    await form.getByLabel('Audio tapes').check();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/step=box/);
    await form.getByRole('button', { name: 'Skip' }).click();
    await page.getByLabel('How many audio tapes?').fill('4');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(form).toHaveAttribute('data-step', 'summary');
    await expect(page.getByTestId('estimate-line-audio')).toContainText('4 audio tapes');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('How many audio tapes?')).toHaveValue('4');
  });
});

test('with the store down the estimator still works and says prices are unavailable', async ({ page }) => {
  await storeFault({ mode: 'down', path: '/api/v1/products' });
  await page.goto(`${ESTIMATOR}?step=audio&steps=audio`);
  await hydrated(page, 'Estimator');
  await countStep(page, 'How many audio tapes?', '2');
  await expect(page.getByTestId('estimate-line-audio')).toContainText('2 audio tapes');
  await expect(page.getByTestId('estimate-prices-unavailable')).toBeVisible();
  await expect(page.getByTestId('estimate-total')).toHaveCount(0);
});

test('order a box with options: they survive a reload, go to the cart, then reset', async ({ page, baseURL }) => {
  await logIn(page, baseURL!);
  await page.goto('/digital-conversion/order');
  await page.getByRole('link', { name: 'Forever Box (10 items)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forever Box (10 items)');
  await expect(page.locator('[data-behaviour="box-order"]')).toHaveAttribute('data-attached', '');

  await page.getByLabel('Thumb drives').fill('2');
  await page.getByLabel('DVD sets (videos only)').fill('1');
  await page.getByLabel('Priority: about 3 weeks').check();
  await page.reload();
  await expect(page.locator('[data-behaviour="box-order"]')).toHaveAttribute('data-attached', '');
  await expect(page.getByLabel('Thumb drives')).toHaveValue('2');
  await expect(page.getByLabel('DVD sets (videos only)')).toHaveValue('1');
  await expect(page.getByLabel('Priority: about 3 weeks')).toBeChecked();
  const viewed = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map((e) => e.event),
  );
  expect(viewed).toContain('view_item');

  await page.getByRole('button', { name: 'Add box to cart' }).click();
  await expect(page.getByTestId('box-added')).toBeVisible();
  await expect(page.locator('[data-behaviour="box-order"]')).toHaveAttribute('data-attached', '');
  await expect(page.getByLabel('Thumb drives')).toHaveValue('0');
  await expect(page.getByLabel('Standard: about 8 weeks')).toBeChecked();
  await page.reload();
  await expect(page.locator('[data-behaviour="box-order"]')).toHaveAttribute('data-attached', '');
  await expect(page.getByLabel('Thumb drives')).toHaveValue('0');
  await expect(page.getByLabel('DVD sets (videos only)')).toHaveValue('0');
});

test('the digitization pages pass axe and the HTML validator, signed out and in', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const urls = Object.entries(BUILT_PAGES)
    .filter(([route]) => route.startsWith('digital-conversion'))
    .flatMap(([, paths]) => paths);
  const problems: Record<string, string[]> = {};
  for (const signedIn of [false, true]) {
    if (signedIn) await logIn(page, baseURL!);
    for (const url of urls) {
      const response = await page.goto(url);
      const errors = await htmlErrors((await response?.text()) ?? '');
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const found = [
        ...errors,
        ...violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ];
      if (found.length) problems[`${signedIn ? 'in' : 'out'} ${url}`] = found;
    }
  }
  expect(problems).toEqual({});
});
