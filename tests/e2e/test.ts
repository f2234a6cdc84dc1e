// Every browser test runs with the strict CSP watched: Chromium reports each thing the policy
// refused (an inline script or style, a frame, an image from another origin) on the console, and
// a test that caused any fails.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text()))
          violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export type { Locator, Page } from '@playwright/test';
export { expect };
