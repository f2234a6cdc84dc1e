// Per-page cache tags and what D1's failures cost (docs/decisions/076, 078): an edit synced by
// webhook retires only the pages that show it; a stale page is rendered again by one request;
// D1 down or stalled, every cached page is served stale and a page never cached is a quick 503.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageUrls } from '#tests/e2e/page-urls.ts';
import { blogPosts } from '#tests/fixtures/cms/content/blog.ts';
import { syncAllContent } from '#tests/worker/blog/sync-content.ts';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { ORIGIN, resetFixtures } from '#tests/worker/helpers.ts';
import { deliverWebhook, edit } from '#tests/worker/sync/helpers.ts';
import { createApp } from '#worker/app.ts';
import { faultyD1 } from '#worker/db/fault-d1.ts';
import { pageTable } from '#worker/pages/handlers.ts';

const app = createApp();
const published = blogPosts.filter((p) => p.published_at !== null);

async function visit(path: string, bindings: Partial<typeof env> = {}) {
  const ctx = createExecutionContext();
  const started = Date.now();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`), { ...env, ...bindings }, ctx);
  const html = await res.text();
  const ms = Date.now() - started;
  await waitOnExecutionContext(ctx);
  return { res, html, ms, cache: /cache;desc=(\w+)/.exec(res.headers.get('server-timing') ?? '')?.[1] };
}

const SITE = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(input, init), env, createExecutionContext()),
} as Fetcher;

async function purge(tags: string[]) {
  const res = await SITE.fetch(`${ORIGIN}/__cache/purge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-purge-secret': env.CACHE_PURGE_SECRET as string },
    body: JSON.stringify({ tags }),
  });
  expect(res.status).toBe(200);
}

/** Every anonymous content page the quality bar walks that the cache keeps, warmed, with its HTML. */
async function warmPages(extra: string[]): Promise<Map<string, string>> {
  const found = await pageUrls(async (path) => {
    const { res, html } = await visit(path);
    return { status: res.status, html };
  });
  const kept = new Map<string, string>();
  const urls = [...found].flatMap(([name, list]) => {
    const entry = pageTable[name];
    return entry.kind === 'page' && (entry.access ?? 'public') === 'public' && (entry.cache ?? 'content') === 'content'
      ? list
      : [];
  });
  for (const url of [...urls, ...extra]) {
    await visit(url);
    const again = await visit(url);
    if (again.cache === 'hit') kept.set(url, again.html);
  }
  return kept;
}

