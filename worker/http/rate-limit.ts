import type { Context } from 'hono';
import type { RATE_LIMIT_BINDINGS } from '#worker/config/bindings.ts';
import type { AppEnv } from '#worker/env.ts';

/**
 * Rate limits on the routes that take credentials, send mail or report errors (docs/decisions/071),
 * on Cloudflare's Workers Rate Limiting bindings (wrangler.toml `ratelimits`; the limits and how to
 * change them are in docs/operations.md). Keyed by the visitor's CF-Connecting-IP; the log-in also
 * by the email, so one address tried from many connections is held as well.
 */
export type RateLimitName = (typeof RATE_LIMIT_BINDINGS)[number];

/** The binding counts per period (60 s in every configuration); one period is the wait. */
export const RETRY_AFTER_S = 60;
export const TOO_MANY_ATTEMPTS = 'Too many attempts from your connection. Please wait a minute and try again.';

/** What one request counts against: a limit and the key it is counted by. */
export type LimitCheck = readonly [RateLimitName, string];

export const byAddress = (c: Context<AppEnv>, name: RateLimitName): LimitCheck => [
  name,
  `ip:${c.req.header('CF-Connecting-IP') || 'unknown'}`,
];

export const byEmail = (name: RateLimitName, email: string): LimitCheck => [
  name,
  `email:${email.trim().toLowerCase()}`,
];

/**
 * Counts this request against each check and answers whether any is past its limit; if so the
 * response says when to come back (Retry-After). Every check is counted, so trying a second key
 * does not reset the first.
 */
export async function overLimit(c: Context<AppEnv>, ...checks: LimitCheck[]): Promise<boolean> {
  const outcomes = await Promise.all(
    checks.map(async ([name, key]) => {
      const limiter = c.env[name];
      // wrangler.toml binds them in every environment (its test checks both deployed ones).
      return limiter ? (await limiter.limit({ key })).success : true;
    }),
  );
  if (outcomes.every(Boolean)) return false;
  c.header('Retry-After', String(RETRY_AFTER_S));
  return true;
}
