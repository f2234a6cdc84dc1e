// Every built page at 320, 390, 768 and 1280 px, signed out and signed in with a cart of 99+:
// nothing may scroll the page sideways, no two items of the header bar may overlap, and every
// form control must use the site's font (a control in the browser's default font is unstyled).
// A page whose header bar shows no item at all fails too: the overlap check would check nothing.

import { BUILT_PAGES, ERROR_PAGES } from './built-pages.ts';
import { logIn } from './session.ts';
import { expect, type Page, test } from './test.ts';

// The four of the issue, and 992 px: the narrowest screen with the full primary nav.
const WIDTHS = [320, 390, 768, 992, 1280] as const;
/**
 * Jordan's cart holds 120 items: the badge shows "99+", the widest it gets. Avery, an admin, also
 * gets the drafts switch.
 */
const VISITORS = [
  { name: 'signed out', user: null },
  { name: 'signed in, 99+ in the cart', user: { email: 'jordan.ambassador@example.com', password: 'memories-2026' } },
  { name: 'an admin, with the drafts switch', user: { email: 'avery.admin@example.com', password: 'memories-2026' } },
] as const;
const URLS = [...Object.values(BUILT_PAGES).flat(), ...ERROR_PAGES];

interface Problems {
  overflow: number;
  /** The header bar's visible items: none means the overlap check below looked at nothing. */
  headerItems: number;
  overlaps: string[];
  unstyled: string[];
  /** Text fields squeezed too narrow to type in. */
  cramped: string[];
}

/** The narrowest a text field may be. */
const MIN_FIELD_PX = 160;

/** What is wrong with the page as laid out now. */
function inspect(page: Page): Promise<Problems> {
  return page.evaluate((minField) => {
    // checkVisibility: the inside of a closed <details> still has boxes, but is not shown.
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true });
    };
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
    const bar = document.querySelector('header nav[aria-label="Primary"], header > div');
    const items = bar
      ? [...bar.querySelectorAll('a, button, summary, [data-testid="cart-count"]')].filter(visible)
      : [];
    const overlaps: string[] = [];
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!;
        const b = items[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        // The cart's badge sits on the cart icon on purpose.
        const badgeOnCart =
          [a, b].some((e) => e.matches('[data-testid="cart-count"]')) &&
          [a, b].some((e) => e.matches('[data-testid="cart-link"]'));
        if (w > 1 && h > 1 && !badgeOnCart) overlaps.push(`${label(a)} × ${label(b)}`);
      }
    }
    const bodyFont = getComputedStyle(document.body).fontFamily;
    const unstyled = [...document.querySelectorAll('input:not([type=hidden]), button, select, textarea')]
      .filter(visible)
      .filter((el) => getComputedStyle(el).fontFamily !== bodyFont)
      .map(label);
    const cramped = [
      ...document.querySelectorAll('input[type=search], input[type=email], input[type=password], input[type=text]'),
    ]
      .filter(visible)
      .filter((el) => el.getBoundingClientRect().width < minField)
      .map((el) => `${label(el)} ${Math.round(el.getBoundingClientRect().width)} px`);
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      headerItems: items.length,
      overlaps,
      unstyled,
      cramped,
    };
  }, MIN_FIELD_PX);
}

for (const { name, user } of VISITORS) {
  test.describe(name, () => {
    for (const width of WIDTHS) {
      test(`every built page at ${width} px`, async ({ page, baseURL }) => {
        // A walk over every page: its time grows with the site (about a second a page on CI).
        test.setTimeout(30_000 + URLS.length * 2_000);
        await page.setViewportSize({ width, height: 900 });
        if (user) {
          await logIn(page, baseURL, user);
        }
        const report: Record<string, Problems> = {};
        for (const url of URLS) {
          await page.goto(url);
          if (user?.email.startsWith('jordan')) await expect(page.getByTestId('cart-count').first()).toHaveText('99+');
          // The streamed parts (account menu, drafts switch) are in place before measuring.
          if (user) await expect(page.getByTestId('account-fallback')).toHaveCount(0);
          const problems = await inspect(page);
          if (
            problems.overflow > 0 ||
            problems.headerItems === 0 ||
            problems.overlaps.length ||
            problems.unstyled.length ||
            problems.cramped.length
          )
            report[url] = problems;
        }
        console.log(
          `${name.padEnd(33)} ${String(width).padStart(4)} px: ${URLS.length} pages, ` +
            `${Object.keys(report).length} with problems`,
        );
        expect(report).toEqual({});
      });
    }
  });
}
