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

test('an editor turns pixels2Pages drafts on, keeps the drafts tab open, and views them all', async ({
  page,
  baseURL,
}) => {
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
  await expect(page.getByTestId('drafts-tab').locator('summary')).toContainText('Drafts tab ON', {
    useInnerText: true,
  });
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

test.describe('the homepage slides (issue 35)', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px: every slide pictured and whole, Previous and Next, dots on the slide in view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pixels2pages/posts');
      const strip = page.getByRole('list', { name: 'Highlights' });
      const slides = strip.getByTestId('p2p-slide');
      const count = await slides.count();
      expect(count).toBeGreaterThan(1);
      const stripBox = (await strip.boundingBox())!;
      for (let i = 0; i < count; i++) {
        const slide = slides.nth(i);
        // A picture, or a stand-in of the same 16:9 shape: no slide without one.
        const picture = slide.locator('img, [data-testid="p2p-slide-stand-in"]').first();
        const box = (await picture.boundingBox())!;
        expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.05);
      }
      // The slides in view are whole: none cut off at the strip's right edge.
      for (let i = 0; i < count; i++) {
        const box = (await slides.nth(i).boundingBox())!;
        if (box.x < stripBox.x + stripBox.width)
          expect(box.x + box.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
      }
      const dots = page.getByRole('list', { name: 'Choose a highlight' }).getByRole('link');
      await expect(dots).toHaveCount(count);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      await page.getByRole('button', { name: 'Next highlight' }).click();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(dots.first()).not.toHaveAttribute('aria-current', 'true');
      await page.getByRole('button', { name: 'Previous highlight' }).click();
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      await dots.last().click();
      await expect(dots.last()).toHaveAttribute('aria-current', 'true');
    });
  }

  test('without script the dots are links to each slide', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pixels2pages/posts');
    const dots = page.getByRole('list', { name: 'Choose a highlight' }).getByRole('link');
    const href = await dots.last().getAttribute('href');
    expect(href).toMatch(/^#p2p-slide-\d+$/);
    await expect(page.locator(href!)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Next highlight' })).toBeHidden();
    await context.close();
  });
});
