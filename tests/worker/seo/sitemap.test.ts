// sitemap.xml from the route table, the page table and the D1 copy, against content synced from
// the fixture CMS: every public page and published post, nothing a visitor cannot see.
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogLinks, p2pLinks } from '#core/domain/post-links.ts';
import { type RouteName, routes } from '#core/routes/table.ts';
import { blogAuthors, blogCategories, blogPosts } from '#tests/fixtures/cms/content/blog.ts';
import { p2pAuthors, p2pCategories, p2pPosts, p2pTags } from '#tests/fixtures/cms/content/p2p.ts';
import { syncAllContent } from '#tests/worker/blog/sync-content.ts';
import { ORIGIN, site } from '#tests/worker/helpers.ts';
import type { AppEnv } from '#worker/env.ts';
import { pageTable } from '#worker/pages/handlers.ts';
import { p2pRoutes } from '#worker/pages/p2p/routes.ts';
import { routesWithoutRows, type SitemapOptions, sitemapRoutes, staticPaths } from '#worker/pages/seo/sitemap.ts';
import type { Access } from '#worker/pages/unit/access.ts';
import { definePage, NOT_BUILT } from '#worker/pages/unit/define-page.ts';
import { allowedBy } from './robots-match.ts';

beforeAll(syncAllContent);

// What the fixture CMS holds, by the SPEC's rules: drafts (published_at null) are never public;
// a post without a title or slug cannot have a page.
const publishedPosts = blogPosts.filter((p) => p.published_at !== null && p.title);
const draftPosts = blogPosts.filter((p) => p.published_at === null);
const publicCategories = blogCategories.filter((c) => c.published_at !== null);
const publicAuthors = blogAuthors.filter((a) => a.published_at !== null);

/**
 * A small XML well-formedness check: after the declaration, one root element; every tag closed in
 * order; no bare "<" or "&" in text. Returns the root's name.
 */
function wellFormedRoot(xml: string): string {
  const prolog = '<?xml version="1.0" encoding="UTF-8"?>';
  expect(xml.startsWith(prolog)).toBe(true);
  const stack: string[] = [];
  let root = '';
  for (const [token] of xml.slice(prolog.length).matchAll(/<[^<>]*>|[^<>]+|[<>]/g)) {
    if (!token.startsWith('<') || token === '<') {
      expect(token, 'a bare < or > in text').not.toMatch(/^[<>]$/);
      expect(token, 'an & that is not an entity').not.toMatch(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
      if (stack.length === 0) expect(token.trim(), 'text outside the root').toBe('');
      continue;
    }
    const tag = /^<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    expect(tag, `malformed tag ${token}`).not.toBeNull();
    const [, closing, name, , selfClosing] = tag!;
    if (closing) expect(stack.pop(), `</${name}> closes the wrong element`).toBe(name);
    else if (!selfClosing) {
      if (stack.length === 0) {
        expect(root, 'a second root element').toBe('');
        root = name!;
      }
      stack.push(name!);
    }
  }
  expect(stack, 'elements left open').toEqual([]);
  return root;
}

const unescapeXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);

/** The <url> entries of a URL set: loc (unescaped) and lastmod. */
function urlsOf(xml: string): { loc: string; lastmod: string | null }[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: unescapeXml(m[1]!),
    lastmod: m[2] ?? null,
  }));
}

const pathOf = (loc: string) => loc.slice(ORIGIN.length);

/** A sitemap of our own making: other options, the app otherwise as it runs. */
function sitemapApp(options: SitemapOptions) {
  const app = new Hono<AppEnv>();
  app.route('/sitemap.xml', sitemapRoutes(options));
  return async (path: string) => {
    const res = await app.request(`${ORIGIN}${path}`, {}, env);
    return { status: res.status, xml: await res.text(), type: res.headers.get('content-type') };
  };
}

