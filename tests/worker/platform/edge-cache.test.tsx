// The edge cache of rendered pages (docs/decisions/076): anonymous content pages come from
// caches.default keyed by URL and tagged with what they show; a sync's change retires those that
// show it; nothing personal is ever shared.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { Suspense, use } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import syncWorker from '#sync/index.ts';
import { pageUrls } from '#tests/e2e/page-urls.ts';
import { blogPosts } from '#tests/fixtures/cms/content/blog.ts';
import { syncAllContent } from '#tests/worker/blog/sync-content.ts';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { CUSTOMER, logInCookie, ORIGIN, resetFixtures } from '#tests/worker/helpers.ts';
import { deliverWebhook, edit, removeRecord } from '#tests/worker/sync/helpers.ts';
import { createApp } from '#worker/app.ts';
import { pageTable } from '#worker/pages/handlers.ts';
import { definePage } from '#worker/pages/unit/define-page.ts';

const app = createApp();
const published = blogPosts.filter((p) => p.published_at !== null);
const ADMIN = { email: 'avery.admin@example.com', password: 'memories-2026' };

/** One request, with everything it left to do after answering (the cache write) finished. */
async function visit(
  path: string,
  opts: { cookie?: string; bindings?: Partial<typeof env>; on?: typeof app; acceptEncoding?: string } = {},
) {
  const ctx = createExecutionContext();
  const headers = {
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...(opts.acceptEncoding ? { 'accept-encoding': opts.acceptEncoding } : {}),
  };
  const res = await (opts.on ?? app).fetch(
    new Request(`${ORIGIN}${path}`, { headers }),
    { ...env, ...opts.bindings },
    ctx,
  );
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return {
    res,
    html,
    timing: res.headers.get('server-timing') ?? '',
    csp: res.headers.get('content-security-policy') ?? '',
  };
}

/** The site as the sync's SITE service binding reaches it. */
const SITE = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(input, init), env, createExecutionContext()),
} as Fetcher;

async function webhook(body: unknown) {
  expect((await deliverWebhook(body, { SITE })).status).toBe(200);
}

const readContentVersion = async () =>
  (await env.DB.prepare('SELECT version FROM content_version WHERE id = 1').first<number>('version')) ?? 0;

/** The test D1 behind a proxy that counts the statements it is asked to prepare, trusted for a minute. */
function countingD1() {
  let count = 0;
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'prepare' || prop === 'withSession') count++;
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { bindings: { DB }, queries: () => count };
}

const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/(?:json|ld\+json)"))[^>]*>/;

beforeAll(syncAllContent);
afterEach(resetFixtures);
// Each test's first visit renders: no copy cached by an earlier test answers it.
beforeEach(() => forgetCachedPages('/', '/yours', '/pixels2pages/posts'));

