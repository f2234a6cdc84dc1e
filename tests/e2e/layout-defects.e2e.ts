// The layout defects of issue 25 item 10: the "Become an Ambassador" badge never covers a control,
// comes after the skip link, and reads on its own ground; the pixels2Pages search bar is one row;
// a toast never covers the banners; the focus stays in the open phone menu.
import { MESSAGES } from '#core/domain/messages.ts';
import { logIn, resetStore } from './session.ts';
import { expect, type Locator, test } from './test.ts';

test.afterEach(resetStore);

/** Whether what is at the middle of `target` on screen is `target` itself (or inside it): nothing covers it. */
async function uncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (el === top || el.contains(top) || top.contains(el));
  });
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('the affiliate badge', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('covers no control on a phone: not the estimator’s fourth checkbox, not “Read the latest posts”', async ({
    page,
  }) => {
    await page.goto('/digital-conversion/estimator');
    await expect(page.getByTestId('affiliate-badge')).toBeVisible();
    const fourth = page.getByTestId('estimator').getByRole('checkbox').nth(3);
    expect(await uncovered(fourth)).toBe(true);
    await page.goto('/pixels2pages');
    await expect(page.getByTestId('affiliate-badge')).toBeVisible();
    const latest = await page.getByRole('link', { name: 'Read the latest posts' }).all();
    expect(latest.length).toBeGreaterThan(0);
    for (const link of latest) expect(await uncovered(link)).toBe(true);
    // It sits after everything the page shows, in the flow.
    const badge = (await page.getByTestId('affiliate-badge').boundingBox())!;
    for (const part of ['main', 'footer'])
      expect(overlap(badge, (await page.locator(part).first().boundingBox())!), part).toBe(false);
  });

  test('comes after the skip link, which is the first Tab stop', async ({ page }) => {
    await page.goto('/create-and-print');
    await expect(page.getByTestId('affiliate-badge')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    // Its link is the page's last stop but its dismiss button.
    await page.getByTestId('affiliate-badge').getByRole('button').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('affiliate-badge').getByRole('link', { name: 'Become an Ambassador' })).toBeFocused();
  });
});

test('“Back to top” covers neither the badge’s close button nor any other control, scrolled to the end', async ({
  page,
}) => {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/info');
    const dismiss = page.getByTestId('affiliate-badge').getByRole('button');
    await expect(dismiss).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const top = page.getByTestId('back-to-top');
    await expect(top).toBeVisible();
    const topBox = (await top.boundingBox())!;
    expect(overlap(topBox, (await dismiss.boundingBox())!), `${width} px: the dismiss button`).toBe(false);
    const controls = page.locator('a[href], button, input, select, textarea, summary').filter({ visible: true });
    for (const control of await controls.all()) {
      if (await control.evaluate((el) => el.closest('[data-behaviour="back-to-top"]') !== null)) continue;
      const box = await control.boundingBox();
      if (box)
        expect(overlap(topBox, box), `${width} px: ${await control.evaluate((el) => el.outerHTML.slice(0, 120))}`).toBe(
          false,
        );
    }
  }
});

test('the pixels2Pages search bar is one row at 1280 px, as the blog’s', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pixels2pages');
  const search = page.getByTestId('p2p-search');
  const tops = await Promise.all(
    [search.getByRole('searchbox'), search.getByRole('combobox'), search.getByRole('button', { name: 'Search' })].map(
      async (l) => (await l.boundingBox())!,
    ),
  );
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  for (const box of tops) expect(Math.abs(middle(box) - middle(tops[0]!))).toBeLessThan(4);
  expect((await search.boundingBox())!.height).toBeLessThan(60);
});

