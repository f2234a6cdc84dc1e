// What the sync worker checks as it starts. A production copy without its secrets does not start
// (and Cloudflare refuses to deploy it), naming what is missing: a sync that runs without the
// CMS token would copy no drafts, and a webhook without its secret refuses every call.
import type { SyncEnv } from './env.ts';
import { readSyncConfig } from './env.ts';

/** The sync worker's secrets: Workers secrets in staging and production, `.dev.vars` locally. */
export const SYNC_SECRETS = ['SYNC_WEBHOOK_SECRET', 'CMS_API_TOKEN', 'SENTRY_DSN', 'CACHE_PURGE_SECRET'] as const;

/** What a production copy cannot work without, beyond CMS_URL, which every copy needs. */
/** CACHE_PURGE_SECRET: without it no sync's change would reach the site's cache for 300 s (decision 076). */
export const SYNC_REQUIRED_IN_PRODUCTION = ['SYNC_WEBHOOK_SECRET', 'CMS_API_TOKEN', 'CACHE_PURGE_SECRET'] as const;

export class SyncConfigError extends Error {
  override name = 'SyncConfigError';
}

/**
 * Throws when a production copy is misconfigured. Elsewhere (local runs, tests) a bad value is
 * left to each run, which logs it per collection in sync_log.
 */
export function assertStartable(env: SyncEnv): void {
  if (env.APP_ENV !== 'production') return;
  const parsed = readSyncConfig(env);
  if (!parsed.ok) throw new SyncConfigError(parsed.message);
  const missing = SYNC_REQUIRED_IN_PRODUCTION.filter((name) => !parsed.config[name]);
  if (missing.length > 0) {
    const named = missing.map(
      (n) => `${n} (a secret: wrangler secret put ${n} -c sync/wrangler.toml --env <env>; .dev.vars locally)`,
    );
    throw new SyncConfigError(
      `invalid sync worker configuration: APP_ENV is production but ${named.join(', ')} is not set`,
    );
  }
}
