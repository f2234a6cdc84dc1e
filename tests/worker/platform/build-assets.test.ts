// Decision 096: pages link the stylesheet and entry the build's manifest names (content-hashed, as
// every chunk is), and a version serves a kept page only when it holds the assets of the build that
// rendered it: during a gradual deployment both versions share the location's cache, and a copy
// the other version rendered may name files this one does not have.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuildManifest } from '#core/build-manifest.ts';
import { syncAllContent } from '#tests/worker/blog/sync-content.ts';
import { forgetCachedPages } from '#tests/worker/cached-pages.ts';
import { ORIGIN } from '#tests/worker/helpers.ts';
import { createApp } from '#worker/app.ts';
import { faultyD1 } from '#worker/db/fault-d1.ts';
import { pageCacheKey, storePage } from '#worker/edge-cache/page-cache.ts';

const app = createApp();

async function visit(path: string, bindings: Partial<typeof env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`), { ...env, ...bindings }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, html, cache: /cache;desc=(\w+)/.exec(res.headers.get('server-timing') ?? '')?.[1] };
}

const builtManifest = async () =>
  (await (await env.ASSETS.fetch('https://assets.local/build-manifest.json')).json()) as BuildManifest;

/** This build's assets, with a manifest that also names `carried` as held (as a deploy that carried them writes it). */
function assetsCarrying(manifest: BuildManifest, carried: string[]): Fetcher {
  return {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return new URL(request.url).pathname === '/build-manifest.json'
        ? Promise.resolve(Response.json({ ...manifest, carried }))
        : env.ASSETS.fetch(request);
    },
  } as Fetcher;
}

/** A copy of `path` kept by another version, rendered by `build`: its own HTML, fresh. */
const keepAs = (path: string, build: string | undefined, html: string) =>
  storePage(pageCacheKey(`${ORIGIN}${path}`), {
    status: 200,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }),
    html,
    tags: ['blog_posts'],
    renderedAt: Date.now(),
    ...(build === undefined ? {} : { build }),
  });

const OTHER_BUILD_PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/site-0ther.css"/></head>' +
  '<body>kept by the other version</body></html>';

beforeAll(syncAllContent);
beforeEach(() => forgetCachedPages('/yours', '/log-in'));

describe("the build's assets", () => {
  it("links the stylesheet and the entry the build's manifest names, both content-hashed", async () => {
    const manifest = await builtManifest();
    expect(manifest.css).toMatch(/^\/assets\/site-[\w-]{8}\.css$/);
    expect(manifest.entry).toMatch(/^\/assets\/entry-[\w-]{8}\.js$/);
    expect(manifest.files).toEqual(expect.arrayContaining([manifest.css, manifest.entry]));
    expect(manifest.files.filter((f) => f.startsWith('/assets/chunks/')).length).toBeGreaterThan(2);
    for (const file of manifest.files)
      expect((await env.ASSETS.fetch(`https://assets.local${file}`)).status, file).toBe(200);
    // The log-in page has an island: it links both.
    const { res, html } = await visit('/log-in');
    expect(res.status).toBe(200);
    expect(html).toContain(`<link rel="stylesheet" href="${manifest.css}"/>`);
    expect(html.match(/<script[^>]* src="([^"]+)"/g)).toEqual([
      `<script type="module" async="" src="${manifest.entry}"`,
    ]);
    expect(html).not.toMatch(/\/assets\/(entry\.js|site\.css)/);
  });

  it('serves a kept page rendered by this build; renders again one another build rendered', async () => {
    const manifest = await builtManifest();
    await keepAs('/yours', 'an-other-build', OTHER_BUILD_PAGE);
    const other = await visit('/yours');
    expect(other.cache).toBe('miss');
    expect(other.html).not.toContain('kept by the other version');
    expect(other.html).toContain(manifest.css);
    // What it rendered is kept, under this build: the next visit is a hit.
    const again = await visit('/yours');
    expect(again.cache).toBe('hit');
    expect(again.html).toBe(other.html);
  });

  it('renders again a kept page from before build manifests (no build named)', async () => {
    await keepAs('/yours', undefined, OTHER_BUILD_PAGE);
    const page = await visit('/yours');
    expect(page.cache).toBe('miss');
    expect(page.html).not.toContain('kept by the other version');
  });

  it('serves a kept page of a build this version carried (deployed beside its own)', async () => {
    const manifest = await builtManifest();
    await keepAs('/yours', 'an-other-build', OTHER_BUILD_PAGE);
    const page = await visit('/yours', { ASSETS: assetsCarrying(manifest, ['an-other-build']) });
    expect(page.cache).toBe('hit');
    expect(page.html).toContain('kept by the other version');
  });

  it("serves another build's kept page, stale, rather than a 503 while D1 is down", async () => {
    await keepAs('/yours', 'an-other-build', OTHER_BUILD_PAGE);
    const DB = faultyD1(env.DB, { kind: 'down', seconds: 60 }, Date.now());
    const page = await visit('/yours', { DB });
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('kept by the other version');
    expect(page.res.headers.get('x-page-cache')).toBe('stale');
  });
});
