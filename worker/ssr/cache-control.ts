import type { CachePolicy } from '#worker/pages/unit/define-page.ts';

/**
 * The one place a page's Cache-Control is decided. Content is shareable only when the visitor is
 * signed out: a signed-in page carries their name and cart in its chrome. Until pages are cached
 * at the edge (with invalidation on sync), a shared cache must revalidate every time.
 */
export function cacheControl(policy: CachePolicy, signedIn: boolean): string {
  return policy === 'content' && !signedIn ? 'public, max-age=0, must-revalidate' : 'private, no-store';
}
