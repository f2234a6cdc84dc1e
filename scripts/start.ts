// `npm start`: build the browser assets, then run the site with demo content on
// http://localhost:8787 (local D1 synced from the fixture CMS, fixture store) until Ctrl-C.
// FIXTURE_PROFILE=other serves the other fixture profile's data (tests/fixtures/profile.ts),
// from a local D1 of its own.
import { DEV_PORTS } from '#tests/fixtures/ports.ts';
import { offlineEnv } from './offline-env.ts';
import { run } from './processes.ts';
import { startStack } from './stack.ts';

const env = offlineEnv();
await run('vite', ['build', '--logLevel', 'warn'], { env });
const other = process.env.FIXTURE_PROFILE === 'other';
const stack = await startStack({
  sitePort: 8787,
  cmsPort: DEV_PORTS.cms,
  storePort: DEV_PORTS.store,
  ...(other
    ? { fixtureProfile: 'other', stateDir: new URL('../.wrangler/state-other', import.meta.url).pathname }
    : {}),
});
console.log(
  `\n  Site:  ${stack.siteUrl}\n  CMS:   ${stack.cmsUrl}\n  Store: ${stack.storeUrl}\n  (Ctrl-C stops everything)\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.close();
    process.exit(0);
  });
}
