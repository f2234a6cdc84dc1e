// Rendered anonymous pages in the Workers Cache (caches.default), keyed by the URL and tagged
// with what they show (docs/decisions/076, which replaced 018's content version). Only what
// serve-page.tsx decides is shareable gets here. A page is fresh for PAGE_FRESH_S after its
// render began and until a tag of it is purged; after that it is stale, and still served (while
// one request renders it again, and whenever D1 cannot answer) for up to PAGE_CACHE_TTL_S. Finding a
// cached page and telling whether it is fresh read the cache alone, never D1. A page is cached
// gzipped, compressed once when stored, and served as it is stored to every client that takes gzip
// (docs/decisions/034). A copy names the client build its HTML links (decision 096): during a
// gradual deployment both versions share this cache, and a version serves a copy only if it holds
// that build's assets; otherwise it renders the page (a copy of any build still beats a 503).
import { RecentMemo } from '#worker/memo/recent-memo.ts';
import { purgedSince } from './tag-purge.ts';

/** How long a cached page is fresh at most, changed content or not (time-based views: "upcoming"). */
export const PAGE_FRESH_S = 300;

/** How long a cached page may be served stale: through a D1 outage, or while it is rendered again. */
export const PAGE_CACHE_TTL_S = 7 * 86_400;

/** When the copy's render began (ms since the epoch): a purge at or after it makes it stale. */
const RENDERED_AT = 'x-page-rendered-at';

/** The client build whose stylesheet and entry the copy links (decision 096). */
const RENDERED_BY = 'x-page-build';

/** The page's tags, as Cloudflare reads them for a purge (comma-separated). */
const CACHE_TAG = 'cache-tag';

/** Headers a cached copy keeps; the security headers and Server-Timing are set per response. */
const STORED_HEADERS = ['content-type', 'x-robots-tag', 'content-language'];

/**
 * The key: the request URL under a path of its own. `gz` names the way the copies are stored and
 * `t` that they carry their tags: a change to either must change the name, or a deploy would read
 * old copies wrongly.
 */
export function pageCacheKey(requestUrl: string): Request {
  const url = new URL(requestUrl);
  return new Request(`${url.origin}/__page-cache/gz/t${url.pathname}${url.search}`, { method: 'GET' });
}

function cache(): Cache | null {
  // Not every runtime gives a default cache (a plain Node test, for one); then nothing is cached.
  return typeof caches !== 'undefined' && 'default' in caches
    ? (caches as unknown as { default: Cache }).default
    : null;
}

interface CachedCopy {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  renderedAt: number;
  /** The client build it was rendered with; null for a copy cached before builds were named. */
  build: string | null;
  /**
   * Whether it may be served as it is: this version holds its build's assets, it is not past
   * PAGE_FRESH_S, and no tag of it was purged since its render.
   */
  fresh: boolean;
}

/**
 * Which cached copies a request may get: those of a build this version holds the assets of
 * (`holds`), or, as a last resort when the page cannot be rendered (D1 down), any, served stale.
 */
