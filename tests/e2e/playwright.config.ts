import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '#scripts/chromium.ts';

// Debian's Chromium, never a downloaded browser; no network beyond loopback.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: CHROMIUM,
  },
});
