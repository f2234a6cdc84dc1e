import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#worker/env.ts';

function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Security headers on every response the worker makes (ARCHITECTURE rule 7). Scripts run only
 * from our origin or with this request's nonce (React's streaming inserts inline scripts, each
 * given the nonce); images may also come from the CMS, whose media urls the content carries.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = makeNonce();
  c.set('nonce', nonce);
  await next();
  const config = c.get('config');
  const cmsOrigin = config ? new URL(config.CMS_URL).origin : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${cmsOrigin}`.trim(),
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const h = c.res.headers;
  h.set('Content-Security-Policy', csp);
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('X-Frame-Options', 'DENY');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (config?.APP_ENV === 'production') h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
};