describe('sitemap.xml', () => {
  it('is a well-formed sitemaps.org URL set of absolute URLs, cached an hour', async () => {
    const res = await site('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await res.text();
    expect(wellFormedRoot(xml)).toBe('urlset');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = urlsOf(xml);
    expect(xml.match(/<url>/g)?.length).toBe(urls.length);
    for (const { loc } of urls) {
      expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
      // Absolute and already in the form a URL parser leaves it (parameters percent-encoded).
      expect(new URL(loc).href, loc).toBe(loc);
    }
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  });

  it('lists every built static route, and exactly the blog’s published posts, categories, authors', async () => {
    const paths = urlsOf(await (await site('/sitemap.xml')).text()).map((u) => pathOf(u.loc));
    const expected = [
      '/',
      '/yours',
      '/yours/author',
      '/yours/category',
      ...publishedPosts.map((p) => blogLinks.post(p.slug)),
      ...publicCategories.map((c) => blogLinks.category(c.slug)),
      ...publicAuthors.map((a) => blogLinks.author(a.slug)),
    ];
    const blogOrHome = paths.filter((p) => p === '/' || p === '/yours' || p.startsWith('/yours/'));
    expect([...blogOrHome].sort()).toEqual([...expected].sort());
    for (const path of staticPaths()) expect(paths).toContain(path);
    expect(paths[0]).toBe('/');
    expect(paths).toContain('/yours/category/digitizing');
    expect(paths).toContain(`/yours/${encodeURIComponent('Grandmas-Kodachrome.Summer~1960')}`);
  });

  it('never lists a draft, a skipped record, a form, search results or a route that is not built', async () => {
    const paths = urlsOf(await (await site('/sitemap.xml')).text()).map((u) => pathOf(u.loc));
    expect(draftPosts.length).toBeGreaterThan(0);
    for (const d of draftPosts) expect(paths).not.toContain(blogLinks.post(d.slug));
    expect(paths).not.toContain('/yours/how-we-handle-mouldy-tapes');
    expect(paths).not.toContain('/yours/category/behind-the-scenes');
    expect(paths).not.toContain('/yours/author/guest-contributors');
    expect(paths).not.toContain('/log-in');
    expect(paths).not.toContain('/yours/search');
    const notBuilt = (Object.keys(routes) as RouteName[]).filter((name) => pageTable[name].kind === 'not-built');
    for (const name of notBuilt) {
      const prefix = routes[name].path.replace(/\/:[^/]+\??$/, '');
      expect(
        paths.filter((p) => p === prefix),
        name,
      ).toEqual([]);
    }
  });

  it('dates each post by its last edit in the CMS', async () => {
    const urls = urlsOf(await (await site('/sitemap.xml')).text());
    for (const post of publishedPosts) {
      const entry = urls.find((u) => u.loc === ORIGIN + blogLinks.post(post.slug));
      expect(entry?.lastmod, post.slug).toBe(post.updated_at);
    }
    expect(urls.find((u) => u.loc === `${ORIGIN}/`)?.lastmod).toBeNull();
  });

  it('sends crawlers only to pages that answer 200 and that robots.txt lets them read', async () => {
    const paths = urlsOf(await (await site('/sitemap.xml')).text()).map((u) => pathOf(u.loc));
    const robots = await (await site('/robots.txt')).text();
    for (const path of paths) {
      expect((await site(path)).status, path).toBe(200);
      expect(allowedBy(robots, path), path).toBe(true);
    }
  });
});

describe('sitemap index', () => {
  it('pages the URLs in SQL through an index once they outgrow one sitemap, losing and repeating none', async () => {
    const whole = urlsOf((await sitemapApp({})('/sitemap.xml')).xml);
    const fetchPage = sitemapApp({ pageSize: 10 });
    const index = await fetchPage('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toBe('application/xml; charset=utf-8');
    expect(wellFormedRoot(index.xml)).toBe('sitemapindex');
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...index.xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => unescapeXml(m[1]!));
    const pages = Math.ceil(whole.length / 10);
    expect(pages).toBeGreaterThan(3);
    expect(locs).toEqual(Array.from({ length: pages }, (_, i) => `${ORIGIN}/sitemap.xml?page=${i + 1}`));

    const paged: typeof whole = [];
    for (const loc of locs) {
      const page = await fetchPage(pathOf(loc));
      expect(page.status, loc).toBe(200);
      expect(wellFormedRoot(page.xml)).toBe('urlset');
      const urls = urlsOf(page.xml);
      expect(urls.length).toBeLessThanOrEqual(10);
      paged.push(...urls);
    }
    expect(paged).toEqual(whole);
  });

  it.each(['0', '-1', 'abc', '2.5', '999'])('answers 404 for ?page=%s', async (page) => {
    expect((await sitemapApp({ pageSize: 10 })(`/sitemap.xml?page=${page}`)).status).toBe(404);
  });

  it('serves a single sitemap as page 1 too, and no page 2', async () => {
    const fetchPage = sitemapApp({});
    expect((await fetchPage('/sitemap.xml?page=1')).xml).toBe((await fetchPage('/sitemap.xml')).xml);
    expect((await fetchPage('/sitemap.xml?page=2')).status).toBe(404);
  });
});

describe('pixels2Pages in the sitemap', () => {
  const p2pPaths = async (options: SitemapOptions) =>
    urlsOf((await sitemapApp(options)('/sitemap.xml')).xml)
      .map((u) => pathOf(u.loc))
      .filter((p) => p.startsWith('/pixels2pages/'));
  const stand = (route: RouteName, access: Access = 'public') =>
    definePage({
      route,
      access,
      load: async () => ({}),
      head: () => ({ title: 'x', description: 'x' }),
      body: () => null,
    });

  const memberOnly = p2pPosts.filter((p) => p.slug && p.published_at !== null && p.member_only === true);
  const p2pDrafts = p2pPosts.filter((p) => p.slug && p.published_at === null);
  const p2pPublic = p2pPosts.filter((p) => p.slug && p.published_at !== null && p.member_only !== true);
  const publicTags = p2pTags.filter((t) => p2pPublic.some((p) => (p.tags as number[]).includes(t.id)));

  it('lists nothing of the section while its routes are not built', async () => {
    const notBuilt = Object.fromEntries(Object.keys(p2pRoutes).map((name) => [name, NOT_BUILT]));
    expect(await p2pPaths({ pages: { ...pageTable, ...notBuilt } })).toEqual([]);
  });

  it('lists its public posts, never a members-only post or a draft, and its authors, categories and tags', async () => {
    expect(memberOnly.length).toBeGreaterThan(0);
    expect(p2pDrafts.length).toBeGreaterThan(0);
    const paths = await p2pPaths({});
    expect([...paths].sort()).toEqual(
      [
        p2pLinks.home(),
        ...p2pPublic.map((p) => p2pLinks.post(p.slug!)),
        ...p2pCategories.map((c) => p2pLinks.category(c.slug)),
        ...p2pAuthors.map((a) => p2pLinks.author(a.slug)),
        ...publicTags.map((t) => p2pLinks.tag(t.slug)),
      ].sort(),
    );
    for (const p of [...memberOnly, ...p2pDrafts]) expect(paths).not.toContain(p2pLinks.post(p.slug!));
  });

  it('lists no post while the post pages are not public', async () => {
    const paths = await p2pPaths({
      pages: { ...pageTable, 'pixels2pages-posts-slug': stand('pixels2pages-posts-slug', 'p2p') },
    });
    expect(paths.filter((p) => p.startsWith('/pixels2pages/posts/'))).toEqual([]);
    expect(paths).toContain('/pixels2pages/categories/scrapbooking');
  });

  it('knows the rows of every built page with a parameter (a new one must tell the sitemap)', () => {
    expect(routesWithoutRows()).toEqual([]);
    expect(routesWithoutRows(pageTable, [])).toEqual(['yours-author-slug', 'yours-category-slug', 'yours-slug']);
  });
});
