// Rendered anonymous pages in the Workers Cache (caches.default), keyed by the URL and the
// content version (docs/decisions/018). Only what serve-page.tsx decides is shareable gets here.

/** How long a cached page may live at most, changed content or not (time-based views: "upcoming"). */
export const PAGE_CACHE_MAX_AGE_S = 300;

/** When a copy was stored (ms since the epoch), so every tier ages it from the same moment. */
const STORED_AT = 'x-page-stored-at';

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

/**
 * The isolate's own copies of the pages it served last, in front of caches.default: a hit from
 * here costs no I/O at all. Same keys (so the same version rule) and the same age limit; bounded
 * in bytes, least recently used out first.
 */
const MEMORY_BYTES = 8 * 1024 * 1024;
interface Kept {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  storedAt: number;
}
const memory = new Map<string, Kept>();
let memoryBytes = 0;

function remember(url: string, kept: Kept) {
  const old = memory.get(url);
  if (old) memoryBytes -= old.body.byteLength;
  memory.delete(url);
  memory.set(url, kept);
  memoryBytes += kept.body.byteLength;
  for (const [oldest, entry] of memory) {
    if (memoryBytes <= MEMORY_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= entry.body.byteLength;
  }
}

function recall(url: string, now: number): Response | undefined {
  const kept = memory.get(url);
  if (!kept) return undefined;
  if (now - kept.storedAt >= PAGE_CACHE_MAX_AGE_S * 1000) {
    memory.delete(url);
    memoryBytes -= kept.body.byteLength;
    return undefined;
  }
  memory.delete(url);
  memory.set(url, kept);
  return new Response(kept.body, { status: kept.status, headers: kept.headers });
}

export async function matchPage(key: Request, now = Date.now()): Promise<Response | undefined> {
  const near = recall(key.url, now);
  if (near) return near;
  const hit = await cache()?.match(key);
  if (!hit) return undefined;
  const body = await hit.arrayBuffer();
  // Kept no longer than the shared copy would be: its age comes with it.
  const storedAt = Number(hit.headers.get(STORED_AT)) || now;
  remember(key.url, { body, status: hit.status, headers: [...hit.headers], storedAt });
  return new Response(body, hit);
}

/** Stores a rendered page: the body, and only headers that belong to the page itself. */
export async function storePage(key: Request, status: number, headers: Headers, html: string): Promise<void> {
  const kept = new Headers();
  for (const name of KEPT) {
    const value = headers.get(name);
    if (value) kept.set(name, value);
  }
  kept.set('Cache-Control', `public, s-maxage=${PAGE_CACHE_MAX_AGE_S}`);
  const storedAt = Date.now();
  kept.set(STORED_AT, String(storedAt));
  const body = new TextEncoder().encode(html).buffer as ArrayBuffer;
  remember(key.url, { body, status, headers: [...kept], storedAt });
  await cache()?.put(key, new Response(body, { status, headers: kept }));
}
