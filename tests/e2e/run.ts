// `npm run test:e2e`: starts the app as `npm start` runs it (on its own ports), runs the
// Playwright suite in Debian's Chromium against it, and stops everything.
import { spawn } from 'node:child_process';
import { offlineEnv } from '#scripts/offline-env.ts';
import { startStack } from '#scripts/stack.ts';
import { E2E_PORTS } from '#tests/fixtures/ports.ts';

const env = offlineEnv();
const stateDir = new URL(`../../.wrangler/e2e-state-${E2E_PORTS.site}`, import.meta.url).pathname;
const stack = await startStack({
  sitePort: E2E_PORTS.site,
  cmsPort: E2E_PORTS.cms,
  storePort: E2E_PORTS.store,
  quiet: true,
  stateDir,
  fresh: true,
  secrets: 'example',
});
const code = await new Promise<number>((resolve) => {
  const child = spawn(
    new URL('../../node_modules/.bin/playwright', import.meta.url).pathname,
    ['test', '-c', new URL('./playwright.config.ts', import.meta.url).pathname, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: {
        ...env,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        E2E_BASE_URL: stack.siteUrl,
        E2E_CMS_URL: stack.cmsUrl,
        E2E_STORE_URL: stack.storeUrl,
        // For a test that runs a second site worker on the same D1 (as production: production.e2e.ts).
        E2E_STATE_DIR: stateDir,
      },
    },
  );
  child.on('exit', (c) => resolve(c ?? 1));
});
await stack.close();
process.exit(code);
