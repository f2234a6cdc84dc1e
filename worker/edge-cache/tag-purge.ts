// A purge by tag (docs/decisions/076). In production Cloudflare does it: every kept page carries
// its tags in Cache-Tag and `ctx.cache.invalidate({ tags })` marks them stale in every location
// at once. wrangler dev and the vitest pool run a Cache API that knows no tags, so the same
// contract is kept here on what they run: a purge stamps each tag with its time in the cache,
// and a kept page stored before a stamp of one of its tags is stale. The stamps live beside the
// pages (never in D1), so telling a kept page fresh from stale costs no D1 round trip.

import { RecentMemo } from '#worker/memo/recent-memo.ts';

/**
 * Where a tag's stamp is kept: one address whatever host a page was asked for or the purge came
 * to (the sync's service binding calls the site under a host of its own).
 */
const stampKey = (tag: string) => new Request(`http://page-cache.internal/tag/${encodeURIComponent(tag)}`);

/** How long a stamp is kept: as long as a page it retires can be (PAGE_KEPT_S in page-cache.ts). */
const STAMP_KEPT_S = 7 * 86_400;

function cache(): Cache | null {
  return typeof caches !== 'undefined' && 'default' in caches ? (caches as unknown as { default: Cache }).default : null;
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
  const found = await local.match(stampKey(tag));
  const stamp = found ? Number(await found.text()) || 0 : 0;
  stamps.set(tag, stamp, now);
  return stamp;
}

/** Marks every page tagged with one of `tags` stale, here and (where the runtime can) everywhere. */
export async function purgeTags(tags: readonly string[], ctx?: { cache?: CacheContext }, now = Date.now()): Promise<void> {
  if (tags.length === 0) return;
  for (const tag of tags) stamps.set(tag, now, now);
  const local = cache();
  await Promise.all(
    tags.map((tag) => local?.put(stampKey(tag), new Response(String(now), { headers: { 'Cache-Control': `public, s-maxage=${STAMP_KEPT_S}` } }))),
  );
  // Cloudflare's global purge: marks the tagged copies stale in every location, so they are served
  // while one request renders them again (and still served when D1 is down).
  await ctx?.cache?.invalidate({ tags: [...tags] });
}

/** Whether one of `tags` was purged at or after `since` (ms since the epoch). */
export async function purgedSince(tags: readonly string[], since: number): Promise<boolean> {
  const local = cache();
  if (!local || tags.length === 0) return false;
  const now = Date.now();
  const stamps = await Promise.all(tags.map((tag) => stampOf(local, tag, now)));
  return stamps.some((stamp) => stamp >= since);
}