export interface BuildFilter {
  holds: (build: string | null) => boolean;
  lastResort?: boolean;
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

/** A cached page as a response: its gzipped bytes as they are, or inflated for a client without gzip. */
function served(copy: CachedCopy, gzip: boolean): Response {
  const headers = new Headers(copy.headers);
  headers.set('Vary', 'Accept-Encoding');
  if (!gzip) {
    const html = new Blob([copy.body]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Response(html, { status: copy.status, headers });
  }
  headers.set('Content-Encoding', 'gzip');
  return new Response(copy.body, { status: copy.status, headers, encodeBody: 'manual' });
}

/** A cached copy as read from the cache, before its freshness is told. */
type Read = Omit<CachedCopy, 'fresh'> & { tags: string[]; html?: string };

/**
 * The copies this isolate read lately, each reused for READ_MEMO_MS: a hot page would otherwise be
 * read (and a shell inflated) from the cache on every request. Its freshness is told again each
 * time, from the tag stamps (tag-purge.ts, memoized as long); a copy stored or dropped here
 * replaces its memo at once, one stored in another isolate is seen within READ_MEMO_MS.
 */
const READ_MEMO_MS = 2_000;
const READ_MEMO_MAX = 200;
const reads = new RecentMemo<Read>(READ_MEMO_MS, READ_MEMO_MAX);

async function read(key: Request, now: number): Promise<Read | undefined> {
  const known = reads.get(key.url, now);
  if (known) return known;
  const hit = await cache()?.match(key);
  if (!hit) return undefined;
  const got: Read = {
    body: await hit.arrayBuffer(),
    status: hit.status,
    headers: storedHeaders(hit.headers),
    renderedAt: Number(hit.headers.get(RENDERED_AT)) || 0,
    build: hit.headers.get(RENDERED_BY),
    tags: (hit.headers.get(CACHE_TAG) ?? '').split(',').filter(Boolean),
  };
  reads.set(key.url, got, now);
  return got;
}

/** The cached copy of a page the filter lets through, and whether it is still fresh. */
async function find(
  key: Request,
  now: number,
  builds: BuildFilter,
): Promise<(CachedCopy & { read: Read }) | undefined> {
  const got = await read(key, now);
  if (!got) return undefined;
  const held = builds.holds(got.build);
  if (!held && !builds.lastResort) return undefined;
  const purged = await purgedSince(got.tags, got.renderedAt);
  return { ...got, read: got, fresh: held && !purged && now - got.renderedAt < PAGE_FRESH_S * 1000 };
}

/**
 * The cached copy of a page, served for a request whose Accept-Encoding is `acceptEncoding`, and whether it is fresh.
 */
export async function matchPage(
  key: Request,
  acceptEncoding: string | null,
  builds: BuildFilter,
  now = Date.now(),
): Promise<{ response: Response; fresh: boolean } | undefined> {
  const copy = await find(key, now, builds);
  return copy ? { response: served(copy, acceptsGzip(acceptEncoding)), fresh: copy.fresh } : undefined;
}

/** A cached page as its HTML, for a shell (page-shell.ts). */
export interface CachedPage {
  html: string;
  status: number;
  headers: Headers;
  /** When its render began (ms since the epoch): the copy it was cut from is known by it. */
  renderedAt: number;
  fresh: boolean;
}

/** The cached copy of a page as its HTML, status and headers. */
export async function cachedPage(key: Request, builds: BuildFilter, now = Date.now()): Promise<CachedPage | undefined> {
  const copy = await find(key, now, builds);
  if (!copy) return undefined;
  // Inflated once per copy read: a signed-in visitor's pages are all filled from it.
  copy.read.html ??= await new Response(
    new Blob([copy.body]).stream().pipeThrough(new DecompressionStream('gzip')),
  ).text();
  return {
    html: copy.read.html,
    status: copy.status,
    headers: new Headers(copy.headers),
    renderedAt: copy.renderedAt,
    fresh: copy.fresh,
  };
}

const storedHeaders = (headers: Headers): [string, string][] =>
  STORED_HEADERS.flatMap((name) => {
    const value = headers.get(name);
    return value ? [[name, value] as [string, string]] : [];
  });

/**
 * Stores a rendered page: the body gzipped, only headers that belong to the page itself, its
 * tags and when its render began. The shared copy carries no Content-Encoding (its bytes are
 * ours to read back as they are).
 */
export async function storePage(
  key: Request,
  page: {
    status: number;
    headers: Headers;
    html: string;
    tags: readonly string[];
    renderedAt: number;
    /** The client build the HTML links (decision 096). */
    build?: string;
  },
): Promise<void> {
  const body = await new Response(
    new Blob([page.html]).stream().pipeThrough(new CompressionStream('gzip')),
  ).arrayBuffer();
  const shared = new Headers(storedHeaders(page.headers));
  shared.set('Cache-Control', `public, s-maxage=${PAGE_CACHE_TTL_S}`);
  shared.set(RENDERED_AT, String(page.renderedAt));
  shared.set(CACHE_TAG, page.tags.join(','));
  if (page.build) shared.set(RENDERED_BY, page.build);
  await cache()?.put(key, new Response(body, { status: page.status, headers: shared }));
  reads.delete(key.url);
}

/** Drops a cached page whose URL no longer shows it (rendered again as a 404: its record is gone). */
export async function forgetPage(key: Request): Promise<void> {
  reads.delete(key.url);
  await cache()?.delete(key);
}
