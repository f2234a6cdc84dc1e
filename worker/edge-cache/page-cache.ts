// Rendered anonymous pages in the Workers Cache (caches.default), keyed by the URL and the
// content version (docs/decisions/018). Only what serve-page.tsx decides is shareable gets here.
// A page is kept gzipped, compressed once when stored rather than on every response, and served
// as it is kept to every client that takes gzip (docs/decisions/034).

/** How long a cached page may live at most, changed content or not (time-based views: "upcoming"). */
export const PAGE_CACHE_MAX_AGE_S = 300;

/** When a copy was stored (ms since the epoch), so every tier ages it from the same moment. */
const STORED_AT = 'x-page-stored-at';

/** Headers a cached copy keeps; the security headers and Server-Timing are set per response. */
const KEPT = ['content-type', 'x-robots-tag', 'content-language'];

/**
 * The key: the request URL under a path of its own that carries the version, so a new version
 * is a new set of keys and the old pages age out of the cache unread. `gz` names the way the
 * copies are kept: a change to it must change the name, or a deploy would read old copies wrongly.
 */
export function pageCacheKey(requestUrl: string, version: number): Request {
  const url = new URL(requestUrl);
  return new Request(`${url.origin}/__page-cache/gz/v${version}${url.pathname}${url.search}`, { method: 'GET' });
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

function recall(url: string, now: number): Kept | undefined {
  const kept = memory.get(url);
  if (!kept) return undefined;
  if (now - kept.storedAt >= PAGE_CACHE_MAX_AGE_S * 1000) {
    memory.delete(url);
    memoryBytes -= kept.body.byteLength;
    return undefined;
  }
  memory.delete(url);
  memory.set(url, kept);
  return kept;
}

/**
 * The Accept-Encoding the client itself sent, or null. Behind Cloudflare, and in wrangler dev,
 * which imitates it, the worker's request always says `br, gzip`, whatever the client sent; the
 * client's own header is `cf.clientAcceptEncoding` ('' when it sent none, as plain curl does).
 */
export function clientAcceptEncoding(request: Request): string | null {
  const ownHeader = (request.cf as IncomingRequestCfProperties | undefined)?.clientAcceptEncoding;
  return typeof ownHeader === 'string' ? ownHeader : request.headers.get('accept-encoding');
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a weight above 0). */
function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** A kept page as a response: its gzipped bytes as they are, or inflated for a client without gzip. */
function served(kept: Kept, gzip: boolean): Response {
  const headers = new Headers(kept.headers);
  headers.set('Vary', 'Accept-Encoding');
  if (!gzip) {
    const html = new Blob([kept.body]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Response(html, { status: kept.status, headers });
  }
  headers.set('Content-Encoding', 'gzip');
  return new Response(kept.body, { status: kept.status, headers, encodeBody: 'manual' });
}

/** The kept copy of a page: from the isolate's memory, else from caches.default (and remembered). */
async function find(key: Request, now: number): Promise<Kept | undefined> {
  const near = recall(key.url, now);
  if (near) return near;
  const hit = await cache()?.match(key);
  if (!hit) return undefined;
  // Kept no longer than the shared copy would be: its age comes with it.
  const kept = {
    body: await hit.arrayBuffer(),
    status: hit.status,
    headers: keptHeaders(hit.headers),
    storedAt: Number(hit.headers.get(STORED_AT)) || now,
  };
  remember(key.url, kept);
  return kept;
}

/** The kept copy of a page, served for a request whose Accept-Encoding is `acceptEncoding`. */
export async function matchPage(key: Request, acceptEncoding: string | null, now = Date.now()): Promise<Response | undefined> {
  const kept = await find(key, now);
  return kept ? served(kept, acceptsGzip(acceptEncoding)) : undefined;
}

/** A kept page as its HTML, for a shell (page-shell.ts). */
export interface KeptPage {
  html: string;
  status: number;
  headers: Headers;
  /** When it was stored (ms since the epoch): it lives no longer than PAGE_CACHE_MAX_AGE_S from then. */
  storedAt: number;
}

/** The kept copy of a page as its HTML, status and headers. */
export async function keptPage(key: Request, now = Date.now()): Promise<KeptPage | undefined> {
  const kept = await find(key, now);
  if (!kept) return undefined;
  const html = await new Response(new Blob([kept.body]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
  return { html, status: kept.status, headers: new Headers(kept.headers), storedAt: kept.storedAt };
}

const keptHeaders = (headers: Headers): [string, string][] =>
  KEPT.flatMap((name) => {
    const value = headers.get(name);
    return value ? [[name, value] as [string, string]] : [];
  });

/**
 * Stores a rendered page: the body gzipped, and only headers that belong to the page itself. The
 * shared copy carries no Content-Encoding (its bytes are ours to read back as they are).
 */
export async function storePage(key: Request, status: number, headers: Headers, html: string): Promise<void> {
  const body = await new Response(new Blob([html]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
  const storedAt = Date.now();
  remember(key.url, { body, status, headers: keptHeaders(headers), storedAt });
  const shared = new Headers(keptHeaders(headers));
  shared.set('Cache-Control', `public, s-maxage=${PAGE_CACHE_MAX_AGE_S}`);
  shared.set(STORED_AT, String(storedAt));
  await cache()?.put(key, new Response(body, { status, headers: shared }));
}
