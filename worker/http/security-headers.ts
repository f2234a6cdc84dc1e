import type { MiddlewareHandler } from 'hono';
import { EMBED_ORIGINS } from '#core/domain/embeds.ts';
import { pathTo } from '#core/routes/paths.ts';
import type { Config } from '#worker/config/config.ts';
import type { AppEnv } from '#worker/env.ts';

function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The CSP admits what the pages and the content may hold and nothing more: scripts and styles
 * from our origin (plus, for a streamed page, React's inline scripts with this response's nonce;
 * a shared, cached page has none), images from the CMS, its media CDN and our origin, frames from the video
 * players the sanitizer keeps, the captcha's script and frame (on the guest page), and the
 * support widget's script. No inline style anywhere.
 */
export function contentSecurityPolicy(
  config: Config | undefined,
  nonce: string | null,
  page: { captcha: boolean },
): string {
  // Product pictures come resized through /cdn-cgi/image/ on our own origin (docs/decisions/060).
  const media = config
    ? [new URL(config.CMS_URL).origin, ...(config.MEDIA_CDN_URL ? [new URL(config.MEDIA_CDN_URL).origin] : [])]
    : [];
  // The guest page's captcha, when configured to be verified: Turnstile's script, and the
  // challenge frame it opens, from one origin; on that page only.
  const captcha =
    page.captcha && config?.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET_KEY
      ? [new URL(config.TURNSTILE_SCRIPT_URL).origin]
      : [];
  // The support widget's script, only when one is configured.
  const widget = config?.SUPPORT_WIDGET_URL ? [new URL(config.SUPPORT_WIDGET_URL).origin] : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...new Set([...captcha, ...widget])].join(' '),
    "style-src 'self'",
    ["img-src 'self'", ...new Set(media)].join(' '),
    ['frame-src', ...EMBED_ORIGINS, ...captcha].join(' '),
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Security headers on every response the worker makes (ARCHITECTURE rule 7). */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('nonce', makeNonce());
  await next();
  const config = c.get('config');
  const h = c.res.headers;
  const captcha = new URL(c.req.url).pathname === pathTo('guest');
  h.set('Content-Security-Policy', contentSecurityPolicy(config, c.get('nonce'), { captcha }));
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('X-Frame-Options', 'DENY');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (config?.APP_ENV === 'production')
    h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
};
