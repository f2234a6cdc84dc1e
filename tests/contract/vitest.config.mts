import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { offlineEnv } from '#scripts/offline-env.ts';

offlineEnv();
const root = fileURLToPath(new URL('../../', import.meta.url));
const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the contract tests with npm run test:contract`);
  return value;
};

// The sync in real workerd with a real (per-file) D1, against the real Strapi that
// tests/contract/run.ts started (run once per Strapi version).
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: `${root}wrangler.toml` },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
          CMS_URL: need('CONTRACT_CMS_URL'),
          // The REST API the sync and the tests speak: Strapi v3's or Strapi 5's (decision 074).
          CMS_API_VERSION: need('CONTRACT_CMS_API_VERSION'),
          CAPPED_CMS_URL: need('CONTRACT_CAPPED_CMS_URL'),
          CAPPED_MAX_LIMIT: need('CONTRACT_CAPPED_MAX_LIMIT'),
          CATCHER_URL: need('CONTRACT_CATCHER_URL'),
          SYNC_WEBHOOK_SECRET: need('CONTRACT_WEBHOOK_SECRET'),
        },
      },
    })),
  ],
  // wrangler.toml defines NODE_ENV=production, so React resolves to its production build; the
  // worker's pages are loaded with the sync (one wrangler.toml), and JSX evaluated when a module
  // loads must use the production runtime (jsx, not jsxDEV) too.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    root,
    include: ['tests/contract/**/*.test.ts'],
    setupFiles: ['tests/worker/setup.ts'],
    // One Strapi is shared by every file, and the tests edit it: one file at a time, in order.
    fileParallelism: false,
    sequence: { shuffle: false },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Every check by name: this run's output is the evidence a closing note quotes.
    reporters: ['verbose'],
  },
});