/** D1 for the site that counts every statement prepared, in or out of a session. */
function countingD1() {
  let count = 0;
  const count1 = <T extends object>(db: T): T =>
    new Proxy(db, {
      get(target, prop) {
        if (prop === 'prepare') count++;
        if (prop === 'withSession')
          return (...args: unknown[]) => count1((target as unknown as D1Database).withSession(...(args as [string])));
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return { DB: count1(env.DB), queries: () => count };
}

beforeAll(syncAllContent);
afterEach(resetFixtures);
// Each test's first visit renders: no copy cached by an earlier test answers it.
beforeEach(() => forgetCachedPages('/yours'));

describe('an edit retires only the pages that show it', () => {
  it('retires exactly the warm pages that show an edited post, which show the edit once rendered again', async () => {
    const post = published[4]!;
    const id = blogPosts.indexOf(post) + 1;
    const kept = await warmPages([`/yours/${post.slug}`]);
    expect(kept.size).toBeGreaterThan(20);
    await edit('blog-posts', id, { title: 'Edited for the tag test' });
    expect((await deliverWebhook({ event: 'entry.update', model: 'blog-post', entry: { id } }, { SITE })).status).toBe(
      200,
    );

    const link = `href="/yours/${post.slug}"`;
    let fresh = 0;
    for (const [url, html] of kept) {
      const state = (await visit(url)).cache;
      // A page that shows the post (links to it, or is it) is stale, and so is a text search (an
      // edited title may match it); every other one is still fresh.
      const shows = html.includes(link) || url === `/yours/${post.slug}`;
      const searches = url.includes('/search?');
      expect(state, url).toBe(shows || searches ? 'stale' : 'hit');
      if (state === 'hit') fresh++;
      if (shows) expect((await visit(url)).html, url).toContain('Edited for the tag test');
    }
    // The bench's first line, on the pages the quality bar walks (most of which list this post).
    expect(fresh / kept.size).toBeGreaterThan(0.75);
  });
});

describe('a cache hit and a stale page', () => {
  it('answers a hit without a D1 round trip, and renders a purged page once for many visitors at once', async () => {
    const { DB, queries } = countingD1();
    const path = `/yours/${published[5]!.slug}?tags-test=1`;
    await visit(path, { DB });
    const oneRender = queries();
    expect(oneRender).toBeGreaterThan(0);
    expect((await visit(path, { DB })).cache).toBe('hit');
    expect(queries()).toBe(oneRender);

    await purge([`blog_posts:${blogPosts.indexOf(published[5]!) + 1}`]);
    const visits = await Promise.all(Array.from({ length: 6 }, () => visit(path, { DB })));
    for (const v of visits) {
      expect(v.cache).toBe('stale');
      expect(v.res.status).toBe(200);
      expect(v.res.headers.get('x-page-cache')).toBe('stale');
    }
    // One render again for six stale answers: no stampede on D1.
    expect(queries()).toBe(2 * oneRender);
    expect((await visit(path, { DB })).cache).toBe('hit');
  });
});

describe('D1 failing or stalled', () => {
  it('serves every cached page stale, never a 5xx, while D1 fails; an uncached one is a 503, Retry-After', async () => {
    const path = `/yours/${published[6]!.slug}?down-test=1`;
    await visit(path);
    await purge([`blog_posts:${blogPosts.indexOf(published[6]!) + 1}`]);
    const DB = faultyD1(env.DB, { kind: 'down', seconds: 60 }, Date.now());
    for (let i = 0; i < 3; i++) {
      const stale = await visit(path, { DB });
      expect(stale.res.status).toBe(200);
      expect(stale.res.headers.get('x-page-cache')).toBe('stale');
    }
    const never = await visit('/yours', { DB });
    expect(never.res.status).toBe(503);
    expect(never.res.headers.get('retry-after')).toBe('10');
    expect(never.html).toContain('This page cannot be shown right now.');
    const health = await visit('/api/health', { DB });
    expect(health.res.status).toBe(503);
    expect(JSON.parse(health.html).reason).toBe('the content database did not answer');
  });

  it('answers a page never kept within 2 s when D1 stalls', async () => {
    const DB = faultyD1(env.DB, { kind: 'stall', seconds: 60 }, Date.now());
    const stalled = await visit('/yours', { DB });
    expect(stalled.res.status).toBe(503);
    expect(stalled.ms).toBeLessThan(2000);
  });

  it("retries a read once on D1's transient errors", async () => {
    let failures = 1;
    const failOnce = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(inner, prop) {
          const value = Reflect.get(inner, prop);
          if (prop === 'bind')
            return (...args: unknown[]) => failOnce((value as (...a: unknown[]) => T).apply(inner, args));
          if (prop === 'all' || prop === 'raw' || prop === 'first' || prop === 'batch')
            return (...args: unknown[]) =>
              failures-- > 0
                ? Promise.reject(new Error('D1_ERROR: Network connection lost.'))
                : (value as (...a: unknown[]) => unknown).apply(inner, args);
          if (prop === 'prepare') return (sql: string) => failOnce((inner as unknown as D1Database).prepare(sql));
          return typeof value === 'function' ? value.bind(inner) : value;
        },
      });
    const DB = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === 'withSession') return () => failOnce(target.withSession('first-unconstrained'));
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const page = await visit('/yours', { DB });
    expect(page.res.status).toBe(200);
    expect(failures).toBeLessThan(0);
  });
});
