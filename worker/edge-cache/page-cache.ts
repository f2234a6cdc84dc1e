// Rendered anonymous pages in the Workers Cache (caches.default), keyed by the URL and the
// content version (docs/decisions/018). Only what serve-page.tsx decides is shareable gets here.

/** How long a cached page may live at most, changed content or not (time-based views: "upcoming"). */
export const PAGE_CACHE_MAX_AGE_S = 300;

/** Headers a cached copy keeps; the security headers and Server-Timing are set per response. */
const KEPT = ['content-type', 'x-robots-tag', 'content-language'];

/**
 * The key: the request URL under a path of its own that carries the version, so a new version
 * is a new set of keys and the old pages age out of the cache unread.
 */
export function pageCacheKey(requestUrl: string, version: number): Request {
  const url = new URL(requestUrl);
  return new Request(`${url.origin}/__page-cache/v${version}${url.pathname}${url.search}`, { method: 'GET' });
}

function cache(): Cache | null {
  // Not every runtime gives a default cache (a plain Node test, for one); then nothing is cached.
  return typeof caches !== 'undefined' && 'default' in caches ? (caches as unknown as { default: Cache }).default : null;
}

export async function matchPage(key: Request): Promise<Response | undefined> {
  return cache()?.match(key);
}

/** Stores a rendered page: the body, and only headers that belong to the page itself. */
export async function storePage(key: Request, status: number, headers: Headers, html: string): Promise<void> {
  const kept = new Headers();
  for (const name of KEPT) {
    const value = headers.get(name);
    if (value) kept.set(name, value);
  }
  kept.set('Cache-Control', `public, s-maxage=${PAGE_CACHE_MAX_AGE_S}`);
  await cache()?.put(key, new Response(html, { status, headers: kept }));
}
