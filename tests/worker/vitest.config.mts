import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { exampleSecrets } from '#scripts/dev-vars.ts';
import { offlineEnv } from '#scripts/offline-env.ts';
import { TEST_PORTS } from '#tests/fixtures/ports.ts';

offlineEnv();
const root = fileURLToPath(new URL('../../', import.meta.url));

// Worker tests run in real workerd with a real (isolated, per-file) D1, against the fixture
// CMS and store started by global-setup on their own ports so a running `npm start` is left alone.
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: `${root}wrangler.toml` },
      miniflare: {
        bindings: {
          // Both workers' secrets (their code runs here under the site's config), as documented in
          // .dev.vars.example: the captcha's test keys the fixture store's stand-ins accept, the webhook's secret.
          ...exampleSecrets(),
          TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
          CMS_URL: `http://127.0.0.1:${TEST_PORTS.cms}`,
          STORE_API_URL: `http://127.0.0.1:${TEST_PORTS.store}/api/v1`,
          CORE_API_URL: `http://127.0.0.1:${TEST_PORTS.store}/core`,
          LOGIN_URL: `http://127.0.0.1:${TEST_PORTS.store}/sign_in`,
          REGISTER_URL: `http://127.0.0.1:${TEST_PORTS.store}/sign_up`,
          ACCOUNT_APP_ORIGIN: `http://127.0.0.1:${TEST_PORTS.store}`,
          // The captcha as `npm start` wires it: the fixture store's stand-in widget and siteverify.
          TURNSTILE_SCRIPT_URL: `http://127.0.0.1:${TEST_PORTS.store}/turnstile/v0/api.js`,
          TURNSTILE_VERIFY_URL: `http://127.0.0.1:${TEST_PORTS.store}/turnstile/v0/siteverify`,
          FIXTURE_CONTROL_CMS: `http://127.0.0.1:${TEST_PORTS.cms}/__control`,
          FIXTURE_CONTROL_STORE: `http://127.0.0.1:${TEST_PORTS.store}/__control`,
        },
        // A rate limit low enough to reach in a test (tests/worker/accounts/rate-limits.test.ts puts
        // it in place of one of wrangler.toml's, which are high locally; docs/decisions/071).
        ratelimits: { TEST_LOW_LIMIT: { namespace_id: '3499', simple: { limit: 3, period: 60 } } },
      },
    })),
  ],
  // wrangler.toml defines NODE_ENV=production, so React resolves to its production build;
  // JSX in test files must then use the production runtime (jsx, not jsxDEV) as well.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    root,
    include: ['tests/worker/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/worker/setup.ts'],
    globalSetup: ['tests/worker/global-setup.ts'],
    // The fixture servers' fault switches are shared state: one file at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
