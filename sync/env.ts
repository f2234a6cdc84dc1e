// The sync worker's bindings (sync/wrangler.toml) and its vars, checked once per invocation.
import * as v from 'valibot';

/** Everything wrangler binds to the sync worker. */
export interface SyncEnv {
  DB: D1Database;
  /** production: the worker refuses to start without its secrets (sync/startup.ts); default development. */
  APP_ENV?: string;
  /** Base URL of the CMS, e.g. https://cms.example.com (Strapi 5's REST API is under its /api). */
  CMS_URL: string;
  /** The CMS's REST API: "3" (Strapi v3, the default) or "5" (Strapi 5), decision 074. */
  CMS_API_VERSION?: string;
  /** Sentry DSN; empty or unset → errors only go to the console. */
  SENTRY_DSN?: string;
  /** Shared secret the publish webhook must send in X-Sync-Secret (a wrangler secret in production). */
  SYNC_WEBHOOK_SECRET?: string;
  /** Optional CMS API token, sent as `Authorization: Bearer …` (real Strapi needs one to list drafts). */
  CMS_API_TOKEN?: string;
  /** The site worker (a service binding in production): told which cache tags a sync's writes purge (decision 076). */
  SITE?: Fetcher;
  /** Where the site answers when it is not bound (the local stack): its origin. */
  SITE_PURGE_URL?: string;
  /** Shared with the site: the purge request carries it (a wrangler secret in production). */
  CACHE_PURGE_SECRET?: string;
}

const httpUrl = v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//i, 'must be an http(s) URL'));
const optionalString = v.pipe(
  v.optional(v.string(), ''),
  v.transform((s: string) => (s.trim() === '' ? undefined : s.trim())),
);

export const SyncVars = v.object({
  APP_ENV: v.optional(v.picklist(['production', 'development']), 'development'),
  CMS_URL: httpUrl,
  SENTRY_DSN: v.pipe(optionalString, v.optional(httpUrl)),
  SYNC_WEBHOOK_SECRET: optionalString,
  CMS_API_TOKEN: optionalString,
  CMS_API_VERSION: v.pipe(
    v.optional(v.picklist(['3', '5'], 'must be 3 or 5'), '3'),
    v.transform((s) => (s === '5' ? 5 : 3) as 3 | 5),
  ),
  CACHE_PURGE_SECRET: optionalString,
});
export type SyncConfig = v.InferOutput<typeof SyncVars>;

/** The validated vars, or a readable message naming the bad ones. */
export function readSyncConfig(env: SyncEnv): { ok: true; config: SyncConfig } | { ok: false; message: string } {
  const parsed = v.safeParse(SyncVars, {
    APP_ENV: env.APP_ENV ?? 'development',
    CMS_URL: env.CMS_URL,
    SENTRY_DSN: env.SENTRY_DSN ?? '',
    SYNC_WEBHOOK_SECRET: env.SYNC_WEBHOOK_SECRET ?? '',
    CACHE_PURGE_SECRET: env.CACHE_PURGE_SECRET ?? '',
    CMS_API_TOKEN: env.CMS_API_TOKEN ?? '',
    CMS_API_VERSION: env.CMS_API_VERSION?.trim() || '3',
  });
  if (parsed.success) return { ok: true, config: parsed.output };
  const message = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'vars'}: ${issue.message}`).join('; ');
  return { ok: false, message: `invalid sync worker configuration: ${message}` };
}
