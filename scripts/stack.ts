import { rmSync } from 'node:fs';
import { BUILD_MANIFEST_PATH } from '#core/build-manifest.ts';
import { startFixtures } from '#tests/fixtures/serve.ts';
import { type SecretsSource, secretsFile } from './dev-vars.ts';
import { startFixturesProcess } from './fixtures-process.ts';
import { offlineEnv } from './offline-env.ts';
import { runNode, start, waitForHttp } from './processes.ts';

export interface StackOptions {
  sitePort: number;
  cmsPort: number;
  storePort: number;
  /** Hide wrangler's request log (tests and benchmarks). */
  quiet?: boolean;
  /** Wrangler's local state folder (the local D1); default the one plain `wrangler dev` uses. */
  stateDir?: string;
  /** Empty the state folder first (tests and benchmarks start from what a fresh clone has). */
  fresh?: boolean;
  /** Run the fixtures in a process of their own (the bench), not in this one. */
  separateFixtures?: boolean;
  /**
   * The fixtures' data (tests/fixtures/profile.ts): the demo's, or the other profile's, which
   * runs in a process of its own (a profile is chosen as the fixture modules load).
   */
  fixtureProfile?: 'demo' | 'other';
  /** Where both workers' secrets come from: .dev.vars (npm start; the default) or its example (tests, bench). */
  secrets?: SecretsSource;
}

/**
 * The whole app as `npm start` runs it: the fixture CMS and store, the local D1 migrated and
 * synced from the fixture CMS, and the site worker in wrangler dev pointed at the fixtures.
 * Assumes `npm run build` has produced dist/client.
 */
export async function startStack(opts: StackOptions) {
  const env = offlineEnv();
  const secrets = opts.secrets ?? 'dev-vars';
  const stateDir = opts.stateDir ?? new URL('../.wrangler/state', import.meta.url).pathname;
  if (opts.fresh) rmSync(stateDir, { recursive: true, force: true });
  const ports = { cmsPort: opts.cmsPort, storePort: opts.storePort };
  const fixtures =
    opts.separateFixtures || opts.fixtureProfile === 'other'
      ? await startFixturesProcess({ ...ports, profile: opts.fixtureProfile ?? 'demo' })
      : await startFixtures(ports);
  try {
    // Migrates the local D1, then fills it from the fixture CMS through the real sync worker.
    await runNode(new URL('./sync-local.ts', import.meta.url).pathname, {
      env: { ...env, CMS_URL: fixtures.cmsUrl, WRANGLER_STATE: stateDir, SYNC_SECRETS_FILE: secretsFile(secrets) },
    });
  } catch (error) {
    await fixtures.close();
    throw error;
  }
  let site: Awaited<ReturnType<typeof startSite>>;
  try {
    site = await startSite({
      port: opts.sitePort,
      stateDir,
      cmsUrl: fixtures.cmsUrl,
      storeUrl: fixtures.storeUrl,
      quiet: opts.quiet,
      secrets,
    });
  } catch (error) {
    await fixtures.close();
    throw error;
  }
  return {
    siteUrl: site.siteUrl,
    cmsUrl: fixtures.cmsUrl,
    storeUrl: fixtures.storeUrl,
    /** Stops the site alone (the bench's edge step starts it again with other vars). */
    stopSite: () => site.stop(),
    async close() {
      await site.stop();
      await fixtures.close();
    },
  };
}

export interface SiteOptions {
  port: number;
  /** Wrangler's local state folder, with the D1 a sync has filled. */
  stateDir: string;
  cmsUrl: string;
  storeUrl: string;
  /** More vars over the local ones (a test runs the site as production: `APP_ENV`). */
  vars?: Record<string, string>;
  quiet?: boolean;
  /** Where its secrets come from: the example by default (a test's own site), .dev.vars for npm start. */
  secrets?: SecretsSource;
}

/** The site worker in wrangler dev, pointed at the fixtures; answers once its assets are served. */
export async function startSite(opts: SiteOptions) {
  const vars = {
    CMS_URL: opts.cmsUrl,
    STORE_API_URL: `${opts.storeUrl}/api/v1`,
    CORE_API_URL: `${opts.storeUrl}/core`,
    LOGIN_URL: `${opts.storeUrl}/sign_in`,
    REGISTER_URL: `${opts.storeUrl}/sign_up`,
    ACCOUNT_APP_ORIGIN: opts.storeUrl,
    TURNSTILE_SCRIPT_URL: `${opts.storeUrl}/turnstile/v0/api.js`,
    TURNSTILE_VERIFY_URL: `${opts.storeUrl}/turnstile/v0/siteverify`,
    ...opts.vars,
  };
  const site = start(
    'wrangler',
    [
      'dev',
      '--port',
      String(opts.port),
      '--ip',
      'localhost',
      '--show-interactive-dev-session=false',
      '--persist-to',
      opts.stateDir,
      '--env-file',
      secretsFile(opts.secrets ?? 'example'),
      ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    ],
    { env: offlineEnv(), quiet: opts.quiet ?? false },
  );
  const siteUrl = `http://localhost:${opts.port}`;
  try {
    await waitForHttp(`${siteUrl}${BUILD_MANIFEST_PATH}`);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return { siteUrl, stop: site.stop };
}
