// The company pages as a visitor uses them: the press list grows by "load more", the news list
// pages on, and an FAQ block opens by keyboard, with and without JavaScript.
import { expect, type Page, test } from './test.ts';

const FAQ_PAGE = '/events/family-history-day-2026';

async function openFirstQuestionByKeyboard(page: Page) {
  const question = page.getByTestId('faq-entry').first();
  const summary = question.locator('summary');
  await summary.focus();
  await expect(summary).toBeFocused();
  await expect(question).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('open');
  await expect(question.getByText('Ticket holders receive the recording within two days.')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).not.toHaveAttribute('open');
}

test('the press list shows 2 releases, and "load more" adds 2 at a time up to the count', async ({ page }) => {
  await page.goto('/press-releases');
  const total = Number((await page.getByTestId('press-count').textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(4);
  await expect(page.getByTestId('press-release')).toHaveCount(2);
  await page.getByTestId('load-more').click();
  await expect(page.getByTestId('press-release')).toHaveCount(4);
  // The reader lands on the first new release, not back at the top.
  await expect(page).toHaveURL(/#release-3$/);
  await expect(page.locator('#release-3')).toBeInViewport();
  while (await page.getByTestId('load-more').count()) await page.getByTestId('load-more').click();
  await expect(page.getByTestId('press-release')).toHaveCount(total);
  await page.getByTestId('press-release').first().locator('a.card-link').click();
  await expect(page.getByTestId('press-content')).toBeVisible();
});

test('the news list shows 2 articles first, then 10 a page, each linking to its source', async ({ page }) => {
  await page.goto('/news-articles');
  await expect(page.getByTestId('news-article')).toHaveCount(2);
  await expect(page.getByTestId('news-count')).toContainText('articles about Forever Memories');
  await page.getByRole('link', { name: 'Older articles →' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('news-article')).toHaveCount(10);
  const source = page.getByTestId('news-article').first().locator('a.card-link');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('href', /^https?:\/\//);
});

test('the team page groups people under headings', async ({ page }) => {
  await page.goto('/our-story/team');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const groups = page.getByTestId('team-group');
  expect(await groups.count()).toBeGreaterThan(1);
  await expect(groups.first().getByRole('heading', { level: 2 })).toBeVisible();
  await expect(groups.first().getByTestId('team-member').first()).toBeVisible();
});

test('an FAQ block opens and closes from the keyboard', async ({ page }) => {
  await page.goto(FAQ_PAGE);
  await openFirstQuestionByKeyboard(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an FAQ block still opens, and the press list still grows', async ({ page }) => {
    await page.goto(FAQ_PAGE);
    await openFirstQuestionByKeyboard(page);
    await page.goto('/press-releases');
    await page.getByTestId('load-more').click();
    await expect(page.getByTestId('press-release')).toHaveCount(4);
  });
});
