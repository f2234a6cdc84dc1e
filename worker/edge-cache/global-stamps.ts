// A tag's purge as every Cloudflare location sees it (docs/decisions/086). Cached pages live in
// caches.default, one per location, so a stamp written there reaches only the location that took
// the purge. Workers Caching is global: each tag has a tiny "stamp" response there, served by the
// TagStamps entrypoint (tag-stamps-entrypoint.ts), which answers with the time it ran and carries
// the tag in Cache-Tag. `ctx.cache.purge({ tags })` deletes those responses in every location at
// once, so the next read of a purged tag's stamp anywhere runs the entrypoint again and gets a time
// after the purge: a cached page rendered before it is stale there. A stamp read is a Workers Caching
// hit (no D1, the Worker does not run). wrangler dev and the vitest pool have no Workers Caching
// (`ctx.cache` is undefined there): TagStamps says whether it runs under Workers Caching
// (tag-stamps-entrypoint.ts), and where it does not the stamps in caches.default keep the contract.

/** The path under which the TagStamps entrypoint answers a tag's stamp. */
const STAMP_PATH = '/tag/';

/** How long Workers Caching keeps a stamp: as long as a page it retires can be (PAGE_CACHE_TTL_S). */
export const GLOBAL_STAMP_TTL_S = 7 * 86_400;

/** A tag's stamp as its entrypoint answers it: the time it ran, kept by Workers Caching under the tag. */
export function stampResponse(request: Request, now = Date.now()): Response {
  const path = new URL(request.url).pathname;
  const tag = path.startsWith(STAMP_PATH) ? decodeURIComponent(path.slice(STAMP_PATH.length)) : '';
  if (!tag) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  // max-age, not s-maxage: the stamp is never served stale, and a purge deletes it outright.
  return new Response(String(now), {
    headers: {
      'Cache-Control': `public, max-age=${GLOBAL_STAMP_TTL_S}`,
      'Cache-Tag': tag,
      'Content-Type': 'text/plain',
    },
  });
}

/** What answers the stamps: the TagStamps entrypoint through Workers Caching (`ctx.exports.TagStamps`). */
export interface StampService {
  fetch(input: string): Promise<Response>;
  purge(tags: string[]): Promise<CachePurgeResult>;
}

export interface GlobalStamps {
  /** When `tag` was last purged anywhere, as this location can tell (ms since the epoch; 0 = not known). */
  read(tag: string): Promise<number>;
  /** Purges `tags` in every location; Cloudflare's answer. */
  purge(tags: readonly string[]): Promise<CachePurgeResult>;
}

/** The stamps of `service`. A read that fails counts as no purge: the local stamp and PAGE_FRESH_S still hold. */
export function serviceStamps(service: StampService): GlobalStamps {
  return {
    async read(tag) {
      try {
        const res = await service.fetch(`https://stamps${STAMP_PATH}${encodeURIComponent(tag)}`);
        return res.ok ? Number(await res.text()) || 0 : 0;
      } catch {
        return 0;
      }
    },
    purge: (tags) => service.purge([...tags]),
  };
}

let find: () => GlobalStamps | null | Promise<GlobalStamps | null> = () => null;
let found: Promise<GlobalStamps | null> | undefined;

/** Sets where the global stamps are read and purged: `stamps` is asked once, on the first purge or read. */
export function setGlobalStamps(stamps: () => GlobalStamps | null | Promise<GlobalStamps | null>): void {
  find = stamps;
  found = undefined;
}

export function globalStamps(): Promise<GlobalStamps | null> {
  // A failed ask is asked again next time, not remembered as "none".
  found ??= Promise.resolve(find()).catch(() => {
    found = undefined;
    return null;
  });
  return found;
}
