import * as v from 'valibot';

/** D1_FAULT's values (worker/db/fault-d1.ts reads them): far, down:S, stall:S, flaky:R. */
export const D1_FAULT_PATTERN = /^(?:far|down:\d{1,4}|stall:\d{1,4}|flaky:0?\.\d+)$/;

const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'));
const flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0', '']), 'false'),
  v.transform((s) => s === 'true' || s === '1'),
);
const emptyToUndefined = v.transform((s: string) => (s === '' ? undefined : s));
/** An origin alone (scheme, host, port): requests are passed to it path and query intact. */
const origin = v.pipe(
  httpUrl,
  v.check((s) => new URL(s).origin === s.replace(/\/$/, ''), 'must be an origin, without a path'),
  v.transform((s) => new URL(s).origin),
);
const seconds = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,7}$/, 'must be a whole number of seconds'),
    v.transform(Number),
  );

/** The site worker's vars (wrangler.toml [vars], `--var`, secrets), checked once per isolate. */
export const VarsSchema = v.object({
  APP_ENV: v.picklist(['production', 'development']),
  STORE_API_URL: httpUrl,
  CORE_API_URL: httpUrl,
  CMS_URL: httpUrl,
  AUTH_HEADER_NAME: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')),
    'X-Forever-Auth-Token',
  ),
  LOGIN_URL: httpUrl,
  REGISTER_URL: httpUrl,
  P2P_MAINTENANCE: flag,
  /** A copy that search engines must leave alone (staging): robots.txt then shuts every crawler out. */
  NOINDEX: flag,
  P2P_MAINTENANCE_URL: v.pipe(v.optional(v.string(), ''), emptyToUndefined, v.optional(httpUrl)),
  /** Where the CMS's uploads are served from when not from CMS_URL (an S3 or CDN domain); the CSP admits its images. */
  MEDIA_CDN_URL: v.pipe(v.optional(v.string(), ''), emptyToUndefined, v.optional(httpUrl)),
  /** A secret (`wrangler secret put SENTRY_DSN`); empty or unset = errors go to the console and Workers Logs only. */
  SENTRY_DSN: v.pipe(v.optional(v.string(), ''), emptyToUndefined, v.optional(httpUrl)),
  /** The environment Sentry files this copy's errors under (staging runs APP_ENV=production too); default APP_ENV. */
  SENTRY_ENVIRONMENT: v.pipe(v.optional(v.string(), ''), emptyToUndefined),
  /**
   * Where the account application answers (SPEC §2.4's paths are passed to it,
   * docs/decisions/050); unset = those paths are 404s.
   */
  ACCOUNT_APP_ORIGIN: v.pipe(v.optional(v.string(), ''), emptyToUndefined, v.optional(origin)),
  /**
   * GET /api/health answers 503 once the content has not been confirmed by a sync for this long (docs/decisions/051).
   */
  HEALTH_MAX_CONTENT_AGE_S: seconds('900'),
  /**
   * How long after it arrived a page with the auth cookie may wait for the verdict on it before its
   * headers go (docs/decisions/023).
   */
  SESSION_VERDICT_WAIT_MS: v.pipe(
    v.optional(v.string(), '20'),
    v.regex(/^\d{1,4}$/, 'must be a whole number of milliseconds'),
    v.transform(Number),
  ),
  /**
   * How long a page waits for its store parts before its first byte (docs/decisions/045); tests
   * widen it so a slow machine keeps prices in the HTML.
   */
  STORE_WAIT_MS: v.pipe(
    v.optional(v.string(), '400'),
    v.regex(/^\d{1,5}$/, 'must be a whole number of milliseconds'),
    v.transform(Number),
  ),
  /** Cloudflare Turnstile, the guest page's captcha: its public site key, widget script and siteverify endpoint. */
  TURNSTILE_SITE_KEY: v.optional(v.string(), ''),
  TURNSTILE_SCRIPT_URL: v.optional(httpUrl, 'https://challenges.cloudflare.com/turnstile/v0/api.js'),
  TURNSTILE_VERIFY_URL: v.optional(httpUrl, 'https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /**
   * A secret (`wrangler secret put`, or .dev.vars locally), never a committed var; without it guest
   * registration is closed.
   */
  TURNSTILE_SECRET_KEY: v.optional(v.string(), ''),
  /** The local stack's far or failing D1 (worker/db/fault-d1.ts, decision 079); a production copy refuses it. */
  D1_FAULT: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === '' || D1_FAULT_PATTERN.test(s), 'must be far, down:S, stall:S or flaky:R'),
    ),
    '',
  ),
  /**
   * A secret shared with the sync worker, which sends it with the cache tags to purge (decision
   * 076); unset = no purge path.
   */
  CACHE_PURGE_SECRET: v.optional(v.string(), ''),
  /**
   * The third-party support widget's script (SPEC §7 "Other"); empty = no widget. The CSP admits
   * its origin only when set.
   */
  SUPPORT_WIDGET_URL: v.pipe(v.optional(v.string(), ''), emptyToUndefined, v.optional(httpUrl)),
  /**
   * Who answers /cdn-cgi/image/ (the store's pictures, resized; docs/decisions/060): `zone` in
   * production, where Cloudflare's Image Resizing does, or `worker` locally, where the worker does.
   */
  IMAGE_RESIZING: v.optional(v.picklist(['zone', 'worker']), 'zone'),
  COMPANY_NAME: v.pipe(v.string(), v.minLength(1)),
  COMPANY_ADDRESS: v.pipe(v.string(), v.minLength(1)),
  COMPANY_EMAIL: v.pipe(v.string(), v.email()),
  COMPANY_PHONE: v.pipe(v.string(), v.minLength(1)),
  COMPANY_WEBSITE: httpUrl,
});

/**
 * The Workers Rate Limiting bindings (worker/http/rate-limit.ts); wrangler.toml binds all four in every environment.
 */
export const RATE_LIMIT_BINDINGS = [
  'LOG_IN_LIMIT',
  'LOG_IN_EMAIL_LIMIT',
  'ACCOUNT_MAIL_LIMIT',
  'CLIENT_ERRORS_LIMIT',
] as const;

/** Everything wrangler binds to the site worker. */
/** The vars as checked: what the site reads. */
export type Config = v.InferOutput<typeof VarsSchema>;

export type Bindings = v.InferInput<typeof VarsSchema> & {
  DB: D1Database;
  ASSETS: Fetcher;
} & Partial<Record<(typeof RATE_LIMIT_BINDINGS)[number], RateLimit>>;
