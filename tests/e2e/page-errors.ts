import type { Page } from './test.ts';

/**
 * Collects what went wrong in the browser while a test runs: uncaught errors, errors the page
 * reported to the worker (hydration mismatches and the like go there, not to the console), and
 * console errors, except the failed loads a test expects (`expected`: by default the 404 of a
 * page that does not exist, which Chromium logs as a console error).
 */
export function watchErrors(page: Page, expected: RegExp = /status of 404/) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.url().includes('/api/client-errors')) errors.push(`reported: ${r.postData()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !expected.test(m.text())) errors.push(m.text());
  });
  return errors;
}
