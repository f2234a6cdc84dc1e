import type { MiddlewareHandler } from 'hono';
import { EMBED_ORIGINS } from '#client/domain/embeds.ts';
import type { Config } from '#worker/config/config.ts';
import type { AppEnv } from '#worker/env.ts';

function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The CSP admits what the pages and the content may hold and nothing more: scripts and styles
 * from our origin (plus, for a streamed page, React's inline scripts with this response's nonce;
 * a shared, cached page has none), images from the CMS and its media CDN, frames from the video
 * players the sanitizer keeps. No inline style anywhere.
 */
export function contentSecurityPolicy(config: Config | undefined, nonce: string | null): string {
  const media = config ? [new URL(config.CMS_URL).origin, ...(config.MEDIA_CDN_URL ? [new URL(config.MEDIA_CDN_URL).origin] : [])] : [];
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}`,
    "style-src 'self'",
    ["img-src 'self'", ...new Set(media)].join(' '),
    ['frame-src', ...EMBED_ORIGINS].join(' '),
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
  h.set('Content-Security-Policy', contentSecurityPolicy(config, c.get('nonce')));
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('X-Frame-Options', 'DENY');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (config?.APP_ENV === 'production') h.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
};
