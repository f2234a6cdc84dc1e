import { logIn } from './session.ts';
import { expect, type Page, test } from './test.ts';

const MEMBER = { email: 'riley.club@example.com', password: 'memories-2026' };
const POSTS = '/pixels2pages/posts';

/** The first members-only post the list shows. */
async function openMembersPost(page: Page) {
  await page.goto(POSTS);
  const card = page.getByTestId('p2p-post-card').filter({ hasText: 'Members only' }).first();
  await card.locator('a.card-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a visitor reads a members’ post: the teaser and how to join, never the body', async ({ page }) => {
  await openMembersPost(page);
  await expect(page.getByTestId('p2p-join')).toBeVisible();
  await expect(page.getByTestId('p2p-post-content')).toHaveCount(0);
  // Joining is this site's membership plans, whose perks the paywall repeats.
  await page.getByTestId('p2p-join').getByRole('link', { name: 'See membership plans' }).click();
  await expect(page).toHaveURL(/\/pixels2pages#pixels2pages-plans$/);
  const plans = page.locator('#pixels2pages-plans');
  await expect(plans.getByTestId('plan')).toHaveCount(2);
  await expect(plans.getByText('Every members-only post and video').first()).toBeVisible();
});

test('a member reads a members’ post whole', async ({ page, baseURL }) => {
  await logIn(page, baseURL!, MEMBER);
  await openMembersPost(page);
  await expect(page.getByTestId('p2p-post-content')).toBeVisible();
  await expect(page.getByTestId('p2p-join')).toHaveCount(0);
});

test('an editor turns pixels2Pages drafts on, keeps the drafts tab open, and views them all', async ({ page, baseURL }) => {
  await logIn(page, baseURL!, { email: 'avery.admin@example.com', password: 'memories-2026' });
  await page.goto(`${POSTS}?page=2`);
  await expect(page.getByTestId('drafts-tab')).toHaveCount(0);
  await page.getByRole('switch', { name: /Drafts/ }).click();
  await expect(page).toHaveURL(/\/pixels2pages\/posts\?page=2$/);
  await expect(page.getByRole('switch', { name: /Drafts/ })).toHaveAttribute('aria-checked', 'true');
  const tab = page.getByTestId('drafts-tab');
  await expect(tab.locator('summary')).toContainText('Drafts tab OFF', { useInnerText: true });
  await tab.locator('summary').click();
  await expect(tab.locator('summary')).toContainText('Drafts tab ON', { useInnerText: true });
  await expect(tab.getByRole('link', { name: 'December 2026 Agenda' })).toBeVisible();
  // The tab opens as the editor left it.
  await page.reload();
  await expect(page.getByTestId('drafts-tab').locator('summary')).toContainText('Drafts tab ON', { useInnerText: true });
  await page.getByTestId('drafts-view-all').click();
  await expect(page).toHaveURL(/drafts=all/);
  await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible();
  await expect(page.getByTestId('p2p-post-card').first()).toContainText('Draft');
  await page.getByRole('switch', { name: /Drafts/ }).click();
  await expect(page.getByRole('switch', { name: /Drafts/ })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('drafts-tab')).toHaveCount(0);
});

test('the search in the pixels2Pages bar works from any of its pages', async ({ page }) => {
  await page.goto(POSTS);
  await page.getByTestId('p2p-post-card').first().locator('a.card-link').click();
  await page.getByRole('searchbox', { name: 'Search pixels2Pages' }).fill('blueprint');
  await page.getByRole('searchbox', { name: 'Search pixels2Pages' }).press('Enter');
  await expect(page).toHaveURL(/term=blueprint/);
  await expect(page.getByTestId('result-count')).toContainText('found');
});
