// The quality bar, on every page the route table has built (found by page-urls.ts, plus the
// hard cases of built-pages.ts and the error page), signed out and signed in: axe finds no
// violation, the server's HTML has no error and no inline style, and the CSP refuses nothing
// (the fixture in test.ts).

import AxeBuilder from '@axe-core/playwright';
import { DRAFT_COOKIES } from '#core/domain/drafts.ts';
import { BUILT_PAGES, ERROR_PAGES } from './built-pages.ts';
import { htmlErrors } from './html-validate.ts';
import { pageUrls } from './page-urls.ts';
import { logIn } from './session.ts';
import { expect, test } from './test.ts';

const base = process.env.E2E_BASE_URL!;
const found = await pageUrls(async (path) => {
  const res = await fetch(new URL(path, base));
  return { status: res.status, html: await res.text() };
});
const URLS = [...new Set([...[...found.values()].flat(), ...Object.values(BUILT_PAGES).flat(), ...ERROR_PAGES])];

const VISITORS = [
  { name: 'signed out', user: null, cookies: [] },
  {
    name: 'an admin and editor with every drafts switch on',
    user: { email: 'avery.admin@example.com', password: 'memories-2026' },
    cookies: Object.values(DRAFT_COOKIES),
  },
] as const;

for (const { name, user, cookies } of VISITORS) {
  test(`${name}: axe, HTML and CSP on every built page`, async ({ page, context, baseURL }) => {
    // axe and the HTML checker on every page: the time grows with the site.
    test.setTimeout(60_000 + URLS.length * 5_000);
    if (user) {
      await logIn(page, baseURL, user);
      await context.addCookies(cookies.map((cookie) => ({ name: cookie, value: 'true', url: baseURL! })));
    }
    const axe: Record<string, string[]> = {};
    const html: Record<string, string[]> = {};
    for (const url of URLS) {
      const response = await page.goto(url);
      const source = (await response?.text()) ?? '';
      const errors = await htmlErrors(source);
      if (errors.length) html[url] = errors;
      if (user) await expect(page.getByTestId('account-fallback')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      if (violations.length)
        axe[url] = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    console.log(
      `${name}: ${URLS.length} pages, ${Object.keys(axe).length} with axe violations, ` +
        `${Object.keys(html).length} with HTML errors`,
    );
    expect({ axe, html }).toEqual({ axe: {}, html: {} });
  });
}
