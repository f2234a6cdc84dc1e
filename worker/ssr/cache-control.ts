import type { CachePolicy } from '#worker/edge-cache/cache-policy.ts';

/** A page every signed-out visitor gets: browsers may keep it but must ask again each time. */
export const SHARED_BROWSER_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The one place a page's Cache-Control is decided. Content is shareable only when the visitor is
 * signed out: a signed-in page carries their name and cart in its chrome. Browsers and shared
 * caches ask again every time; the worker's own edge cache (worker/edge-cache/) answers them.
 */
export function cacheControl(policy: CachePolicy, signedIn: boolean): string {
  return policy !== 'private' && !signedIn ? SHARED_BROWSER_CACHE_CONTROL : 'private, no-store';
}
