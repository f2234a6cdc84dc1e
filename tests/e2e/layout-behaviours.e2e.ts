// The default layout's behaviours in a real browser (SPEC §2.5, §2.7, §4, §5, §9): the UTM send,
// the account and side menus, hash links that wait, the support widget, the loading bar and the
// online status.
import { fence, holdClock, requestsTo } from './events.ts';
import { logIn, resetStore, storeFault } from './session.ts';
import { expect, type Locator, type Page, test } from './test.ts';

const STORE = process.env.E2E_STORE_URL!;
const UPSERT = '/api/v1/current_order/metadata/upsert';
const WIDGET = '/support-widget/widget.js';

const storeCalls = async (path: string) => {
  const res = await fetch(`${STORE}/__control/requests`);
  return ((await res.json()) as { path: string; body: unknown }[]).filter((r) => r.path === path);
};

const attached = (root: Locator) => expect(root).toHaveAttribute('data-attached', '');

/** Page errors, reports to /api/client-errors and console errors but the ones `allowed` names. */
function watchErrors(page: Page, allowed?: RegExp) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.url().includes('/api/client-errors')) errors.push(`reported: ${r.postData()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !allowed?.test(`${m.text()} ${m.location().url}`)) errors.push(m.text());
  });
  return errors;
}

test.beforeEach(async () => {
  await resetStore();
});

test('the UTM values are sent once per browser session, and not at all without them', async ({
  page,
  browser,
  baseURL,
}) => {
  // What the browser sent, including a call that a navigation cut short.
  const sent = requestsTo(page, '/api/utm');
  await page.goto('/?utm_source=newsletter&utm_campaign=fall-sale&ref=x');
  await expect.poll(async () => (await storeCalls(UPSERT)).length).toBe(1);
  expect((await storeCalls(UPSERT))[0]?.body).toEqual({
    current_order: { utm_source: 'newsletter', utm_campaign: 'fall-sale' },
  });

  // Other pages of the same session, with or without UTM values, send nothing more.
  await page.goto('/yours?utm_source=another');
  await attached(page.locator('[data-behaviour="utm"]'));
  await page.goto('/our-story/team');
  await attached(page.locator('[data-behaviour="utm"]'));
  await fence(page);
  expect(sent).toHaveLength(1);

  // A new session without UTM values sends none.
  const other = await browser.newContext({ baseURL });
  const fresh = await other.newPage();
  const sentFresh = requestsTo(fresh, '/api/utm');
  await fresh.goto('/');
  await attached(fresh.locator('[data-behaviour="utm"]'));
  await fresh.goto('/yours');
  await attached(fresh.locator('[data-behaviour="utm"]'));
  await fence(fresh);
  expect(sentFresh).toEqual([]);
  await other.close();
});

test('a failing UTM send is ignored', async ({ page }) => {
  const errors = watchErrors(page);
  await storeFault({ mode: 'error', status: 500, path: UPSERT });
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/utm');
  await page.goto('/?utm_medium=email');
  await answered;
  expect(await storeCalls(UPSERT)).toHaveLength(1);
  // Anything the failure set off (a report, a second try) was sent before the fence.
  await fence(page);
  expect(errors).toEqual([]);
});

test.describe('account menu', () => {
  test('at 1280 px hovering opens it', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, baseURL);
    await page.goto('/our-story/team');
    await attached(page.locator('[data-behaviour="account-menu"]'));
    await page.getByRole('button', { name: /^Account menu for/ }).hover();
    await expect(page.locator('#account-menu-panel')).toBeVisible();
  });

  test('at 375 px hovering does not open it; a click and the keyboard do', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logIn(page, baseURL);
    await page.clock.install();
    await page.goto('/our-story/team');
    await attached(page.locator('[data-behaviour="account-menu"]'));
    const button = page.getByRole('button', { name: /^Account menu for/ });
    const panel = page.locator('#account-menu-panel');

    // Well past the 100 ms hover delay by the page's own clock: still shut.
    await holdClock(page);
    await button.hover();
    await page.clock.runFor(400);
    await expect(panel).toBeHidden();
    await page.clock.resume();

    await button.click();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(panel).toBeHidden();

    // Enter opens it, Escape closes it and gives focus back to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // Space opens it too; ArrowDown opens it and moves into it.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeFocused();

    // Tab past the last item (Log out) closes it.
    await panel.getByRole('button', { name: 'Log out' }).focus();
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  });
});

test('at 375 px the account menu is the side menu from the right, and following a link shuts it', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, baseURL);
  await page.goto('/our-story/team');
  await attached(page.locator('[data-behaviour="account-menu"]'));
  const panel = page.getByTestId('account-menu-panel');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box && Math.round(box.x + box.width)).toBe(375);
  expect(box?.x).toBeGreaterThan(0);
  // As tall as the window less the 64 px bar it hangs from.
  expect(box && Math.round(box.height)).toBe(740 - 64);

  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await panel.getByRole('link').first().click();
  await expect(panel).toBeHidden();
});

test('at 375 px the side menu opens from the left and closes when one of its links is followed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/our-story/team');
  const menu = page.getByTestId('mobile-menu');
  await attached(page.locator('[data-behaviour="side-menu"]'));
  await menu.locator('summary').first().click();
  const links = page.getByTestId('mobile-menu-links');
  await expect(links).toBeVisible();
  const box = await page.locator('[data-behaviour="side-menu"]').boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBeLessThan(375);

  // The link is followed (held back here, so the same page can be looked at): the menu shuts.
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await links.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(links).toBeHidden();
});

test('a hash link waits for its target to arrive, then scrolls to it and focuses it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/our-story/team#late-arrival');
  await attached(page.locator('[data-behaviour="hash-scroll"]'));
  // The target arrives a second later, far down the page, as a streamed part would.
  await page.evaluate(() => {
    setTimeout(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      const target = document.createElement('h2');
      target.id = 'late-arrival';
      target.tabIndex = -1;
      target.textContent = 'Arrived late';
      const main = document.querySelector('main');
      main?.appendChild(spacer);
      main?.appendChild(target);
    }, 1000);
  });
  const target = page.locator('#late-arrival');
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});

/**
 * The browser stack runs without a support widget, so no other test (nor the bench) loads a
 * third-party script. This gives one page what the worker renders when SUPPORT_WIDGET_URL is set
 * (tests/worker/layout-behaviours/support-widget.test.tsx checks that it does, and the CSP): the
 * container, added before the entry looks for behaviours. Its script is asked for on our own
 * origin (which the CSP admits as it is) and answered by the fixture store's stand-in; a rewritten
 * document would lose Chromium's loopback address space and with it the fixture images.
 */
async function withSupportWidget(page: Page, path: string) {
  await page.route(`**${WIDGET}`, async (route) =>
    route.fulfill({ response: await route.fetch({ url: `${STORE}${WIDGET}` }) }),
  );
  await page.addInitScript((src) => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.createElement('div');
      root.dataset.behaviour = 'support-widget';
      root.dataset.src = src;
      root.dataset.supportWidget = '';
      root.className = 'fixed bottom-4 right-4 z-[1050]';
      document.body.appendChild(root);
    });
  }, WIDGET);
  await page.goto(path);
}

test.describe('support widget', () => {
  test('loads when configured, in its container at z-index 1050', async ({ page }) => {
    const errors = watchErrors(page);
    await withSupportWidget(page, '/our-story/team');
    const root = page.locator('[data-behaviour="support-widget"]');
    await expect(root).toHaveAttribute('data-state', 'loaded');
    await expect(root.locator('[data-support-widget-button]')).toBeVisible();
    expect(await root.evaluate((el) => getComputedStyle(el).zIndex)).toBe('1050');
    expect(errors).toEqual([]);
  });

  test('is not there when not configured', async ({ page }) => {
    await page.goto('/our-story/team');
    await attached(page.locator('[data-behaviour="loading-bar"]'));
    await expect(page.locator('[data-behaviour="support-widget"]')).toHaveCount(0);
  });

  test('a script that fails to load is ignored: the container is hidden, nothing is reported', async ({ page }) => {
    // The browser itself logs the failed load of the script; nothing else may complain.
    const errors = watchErrors(page, /support-widget\/widget\.js/);
    await storeFault({ mode: 'error', status: 500, path: WIDGET });
    await withSupportWidget(page, '/our-story/team');
    const root = page.locator('[data-behaviour="support-widget"]');
    await expect(root).toHaveAttribute('data-state', 'failed');
    await expect(root).toBeHidden();
    // A report of the failure would have been sent by now.
    await fence(page);
    expect(errors).toEqual([]);
  });

  test('a script that has not loaded after 10 s is given up on', async ({ page }) => {
    const errors = watchErrors(page);
    // The stand-in does not answer during the test; the page's clock says how long it waited.
    await storeFault({ mode: 'slow', delayMs: 600_000, path: WIDGET });
    await page.clock.install();
    const requested = page.waitForRequest((request) => request.url().endsWith(WIDGET));
    await withSupportWidget(page, '/our-story/team');
    const root = page.locator('[data-behaviour="support-widget"]');
    // The 10 s time-out starts as the script is asked for; the clock is then held at most 1 s on.
    await requested;
    await holdClock(page);
    await page.clock.runFor(7_000);
    await expect(root).not.toHaveAttribute('data-state', 'failed');
    await page.clock.runFor(3_000);
    await expect(root).toHaveAttribute('data-state', 'failed');
    await expect(root).toBeHidden();
    expect(errors).toEqual([]);
    // The stand-in is still on its way; nothing waits for it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test('the loading bar runs during a slow in-page load', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, baseURL);
  await page.goto('/our-story/team');
  await attached(page.locator('[data-behaviour="account-menu"]'));
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toHaveAttribute('data-state', 'idle');
  await storeFault({ mode: 'slow', delayMs: 1500, path: '/api/v1/sessions' });
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(bar).toHaveAttribute('data-state', 'running');
  expect(await bar.evaluate((el) => getComputedStyle(el).opacity)).not.toBe('0');
  // SPEC §4, §9: it runs to full over 5000 ms, the transition the browser is playing now.
  const transitions = await bar.evaluate((el) =>
    el
      .getAnimations()
      .map((a) => ({ property: (a as CSSTransition).transitionProperty, duration: a.effect?.getTiming().duration })),
  );
  expect(transitions).toContainEqual({ property: 'transform', duration: 5000 });
  await page.waitForURL((url) => url.pathname === '/');
});

test('the online status says when the browser goes offline, and goes away when it is back', async ({
  page,
  context,
}) => {
  await page.goto('/our-story/team');
  await attached(page.locator('[data-behaviour="online-status"]'));
  const status = page.locator('[data-behaviour="online-status"]');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status.getByText('You are offline.')).toBeHidden();
  await context.setOffline(true);
  await expect(status.getByText('You are offline.')).toBeVisible();
  await context.setOffline(false);
  await expect(status.getByText('You are offline.')).toBeHidden();
});

test('a hash link scrolls once the stylesheet applies, so it lands where the styled page puts its target', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The script runs before the stylesheet arrives, as it may on a slow line.
  await page.route('**/*.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/press-releases?limit=4#release-3');
  await expect(page.locator('#release-3')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
