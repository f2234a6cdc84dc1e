// A purge by tag (docs/decisions/076, 086): a purge stamps each tag with its time, and a cached page
// whose render began before a stamp of one of its tags is stale. The stamps live in the location's
// cache beside the pages (never in D1), so telling a cached page fresh from stale costs no D1 round
// trip. caches.default is one per location, so where the runtime has Workers Caching (production)
// a purge also reaches every other location through the global stamps (global-stamps.ts), and a
// tag's stamp is the later of the two.

import { RecentMemo } from '#worker/memo/recent-memo.ts';
import { globalStamps } from './global-stamps.ts';

/**
 * Where a tag's stamp is kept: one address whatever host a page was asked for or the purge came
 * to (the sync's service binding calls the site under a host of its own).
 */
const stampKey = (tag: string) => new Request(`http://page-cache.internal/tag/${encodeURIComponent(tag)}`);

/** How long a stamp is kept: as long as a page it retires can be (PAGE_CACHE_TTL_S in page-cache.ts). */
const STAMP_TTL_S = 7 * 86_400;

function cache(): Cache | null {
  return typeof caches !== 'undefined' && 'default' in caches
    ? (caches as unknown as { default: Cache }).default
    : null;
}

/**
 * The stamps this isolate read lately, each trusted for STAMP_MEMO_MS: a hit would otherwise ask
 * the cache once per tag of its page (a list page has dozens). A purge made here is known at
 * once; one made in another isolate, within STAMP_MEMO_MS.
 */
const STAMP_MEMO_MS = 2_000;
const STAMP_MEMO_MAX = 20_000;
const stamps = new RecentMemo<number>(STAMP_MEMO_MS, STAMP_MEMO_MAX);

async function stampOf(local: Cache, tag: string, now: number): Promise<number> {
  const known = stamps.get(tag, now);
  if (known !== undefined) return known;
  const global = await globalStamps();
  const [found, everywhere] = await Promise.all([local.match(stampKey(tag)), global?.read(tag) ?? 0]);
  const stamp = Math.max(found ? Number(await found.text()) || 0 : 0, everywhere);
  stamps.set(tag, stamp, now);
  return stamp;
}

/**
 * Marks every page tagged with one of `tags` stale, here and, where the runtime has Workers
 * Caching, in every location. Resolves to Cloudflare's answer for the global purge (null when
 * there is none, locally); a failed one leaves the other locations' pages fresh up to PAGE_FRESH_S.
 */
export async function purgeTags(tags: readonly string[], now = Date.now()): Promise<CachePurgeResult | null> {
  if (tags.length === 0) return null;
  for (const tag of tags) stamps.set(tag, now, now);
  const local = cache();
  await Promise.all(
    tags.map((tag) =>
      local?.put(
        stampKey(tag),
        new Response(String(now), { headers: { 'Cache-Control': `public, s-maxage=${STAMP_TTL_S}` } }),
      ),
    ),
  );
  return (await (await globalStamps())?.purge(tags)) ?? null;
}

/** Whether one of `tags` was purged at or after `since` (ms since the epoch), as told at `now`. */
export async function purgedSince(tags: readonly string[], since: number, now = Date.now()): Promise<boolean> {
  const local = cache();
  if (!local || tags.length === 0) return false;
  const stamps = await Promise.all(tags.map((tag) => stampOf(local, tag, now)));
  return stamps.some((stamp) => stamp >= since);
}