test('a toast never covers the impersonation banner and its Stop Managing', async ({ page, baseURL }) => {
  await logIn(page, baseURL, { email: 'avery.admin@example.com', password: 'memories-2026' });
  const started = await page.request.post('/api/impersonations', { data: { id: 101 }, headers: { origin: baseURL! } });
  expect(started.ok()).toBe(true);
  await page.goto('/info');
  const banner = page.getByTestId('impersonation-banner').filter({ visible: true });
  await expect(banner).toHaveCount(1);
  await page.evaluate((text) => {
    document.dispatchEvent(new CustomEvent('site:toast', { detail: { tone: 'success', text } }));
  }, MESSAGES.impersonationStarted('Casey Morgan'));
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  expect(overlap((await toast.boundingBox())!, (await banner.boundingBox())!)).toBe(false);
  expect(await uncovered(banner.getByRole('button', { name: 'Stop Managing' }))).toBe(true);
});

test('the focus stays in the open phone menu, going round it with Tab and Shift+Tab', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/our-story/team');
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toHaveAttribute('data-attached', '');
  const summary = menu.locator('summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await summary.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('mobile-menu-links').getByRole('link').last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();
});

// Issue 35: at 390 px, a club member's banners while impersonated leave the header near the top,
// and a toast covers neither the logo nor the cart.
test.describe('at 390 px, signed in as a club member while impersonating', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the banners stay compact above the header, and a toast covers neither logo nor cart', async ({
    page,
    baseURL,
  }) => {
    const member = { email: 'riley.club@example.com', password: 'memories-2026' };
    // The member's id as the store gives it.
    const session = await fetch(`${process.env.E2E_STORE_URL}/api/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    const { user } = (await session.json()) as { user: { id: number; name: string } };
    await logIn(page, baseURL, { email: 'avery.admin@example.com', password: 'memories-2026' });
    const started = await page.request.post('/api/impersonations', {
      data: { id: user.id },
      headers: { origin: baseURL! },
    });
    expect(started.ok()).toBe(true);
    await page.goto('/info');
    for (const id of ['impersonation-banner', 'ambassador-banner', 'membership-banner']) {
      await expect(page.getByTestId(id).filter({ visible: true }), id).toHaveCount(1);
    }
    const header = page.locator('header').first();
    const top = (await header.boundingBox())!.y;
    expect(top, 'the banners above the header').toBeLessThanOrEqual(150);
    // What the banners offer is still there: Stop Managing, the ambassador, the share link, the club.
    await expect(page.getByRole('button', { name: 'Stop Managing' }).filter({ visible: true })).toBeVisible();
    await expect(page.getByTestId('ambassador-banner').getByRole('link', { name: /share link/i })).toBeVisible();
    await expect(page.getByTestId('club-badge')).toBeVisible();

    await page.evaluate((text) => {
      document.dispatchEvent(new CustomEvent('site:toast', { detail: { tone: 'success', text } }));
    }, MESSAGES.impersonationStarted(user.name));
    // The toast the impersonation left, and the one raised here.
    const toasts = page.getByTestId('toast');
    await expect(toasts).toHaveCount(2);
    await expect(toasts.last()).toBeVisible();
    for (const toast of await toasts.all()) {
      const box = (await toast.boundingBox())!;
      for (const part of [page.getByTestId('site-logo'), page.getByTestId('cart-link').filter({ visible: true })]) {
        expect(overlap(box, (await part.first().boundingBox())!)).toBe(false);
      }
    }
  });
});

// Issue 35: a grid of feature cards leaves no card alone on its last row (3 + 1), where its count allows.
test('feature grids leave no card alone on a row, at 1280 and 768 px', async ({ page }) => {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/pixels2pages', '/forever-club', '/gift-guide', '/video']) {
      await page.goto(path);
      for (const grid of await page.getByTestId('feature-grid').locator('ul').all()) {
        const tops = await grid
          .locator(':scope > li')
          .evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
        const rows = [...tops.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<number, number>()).values()];
        // A count that no column number divides (5, 7) may leave a short row; none of these pages has one.
        if (tops.length % 2 && tops.length % 3) continue;
        expect(rows.at(-1), `${path} at ${width}: rows ${rows.join('+')}`).toBe(rows[0]);
      }
    }
  }
});
