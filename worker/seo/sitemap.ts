import { Hono } from 'hono';
import { type RouteName, routes } from '#client/routes/table.ts';
import { contentDb } from '#worker/db/client.ts';
import type { AppEnv } from '#worker/env.ts';
import { blogSection } from '#worker/pages/blog/section.ts';
import { pageTable } from '#worker/pages/handlers.ts';
import type { PostSection } from '#worker/pages/posts/section.ts';

/** The post sections whose posts, authors and categories are listed; pixels2Pages joins when built. */
const POST_SECTIONS: PostSection[] = [blogSection];

/** One sitemap holds at most this many URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The routes listed as they are: built, public, shared content (not a form or a visitor's own
 * page), without a required parameter; search results are left out (endless, and noindex).
 */
export function staticPaths(): string[] {
  const searches = new Set<RouteName>(POST_SECTIONS.map((s) => s.routes.search));
  return (Object.keys(routes) as RouteName[]).flatMap((name) => {
    const entry = pageTable[name];
    if (entry.kind !== 'page' || searches.has(name)) return [];
    if ((entry.access ?? 'public') !== 'public' || (entry.cache ?? 'content') !== 'content') return [];
    const path = routes[name].path.replace(/\/:[^/]+\?$/, '');
    return path.includes(':') ? [] : [path];
  });
}

/** GET /sitemap.xml: every public page and published post, from the route table and the D1 copy. */
export const sitemapXml = new Hono<AppEnv>().get('/', async (c) => {
  const origin = new URL(c.req.url).origin;
  const db = contentDb(c.env.DB);
  const urls: { loc: string; lastmod?: string | null }[] = staticPaths().map((path) => ({ loc: path }));
  for (const section of POST_SECTIONS) {
    const { posts, authors, categories } = await section.queries.sitemap(db);
    urls.push(...posts.map((p) => ({ loc: section.links.post(p.slug), lastmod: p.updatedAt })));
    urls.push(...authors.map((a) => ({ loc: section.links.author(a.slug) })));
    urls.push(...categories.map((k) => ({ loc: section.links.category(k.slug) })));
  }
  if (urls.length > SITEMAP_MAX_URLS) {
    c.get('reporter').warning(`The sitemap lists only the first ${SITEMAP_MAX_URLS} of ${urls.length} URLs; split it into an index.`);
  }
  const body = urls
    .slice(0, SITEMAP_MAX_URLS)
    .map((u) => `<url><loc>${escapeXml(origin + u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''}</url>`)
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
  return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
});