describe('the edge cache of anonymous pages', () => {
  it('serves the second visit from the cache: the same bytes, no render, no nonce', async () => {
    const first = await visit('/yours');
    expect(first.res.status).toBe(200);
    expect(first.timing).toMatch(/^cache;desc=miss, d1;dur=\d+\.\d;desc="\d+ rows read", render;dur=\d+\.\d$/);
    const second = await visit('/yours');
    // No render and no query at all.
    expect(second.timing).toBe('cache;desc=hit, d1;dur=0.0');
    expect(second.html).toBe(first.html);
    for (const { res, html, csp } of [first, second]) {
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('nonce-');
      expect(html).not.toContain('nonce=');
      expect(html).not.toMatch(INLINE_SCRIPT);
    }
  });

  it('keeps a page gzipped: served as kept to a client that takes gzip, inflated for one that does not', async () => {
    const first = await visit('/yours');
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${ORIGIN}/yours`, { headers: { 'accept-encoding': 'br, gzip' } }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.headers.get('server-timing')).toContain('cache;desc=hit');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const kept = await res.arrayBuffer();
    expect(kept.byteLength).toBeLessThan(first.html.length / 3);
    const inflated = await new Response(new Blob([kept]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
    expect(inflated).toBe(first.html);
    for (const acceptEncoding of ['identity', 'gzip;q=0, deflate']) {
      const plain = await visit('/yours', { acceptEncoding });
      expect(plain.timing).toContain('cache;desc=hit');
      expect(plain.res.headers.get('content-encoding')).toBeNull();
      expect(plain.html).toBe(first.html);
    }
  });

  it('keeps every anonymous content page the quality bar walks, unless it streams a live part', async () => {
    const found = await pageUrls(async (path) => {
      const { res, html } = await visit(path);
      return { status: res.status, html };
    });
    const content = [...found].filter(([name]) => {
      const entry = pageTable[name];
      return (
        entry.kind === 'page' && (entry.access ?? 'public') === 'public' && (entry.cache ?? 'content') === 'content'
      );
    });
    expect(content.length).toBeGreaterThan(3);
    let kept = 0;
    for (const [, urls] of content) {
      for (const url of urls) {
        let again = await visit(url);
        // A page whose store part answered before the shell was done renders whole, and is cached
        // from then on: the first visit may have streamed, this one filled the cache.
        if (!/'nonce-/.test(again.csp) && again.timing.includes('cache;desc=miss')) again = await visit(url);
        // A page with a store part (an event's tickets) streams, with its swap script's nonce.
        if (/'nonce-/.test(again.csp)) expect(again.html, url).toMatch(INLINE_SCRIPT);
        else {
          expect(again.timing, url).toContain('cache;desc=hit');
          kept++;
        }
      }
    }
    expect(kept).toBeGreaterThan(10);
  });

  it('answers a hit without a D1 query', async () => {
    const { bindings, queries } = countingD1();
    const post = published[2]!;
    await visit(`/yours/${post.slug}`, { bindings });
    const afterMiss = queries();
    expect(afterMiss).toBeGreaterThan(1);
    const hit = await visit(`/yours/${post.slug}`, { bindings });
    expect(hit.timing).toContain('cache;desc=hit');
    expect(queries()).toBe(afterMiss);
  });

  it("fills a signed-in visitor's page from the URL's cached page: no query, no render, unless drafts on", async () => {
    const { bindings, queries } = countingD1();
    const cookie = await logInCookie(ADMIN);
    const first = await visit('/yours', { cookie, bindings });
    expect(first.timing).toContain('cache;desc=miss');
    const afterFirst = queries();
    const second = await visit('/yours', { cookie, bindings });
    expect(queries()).toBe(afterFirst);
    expect(second.timing).toBe('cache;desc=shell, d1;dur=0.0');
    expect(second.html).toContain('data-testid="account-name"');
    expect(second.html).toBe(first.html);
    // The admin's blog drafts on: the blog's pages are theirs alone, read and rendered for them.
    const drafts = await visit('/yours', { cookie: `${cookie}; blog-draft-toggle=true`, bindings });
    expect(drafts.timing).toContain('cache;desc=bypass');
    expect(queries()).toBeGreaterThan(afterFirst);
  });

  it('serves a signed-in visitor the shared page with their own widgets, and never caches those', async () => {
    const anonymousFirst = await visit('/yours');
    const cookie = await logInCookie(ADMIN);
    const signedIn = await visit('/yours', { cookie });
    expect(signedIn.timing).toContain('cache;desc=shell');
    expect(signedIn.res.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.csp).toContain("script-src 'self';");
    expect(signedIn.html).not.toMatch(INLINE_SCRIPT);
    expect(signedIn.html).toContain('data-testid="account-name"');
    const anonymous = await visit('/yours');
    expect(anonymous.timing).toContain('cache;desc=hit');
    expect(anonymous.html).toBe(anonymousFirst.html);
    expect(anonymous.html).not.toContain('data-testid="account-name"');
  });

  it('bypasses the cache for the drafts switch of the section a page shows, not another one', async () => {
    const admin = await logInCookie(ADMIN);
    await visit('/yours');
    expect((await visit('/yours', { cookie: `${admin}; blog-draft-toggle=true` })).timing).toContain(
      'cache;desc=bypass',
    );
    expect((await visit('/yours', { cookie: `${admin}; blog-draft-toggle=false` })).timing).toContain(
      'cache;desc=shell',
    );
    expect((await visit('/yours', { cookie: `${admin}; p2p-draft-toggle=true` })).timing).toContain('cache;desc=shell');
    await visit('/pixels2pages/posts');
    expect((await visit('/pixels2pages/posts', { cookie: `${admin}; p2p-draft-toggle=true` })).timing).toContain(
      'cache;desc=bypass',
    );
  });

  it('counts a drafts switch or a preview only for a visitor the session allows (issue 34, item 3)', async () => {
    await visit('/yours');
    expect((await visit('/yours', { cookie: 'blog-draft-toggle=true' })).timing).toContain('cache;desc=hit');
    const customer = await logInCookie(CUSTOMER);
    for (const cookie of [
      'blog-draft-toggle=true',
      'promotion_preview_time=1767225600',
      'blog-draft-toggle=true; promotion_preview_time=1',
    ]) {
      expect((await visit('/yours', { cookie: `${customer}; ${cookie}` })).timing, cookie).toContain(
        'cache;desc=shell',
      );
      expect(
        (await visit('/yours', { cookie: `auth_token=made-up-${crypto.randomUUID()}; ${cookie}` })).timing,
        cookie,
      ).toContain('cache;desc=shell');
    }
    expect(
      (await visit('/yours', { cookie: `${await logInCookie(ADMIN)}; promotion_preview_time=1767225600` })).timing,
    ).toContain('cache;desc=bypass');
  });

  it('fills the shell as a signed-out visitor sees it for a session cookie the core API refuses', async () => {
    const anonymous = await visit('/yours');
    const stale = await visit('/yours', { cookie: 'auth_token=expired-or-forged' });
    expect(stale.timing).toContain('cache;desc=shell');
    expect(stale.res.headers.get('cache-control')).toBe('private, no-store');
    expect(stale.html).toContain('data-testid="log-in-link"');
    expect(stale.html).not.toContain('data-testid="account-name"');
    expect((await visit('/yours')).html).toBe(anonymous.html);
  });

  it('does not keep a page that is not found, nor a page with live parts', async () => {
    await visit('/yours/no-such-post');
    expect((await visit('/yours/no-such-post')).timing).toContain('cache;desc=miss');

    const live = createApp({
      index: definePage({
        route: 'index',
        load: async () => ({ price: new Promise<string>((resolve) => setTimeout(() => resolve('$12.00'), 50)) }),
        head: () => ({ title: 'Live', description: 'A page with a store price' }),
        body: ({ data }) => (
          <Suspense fallback={<p>Loading the price…</p>}>
            <Price promise={data.price} />
          </Suspense>
        ),
      }),
    });
    for (let i = 0; i < 2; i++) {
      const res = await visit('/', { on: live });
      expect(res.timing).toContain('cache;desc=miss');
      expect(res.html).toContain('$12.00');
      // Streamed: React's swap script carries this response's nonce.
      const nonce = /'nonce-([^']+)'/.exec(res.csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.html).toContain(`nonce="${nonce}"`);
    }
  });

  it('gives every inline script of a page the nonce its CSP names, however fast its parts answered', async () => {
    const brief = createApp({
      index: definePage({
        route: 'index',
        // Like a members-only body for an anonymous reader: answered within the task.
        load: async () => ({ part: afterMicrotasks(200, 'How to join') }),
        head: () => ({ title: 'Brief', description: 'A page whose part answers at once' }),
        body: ({ data }) => (
          <Suspense fallback={<p>Loading…</p>}>
            <Price promise={data.part} />
          </Suspense>
        ),
      }),
    });
    for (let i = 0; i < 3; i++) {
      const res = await visit('/', { on: brief });
      expect(res.html).toContain('How to join');
      const nonce = /'nonce-([^']+)'/.exec(res.csp)?.[1];
      // Either whole (no inline script, so it may be shared) or streamed with this response's nonce.
      if (nonce) expect(res.html).toContain(`nonce="${nonce}"`);
      else expect(res.html).not.toMatch(INLINE_SCRIPT);
    }
  });
});

function afterMicrotasks<T>(n: number, value: T): Promise<T> {
  return n === 0 ? Promise.resolve(value) : Promise.resolve().then(() => afterMicrotasks(n - 1, value));
}

function Price({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

describe('freshness: a sync that changes content retires the pages that show it', () => {
  it('serves an edit published by webhook once the stale copy has been rendered again', async () => {
    const post = published[0]!;
    const id = blogPosts.indexOf(post) + 1;
    await visit(`/yours/${post.slug}`);
    expect((await visit(`/yours/${post.slug}`)).timing).toContain('cache;desc=hit');

    await edit('blog-posts', id, { title: 'A title edited after caching' });
    await webhook({ event: 'entry.update', model: 'blog-post', entry: { id } });
    // Stale, marked, while one request renders it again after answering (decision 076).
    const stale = await visit(`/yours/${post.slug}`);
    expect(stale.timing).toContain('cache;desc=stale');
    expect(stale.res.headers.get('x-page-cache')).toBe('stale');
    const after = await visit(`/yours/${post.slug}`);
    expect(after.timing).toContain('cache;desc=hit');
    expect(after.html).toContain('A title edited after caching');
    await visit('/yours');
    expect((await visit('/yours')).html).toContain('A title edited after caching');
  });

  it('takes a deleted post away once its stale copy has been rendered again', async () => {
    const post = published[1]!;
    const id = blogPosts.indexOf(post) + 1;
    expect((await visit(`/yours/${post.slug}`)).res.status).toBe(200);
    await removeRecord('blog-posts', id);
    await webhook({ event: 'entry.delete', model: 'blog-post', entry: { id } });
    await visit(`/yours/${post.slug}`);
    expect((await visit(`/yours/${post.slug}`)).res.status).toBe(404);
  });

  it("raises the version (the lists' marks hang on it) only when a run changes something, cron runs too", async () => {
    const cron = async () => {
      const ctx = createExecutionContext();
      await syncWorker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    // The first run fills every collection this file had not synced yet.
    await cron();
    const before = await readContentVersion();
    await cron();
    expect(await readContentVersion()).toBe(before);

    await edit('blog-posts', blogPosts.indexOf(published[3]!) + 1, { title: 'Changed for the cron run' });
    await cron();
    expect(await readContentVersion()).toBe(before + 1);
  });
});
