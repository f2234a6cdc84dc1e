// Waiting on what happened, not on a clock: the browser's own record of the requests a page sent,
// a fence that proves that record is complete up to now, and the page's clock held still.
import type { Page } from './test.ts';

/**
 * Every request the page sends to `path` from now on, as the browser issues it: one that a
 * navigation aborts, or that never reaches a server, still counts.
 */
export function requestsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.postData() ?? '');
  });
  return seen;
}

/**
 * Resolves once the browser has reported every request the page issued before this call: the
 * page sends one more, and the browser reports its requests in the order they were issued.
 */
export async function fence(page: Page): Promise<void> {
  const marker = `/robots.txt?fence=${crypto.randomUUID()}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => {
    void fetch(url).catch(() => undefined);
  }, marker);
  await seen;
}

/**
 * Holds the page's clock still (after `page.clock.install()` before it loaded): from here its
 * timers fire only as far as `page.clock.runFor` moves them. The clock first moves on a second,
 * so that the pause lies ahead of the page's time however slowly this call reaches it.
 */
export async function holdClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}
