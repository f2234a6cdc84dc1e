// Issue 34, item 3: what let anyone skip the edge cache (docs/decisions/018). A bare drafts switch
// or preview cookie (no session), a stray add-to-cart confirmation and a HEAD request are answered
// from the cache; a made-up session token is asked of the store once, then remembered as refused.
// Server-Timing (outside production) says whether the cache answered.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncAllContent } from '#tests/worker/blog/sync-content.ts';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { clearStoreRequests, ORIGIN, resetFixtures, storeRequests } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';

const app = createApp();

/** One request, with its cache write finished. */
async function visit(path: string, { cookie, method = 'GET' }: { cookie?: string; method?: string } = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, { method, headers: cookie ? { cookie } : {} }), env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html, cache: /cache;desc=(\w+)/.exec(res.headers.get('server-timing') ?? '')?.[1] };
}

beforeAll(syncAllContent);
afterEach(resetFixtures);
// Each test's first visit renders: no copy cached by an earlier test answers it.
beforeEach(() =>
  forgetCachedPages('/yours', '/our-story/team', '/yours/search?term=album&page=1', '/yours/search?term=quilt&page=1'),
);

describe('the edge cache cannot be skipped', () => {
  it('answers a HEAD request from the cached page', async () => {
    expect((await visit('/yours')).cache).toBe('miss');
    const head = await visit('/yours', { method: 'HEAD' });
    expect([head.res.status, head.cache, head.html]).toEqual([200, 'hit', '']);
  });

  it('ignores a drafts switch without a session: the shared page, with the switch off', async () => {
    const cookie = 'blog-draft-toggle=on';
    const shared = await visit('/yours');
    const switched = await visit('/yours', { cookie });
    expect(switched.cache).toBe('hit');
    expect(switched.html).toBe(shared.html);
  });

  it('ignores a preview cookie without a session: no preview banner, the shared page', async () => {
    await visit('/our-story/team');
    const res = await visit('/our-story/team', { cookie: 'promotion_preview_time=1767225600' });
    expect(res.cache).toBe('hit');
    expect(res.html).not.toContain('Viewing store on');
    // Rendered afresh, it shows no banner either: the cookie alone, without a session, starts no preview.
    await forgetCachedPages('/our-story/team');
    const fresh = await visit('/our-story/team', { cookie: 'promotion_preview_time=1767225600' });
    expect([fresh.cache, fresh.html.includes('Viewing store on')]).toEqual(['miss', false]);
  });

  it('ignores a stray add-to-cart confirmation without a session', async () => {
    await visit('/yours');
    const res = await visit('/yours', {
      cookie: `cart_added=${encodeURIComponent(JSON.stringify({ item: 'x', count: 3 }))}`,
    });
    expect(res.cache).toBe('hit');
  });

  it('keys a page by the parameters it reads alone, in one order: others neither miss nor show', async () => {
    expect((await visit('/yours')).cache).toBe('miss');
    for (const junk of ['?x=1', '?utm_source=mail&x=2', '?cache-buster=<b>'])
      expect((await visit(`/yours${junk}`)).cache, junk).toBe('hit');
    // The blog's search reads its term and its page: each term is a page of its own, whatever else is sent.
    const searched = await visit('/yours/search?term=album&page=1&x=1');
    expect([searched.cache, searched.html.includes('x=1')]).toEqual(['miss', false]);
    expect((await visit('/yours/search?x=2&page=1&term=album')).cache).toBe('hit');
    expect((await visit('/yours/search?term=quilt&page=1')).cache).toBe('miss');
  });

  it('means by "signed in" what the page means: a non-token auth cookie gets the shared page', async () => {
    await visit('/yours');
    const res = await visit('/yours', { cookie: 'auth_token=x' });
    expect([res.cache, res.html.includes('data-testid="log-in-link"')]).toEqual(['hit', true]);
  });

  it('asks the store about a made-up token once, then answers it as refused without asking again', async () => {
    const cookie = `auth_token=made-up-${crypto.randomUUID()}`;
    await clearStoreRequests();
    // The first response may come before the store's verdict (decision 023); the verdict is kept.
    await visit('/our-story/team', { cookie });
    const asked = (await storeRequests()).length;
    expect(asked).toBeGreaterThan(0);
    await clearStoreRequests();
    const again = await visit('/our-story/team', { cookie });
    expect(again.res.status).toBe(200);
    // Told at once to drop it, and the store is not asked.
    expect(again.res.headers.getSetCookie().some((c) => /^auth_token=;/.test(c))).toBe(true);
    expect(await storeRequests()).toEqual([]);
  });
});
