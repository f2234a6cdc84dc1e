// `npm run test:e2e`: starts the app as `npm start` runs it (on its own ports), runs the
// Playwright suite in Debian's Chromium against it, and stops everything. Then the money paths
// that must hold on any data (any-data.e2e.ts) run again on a second stack serving the other
// fixture profile (tests/fixtures/profile.ts). Arguments go to Playwright; naming files runs
// only the demo stack unless any-data.e2e.ts is among them.
import { spawn } from 'node:child_process';
import { offlineEnv } from '#scripts/offline-env.ts';
import { startStack } from '#scripts/stack.ts';
import { E2E_PORTS } from '#tests/fixtures/ports.ts';

const env = offlineEnv();
const ANY_DATA = 'any-data.e2e.ts';

async function runOn(profile: 'demo' | 'other', ports: typeof E2E_PORTS, args: string[]): Promise<number> {
  const stateDir = new URL(`../../.wrangler/e2e-state-${ports.site}`, import.meta.url).pathname;
  const stack = await startStack({
    sitePort: ports.site,
    cmsPort: ports.cms,
    storePort: ports.store,
    quiet: true,
    stateDir,
    fresh: true,
    secrets: 'example',
    fixtureProfile: profile,
  });
  const code = await new Promise<number>((resolve) => {
    const child = spawn(
      new URL('../../node_modules/.bin/playwright', import.meta.url).pathname,
      ['test', '-c', new URL('./playwright.config.ts', import.meta.url).pathname, ...args],
      {
        stdio: 'inherit',
        env: {
          ...env,
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
          FIXTURE_PROFILE: profile,
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
  return code;
}

const args: string[] = process.argv.slice(2);
const files = args.filter((a) => a.endsWith('.ts'));
let code = await runOn('demo', E2E_PORTS, args);
if (files.length === 0 || files.some((f) => f.endsWith(ANY_DATA))) {
  console.log('\nThe money paths again, on the other fixture profile:');
  const other = { site: E2E_PORTS.site + 10, cms: E2E_PORTS.cms + 10, store: E2E_PORTS.store + 10 };
  const rest = args.filter((a) => !a.endsWith('.ts'));
  code = (await runOn('other', other, [...rest, new URL(`./${ANY_DATA}`, import.meta.url).pathname])) || code;
}
process.exit(code);
