// Issue 36: a page that misses the edge cache reads D1 in at most one round trip (the page's
// queries as one batch), so a far primary costs a miss one trip, not one per query (decision 098).
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '#core/routes/table.ts';
import { pageUrls } from '#tests/e2e/page-urls.ts';
import { syncAllContent } from '#tests/worker/blog/sync-content.ts';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { ORIGIN } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { countingD1 } from './round-trips.ts';

const app = createApp();

async function visit(path: string, bindings: Partial<typeof env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`), { ...env, ...bindings }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, html };
}

let found: Map<RouteName, string[]>;

beforeAll(async () => {
  await syncAllContent();
  found = await pageUrls(visit);
});

describe('D1 round trips of a page on a cache miss', () => {
  it('is at most one for every page kind the site links to, signed out', async () => {
    const trips: Record<string, number> = {};
    for (const [route, [path]] of found) {
      await forgetCachedPages(path!);
      const counting = countingD1(env.DB);
      const { status } = await visit(path!, { DB: counting.DB });
      expect(status, path).toBe(200);
      trips[`${route} ${path}`] = counting.trips();
    }
    const over = Object.entries(trips).filter(([, n]) => n > 1);
    expect(over).toEqual([]);
    // Not vacuous: the walk reached pages that read D1 (a post, a list, a search).
    expect(Object.values(trips).filter((n) => n === 1).length).toBeGreaterThan(10);
  });
});
