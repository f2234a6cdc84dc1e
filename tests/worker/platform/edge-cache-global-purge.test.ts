// A purge reaches every location (docs/decisions/086). Cached pages live in caches.default, one per
// Cloudflare location; a purge's local stamp reaches only the location that took the call. In
// production the tags' stamps also live in Workers Caching, served by the TagStamps entrypoint and
// purged everywhere with ctx.cache.purge. The vitest pool has no Workers Caching, so a stand-in
// keeps the entrypoint's own responses by their Cache-Control and drops them by Cache-Tag, as the
// documentation says Workers Caching does; "another location" is caches.default without the stamp.

import { createExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { globalStamps, type StampService, serviceStamps, setGlobalStamps } from '#worker/edge-cache/global-stamps.ts';
import { purgedSince, purgeTags } from '#worker/edge-cache/tag-purge.ts';
import { readStampsFromWorkersCaching } from '#worker/edge-cache/tag-stamps-entrypoint.ts';

const app = createApp();
const entrypoint = (exports as unknown as { TagStamps: StampService & { cached(): Promise<boolean> } }).TagStamps;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Past the isolate's memo of a stamp, so a read asks the caches again. */
const MEMO_PASSED_MS = 5_000;

/** Workers Caching in front of the TagStamps entrypoint, as documented: read-through, purged by tag. */
function workersCaching(answer: CachePurgeResult = { success: true, errors: [] }) {
  const kept = new Map<string, Response>();
  const purged: string[][] = [];
  let runs = 0;
  const service: StampService = {
    async fetch(input) {
      const key = new URL(input).pathname;
      const hit = kept.get(key);
      if (hit) return hit.clone();
      runs++;
      const res = await entrypoint.fetch(input);
      const control = res.headers.get('cache-control') ?? '';
      if (/\bpublic\b/.test(control) && /\bmax-age=[1-9]/.test(control)) kept.set(key, res.clone());
      return res;
    },
    async purge(tags) {
      purged.push(tags);
      if (!answer.success) return answer;
      const wanted = new Set(tags.map((t) => t.toLowerCase()));
      for (const [key, res] of kept) {
        const tagged = (res.headers.get('cache-tag') ?? '').split(',');
        if (tagged.some((t) => wanted.has(t.toLowerCase()))) kept.delete(key);
      }
      return answer;
    },
  };
  return { service, purged, runs: () => runs };
}

/** Drops a tag's local stamp: what a location that did not take the purge call has. */
const otherLocation = (tag: string) => {
  const stamp = new Request(`http://page-cache.internal/tag/${encodeURIComponent(tag)}`);
  return (caches as unknown as { default: Cache }).default.delete(stamp);
};

afterEach(() => setGlobalStamps(() => null));

describe('a purge in every location (decision 086)', () => {
  it('marks a page kept in another location stale through the global stamps, read from the cache', async () => {
    for (const global of [false, true]) {
      const tag = `blog_posts:${crypto.randomUUID()}`;
      const cached = workersCaching();
      setGlobalStamps(() => (global ? serviceStamps(cached.service) : null));
      // The tag's stamp is in Workers Caching before the page renders (its first read puts it there).
      if (global) await serviceStamps(cached.service).read(tag);
      await sleep(5);
      const renderedAt = Date.now();
      expect(await purgedSince([tag], renderedAt)).toBe(false);
      expect(await purgedSince([tag], renderedAt, Date.now() + MEMO_PASSED_MS)).toBe(false);
      if (global) expect(cached.runs()).toBe(1);
      await sleep(5);
      await purgeTags([tag]);
      await otherLocation(tag);
      // Without Workers Caching the other location still takes the page for fresh (the local contract only).
      expect(await purgedSince([tag], renderedAt, Date.now() + 2 * MEMO_PASSED_MS)).toBe(global);
    }
  });

  it('answers a tag stamp from its own entrypoint, kept a week and tagged with the tag', async () => {
    const res = await entrypoint.fetch('https://stamps/tag/blog_posts%3A*');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-tag')).toBe('blog_posts:*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(Number(await res.text())).toBeGreaterThan(Date.now() - 60_000);
    // Where the runtime has no Workers Caching the entrypoint says so, and refuses to purge rather
    // than pretend; the worker then keeps to the local stamps.
    expect(await entrypoint.cached()).toBe(false);
    expect((await entrypoint.purge(['blog_posts'])).success).toBe(false);
    readStampsFromWorkersCaching();
    expect(await globalStamps()).toBeNull();
  });

  it('purges the tags everywhere from POST /__cache/purge, and answers 502 when Cloudflare refuses', async () => {
    const post = (tags: string[]) =>
      app.fetch(
        new Request(`${ORIGIN}/__cache/purge`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-purge-secret': env.CACHE_PURGE_SECRET as string },
          body: JSON.stringify({ tags }),
        }),
        env,
        createExecutionContext(),
      );
    const accepted = workersCaching();
    setGlobalStamps(() => serviceStamps(accepted.service));
    const tags = [`blog_posts:${crypto.randomUUID()}`, 'blog_posts'];
    expect((await post(tags)).status).toBe(200);
    expect(accepted.purged).toEqual([tags]);

    const refused = workersCaching({ success: false, errors: [{ code: 429, message: 'rate limited' }] });
    setGlobalStamps(() => serviceStamps(refused.service));
    const res = await post(tags);
    expect(res.status).toBe(502);
    expect(JSON.stringify(await res.json())).toContain('rate limited');
  });
});
