import { logIn } from './session.ts';
import { expect, type Page, test } from './test.ts';

const MEMBER = { email: 'riley.club@example.com', password: 'memories-2026' };
const POSTS = '/pixels2pages/posts';

// Both passed with the routes switched on; the page table keeps them NOT_BUILT (a 404) until
// tests/e2e/built-pages.ts and the sitemap know them (worker/pages/p2p/routes.ts).

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
  await expect(page.getByRole('link', { name: 'Join the club' })).toBeVisible();
  await expect(page.getByTestId('p2p-post-content')).toHaveCount(0);
});

test('a member reads a members’ post whole', async ({ page, baseURL }) => {
  await logIn(page, baseURL!, MEMBER);
  await openMembersPost(page);
  await expect(page.getByTestId('p2p-post-content')).toBeVisible();
  await expect(page.getByTestId('p2p-join')).toHaveCount(0);
});
